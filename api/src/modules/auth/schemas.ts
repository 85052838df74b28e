// Contract of sign-in and sign-out (/auth/*).
import { Type } from 'typebox';
import { successEnvelope } from '../../http/schemas';
import { User } from '../profile/schemas';

/** Either `email` or `phone` names the account; `phone` may be sent as a number. */
export const LoginBody = Type.Object({
  email: Type.Optional(Type.String()),
  phone: Type.Optional(Type.String({ description: 'digits; other characters are ignored' })),
  password: Type.String(),
}, { title: 'Login' });

export const AccessToken = Type.Object({
  access_token: Type.String({ description: 'Send as `Authorization: Bearer <access_token>`; valid 7 days.' }),
  token_type: Type.String(),
  user: User,
}, { title: 'AccessToken' });

export const LoginResponse = successEnvelope('LoginResponse', AccessToken);
export const LogoutResponse = successEnvelope('LogoutResponse', Type.Null());
