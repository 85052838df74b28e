// Server-sent events of the chat (docs/chat.md). A stream keeps a cursor: the id of the last
// message it sent. Whenever a chat it shows changes (a bus signal) and at every ping, it sends
// the messages after the cursor in id order, then the changed chats. Ids are committed in order
// (store.ts), so a client resuming with its last id (Last-Event-ID or ?last_id=) misses nothing
// and gets nothing twice.
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';
import type { ChatBus, ChatSignal } from './bus';
import type { ChatStore, Side } from './store';
import { chatView, messageView } from './view';

export const PING_MS = 15_000;
/** Messages read per query while catching up. */
const BATCH = 200;

/** Whose messages a stream carries: one customer's chat, or (staff) every chat. */
export type StreamScope = { side: 'customer'; customerId: number } | { side: 'staff' };

/** Where the client resumes: `Last-Event-ID` (what browsers send on reconnect) wins over `?last_id=`. */
export function resumeId(headers: IncomingHttpHeaders, query: { last_id?: string }): number | undefined {
  const header = headers['last-event-id'];
  if (typeof header === 'string' && header !== '') {
    if (!/^[0-9]{1,18}$/.test(header)) throw badRequest('Last-Event-ID', 'must be a message id');
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
}

/** Takes over the reply and streams until the client goes away or the app closes. */
export async function streamChat(request: FastifyRequest, reply: FastifyReply, scope: StreamScope, after: number | undefined, deps: StreamDeps) {
  const { store, bus, pingMs = PING_MS, open } = deps;
  const side: Side = scope.side;
  let chatId = scope.side === 'customer' ? (await store.chatOfUser(scope.customerId))?.id : undefined;
  let cursor = after ?? await store.latestId(chatId ?? (scope.side === 'customer' ? -1 : undefined));
  const dirty = new Set<number>();
  let closed = false;
  let running: Promise<void> | undefined;
  let again = false;

  const write = (text: string) => { if (!closed) reply.raw.write(text); };

  /** Sends what the client has not had: new messages, then the chats that changed. */
  async function catchUp(): Promise<void> {
    if (scope.side === 'customer' && chatId === undefined) chatId = (await store.chatOfUser(scope.customerId))?.id;
    if (scope.side === 'customer' && chatId === undefined) return;
    for (;;) {
      const rows = await store.after(cursor, chatId, BATCH);
      for (const row of rows) {
        write(event('message', messageView(row), String(row.id)));
        dirty.add(row.chatId);
        cursor = row.id;
      }
      if (rows.length < BATCH) break;
    }
    const changed = [...dirty];
    dirty.clear();
    for (const id of changed) {
      const summary = await store.summary(side, id);
      if (summary) write(event('chat', chatView(summary, side)));
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
  const ping = setInterval(() => { write(': ping\n\n'); look(); }, pingMs);
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(ping);
    unsubscribe();
    open.delete(end);
    reply.raw.end();
  };
  open.add(end);
  request.raw.on('close', end);
  reply.raw.on('close', end);
  look();
}
