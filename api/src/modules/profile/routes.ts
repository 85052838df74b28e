// Routes of the signed-in user's profile (/dashboard/user/profile/*); rules live in service.ts,
// avatar.ts and auth's firebase-tokens.ts.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requireUserIn } from '../../http/auth';
import { success } from '../../http/envelope';
import { asImageError, IMAGE_MULTIPART_OPTIONS, readImage } from '../../http/image-upload';
import { type FirebaseTokens, type PhoneVerifications, userResource } from '../auth';
import { acceptEmptyJsonBody, QUERY_FILLS_BODY, queryOrBody } from '../cart';
import type { Avatars } from './avatar';
import {
  AvatarUploadBody, FirebaseTokenResponse, PasswordChangedResponse, PhoneCodeSentResponse, ProfileUpdatedResponse, UpdateFirebaseTokenBody,
  UpdatePasswordBody, UpdateProfileBody, UserResponse, VerifyPhoneChangeBody,
} from './schemas';
import type { ProfileService } from './service';

export interface ProfileRoutesOptions {
  profile: ProfileService;
  avatars: Avatars;
  firebaseTokens: FirebaseTokens;
  phones: PhoneVerifications;
}

const tags = ['profile'];
const profileForm = queryOrBody(UpdateProfileBody, 'fill', ['old_password']);
const CODE_RULES = 'Codes sent are throttled per phone and per address: 3 free, then 30 s, 1 min, 2 min … up to 15 min (400 ERROR_429 '
  + 'with `params.retry_after`, nothing sent or changed); an SMS that could not be sent → 400 "Sms not sent!" on `params.phone`.';

export const profileRoutes: FastifyPluginAsyncTypebox<ProfileRoutesOptions> = async (app, { profile, avatars, firebaseTokens, phones }) => {
  // Every route of this plugin is the signed-in customer's: one guard, none to forget.
  requireUserIn(app);
  acceptEmptyJsonBody(app);

  app.get('/dashboard/user/profile/show', {
    schema: {
      operationId: 'profile',
      tags,
      summary: 'The signed-in user\'s profile',
      description: 'The account the bearer token belongs to, with its role and verification dates (never its password), its '
        + '`wallet` (created empty at the first look), reward `points` and referral figures. Signed-in users only (else 401 ERROR_100).',
      response: { 200: UserResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await profile.show(currentUser(request).userId, ctx));
  });

  app.put('/dashboard/user/profile/update', {
    schema: {
      operationId: 'updateProfile',
      tags,
      summary: 'Update the signed-in user\'s profile',
      ...profileForm.schema,
      description: 'Saves whichever of first name, last name, e-mail, phone, birthday and gender are sent (absent fields are kept, '
        + 'blank ones cleared; the first name cannot be cleared). Changing the e-mail or the phone needs the owner\'s proof '
        + '(`old_password`) and tells the verified address or number it replaces. A new e-mail address waits in `pending_email`, '
        + 'trusted by nothing, until the link e-mailed to it is opened signed in to this account; `email` stays as it was until '
        + 'then (sending the current address cancels the change). A new phone likewise waits in `pending_phone`, `phone` '
        + 'unchanged, until the code texted to it (its `verifyId` under `phone_code`) is entered with `POST '
        + '/dashboard/user/profile/phone/verify`. Only an address or number another account has proven is taken: one held '
        + 'without proof goes to whoever proves it. Signed-in users only (else 401 ERROR_100). Refusals are 400 on the field, '
        + 'e.g. "The email has already been taken." on `params.email`, and change nothing. ' + CODE_RULES + ' ' + QUERY_FILLS_BODY,
      response: { 200: ProfileUpdatedResponse },
    },
    preValidation: profileForm.preValidation,
  }, async (request) => {
    await request.context();
    const { user, phoneCode } = await profile.update(currentUser(request), request.body, request.ip);
    return { ...success(user), phone_code: phoneCode };
  });

  app.post('/dashboard/user/profile/phone/verify', {
    schema: {
      operationId: 'verifyPhoneChange',
      tags,
      summary: 'Confirm a new phone with its SMS code',
      description: 'Makes the number the signed-in account asks for (`pending_phone`) its `phone`, verified, with the code texted to it, '
        + 'and answers the account; the code is used up. An account that held the number without proof loses it. Only the account '
        + 'the code was sent for can use it: another account\'s `verifyId` → 404 ERROR_404 (the code is neither checked nor spent). '
        + 'A number the account no longer asks for → 404; one another account has proven meanwhile → 400 "The phone has already been '
        + 'taken." on `params.phone`. A wrong code → 400 ERROR_201, the 6th wrong try → ERROR_202, an expired code → ERROR_203 (on '
        + '`params.verifyCode`); wrong codes are throttled per address and per phone as for a sign-up (400 ERROR_429). Signed-in '
        + 'users only (else 401 ERROR_100).',
      body: VerifyPhoneChangeBody,
      response: { 200: UserResponse },
    },
  }, async (request) => {
    await request.context();
    const { verifyId, verifyCode } = request.body;
    return success(userResource(await phones.verify(currentUser(request).userId, verifyId, verifyCode, request.ip)));
  });

  app.post('/dashboard/user/profile/phone/resend', {
    schema: {
      operationId: 'resendPhoneChangeCode',
      tags,
      summary: 'Text a new code to the phone waiting for confirmation',
      description: 'Texts a new code to the number the signed-in account asks for (`pending_phone`) and answers its `verifyId`; the '
        + 'previous code stops working. No number waiting → 404 ERROR_404. ' + CODE_RULES + ' Signed-in users only (else 401 ERROR_100).',
      response: { 200: PhoneCodeSentResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await phones.resend(currentUser(request).userId, request.ip));
  });

  app.post('/dashboard/user/profile/password/update', {
    schema: {
      operationId: 'updatePassword',
      tags,
      summary: 'Change the signed-in user\'s password',
      description: 'Sets a new password once the owner is proven (`old_password`, or a recent sign-in for an account without one; '
        + 'a wrong one → 400 `params.old_password`, and after 5 wrong ones 400 ERROR_429 as for sign-in), ends every session of the '
        + 'account, this one included, and answers the account (`data`) with `token`, the bearer token of a new session. The verified e-mail '
        + '(else phone) is told. Signed-in users only (else 401 ERROR_100); a password the new-password rule refuses (8 to 128 '
        + 'characters, not too guessable) → 400 `params.password`, a different confirmation → 400 `params.password_confirmation`.',
      body: UpdatePasswordBody,
      response: { 200: PasswordChangedResponse },
    },
  }, async (request) => {
    await request.context();
    const { user, token } = await profile.updatePassword(currentUser(request), request.body);
    return { ...success(user), token };
  });

  app.post('/dashboard/user/profile/firebase/token/update', {
    schema: {
      operationId: 'updateFirebaseToken',
      tags,
      summary: 'Register a device for push notifications',
      description: 'Keeps this device\'s Firebase Cloud Messaging token for the signed-in user (sending it again changes nothing) '
        + 'and answers `data: null`; logout with `firebase_token` forgets it. Signed-in users only (else 401 ERROR_100); a '
        + 'blank or over-4096-character token → 400 `params.firebase_token`.',
      body: UpdateFirebaseTokenBody,
      response: { 200: FirebaseTokenResponse },
    },
  }, async (request) => {
    await request.context();
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
        body: AvatarUploadBody,
        response: { 200: UserResponse },
      },
    }, async (request) => {
      await request.context();
      const image = await readImage(request);
      return success(await avatars.replace(currentUser(request).userId, image));
    });
  };
  await app.register(uploadScope);
};
