// Contract of firebase sign-in (POST /auth/{provider}/callback). The answer is the login's
// (`LoginResponse` {access_token, token_type, user}). Rules are checked by the service, with
// Foodyman's messages (length keywords would turn GraphQL inputs into custom scalars).
import { Type } from 'typebox';
import { nullableString } from '../../http/schemas';

export const FirebaseCallbackParams = Type.Object({
  provider: Type.String({
    description: 'The firebase sign-in provider of the token: google, facebook, apple or phone (else 400 `params.provider`).',
  }),
});

const IGNORED = 'Accepted for compatibility with Foodyman and ignored: the identity comes from the verified token alone.';

/** Only `id_token` (and a `referral` code) counts: Foodyman's `email`, `id`, `name` and
 * `avatar` are accepted for compatibility and ignored, since identity comes from the verified token alone. */
export const FirebaseCallbackBody = Type.Object({
  id_token: Type.String({ description: 'A firebase ID token (`user.getIdToken()` after signing in with the provider).' }),
  referral: Type.Optional(nullableString('A friend\'s referral code (their `my_referral`): an account this sign-in creates is linked to '
    + 'them, unless its phone or e-mail address was referred before (docs/wallet.md). Unknown → 400 ERROR_472 `params.referral`; '
    + 'your own → 400 ERROR_473. Blank or null: none.')),
  email: Type.Optional(nullableString(`The e-mail address. ${IGNORED}`)),
  id: Type.Optional(nullableString(`The provider's user id. ${IGNORED}`)),
  name: Type.Optional(nullableString(`The display name. ${IGNORED}`)),
  avatar: Type.Optional(nullableString(`The picture URL. ${IGNORED}`)),
}, { title: 'FirebaseCallback', description: 'A firebase sign-in: the ID token firebase gave the client.' });
