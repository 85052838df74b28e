// Contract of firebase sign-in (POST /auth/{provider}/callback). The answer is the login's
// (`LoginResponse` {access_token, token_type, user}). Rules are checked by the service, with
// the reference's messages (length keywords would turn GraphQL inputs into custom scalars).
import { Type } from 'typebox';
import { NullableString } from '../../http/schemas';

export const FirebaseCallbackParams = Type.Object({
  provider: Type.String({ description: 'google | facebook | apple | phone: the firebase sign-in provider of the token' }),
});

/** Only `id_token` counts: the reference's `email`, `id`, `name` and `avatar` are accepted for
 * compatibility and ignored, since identity comes from the verified token alone. */
export const FirebaseCallbackBody = Type.Object({
  id_token: Type.String({ description: 'A firebase ID token (`user.getIdToken()` after signing in with the provider).' }),
  referral: Type.Optional(NullableString),
  email: Type.Optional(NullableString),
  id: Type.Optional(NullableString),
  name: Type.Optional(NullableString),
  avatar: Type.Optional(NullableString),
}, { title: 'FirebaseCallback' });
