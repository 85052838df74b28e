// Server-sent events of the chat (docs/chat.md). A stream keeps a cursor: the id of the last
// message it sent. Whenever a chat it shows changes (a bus signal) and at every ping, it sends
// the messages after the cursor in id order, then the changed chats. Ids are committed in order
// (store.ts), so a client resuming with its last id (Last-Event-ID or ?last_id=) misses nothing
// and gets nothing twice.
// A stream outlives the checks that let it open (the bearer token, staff's role): they are asked
// again after every ping, before anything more is sent, and the stream ends when they fail.
// An account holds at most MAX_EVENT_STREAMS open streams (http/event-streams.ts): a stream takes
// its account's slot before anything else and gives it back when it ends, however it ends.
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';
import type { EventStreamSlots } from '../../http/event-streams';
import type { ChatBus, ChatSignal } from './bus';
import type { ChatStore, Side } from './store';
import { chatView, messageView } from './view';

export const PING_MS = 15_000;
/** Messages read per query while catching up. */
const BATCH = 200;

/** Whose messages a stream carries: one customer's chat, or (staff) every chat, read by `staffId`. */
export type StreamScope = { side: 'customer'; customerId: number } | { side: 'staff'; staffId: number };

/** Where the client resumes: `Last-Event-ID` (what browsers send on reconnect) wins over `?last_id=`. */
export function resumeId(headers: IncomingHttpHeaders, query: { last_id?: string }): number | undefined {
  const header = headers['last-event-id'];
  if (typeof header === 'string' && header !== '') {
    if (!/^[0-9]{1,18}$/.test(header)) throw badRequest('Last-Event-ID', 'must be a message id', { code: 'format' });
    return Number(header);
  }
  return query.last_id === undefined ? undefined : Number(query.last_id);
}

const event = (name: string, data: unknown, id?: string) => `event: ${name}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

export interface StreamDeps {
  store: ChatStore;
  bus: ChatBus;
  pingMs?: number;
  /** Open streams, ended when the app closes. */
  open: Set<() => void>;
  /** The open streams of each account, within its cap. */
  slots: EventStreamSlots;
}

/** Whether the session that opened a stream may still read it (its token unexpired and not
 * revoked; on staff's stream, the staff role): false ends the stream. */
export type SessionCheck = () => Promise<boolean>;

/** Takes over the reply and streams until the client goes away or the app closes. */
export async function streamChat(
  request: FastifyRequest, reply: FastifyReply, scope: StreamScope, after: number | undefined, deps: StreamDeps, stillAllowed: SessionCheck,
) {
  const { store, bus, pingMs = PING_MS, open, slots } = deps;
  const side: Side = scope.side;
  // Refused (429) before any work when the account's streams are all open.
  const release = slots.take(scope.side === 'customer' ? scope.customerId : scope.staffId);
  let chatId: number | undefined;
  let cursor: number;
  try {
    chatId = scope.side === 'customer' ? (await store.chatOfUser(scope.customerId))?.id : undefined;
    // Without a resume id: after the newest message (a customer without a chat yet gets all of the one to come).
    cursor = after ?? (scope.side === 'customer' && chatId === undefined ? 0 : await store.latestId(chatId));
  } catch (error) {
    release(); // the stream never opened
    throw error;
  }
  const dirty = new Set<number>();
  let closed = false;
  let running: Promise<void> | undefined;
  let again = false;
  // Pings counted, and how many there had been when the last check that passed began. A ping makes
  // a check due: a token revoked or expired, or a role taken away, ends the stream within a ping
  // interval, and nothing is sent after a ping until a check begun after it has passed. One lookup
  // per ping, however many messages come: not one per message.
  let pings = 0;
  let checked = 0;

  const write = (text: string) => { if (!closed) reply.raw.write(text); };

  /** False (and the stream ended) once the session or the role is gone; asked only when a ping made a check due. */
  async function allowed(): Promise<boolean> {
    if (closed) return false;
    if (checked === pings) return true;
    const due = pings;
    // A failing lookup throws and leaves the check due: nothing is sent until one passes.
    if (!(await stillAllowed())) {
      request.log.info('chat stream: the session or the staff role ended; stream closed');
      end();
      return false;
    }
    checked = due;
    return !closed;
  }

  /** Sends what the client has not had: new messages, then the chats that changed. */
  async function catchUp(): Promise<void> {
    if (!(await allowed())) return;
    if (scope.side === 'customer' && chatId === undefined) chatId = (await store.chatOfUser(scope.customerId))?.id;
    if (scope.side === 'customer' && chatId === undefined) return;
    for (;;) {
      const rows = await store.after(cursor, chatId, BATCH);
      // A ping during the query: the rows wait for the check (a message sent after the session
      // ended must not get through on a check made before).
      if (!(await allowed())) return;
      for (const row of rows) {
        write(event('message', messageView(row), String(row.id)));
        dirty.add(row.chatId);
        cursor = row.id;
      }
      if (rows.length < BATCH) break;
    }
    const changed = [...dirty];
    dirty.clear();
    try {
      while (changed.length > 0) {
        const summary = await store.summary(side, changed[0]);
        if (!(await allowed())) return;
        changed.shift();
        if (summary) write(event('chat', chatView(summary, side)));
      }
    } finally {
      // Not sent (a query or a check failed): the next catch-up sends them.
      for (const id of changed) dirty.add(id);
    }
  }

  /** One catch-up at a time; a signal during one runs another after it. */
  function look(): void {
    if (closed) return;
    if (running) { again = true; return; }
    running = catchUp().catch((error) => request.log.warn({ err: error }, 'chat stream: catching up failed; retried at the next signal or ping'))
      .finally(() => {
        running = undefined;
        if (again) { again = false; look(); }
      });
  }

  const onSignal = (signal: ChatSignal) => {
    if (scope.side === 'customer' && signal.customerId !== scope.customerId) return;
    dirty.add(signal.chatId);
    look();
  };

  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    // no-transform: no proxy may compress or rewrite it; X-Accel-Buffering: nginx passes it as it comes.
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  write('retry: 2000\n\n');
  const unsubscribe = bus.subscribe(onSignal);
  const ping = setInterval(() => {
    write(': ping\n\n');
    pings += 1;
    look();
  }, pingMs);
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(ping);
    unsubscribe();
    open.delete(end);
    release();
    reply.raw.end();
  };
  open.add(end);
  request.raw.on('close', end);
  reply.raw.on('close', end);
  // A client gone while the stream was being prepared: its close came before the listeners.
  if (request.raw.socket?.destroyed) end();
  look();
}
