// Routes of the signed-in user's profile (/dashboard/user/profile/*); rules live in service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { bearerSecurity, currentUser } from '../../http/auth';
import { success } from '../../http/envelope';
import type { RequestContexts } from '../../http/request-context';
import { LocaleOnlyQuery } from '../../http/schemas';
import { UpdatePasswordBody, UpdateProfileBody, UserResponse } from './schemas';
import type { ProfileService } from './service';

export interface ProfileRoutesOptions {
  contexts: RequestContexts;
  profile: ProfileService;
  requireUser: preHandlerAsyncHookHandler;
}

const tags = ['profile'];

export const profileRoutes: FastifyPluginAsyncTypebox<ProfileRoutesOptions> = async (app, { contexts, profile, requireUser }) => {
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
};
