// Routes of sign-in and sign-out (/auth/*); rules live in service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { bearerSecurity, currentUser } from '../../http/auth';
import { success } from '../../http/envelope';
import type { RequestContexts } from '../../http/request-context';
import { LocaleOnlyQuery } from '../../http/schemas';
import { LoginBody, LoginResponse, LogoutResponse } from './schemas';
import type { AuthService } from './service';

export interface AuthRoutesOptions {
  contexts: RequestContexts;
  auth: AuthService;
  requireUser: preHandlerAsyncHookHandler;
}

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { contexts, auth, requireUser }) => {
  app.post('/auth/login', {
    schema: { operationId: 'login', tags, querystring: LocaleOnlyQuery, body: LoginBody, response: { 200: LoginResponse } },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    const { email, phone, password } = request.body;
    return success(await auth.login({ email, phone, password, ip: request.ip }));
  });

  app.post('/auth/logout', {
    schema: { operationId: 'logout', tags, security: bearerSecurity, querystring: LocaleOnlyQuery, response: { 200: LogoutResponse } },
    preHandler: requireUser,
  }, async (request) => {
    await contexts.resolve(request, request.query);
    await auth.logout(currentUser(request).tokenId);
    return success(null);
  });
};
