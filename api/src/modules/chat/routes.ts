// Routes of the embedded chat (docs/chat.md): the customer's own chat under
// /dashboard/user/chat*, every chat for staff under /dashboard/staff/chat*, each with a
// server-sent event stream. Rules live in service.ts, delivery in stream.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';
import { currentUser, requireUserIn } from '../../http/auth';
import { success } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import type { EventStreamSlots } from '../../http/event-streams';
import { pageUrlOf } from '../../http/pagination';
import type { ChatBus } from './bus';
import type { FirebaseChatTokens } from './firebase-token';
import {
  ChatMessageResponse, ChatMessagesResponse, ChatPage, ChatParams, ChatResponse, ChatUpdatedResponse, FirebaseChatTokenResponse,
  MessagesQuery, ReadBody, SendMessageBody, StaffChatsQuery, StreamQuery,
} from './schemas';
import type { ChatService } from './service';
import type { ChatStore } from './store';
import { resumeId, streamChat, type SessionCheck } from './stream';

export interface ChatRoutesOptions {
  chat: ChatService;
  store: ChatStore;
  bus: ChatBus;
  firebaseTokens: FirebaseChatTokens;
  /** Milliseconds between a stream's pings (tests shorten it). */
  pingMs?: number;
  /** The open event streams of each account, within MAX_EVENT_STREAMS. */
  streamSlots: EventStreamSlots;
}

const tags = ['chat'];
const SIGNED_IN = 'Signed-in users only (else 401 ERROR_100).';
const STAFF_ONLY = 'Staff only: a signed-in user whose role is staff (else 401 ERROR_100, or 403 ERROR_403 "Only staff may do this").';
const SEND = 'The text is trimmed and must be 1..2000 characters (else 400 `params.text`); at most 20 messages a minute per user '
  + '(else 429 ERROR_429 with `params.retry_after` and `Retry-After`, in seconds). The server sets `created_at`. A `client_id` '
  + 'already used in the chat answers that first message and writes nothing.';
const HISTORY = 'The latest `perPage` messages (default 50) older than `before_id` (or the latest ones), oldest first.';
const STREAM = 'Server-sent events (`text/event-stream`), open until the client leaves or the session ends: `event: message` with '
  + '`id: <message id>` and the message as JSON, `event: chat` with the chat as JSON whenever its latest message or unread count '
  + 'changes, and a `: ping` comment every 15 s. At every ping the bearer token is checked again (on the staff stream, the staff '
  + 'role too) and nothing is sent after a ping until that check passes: within a ping interval of a sign-out, of the token\'s '
  + 'expiry or revocation, or of the end of the staff role, the stream ends (no event), and opening it again is refused (401 / '
  + '403). A client that lost the stream reconnects with `Last-Event-ID` (or `?last_id=`) set to the last id it got: every later '
  + 'message comes first, none twice. Without it, only new messages come. Read it with fetch (EventSource cannot send the bearer '
  + 'token). An account holds at most MAX_EVENT_STREAMS streams open at once (default 5, the customer\'s and staff\'s streams '
  + 'together, counted per api process): one more → 429 ERROR_451 on `params.streams`, until one of them closes. Not part of '
  + 'the GraphQL gateway.';
const STREAM_RESPONSE = { 200: Type.String({ description: 'The event stream (`text/event-stream`).' }) };
const ID_PARAMS = Type.Object({ id: ChatParams.properties.id });

/**
 * Asks again the hooks that let a stream open (`hooks`: requireUser, and staffOnly on staff's
 * stream) with the stream's own bearer token: a stream outlives the request that opened it and
 * must end with its session or role. They run on a stand-in for the request whose `auth` is
 * unset, so the token is looked up anew (requireUser trusts a request already signed in) and the
 * stream's request is left as it was. Their 401 or 403 → false; any other failure (the database)
 * is thrown and retried.
 */
function sessionCheck(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, hooks: preHandlerAsyncHookHandler[]): SessionCheck {
  return async () => {
    const probe: FastifyRequest = Object.create(request, { auth: { value: undefined, writable: true } });
    try {
      for (const hook of hooks) await hook.call(app, probe, reply);
      return true;
    } catch (error) {
      if (error instanceof ApiError && (error.httpStatus === 401 || error.httpStatus === 403)) return false;
      throw error;
    }
  };
}

/** A 429 also carries Retry-After, as the rate limits' (http/rate-limits.ts). */
async function withRetryAfter<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 429) reply.header('retry-after', error.params?.retry_after?.[0]);
    throw error;
  }
}

export const chatRoutes: FastifyPluginAsyncTypebox<ChatRoutesOptions> = async (app, options) => {
  const { chat, store, bus, firebaseTokens, pingMs, streamSlots } = options;
  const { requireUser, staffOnly } = app.deps;
  const open = new Set<() => void>();
  requireUserIn(app);
  // Streams never end by themselves: the app's close ends them (else it would wait for them).
  app.addHook('preClose', async () => { for (const end of [...open]) end(); });
  app.addHook('onClose', async () => { await bus.close(); });
  const streamDeps = { store, bus, pingMs, open, slots: streamSlots };

  app.get('/dashboard/user/chat', {
    schema: {
      operationId: 'myChat', tags, summary: 'The signed-in customer\'s chat with the restaurant',
      description: 'Your one chat with the restaurant, with its latest message and how many staff messages you have not read; '
        + 'null before your first message. ' + SIGNED_IN,
      response: { 200: ChatResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await chat.customerChat(currentUser(request).userId));
  });

  app.get('/dashboard/user/chat/messages', {
    schema: {
      operationId: 'myChatMessages', tags, summary: 'Messages of the signed-in customer\'s chat',
      description: `${HISTORY} None before your first message. ${SIGNED_IN}`,
      querystring: MessagesQuery, response: { 200: ChatMessagesResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await chat.customerHistory(currentUser(request).userId, request.query));
  });

  app.post('/dashboard/user/chat/messages', {
    schema: {
      operationId: 'sendChatMessage', tags, summary: 'Write to the restaurant',
      description: `Adds a message to your chat, making the chat at your first message. ${SEND} ${SIGNED_IN}`,
      body: SendMessageBody, response: { 201: ChatMessageResponse },
    },
  }, async (request, reply) => {
    await request.context();
    const message = await withRetryAfter(reply, chat.customerSend(currentUser(request).userId, request.body));
    return reply.status(201).send(success(message));
  });

  app.post('/dashboard/user/chat/read', {
    schema: {
      operationId: 'readMyChat', tags, summary: 'Mark the restaurant\'s messages read',
      description: 'Marks the staff messages of your chat up to `last_id` read (never back, never past the latest) and answers the '
        + `chat. No chat yet → 404. ${SIGNED_IN}`,
      body: ReadBody, response: { 200: ChatUpdatedResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await chat.customerRead(currentUser(request).userId, request.body.last_id));
  });

  app.get('/dashboard/user/chat/stream', {
    schema: {
      operationId: 'myChatStream', tags, summary: 'Live messages of the signed-in customer\'s chat',
      description: `The messages and changes of your chat as they happen. ${STREAM} ${SIGNED_IN}`,
      querystring: StreamQuery, produces: ['text/event-stream'], response: STREAM_RESPONSE,
    },
  }, async (request, reply) => {
    const scope = { side: 'customer', customerId: currentUser(request).userId } as const;
    const stillAllowed = sessionCheck(app, request, reply, [requireUser]);
    await streamChat(request, reply, scope, resumeId(request.headers, request.query), streamDeps, stillAllowed);
  });

  app.post('/dashboard/user/chat/firebase-token', {
    schema: {
      operationId: 'chatFirebaseToken', tags, summary: 'A firebase sign-in for the Firestore chat',
      description: 'A firebase custom token naming you (uid `user-<your id>`, claim `role`: user or staff) for '
        + '`signInWithCustomToken`, so the Firestore rules know whose chat you may read. Firebase not configured (no service '
        + `account and no Auth emulator) → 400 ERROR_400. ${SIGNED_IN}`,
      response: { 200: FirebaseChatTokenResponse },
    },
  }, async (request) => {
    await request.context();
    return success({ token: await firebaseTokens.mint(currentUser(request).userId) });
  });

  app.get('/dashboard/staff/chats', {
    schema: {
      operationId: 'staffChats', tags, summary: 'Every customer\'s chat, for staff',
      description: 'The inbox: every chat, latest message first, a page at a time, each with its customer and how many of the '
        + `customer's messages staff have not read. ${STAFF_ONLY}`,
      querystring: StaffChatsQuery, response: { 200: ChatPage },
    },
    preHandler: staffOnly,
  }, async (request) => {
    await request.context();
    const { page = 1, perPage = 10 } = request.query;
    return chat.staffChats({ page, perPage }, pageUrlOf(request.url));
  });

  app.get('/dashboard/staff/chats/:id/messages', {
    schema: {
      operationId: 'staffChatMessages', tags, summary: 'Messages of a customer\'s chat, for staff',
      description: `${HISTORY} Unknown chat → 404. ${STAFF_ONLY}`,
      params: ID_PARAMS, querystring: MessagesQuery,
      response: { 200: ChatMessagesResponse },
    },
    preHandler: staffOnly,
  }, async (request) => {
    await request.context();
    return success(await chat.staffHistory(request.params.id, request.query));
  });

  app.post('/dashboard/staff/chats/:id/messages', {
    schema: {
      operationId: 'answerChat', tags, summary: 'Answer a customer, for staff',
      description: `Adds a staff message to a chat (unknown chat → 404). ${SEND} ${STAFF_ONLY}`,
      params: ID_PARAMS, body: SendMessageBody, response: { 201: ChatMessageResponse },
    },
    preHandler: staffOnly,
  }, async (request, reply) => {
    await request.context();
    const message = await withRetryAfter(reply, chat.staffSend(currentUser(request).userId, request.params.id, request.body));
    return reply.status(201).send(success(message));
  });

  app.post('/dashboard/staff/chats/:id/read', {
    schema: {
      operationId: 'readChat', tags, summary: 'Mark a customer\'s messages read, for staff',
      description: 'Marks the customer\'s messages of a chat up to `last_id` read for all staff (never back, never past the '
        + `latest) and answers the chat; unknown chat → 404. ${STAFF_ONLY}`,
      params: ID_PARAMS, body: ReadBody, response: { 200: ChatUpdatedResponse },
    },
    preHandler: staffOnly,
  }, async (request) => {
    await request.context();
    return success(await chat.staffRead(request.params.id, request.body.last_id));
  });

  app.get('/dashboard/staff/chat/stream', {
    schema: {
      operationId: 'staffChatStream', tags, summary: 'Live messages of every chat, for staff',
      description: `Every chat's messages and changes as they happen. ${STREAM} ${STAFF_ONLY}`,
      querystring: StreamQuery, produces: ['text/event-stream'], response: STREAM_RESPONSE,
    },
    preHandler: staffOnly,
  }, async (request, reply) => {
    const stillAllowed = sessionCheck(app, request, reply, [requireUser, staffOnly]);
    const scope = { side: 'staff', staffId: currentUser(request).userId } as const;
    await streamChat(request, reply, scope, resumeId(request.headers, request.query), streamDeps, stillAllowed);
  });
};
