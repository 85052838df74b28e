// Contract of the signed-in customer's profile: the User resource and its updates.
import { Type } from 'typebox';
import { GENDERS, USER_ROLES } from '../../db/schema';
import { nullable, nullableInteger, nullableString, serviceBounds, stringEnum, successEnvelope } from '../../http/schemas';
import { NEW_PASSWORD, PASSWORD_MAX, PASSWORD_MIN } from '../auth/account-rules';
import { NotificationType } from '../notifications/schemas';
import { Wallet } from '../wallet/schemas';
import { CodeSent } from '../auth/code-schemas';

export const Gender = stringEnum(GENDERS, 'Gender', 'The customer\'s gender: male or female.');
export const UserRole = stringEnum(USER_ROLES, 'UserRole', 'Kind of account: user (a customer) or staff (may use the /dashboard/staff routes).');

const DATE = '`Y-m-d H:i:sZ` (UTC)';

const PROFILE_ONLY = 'Only in the profile (`GET /dashboard/user/profile/show`).';

export const ProfileNotificationChoice = Type.Object({
  user_id: Type.Integer({ description: 'Id of the signed-in user.' }),
  notification_id: Type.Integer({ description: 'Id of the type, as `id`.' }),
  active: Type.Boolean({ description: 'Notifications of this type are made; true until switched off.' }),
}, { title: 'ProfileNotificationChoice', description: 'The user\'s choice for one notification type (Foodyman\'s pivot row).' });

export const ProfileNotification = Type.Object({
  id: Type.Integer({ description: 'Id of the notification type, 1..7, stable per type (what `notification_id` names).' }),
  type: NotificationType,
  notification: ProfileNotificationChoice,
}, { title: 'ProfileNotification', description: 'One notification type with the user\'s choice, in Foodyman\'s profile shape.' });

/** Foodyman's UserResource; the wallet, points and referral figures only in the profile. */
export const User = Type.Object({
  id: Type.Integer({ description: 'Id of the account.' }),
  uuid: Type.String({ description: 'The account\'s uuid.' }),
  firstname: nullableString('First name; null until given (e.g. after a first firebase sign-in without a name).'),
  lastname: nullableString('Last name, or null.'),
  email: nullableString('E-mail address, lower-cased, or null.'),
  phone: nullableString('Phone, digits only (e.g. `14165550100`), or null.'),
  img: nullableString('Avatar: a path under `/storage/images/` (uploads are `avatars/<32 hex>.<ext>`) or a full URL; null when none.'),
  gender: nullable(Gender),
  birthday: nullableString('Date of birth at midnight, `Y-m-d 00:00:00Z`, or null.'),
  active: Type.Boolean({ description: 'false: the account is deactivated and cannot sign in.' }),
  role: UserRole,
  my_referral: Type.String({ description: 'The account\'s own referral code, 8 characters.' }),
  empty_p: Type.Boolean({ description: 'true when the account has no password (it signs in by firebase or SMS code only).' }),
  currency_id: nullableInteger('The currency the customer chose (set by `PUT /dashboard/user/profile/update`), or null: the default one.'),
  email_verified_at: nullableString(`When the e-mail address was verified, ${DATE}; null while unverified.`),
  pending_email: nullableString('A new address the customer asked for, waiting for its e-mailed link to be opened signed in to this '
    + 'account; until then nothing (sign-in, firebase sign-in, another sign-up) treats it as theirs and `email` stays as it was. Null: none.'),
  phone_verified_at: nullableString(`When the phone was verified, ${DATE}; null while unverified.`),
  pending_phone: nullableString('A new phone the customer asked for (digits only), waiting for the code texted to it to be entered signed in '
    + 'to this account (`POST /dashboard/user/profile/phone/verify`); until then nothing (sign-in, password reset, firebase sign-in, another '
    + 'sign-up) treats it as theirs and `phone` stays as it was. Null: none.'),
  created_at: Type.String({ description: `When the account was created, ${DATE}.` }),
  updated_at: Type.String({ description: `When it last changed, ${DATE}.` }),
  wallet: Type.Optional(Wallet),
  notifications: Type.Optional(Type.Array(ProfileNotification, {
    description: `Every notification type with your choice in \`notification.active\` (switch them with \`POST /dashboard/user/update/notifications\`), by id. ${PROFILE_ONLY}`,
  })),
  points: Type.Optional(Type.Integer({ description: `The reward points balance. ${PROFILE_ONLY}` })),
  points_debt: Type.Optional(Type.Integer({
    description: `Points you owe: what a refunded order earned and the balance no longer held (converted already). Points earned `
      + `later pay it first; none can be converted meanwhile. 0 while \`points\` is above zero. ${PROFILE_ONLY}`,
  })),
  points_worth: Type.Optional(Type.Number({
    description: `What converting all those points would put in the wallet now (points × points_rate, rounded down to the cent), in the requested currency. ${PROFILE_ONLY}`,
  })),
  referral_count: Type.Optional(Type.Integer({ description: `Friends who signed up with \`my_referral\`. ${PROFILE_ONLY}` })),
  referral_earned: Type.Optional(Type.Number({
    description: `What those friends earned you (referral_from_topup, less rewards taken back), in the requested currency. ${PROFILE_ONLY}`,
  })),
}, { title: 'User', description: 'A customer or staff account as its owner sees it (never the password).' });

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

/** A password being chosen (sign-up, reset, change), its length bounds published. */
export const NewPassword = Type.String({ description: NEW_PASSWORD, ...serviceBounds({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }) });

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
