// Contract of sign-in and sign-out (/auth/*).
import { Type, type Static } from 'typebox';
import { localeQuery, nullable, nullableString, successEnvelope } from '../../http/schemas';
import { Gender, NewPassword, User } from './account-schemas';

/** The answer of every route that texts a code (sign-up, reset, resend, a change of phone). */
export const CodeSent = Type.Object({
  verifyId: Type.String({ description: 'Names the code in verify, resend and reset confirm (each resend gives a new one).' }),
  phone: Type.String({ description: 'The phone the code went to, masked: `*******0100`.' }),
  message: Type.String({ description: 'Always empty.' }),
}, {
  title: 'CodeSent',
  description: 'A 6-digit code went out by SMS; it is valid for the `otp_expire_time` setting (minutes, default 10), once, and '
    + 'dies after 5 wrong tries.',
});
export type CodeSent = Static<typeof CodeSent>;

/** Either `email` or `phone` names the account; `phone` may be sent as a number. */
export const LoginBody = Type.Object({
  email: Type.Optional(Type.String({ description: 'E-mail address of the account (any case); either it or `phone` (else 400 `params.email`).' })),
  phone: Type.Optional(Type.String({ description: 'Phone of the account; only its digits count (`+1 416 555-0100` = `14165550100`).' })),
  password: Type.String({ description: 'The account\'s password.' }),
}, { title: 'Login', description: 'A sign-in: the account, by e-mail or phone, and its password.' });

export const PasswordStrengthBody = Type.Object({
  password: Type.String({ maxLength: 1024, description: 'The password being chosen.' }),
  firstname: Type.Optional(Type.String({ maxLength: 255, description: 'The account\'s first name, if known: a password built from it scores low.' })),
  lastname: Type.Optional(Type.String({ maxLength: 255, description: 'The account\'s last name, if known.' })),
  email: Type.Optional(Type.String({ maxLength: 255, description: 'The account\'s e-mail address, if known.' })),
  phone: Type.Optional(Type.String({ maxLength: 64, description: 'The account\'s phone, if known.' })),
}, { title: 'PasswordStrengthInput', description: 'A password being chosen, and what the account is known by.' });

export const PasswordStrength = Type.Object({
  score: Type.Integer({ minimum: 0, maximum: 4, description: '0: found in the common-password list or as guessable (under ~10^3 guesses) … 4: very unguessable (over ~10^10).' }),
  accepted: Type.Boolean({ description: 'Whether the api accepts this password (score 2 and up); the length rule is checked on its own.' }),
}, { title: 'PasswordStrength', description: 'How guessable a password is, as the api judges it.' });

export const PasswordStrengthResponse = successEnvelope('PasswordStrengthResponse', PasswordStrength, 'The password\'s strength.');

export const AccessToken = Type.Object({
  access_token: Type.String({ description: 'Send as `Authorization: Bearer <access_token>`; valid 7 days, until logout.' }),
  token_type: Type.String({ description: 'Always `Bearer`.' }),
  user: User,
}, { title: 'AccessToken', description: 'A new session: its bearer token and the signed-in user.' });

export const LoginResponse = successEnvelope('LoginResponse', AccessToken, 'The session a sign-in opened.');
export const LogoutResponse = successEnvelope('LogoutResponse', Type.Null({ description: 'Always null.' }), 'The session is closed.');

/** Sign-up: the account is created once the phone is verified (POST /auth/verify/phone).
 * Lengths are checked by the service with Foodyman's messages (the password's are published). */
export const RegisterBody = Type.Object({
  firstname: Type.String({ description: 'First name, 2..100 characters once trimmed.' }),
  lastname: Type.Optional(nullableString('Last name; blank or null: none.')),
  email: Type.Optional(nullableString('E-mail address, stored lower-cased; must be valid and not taken. Blank or null: none.')),
  phone: Type.Optional(Type.String({ description: 'Required: the phone the code goes to, 7..15 digits once other characters are dropped, not taken.' })),
  gender: Type.Optional(Gender),
  password: NewPassword,
  password_confirmation: Type.Optional(Type.String({ description: 'When sent, must equal password (else 400 `params.password_confirmation`).' })),
  referral: Type.Optional(nullableString('A friend\'s referral code (their `my_referral`): unknown → 400 ERROR_472 `params.referral`; '
    + 'a phone referred before (even by a deleted account) → 400 ERROR_474. Blank or null: none.')),
}, {
  title: 'Register',
  description: 'A sign-up. Nothing is created until the phone is verified with the code texted to it.',
});

export const CodeSentResponse = successEnvelope('CodeSentResponse', CodeSent, 'A code was texted.');

export const VerifyPhoneBody = Type.Object({
  verifyId: Type.String({ description: 'The `verifyId` of the sign-up\'s code.' }),
  verifyCode: Type.String({ description: 'The 6 digits received by SMS.' }),
}, { title: 'VerifyPhone', description: 'The code that proves a sign-up\'s phone.' });

export const ResendCodeBody = Type.Object({
  verifyId: Type.Optional(Type.String({ description: 'The `verifyId` of the SMS code to replace (required unless `email` is sent).' })),
  email: Type.Optional(Type.String({
    description: 'An account\'s unverified e-mail address: a verification link is e-mailed to it (Foodyman\'s e-mail resend).',
  })),
}, { title: 'ResendCode', description: 'Which code to send again: an SMS code by `verifyId`, or an e-mail verification link by `email`.' });

export const ResendResponse = successEnvelope('ResendResponse', nullable(CodeSent),
  'A code was texted (`data`: where), or an e-mail verification link was sent (`data`: null).');

export const VerifyEmailParams = Type.Object({
  hash: Type.String({ description: 'The hash of the link e-mailed by `POST /auth/resend-verify` (64 hexadecimal characters).' }),
});
export const EmailVerified = Type.Object({
  email: Type.String({ description: 'The address now verified.' }),
}, { title: 'EmailVerified', description: 'The e-mail address a link proved.' });
export const EmailVerifiedResponse = successEnvelope('EmailVerifiedResponse', EmailVerified, 'The e-mail address is verified.');

export const ForgotPasswordBody = Type.Object({
  phone: Type.Optional(Type.String({ description: 'Required: the account\'s phone; only its digits count.' })),
}, { title: 'ForgotPassword', description: 'The phone of the account whose password is forgotten.' });

export const ResetPasswordBody = Type.Object({
  verifyId: Type.String({ description: 'The `verifyId` of the reset code.' }),
  verifyCode: Type.String({ description: 'The 6 digits received by SMS.' }),
  password: NewPassword,
  password_confirmation: Type.Optional(Type.String({ description: 'When sent, must equal password (else 400 `params.password_confirmation`).' })),
}, { title: 'ResetPassword', description: 'A new password, with the reset code that proves the phone.' });

/** The code flows answer the session under `token` (not `access_token`), as Foodyman clients read it there. */
export const SignedIn = Type.Object({
  token: Type.String({ description: 'Send as `Authorization: Bearer <token>`; valid 7 days, until logout.' }),
  user: User,
}, { title: 'SignedIn', description: 'A new session opened by an SMS code (the key is `token`, as in Foodyman).' });
export const SignedInResponse = successEnvelope('SignedInResponse', SignedIn, 'The session the code opened.');

/** Foodyman's logout also forgets the device's push token, sent as a parameter. */
export const LogoutQuery = Type.Object({
  ...localeQuery,
  firebase_token: Type.Optional(Type.String({ description: 'This device\'s push token, to forget along with the session.' })),
});
