// The signed-in customer's sessions (/dashboard/user/sessions): every device signed in to the
// account, and ending any of them, so that a customer who lost a phone or used a shared computer
// can sign it out from elsewhere. Sessions are access tokens (tokens.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser, requireUserIn } from '../../http/auth';
import { resourceDate, success } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { dateField, nullableString, positiveId, successEnvelope } from '../../http/schemas';
import { describeDevice } from './devices';
import type { AccessTokens, SessionView } from './tokens';

export interface SessionRoutesOptions {
  tokens: AccessTokens;
}

export const Session = Type.Object({
  id: Type.Integer({ description: 'Id of the session: what endSession takes.' }),
  current: Type.Boolean({ description: 'true for the session of this request\'s bearer token (this device).' }),
  signed_in_at: dateField('When the sign-in that opened it happened'),
  last_used_at: Type.String({
    description: 'When it last signed a request in, `Y-m-d H:i:sZ` (UTC), to the minute (it is written at most once a minute). '
      + 'It ends after the idle timeout without a request.',
  }),
  expires_at: dateField('When it ends however much it is used (the absolute lifetime after the sign-in)'),
  device: nullableString('The device in words, from its browser\'s User-Agent, e.g. `Chrome on Android` or `Safari on iPhone`; '
    + 'null when not recognised.'),
  browser: nullableString('The browser alone, e.g. `Chrome`, `Safari`, `Firefox`, `Edge`; null when not recognised.'),
  os: nullableString('The system or device alone, e.g. `Android`, `iPhone`, `Windows`, `macOS`; null when not recognised.'),
}, { title: 'Session', description: 'A live session of the signed-in account: one device or browser signed in to it.' });

export const SessionsResponse = successEnvelope('SessionsResponse', Type.Array(Session, {
  description: 'The account\'s live sessions (not ended, not expired, not idle too long), the most recently used first.',
}), 'The signed-in account\'s sessions.');
export const EndSessionResponse = successEnvelope('EndSessionResponse', Type.Null({ description: 'Always null.' }), 'The session is ended.');
export const SessionParams = Type.Object({ id: positiveId('Id of one of your live sessions (another user\'s, an unknown or an ended one → 404).') });

const tags = ['auth'];
const SIGNED_IN = 'Signed-in users only (else 401 ERROR_100).';

function sessionOf(session: SessionView, currentTokenId: number) {
  return {
    id: session.id,
    current: session.id === currentTokenId,
    signed_in_at: resourceDate(session.signedInAt),
    last_used_at: resourceDate(session.lastUsedAt),
    expires_at: resourceDate(session.expiresAt),
    ...describeDevice(session.userAgent),
  };
}

export const sessionRoutes: FastifyPluginAsyncTypebox<SessionRoutesOptions> = async (app, { tokens }) => {
  requireUserIn(app);

  app.get('/dashboard/user/sessions', {
    schema: {
      operationId: 'sessions',
      tags,
      summary: 'The signed-in account\'s sessions',
      description: 'Every device or browser signed in to your account now, the most recently used first, with when it signed in, '
        + 'was last used and ends, and its device as its User-Agent names it; `current` marks this request\'s own. Ended, '
        + 'expired and idle sessions are left out. ' + SIGNED_IN,
      response: { 200: SessionsResponse },
    },
  }, async (request) => {
    await request.context();
    const { userId, tokenId } = currentUser(request);
    return success((await tokens.list(userId)).map((session) => sessionOf(session, tokenId)));
  });

  app.delete('/dashboard/user/sessions/:id', {
    schema: {
      operationId: 'endSession',
      tags,
      summary: 'End one of the signed-in account\'s sessions',
      description: 'Signs the device of your session `id` out: its token is refused (401) from then on. It may be this request\'s '
        + 'own session (then this client is signed out, as by logout). Answers `data: null`. Another user\'s, an unknown or an '
        + 'already ended session → 404 ERROR_404, nothing changed; an id that is no positive integer → 400 `params.id`. ' + SIGNED_IN,
      params: SessionParams,
      response: { 200: EndSessionResponse },
    },
  }, async (request) => {
    await request.context();
    if (!await tokens.revokeOwn(currentUser(request).userId, request.params.id)) throw notFound();
    return success(null);
  });
};
