// Tells open streams which chat changed (a message, a read marker). A signal carries only the
// chat id: each stream then reads what it has not sent yet from the database, so a duplicate
// signal costs a query and a lost one costs nothing but latency (streams also look every ping).
// Within a process the signal is a function call. On PostgreSQL it also goes to the other api
// processes with NOTIFY (sent at commit); one connection per process LISTENs and reconnects
// when it is lost. PGlite has a single process, so the local call is all it needs.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { localWritesOf, type Database } from '../../db/client';

const CHANNEL = 'storefront_chat';
const RECONNECT_MS = 1_000;

/** What changed: a chat (and whose it is, so a customer's stream knows it before it knows the chat). */
export interface ChatSignal {
  chatId: number;
  customerId: number;
}

export type ChatListener = (signal: ChatSignal) => void;

export interface ChatBus {
  /** Call after the change is committed. */
  publish(signal: ChatSignal): Promise<void>;
  subscribe(listener: ChatListener): () => void;
  close(): Promise<void>;
}

/** The in-process part: listeners of this process. */
function localListeners() {
  const listeners = new Set<ChatListener>();
  return {
    emit: (signal: ChatSignal) => { for (const listener of listeners) listener(signal); },
    subscribe: (listener: ChatListener) => { listeners.add(listener); return () => { listeners.delete(listener); }; },
  };
}

/** LISTENs on a connection of the pool (reconnecting after a loss) and hands other processes'
 * signals to `emit`. */
function listenForOthers(pool: pg.Pool, self: string, emit: (signal: ChatSignal) => void, log: FastifyBaseLogger) {
  let client: pg.PoolClient | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** Lets go of the LISTEN connection, once: it is destroyed, never handed back to the pool,
   * where it would go on LISTENing for whoever took it next. Its error listener stays, so an
   * error it still reports (its server ending it) is ignored rather than thrown. */
  const letGo = (error?: Error) => {
    const connection = client;
    client = undefined;
    connection?.removeAllListeners('notification');
    connection?.release(error ?? true);
  };
  const lost = (error: Error) => {
    letGo(error);
    if (closed) return;
    log.warn({ err: error }, 'chat: LISTEN connection lost; streams fall back to their periodic look until it is back');
    retry = setTimeout(() => void connect(), RECONNECT_MS);
  };
  const connect = async () => {
    let connection: pg.PoolClient | undefined;
    try {
      connection = await pool.connect();
      if (closed) return connection.release(true);
      client = connection;
      connection.on('notification', ({ payload = '' }) => {
        const [sender, chatId, customerId] = payload.split(':');
        if (sender !== self) emit({ chatId: Number(chatId), customerId: Number(customerId) });
      });
      connection.on('error', (error) => {
        if (client === connection) lost(error);
      });
      await connection.query(`listen ${CHANNEL}`);
    } catch (error) {
      // Not connected at all, or this connection failed and was not let go already.
      if (!connection || client === connection) lost(error as Error);
    }
  };
  void connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    letGo();
  };
}

export function createChatBus(db: Database, log: FastifyBaseLogger): ChatBus {
  const local = localListeners();
  const shared = localWritesOf(db) === undefined && (db as { $client?: unknown }).$client instanceof pg.Pool;
  const self = randomUUID();
  const stopListening = shared ? listenForOthers((db as unknown as { $client: pg.Pool }).$client, self, local.emit, log) : undefined;
  return {
    async publish(signal) {
      local.emit(signal);
      if (!shared) return;
      try {
        await db.execute(sql`select pg_notify(${CHANNEL}, ${`${self}:${signal.chatId}:${signal.customerId}`})`);
      } catch (error) {
        // The message is stored: other processes' streams find it at their next look.
        log.warn({ err: error }, 'chat: NOTIFY failed');
      }
    },
    subscribe: local.subscribe,
    close: async () => { await stopListening?.(); },
  };
}
