// Routes of sign-in and sign-out (/auth/*); rules live in service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { bearerSecurity, currentUser } from '../../http/auth';
import { success } from '../../http/envelope';
import type { RequestContexts } from '../../http/request-context';
import { LocaleOnlyQuery } from '../../http/schemas';
import type { FirebaseTokens } from '../profile/firebase-tokens';
import type { PhoneService } from './phone-service';
import {
  CodeSentResponse, ForgotPasswordBody, LoginBody, LoginResponse, LogoutQuery, LogoutResponse, RegisterBody, ResendCodeBody, ResetPasswordBody,
  SignedInResponse, VerifyPhoneBody,
} from './schemas';
import type { AuthService } from './service';

export interface AuthRoutesOptions {
  contexts: RequestContexts;
  auth: AuthService;
  phone: PhoneService;
  firebaseTokens: FirebaseTokens;
  requireUser: preHandlerAsyncHookHandler;
}

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { contexts, auth, phone, firebaseTokens, requireUser }) => {
  const query = LocaleOnlyQuery;

  app.post('/auth/login', {
    schema: { operationId: 'login', tags, querystring: LocaleOnlyQuery, body: LoginBody, response: { 200: LoginResponse } },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    const { email, phone, password } = request.body;
    return success(await auth.login({ email, phone, password, ip: request.ip }));
  });

  app.post('/auth/logout', {
    schema: { operationId: 'logout', tags, security: bearerSecurity, querystring: LogoutQuery, response: { 200: LogoutResponse } },
    preHandler: requireUser,
  }, async (request) => {
    await contexts.resolve(request, request.query);
    const { userId, tokenId } = currentUser(request);
    if (request.query.firebase_token) await firebaseTokens.remove(userId, request.query.firebase_token);
    await auth.logout(tokenId);
    return success(null);
  });

  app.post('/auth/register', {
    schema: { operationId: 'register', tags, querystring: query, body: RegisterBody, response: { 200: CodeSentResponse } },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    return success(await phone.register(request.body, request.ip));
  });

  app.post('/auth/verify/phone', {
    schema: { operationId: 'verifyPhone', tags, querystring: query, body: VerifyPhoneBody, response: { 200: SignedInResponse } },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    return success(await phone.verifyPhone(request.body.verifyId, request.body.verifyCode, request.ip));
  });

  app.post('/auth/resend-verify', {
    schema: { operationId: 'resendCode', tags, querystring: query, body: ResendCodeBody, response: { 200: CodeSentResponse } },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    return success(await phone.resend(request.body.verifyId, request.ip));
  });

  app.post('/auth/forgot/password', {
    schema: { operationId: 'forgotPassword', tags, querystring: query, body: ForgotPasswordBody, response: { 200: CodeSentResponse } },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    return success(await phone.forgotPassword(request.body.phone, request.ip));
  });

  app.post('/auth/forgot/password/confirm', {
    schema: { operationId: 'resetPassword', tags, querystring: query, body: ResetPasswordBody, response: { 200: SignedInResponse } },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    return success(await phone.confirmReset(request.body, request.ip));
  });
};
