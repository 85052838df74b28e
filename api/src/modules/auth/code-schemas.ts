// The answer of every route that texts a code (sign-up, reset, resend, a change of phone). Apart
// from the other auth schemas, which use the profile's User: the profile's schemas use it too,
// and neither file may import the other.
import { Type } from 'typebox';

export const CodeSent = Type.Object({
  verifyId: Type.String({ description: 'Names the code in verify, resend and reset confirm (each resend gives a new one).' }),
  phone: Type.String({ description: 'The phone the code went to, masked: `*******0100`.' }),
  message: Type.String({ description: 'Always empty.' }),
}, {
  title: 'CodeSent',
  description: 'A 6-digit code went out by SMS; it is valid for the `otp_expire_time` setting (minutes, default 10), once, and '
    + 'dies after 5 wrong tries.',
});
