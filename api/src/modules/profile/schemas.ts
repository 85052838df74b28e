// Contract of the signed-in customer's profile: the User resource and its updates.
import { Type } from 'typebox';
import { nullable, nullableString, successEnvelope } from '../../http/schemas';
import { CodeSent, Gender, NewPassword, User } from '../auth';

export const UserResponse = successEnvelope('UserResponse', User, 'The signed-in user\'s account.');

export const ProfileUpdatedResponse = Type.Object({
  ...successEnvelope('ProfileUpdatedEnvelope', User, '').properties,
  phone_code: Type.Optional(Type.Object(CodeSent.properties, {
    title: 'PhoneCodeSent',
    description: 'Present when a new phone was asked for: a 6-digit code went to it by SMS (valid for the `otp_expire_time` setting, '
      + 'minutes, once, dead after 5 wrong tries); its `verifyId` goes with the code to `POST /dashboard/user/profile/phone/verify`.',
  })),
}, { title: 'ProfileUpdatedResponse', description: 'The signed-in user\'s account after an update (`data`), and the code sent to a new phone, if one was asked for.' });

export const VerifyPhoneChangeBody = Type.Object({
  verifyId: Type.String({ description: 'The `verifyId` of the code texted to the new phone (`phone_code` of the profile update, or the resend\'s).' }),
  verifyCode: Type.String({ description: 'The 6 digits received by SMS.' }),
}, { title: 'VerifyPhoneChange', description: 'The code that proves the new phone of the signed-in account.' });

export const PhoneCodeSentResponse = successEnvelope('PhoneCodeSentResponse', CodeSent, 'A new code was texted to the phone the account asks for.');

export const PasswordChangedResponse = Type.Object({
  ...successEnvelope('PasswordChangedEnvelope', User, '').properties,
  token: Type.String({ description: 'The session\'s new bearer token (`<id>|<secret>`): the change ended every session of the account, '
    + 'the one that made it included, so the client goes on with this one.' }),
}, { title: 'PasswordChangedResponse', description: 'The signed-in user\'s account after a password change (`data`), and the token of its one remaining session.' });

/** The proof a change of credentials asks for (password, e-mail, phone). */
const CurrentPassword = (when: string) => Type.Optional(Type.String({ maxLength: 1024, description: `The account's current password, ${when}: `
  + 'required when the account has one (`empty_p` false), else 400 `params.old_password` "Required"; a wrong one → "The current password is '
  + 'incorrect." and counts as a failed sign-in of the account. An account without a password (made by a firebase sign-in) sends none and '
  + 'must have signed in within the last 10 minutes instead, else 403 ERROR_103 "Sign in again to change this."' }));

/** Lengths and formats are checked by the service, with Foodyman's messages (length
 * keywords would turn the GraphQL input types into custom scalars). */
export const UpdateProfileBody = Type.Object({
  firstname: Type.Optional(Type.String({ description: 'First name, 2..100 characters once trimmed; absent: kept.' })),
  lastname: Type.Optional(nullableString('At most 100 characters; absent: kept, blank or null: cleared.')),
  email: Type.Optional(nullableString('A valid address not proven by another account; absent: kept, blank or null: cleared. A new one waits in '
    + '`pending_email` for the link e-mailed to it; sending the current address cancels the change.')),
  phone: Type.Optional(nullableString('7..15 digits once other characters are dropped, not proven by another account; absent: kept, blank or '
    + 'null: cleared. A new one waits in `pending_phone` for the code texted to it (`phone_code` of the answer); sending the current phone '
    + 'cancels the change.')),
  birthday: Type.Optional(nullableString('Date of birth, `Y-m-d`; absent: kept, blank or null: cleared.')),
  gender: Type.Optional(Gender),
  currency_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()], {
    description: 'The customer\'s currency: the id of an active currency (else 400 `params.currency_id`); null or 0: none (the default one); absent: kept.',
  })),
  old_password: CurrentPassword('when the e-mail or the phone changes (not needed for the other details)'),
}, {
  title: 'UpdateProfile',
  description: 'New profile details; every rule is checked before anything is saved (a refusal changes nothing).',
});

export const UpdatePasswordBody = Type.Object({
  old_password: CurrentPassword('to change it'),
  password: NewPassword,
  password_confirmation: Type.String({ description: 'The new password again (else 400 `params.password_confirmation`).' }),
}, { title: 'UpdatePassword', description: 'A new password for the signed-in account.' });

/** Checked by the service (blank, longer than 4096 characters), see UpdateProfileBody. */
export const UpdateFirebaseTokenBody = Type.Object({
  firebase_token: Type.String({ description: 'Firebase Cloud Messaging registration token of this device, 1..4096 characters.' }),
}, { title: 'UpdateFirebaseToken', description: 'A device to send push notifications to.' });

export const FirebaseTokenResponse = successEnvelope('FirebaseTokenResponse', Type.Null({ description: 'Always null.' }),
  'The device\'s push token is kept.');

/** The multipart/form-data body of the avatar upload. Documentation only: the handler reads
 * the stream itself (type by magic bytes, size, count), so the validator must let the
 * multipart body through; `nullable` does that (the body is not parsed before the handler)
 * and openapi.ts drops it from the document. */
export const AvatarUpload = nullable(Type.Object({
  image: Type.Unsafe<unknown>({
    type: 'string', format: 'binary', description: 'The picture: JPEG, PNG, WebP or GIF (read from its bytes), at most 2 MB.',
  }),
}, { title: 'AvatarUpload', description: 'A new avatar, as multipart/form-data with a single file field `image`.' }));

/** The route's `body`: the multipart form above, per content type (Fastify and
 * @fastify/swagger read `content`); no other content type is validated before the handler. */
export const AvatarUploadBody = Type.Unsafe<undefined>({ content: { 'multipart/form-data': { schema: AvatarUpload } } });
