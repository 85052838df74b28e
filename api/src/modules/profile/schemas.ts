// Contract of the signed-in customer's profile: the User resource and its updates.
import { Type } from 'typebox';
import { nullable, NullableString, successEnvelope } from '../../http/schemas';

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

/** Checked by the service (blank, longer than 4096 characters), see UpdateProfileBody. */
export const UpdateFirebaseTokenBody = Type.Object({
  firebase_token: Type.String({ description: 'Firebase Cloud Messaging registration token of this device' }),
}, { title: 'UpdateFirebaseToken' });

export const FirebaseTokenResponse = successEnvelope('FirebaseTokenResponse', Type.Null());

/** The multipart/form-data body of the avatar upload. Documentation only: the handler reads
 * the stream itself (type by magic bytes, size, count), so the validator must let the
 * multipart body through; `nullable` does that (the body is not parsed before the handler)
 * and openapi.ts drops it from the document. */
export const AvatarUpload = nullable(Type.Object({
  image: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or GIF, at most 2 MB' }),
}, { title: 'AvatarUpload' }));

/** The route's `body`: the multipart form above, per content type (Fastify and
 * @fastify/swagger read `content`); no other content type is validated before the handler. */
export const AvatarUploadBody = Type.Unsafe<undefined>({ content: { 'multipart/form-data': { schema: AvatarUpload } } });
