// Contract of sign-in and sign-out (/auth/*).
import { Type } from 'typebox';
import { localeQuery, NullableString, successEnvelope } from '../../http/schemas';
import { Gender, User } from '../profile/schemas';

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

/** Sign-up: the account is created once the phone is verified (POST /auth/verify/phone).
 * Lengths are checked by the service with the reference's messages. */
export const RegisterBody = Type.Object({
  firstname: Type.String({ description: '2..100 characters' }),
  lastname: Type.Optional(NullableString),
  email: Type.Optional(NullableString),
  phone: Type.Optional(Type.String({ description: 'required; digits, other characters are ignored' })),
  gender: Type.Optional(Gender),
  password: Type.String({ description: 'at least 6 characters' }),
  password_confirmation: Type.Optional(Type.String()),
}, { title: 'Register' });

export const CodeSent = Type.Object({
  verifyId: Type.String({ description: 'names the code in verify, resend and reset confirm' }),
  phone: Type.String({ description: 'the phone the code went to, masked' }),
  message: Type.String(),
}, { title: 'CodeSent' });
export const CodeSentResponse = successEnvelope('CodeSentResponse', CodeSent);

export const VerifyPhoneBody = Type.Object({
  verifyId: Type.String(),
  verifyCode: Type.String({ description: '6 digits' }),
}, { title: 'VerifyPhone' });

export const ResendCodeBody = Type.Object({ verifyId: Type.String() }, { title: 'ResendCode' });

export const ForgotPasswordBody = Type.Object({
  phone: Type.Optional(Type.String({ description: 'required' })),
}, { title: 'ForgotPassword' });

export const ResetPasswordBody = Type.Object({
  verifyId: Type.String(),
  verifyCode: Type.String({ description: '6 digits' }),
  password: Type.String({ description: 'at least 6 characters' }),
  password_confirmation: Type.Optional(Type.String()),
}, { title: 'ResetPassword' });

/** The reference's key is `token` (not `access_token`) on the code flows (§14 item 2). */
export const SignedIn = Type.Object({
  token: Type.String({ description: 'Send as `Authorization: Bearer <token>`; valid 7 days.' }),
  user: User,
}, { title: 'SignedIn' });
export const SignedInResponse = successEnvelope('SignedInResponse', SignedIn);

/** The reference's logout also forgets the device's push token, sent as a parameter. */
export const LogoutQuery = Type.Object({
  ...localeQuery,
  firebase_token: Type.Optional(Type.String({ description: "this device's push token, to forget" })),
});
