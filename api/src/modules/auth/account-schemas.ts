// Contract of the account as its owner sees it (the User resource): what signing in answers, and
// the profile with its wallet, points and notification choices.
import { Type } from 'typebox';
import { GENDERS, USER_ROLES } from '../../db/common-tables';
import { DATE, nullable, nullableInteger, nullableString, rowDates, serviceBounds, stringEnum } from '../../http/schemas';
import { NotificationType } from '../notifications';
import { Wallet } from '../wallet';
import { NEW_PASSWORD, PASSWORD_MAX, PASSWORD_MIN } from './account-rules';

export const Gender = stringEnum(GENDERS, 'Gender', 'The customer\'s gender: male or female.');
export const UserRole = stringEnum(USER_ROLES, 'UserRole', 'Kind of account: user (a customer) or staff (may use the /dashboard/staff routes).');


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
  ...rowDates('When the account was created'),
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

/** A password being chosen (sign-up, reset, change), its length bounds published. */
export const NewPassword = Type.String({ description: NEW_PASSWORD, ...serviceBounds({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }) });
