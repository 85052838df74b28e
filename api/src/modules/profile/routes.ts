// Routes of the signed-in user's profile (/dashboard/user/profile/*); rules live in service.ts,
// avatar.ts and firebase-tokens.ts.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { bearerSecurity, currentUser } from '../../http/auth';
import { success } from '../../http/envelope';
import type { RequestContexts } from '../../http/request-context';
import { LocaleOnlyQuery } from '../../http/schemas';
import { asImageError, AVATAR_MULTIPART_OPTIONS, readImage, type Avatars } from './avatar';
import type { FirebaseTokens } from './firebase-tokens';
import {
  AvatarUploadBody, FirebaseTokenResponse, UpdateFirebaseTokenBody, UpdatePasswordBody, UpdateProfileBody, UserResponse,
} from './schemas';
import type { ProfileService } from './service';

export interface ProfileRoutesOptions {
  contexts: RequestContexts;
  profile: ProfileService;
  avatars: Avatars;
  firebaseTokens: FirebaseTokens;
  requireUser: preHandlerAsyncHookHandler;
}

const tags = ['profile'];

export const profileRoutes: FastifyPluginAsyncTypebox<ProfileRoutesOptions> = async (app, { contexts, profile, avatars, firebaseTokens, requireUser }) => {
  // Every route of this plugin is the signed-in customer's: one guard, none to forget.
  app.addHook('preHandler', requireUser);

  app.get('/dashboard/user/profile/show', {
    schema: { operationId: 'profile', tags, security: bearerSecurity, querystring: LocaleOnlyQuery, response: { 200: UserResponse } },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    return success(await profile.show(currentUser(request).userId));
  });

  app.put('/dashboard/user/profile/update', {
    schema: {
      operationId: 'updateProfile', tags, security: bearerSecurity, querystring: LocaleOnlyQuery, body: UpdateProfileBody,
      response: { 200: UserResponse },
    },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    return success(await profile.update(currentUser(request).userId, request.body));
  });

  app.post('/dashboard/user/profile/password/update', {
    schema: {
      operationId: 'updatePassword', tags, security: bearerSecurity, querystring: LocaleOnlyQuery, body: UpdatePasswordBody,
      response: { 200: UserResponse },
    },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    const { userId, tokenId } = currentUser(request);
    return success(await profile.updatePassword(userId, tokenId, request.body.password, request.body.password_confirmation));
  });

  app.post('/dashboard/user/profile/firebase/token/update', {
    schema: {
      operationId: 'updateFirebaseToken', tags, security: bearerSecurity, querystring: LocaleOnlyQuery, body: UpdateFirebaseTokenBody,
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
    await upload.register(multipart, AVATAR_MULTIPART_OPTIONS);
    upload.setErrorHandler((error) => { throw asImageError(error); }); // then the app's handler

    upload.post('/dashboard/user/profile/image', {
      schema: {
        operationId: 'uploadAvatar', tags, security: bearerSecurity, querystring: LocaleOnlyQuery,
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
