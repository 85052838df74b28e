// Contract of the signed-in customer's profile: the User resource and its updates.
import { Type } from 'typebox';
import { NullableString, successEnvelope } from '../../http/schemas';

export const Gender = Type.Unsafe<'male' | 'female'>({ type: 'string', enum: ['male', 'female'], title: 'Gender' });

/** The reference's UserResource, without the relations later slices add. */
export const User = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  firstname: NullableString,
  lastname: NullableString,
  email: NullableString,
  phone: NullableString,
  img: NullableString,
  gender: NullableString,
  birthday: NullableString,
  active: Type.Boolean(),
  role: Type.String(),
  my_referral: Type.String(),
  empty_p: Type.Boolean({ description: 'true when the account has no password' }),
  email_verified_at: NullableString,
  phone_verified_at: NullableString,
  created_at: Type.String(),
  updated_at: Type.String(),
}, { title: 'User' });

export const UserResponse = successEnvelope('UserResponse', User);

/** Lengths and formats are checked by the service, with the reference's messages (length
 * keywords would turn the GraphQL input types into custom scalars). */
export const UpdateProfileBody = Type.Object({
  firstname: Type.String({ description: '2..100 characters' }),
  lastname: Type.Optional(NullableString),
  email: Type.Optional(NullableString),
  phone: Type.Optional(NullableString),
  birthday: Type.Optional(Type.Union([Type.String({ description: 'Y-m-d' }), Type.Null()])),
  gender: Type.Optional(Gender),
}, { title: 'UpdateProfile' });

export const UpdatePasswordBody = Type.Object({
  password: Type.String({ description: 'at least 6 characters' }),
  password_confirmation: Type.String(),
}, { title: 'UpdatePassword' });
