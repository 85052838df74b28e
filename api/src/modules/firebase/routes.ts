// Route of firebase sign-in (POST /auth/{provider}/callback); rules live in service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../http/envelope';
import { LoginResponse } from '../auth';
import { FirebaseCallbackBody, FirebaseCallbackParams } from './schemas';
import type { FirebaseService } from './service';

export interface FirebaseRoutesOptions {
  firebase: FirebaseService;
}

export const firebaseRoutes: FastifyPluginAsyncTypebox<FirebaseRoutesOptions> = async (app, { firebase }) => {
  app.post('/auth/:provider/callback', {
    schema: {
      operationId: 'firebaseCallback',
      tags: ['auth'],
      summary: 'Sign in with a firebase ID token',
      description: 'Signs in with a verified firebase ID token of `provider` (creating the account at the first sign-in) and '
        + 'answers as login: a bearer token valid 7 days and the user. Public. A refused token (signature, project, expiry or '
        + 'another provider\'s) → 400 ERROR_107 `params.id_token`; a deactivated account → 400 ERROR_102; firebase not '
        + 'configured on the server → 400 ERROR_400.',
      params: FirebaseCallbackParams,
      body: FirebaseCallbackBody,
      response: { 200: LoginResponse },
    },
  }, async (request) => {
    await request.context();
    const { id_token: idToken, referral } = request.body;
    return success(await firebase.signIn({ provider: request.params.provider, idToken, referral }, request.log));
  });
};
