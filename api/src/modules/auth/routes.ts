// Routes of sign-in and sign-out (/auth/*); rules live in service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerSecurity, currentUser } from '../../http/auth';
import { success } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import type { FirebaseTokens } from './firebase-tokens';
import type { EmailVerifications } from './email-verification';
import { passwordStrength } from './password-strength';
import type { PhoneService } from './phone-service';
import {
  CodeSentResponse, EmailVerifiedResponse, ForgotPasswordBody, LoginBody, LoginResponse, LogoutQuery, LogoutResponse,
  PasswordStrengthBody, PasswordStrengthResponse, RegisterBody, ResendCodeBody, ResendResponse, ResetPasswordBody, SignedInResponse, VerifyEmailParams, VerifyPhoneBody,
} from './schemas';
import type { AuthService } from './service';

export interface AuthRoutesOptions {
  auth: AuthService;
  phone: PhoneService;
  emails: EmailVerifications;
  firebaseTokens: FirebaseTokens;
}

const tags = ['auth'];
const AUTH_RATE_LIMIT = 'Every /auth route is also limited per client address (default 60 a minute; beyond: 429 ERROR_429).';
const CODE_THROTTLE = 'Codes sent are throttled per phone and per address: 3 free, then 30 s, 1 min, 2 min … up to 15 min '
  + '(400 ERROR_429 with `params.retry_after`).';
const WRONG_CODE = 'A wrong code → 400 ERROR_201, the 6th wrong try → ERROR_202, an expired code → ERROR_203 (on '
  + '`params.verifyCode`); after 5 wrong codes from one address each try waits (400 ERROR_429).';

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { auth, phone, emails, firebaseTokens }) => {
  const { requireUser } = app.deps;

  app.post('/auth/login', {
    schema: {
      operationId: 'login',
      tags,
      summary: 'Sign in with e-mail or phone and password',
      description: 'Signs in with `email` (any case) or `phone` (its digits) and `password`, answering a bearer token valid 7 days '
        + 'and the user. Public. An unknown account, a wrong password and a deactivated account all get 400 ERROR_102. Failures '
        + 'are counted per account (from any address; a success clears it) and per address (an IPv6 client by its /64; never '
        + 'cleared by a success): after 5 failures of one account, or 50 from one address, each try waits 1 s, 2 s, 4 s … up to '
        + '15 min (400 ERROR_429 with `params.retry_after`). ' + AUTH_RATE_LIMIT,
      body: LoginBody,
      response: { 200: LoginResponse },
    },
  }, async (request) => {
    await request.context();
    const { email, phone, password } = request.body;
    return success(await auth.login({ email, phone, password, ip: request.ip }));
  });

  app.post('/auth/password-strength', {
    schema: {
      operationId: 'passwordStrength',
      tags,
      summary: 'How guessable a new password is',
      description: 'Scores a password the customer is choosing (sign-up, reset, change) as the api will when it is sent: 0 (a '
        + 'common password, a keyboard row, a repeat) to 4, and whether it will be accepted (score 2 and up; it must also be 8 to '
        + '128 characters). The account\'s names, e-mail and phone, when sent, count as known words. Nothing is stored or logged. '
        + 'Public. ' + AUTH_RATE_LIMIT,
      body: PasswordStrengthBody,
      response: { 200: PasswordStrengthResponse },
    },
  }, async (request) => {
    await request.context();
    const { password, firstname, lastname, email, phone: digits } = request.body;
    return success(passwordStrength(password, [firstname, lastname, email, digits]));
  });

  app.post('/auth/logout', {
    schema: {
      operationId: 'logout',
      tags,
      summary: 'Sign out',
      description: 'Revokes the bearer token of the request, and forgets this device\'s push token when `firebase_token` is sent; '
        + 'answers `data: null`. Signed-in users only (else 401 ERROR_100).',
      security: bearerSecurity,
      querystring: LogoutQuery,
      response: { 200: LogoutResponse },
    },
    preHandler: requireUser,
  }, async (request) => {
    await request.context();
    const { userId, tokenId } = currentUser(request);
    if (request.query.firebase_token) await firebaseTokens.remove(userId, request.query.firebase_token);
    await auth.logout(tokenId);
    return success(null);
  });

  app.post('/auth/register', {
    schema: {
      operationId: 'register',
      tags,
      summary: 'Start a sign-up: text a code to the phone',
      description: 'Checks a sign-up (first name, phone, e-mail format, a password that passes the new-password rule and its '
        + 'confirmation) and texts a 6-digit code; the account is created only by `POST /auth/verify/phone` with it. The answer '
        + 'is the same whether or not the phone or e-mail has an account: a phone with one is texted a notice instead of a code, '
        + 'and an address with one is left out of the new account and its owner e-mailed. Public. '
        + 'With a friend\'s `referral` code the new account is linked to them (docs/wallet.md): an unknown code → 400 ERROR_472, '
        + 'a phone referred before → 400 ERROR_474. Refusals are 400 on the field (`params.phone`, ...); a failed SMS → 400 '
        + '"Sms not sent!". ' + CODE_THROTTLE,
      body: RegisterBody,
      response: { 200: CodeSentResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await phone.register(request.body, request.ip));
  });

  app.post('/auth/verify/phone', {
    schema: {
      operationId: 'verifyPhone',
      tags,
      summary: 'Finish a sign-up with its SMS code',
      description: 'Creates the account of the sign-up named by `verifyId`, its phone verified, and signs it in (a bearer token '
        + 'valid 7 days, under `token`). Public. ' + WRONG_CODE + ' A phone or e-mail taken meanwhile → 400 on that field.',
      body: VerifyPhoneBody,
      response: { 200: SignedInResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await phone.verifyPhone(request.body.verifyId, request.body.verifyCode, request.ip));
  });

  app.post('/auth/resend-verify', {
    schema: {
      operationId: 'resendCode',
      tags,
      summary: 'Send a new SMS code, or an e-mail verification link',
      description: 'With `verifyId`: replaces the code of a sign-up or password reset with a new one (the old one stops working) '
        + 'and answers its new `verifyId`; an unknown `verifyId` → 400 ERROR_201. With `email` (and no `verifyId`): e-mails a '
        + 'link to `/verify-email/{hash}` of the storefront (valid 24 hours, once) when an active account has that address '
        + 'unverified, and answers `data: null` either way (the answer never tells whether an account exists); a malformed '
        + 'address → 400 `params.email`. Neither → 400 `params.verifyId`. Public. ' + CODE_THROTTLE + ' Links likewise, per address.',
      body: ResendCodeBody,
      response: { 200: ResendResponse },
    },
  }, async (request) => {
    await request.context();
    const { verifyId, email } = request.body;
    if (verifyId === undefined && email !== undefined) {
      await emails.resend(email, request.ip);
      return success(null);
    }
    if (verifyId === undefined) throw badRequest('verifyId', 'Required', { code: 'required' });
    return success(await phone.resend(verifyId, request.ip));
  });

  app.get('/auth/verify/:hash', {
    schema: {
      operationId: 'verifyEmail',
      tags,
      summary: 'Verify an e-mail address with its link',
      description: 'Marks the address of the link\'s account verified (`email_verified_at`) and answers it; the link is used up. '
        + 'Only the account the link was sent for can use it: signed-in users only (else 401 ERROR_100), so whoever merely '
        + 'received a link cannot give their address to someone else\'s account. An unknown, used or expired link, another '
        + 'account\'s, or one whose account has changed its address since → 404 ERROR_404.',
      security: bearerSecurity,
      params: VerifyEmailParams,
      response: { 200: EmailVerifiedResponse },
    },
    preHandler: requireUser,
  }, async (request) => {
    await request.context();
    return success(await emails.verify(request.params.hash, currentUser(request).userId));
  });

  app.post('/auth/forgot/password', {
    schema: {
      operationId: 'forgotPassword',
      tags,
      summary: 'Ask for a password-reset code',
      description: 'Texts a reset code to the phone of an account. An unknown phone gets the same answer (its code is never sent), '
        + 'so the answer does not tell who has an account. Public; no phone → 400 `params.phone`. ' + CODE_THROTTLE,
      body: ForgotPasswordBody,
      response: { 200: CodeSentResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await phone.forgotPassword(request.body.phone, request.ip));
  });

  app.post('/auth/forgot/password/confirm', {
    schema: {
      operationId: 'resetPassword',
      tags,
      summary: 'Set a new password with a reset code',
      description: 'Sets the password of the account the reset code proves, ends every session of it and signs in (a new bearer '
        + 'token under `token`). Public; a password the new-password rule refuses (8 to 128 characters, not too guessable) → 400 `params.password`, a different confirmation → 400 '
        + '`params.password_confirmation`. ' + WRONG_CODE,
      body: ResetPasswordBody,
      response: { 200: SignedInResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await phone.confirmReset(request.body, request.ip));
  });
};
