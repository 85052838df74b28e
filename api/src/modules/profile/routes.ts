// Routes of the signed-in user's profile (/dashboard/user/profile/*); rules live in service.ts,
// avatar.ts and firebase-tokens.ts.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { bearerSecurity, currentUser } from '../../http/auth';
import { success } from '../../http/envelope';
import type { RequestContexts } from '../../http/request-context';
import { LocaleOnlyQuery } from '../../http/schemas';
import { asImageError, IMAGE_MULTIPART_OPTIONS, readImage } from '../../http/image-upload';
import type { Avatars } from './avatar';
import type { FirebaseTokens } from './firebase-tokens';
import {
  AvatarUploadBody, FirebaseTokenResponse, UpdateFirebaseTokenBody, UpdatePasswordBody, UpdateProfileBody, UserResponse,
} from './schemas';
import type { ProfileService } from './service';
import { acceptEmptyJsonBody, QUERY_FILLS_BODY, queryOrBody } from '../cart/query-form';
import type { AuthService } from '../auth/service';

export interface ProfileRoutesOptions {
  contexts: RequestContexts;
  profile: ProfileService;
  /** Proves the current password before a new one is set. */
  auth: Pick<AuthService, 'confirmCurrentPassword'>;
  avatars: Avatars;
  firebaseTokens: FirebaseTokens;
  requireUser: preHandlerAsyncHookHandler;
}

const tags = ['profile'];
const profileForm = queryOrBody(UpdateProfileBody, 'fill');

export const profileRoutes: FastifyPluginAsyncTypebox<ProfileRoutesOptions> = async (app, { contexts, profile, auth, avatars, firebaseTokens, requireUser }) => {
  // Every route of this plugin is the signed-in customer's: one guard, none to forget.
  app.addHook('preHandler', requireUser);
  acceptEmptyJsonBody(app);

  app.get('/dashboard/user/profile/show', {
    schema: {
      operationId: 'profile',
      tags,
      summary: 'The signed-in user\'s profile',
      description: 'The account the bearer token belongs to, with its role and verification dates (never its password), its '
        + '`wallet` (created empty at the first look), reward `points` and referral figures. Signed-in users only (else 401 ERROR_100).',
      security: bearerSecurity,
      querystring: LocaleOnlyQuery,
      response: { 200: UserResponse },
    },
  }, async (request) => {
    const ctx = await contexts.resolve(request, request.query);
    return success(await profile.show(currentUser(request).userId, ctx));
  });

  app.put('/dashboard/user/profile/update', {
    schema: {
      operationId: 'updateProfile',
      tags,
      summary: 'Update the signed-in user\'s profile',
      security: bearerSecurity,
      ...profileForm.schema,
      description: 'Saves whichever of first name, last name, e-mail, phone, birthday and gender are sent (absent fields are kept, '
        + 'blank ones cleared; the first name cannot be cleared); a changed e-mail or phone loses its verification. Signed-in '
        + 'users only (else 401 ERROR_100). Refusals are 400 on the field, e.g. "The email has already been taken." on '
        + '`params.email`, and change nothing. ' + QUERY_FILLS_BODY,
      response: { 200: UserResponse },
    },
    preValidation: profileForm.preValidation,
  }, async (request) => {
    await contexts.resolve(request, request.query);
    return success(await profile.update(currentUser(request).userId, request.body));
  });

  app.post('/dashboard/user/profile/password/update', {
    schema: {
      operationId: 'updatePassword',
      tags,
      summary: 'Change the signed-in user\'s password',
      description: 'Sets a new password and signs out the account\'s other sessions (this token stays valid), once the current '
        + 'password is proven (`old_password`, unless the account has none; a wrong one → 400 `params.old_password`, and after 5 '
        + 'wrong ones 400 ERROR_429 as for sign-in). Signed-in users only (else 401 ERROR_100); a password the new-password rule refuses (8 to 128 characters, not too guessable) → 400 `params.password`, a different confirmation → 400 '
        + '`params.password_confirmation`.',
      security: bearerSecurity,
      querystring: LocaleOnlyQuery,
      body: UpdatePasswordBody,
      response: { 200: UserResponse },
    },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    const { userId, tokenId } = currentUser(request);
    await auth.confirmCurrentPassword(userId, request.body.old_password);
    return success(await profile.updatePassword(userId, tokenId, request.body.password, request.body.password_confirmation));
  });

  app.post('/dashboard/user/profile/firebase/token/update', {
    schema: {
      operationId: 'updateFirebaseToken',
      tags,
      summary: 'Register a device for push notifications',
      description: 'Keeps this device\'s Firebase Cloud Messaging token for the signed-in user (sending it again changes nothing) '
        + 'and answers `data: null`; logout with `firebase_token` forgets it. Signed-in users only (else 401 ERROR_100); a '
        + 'blank or over-4096-character token → 400 `params.firebase_token`.',
      security: bearerSecurity,
      querystring: LocaleOnlyQuery,
      body: UpdateFirebaseTokenBody,
      response: { 200: FirebaseTokenResponse },
    },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    await firebaseTokens.add(currentUser(request).userId, request.body.firebase_token);
    return success(null);
  });

  // The avatar upload has its own scope: multipart parsing is enabled for it alone, and every
  // failure of the request itself (size, content type, malformed form) answers on `image`.
  const uploadScope: FastifyPluginAsyncTypebox = async (upload) => {
    await upload.register(multipart, IMAGE_MULTIPART_OPTIONS);
    upload.setErrorHandler((error) => { throw asImageError(error); }); // then the app's handler

    upload.post('/dashboard/user/profile/image', {
      schema: {
        operationId: 'uploadAvatar',
        tags,
        summary: 'Upload the signed-in user\'s avatar',
        description: 'Takes one picture (JPEG, PNG, WebP or GIF, told by its bytes; at most 2 MB) as multipart/form-data field '
          + '`image`, makes it the avatar (`img` = `avatars/<random>.<ext>`) and deletes the previous upload. Signed-in users '
          + 'only (else 401 ERROR_100); every refusal is 400 on `params.image` (missing, too large, another type, a second file) '
          + 'and writes nothing.',
        security: bearerSecurity,
        querystring: LocaleOnlyQuery,
        body: AvatarUploadBody,
        response: { 200: UserResponse },
      },
    }, async (request) => {
      await contexts.resolve(request, request.query);
      const image = await readImage(request);
      return success(await avatars.replace(currentUser(request).userId, image));
    });
  };
  await app.register(uploadScope);
};
