// The chat's queries. Every message is inserted under one transaction-scoped advisory lock, so
// message ids are committed in the order they are taken: a stream that has sent id n never sees
// a message < n appear later, and resuming after the last id misses nothing. The lock also makes
// the send-rate count and the client_id retry check exact across api processes.
import { and, asc, count, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/common-tables';
import { chats, messages } from './tables';

/** Key of the advisory lock taken by every message insert (any constant unique in the app). */
const MESSAGE_LOCK = 19_0001;

export type Side = 'customer' | 'staff';
export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export interface ChatSummary {
  chat: ChatRow;
  last: Pick<MessageRow, 'text' | 'sender' | 'createdAt'> | null;
  unread: number;
  customer: { id: number; firstname: string | null; lastname: string | null; img: string | null };
}

const other = (side: Side): Side => (side === 'customer' ? 'staff' : 'customer');

/** The chat columns, its latest message and the viewer's unread count, in one select. */
function summaryColumns(side: Side) {
  const marker = side === 'customer' ? chats.customerReadId : chats.staffReadId;
  const latest = (column: string) => sql.raw(`(select m.${column} from messages m where m.chat_id = chats.id order by m.id desc limit 1)`);
  return {
    chat: chats,
    lastText: sql<string | null>`${latest('text')}`,
    lastSender: sql<Side | null>`${latest('sender')}`,
    lastAt: sql<string | null>`${latest('created_at')}`.mapWith(chats.createdAt),
    unread: sql<number>`(select count(*) from ${messages} m where m.chat_id = ${chats.id} and m.sender = ${other(side)} and m.id > ${marker})`
      .mapWith(Number),
    customer: { id: users.id, firstname: users.firstname, lastname: users.lastname, img: users.img },
  };
}

type SummaryRow = { chat: ChatRow; lastText: string | null; lastSender: Side | null; lastAt: Date | null; unread: number; customer: ChatSummary['customer'] };

const toSummary = (row: SummaryRow): ChatSummary => ({
  chat: row.chat,
  last: row.lastText === null ? null : { text: row.lastText, sender: row.lastSender!, createdAt: row.lastAt! },
  unread: row.unread,
  customer: row.customer,
});

export interface NewMessage {
  /** The chat's customer (a customer writing) or the chat (staff answering). */
  chat: { userId: number } | { id: number };
  userId: number;
  sender: Side;
  text: string;
  clientId: string | null;
  now: Date;
}

export type SendOutcome =
  | { kind: 'sent' | 'retried'; message: MessageRow; chat: ChatRow }
  | { kind: 'no-chat' }
  /** Over the send rate: seconds until the oldest counted message leaves the window. */
  | { kind: 'too-fast'; retryAfter: number };

export interface SendRate {
  max: number;
  windowMs: number;
}

export function createChatStore(db: Database) {
  async function summaries(side: Side, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<ChatSummary[]> {
    const query = db.select(summaryColumns(side)).from(chats).innerJoin(users, eq(users.id, chats.userId)).where(where)
      .orderBy(desc(chats.updatedAt), desc(chats.id));
    const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
    return rows.map(toSummary);
  }

  return {
    chatOfUser: async (userId: number): Promise<ChatRow | undefined> => (await db.select().from(chats).where(eq(chats.userId, userId)))[0],
    chatById: async (id: number): Promise<ChatRow | undefined> => (await db.select().from(chats).where(eq(chats.id, id)))[0],

    summary: async (side: Side, chatId: number): Promise<ChatSummary | undefined> => (await summaries(side, eq(chats.id, chatId)))[0],
    /** Every chat, latest message first, and how many there are. */
    page: async (limit: number, offset: number) => {
      const [items, [{ total }]] = await Promise.all([
        summaries('staff', undefined, { limit, offset }),
        db.select({ total: count() }).from(chats),
      ]);
      return { items, total };
    },

    /** The latest `limit` messages of a chat older than `beforeId`, oldest first. */
    history: async (chatId: number, limit: number, beforeId?: number): Promise<MessageRow[]> => {
      const rows = await db.select().from(messages)
        .where(and(eq(messages.chatId, chatId), beforeId === undefined ? undefined : lt(messages.id, beforeId)))
        .orderBy(desc(messages.createdAt), desc(messages.id)).limit(limit);
      return rows.reverse();
    },

    /** Messages after `afterId`, of one chat or of all, in id order (at most `limit`). */
    after: (afterId: number, chatId: number | undefined, limit: number): Promise<MessageRow[]> => db.select().from(messages)
      .where(and(gt(messages.id, afterId), chatId === undefined ? undefined : eq(messages.chatId, chatId)))
      .orderBy(asc(messages.id)).limit(limit),

    /** The newest message id (of one chat, or of all); 0 when none. */
    latestId: async (chatId?: number): Promise<number> => {
      const [row] = await db.select({ id: sql<number | null>`max(${messages.id})`.mapWith(Number) }).from(messages)
        .where(chatId === undefined ? undefined : eq(messages.chatId, chatId));
      return row?.id ?? 0;
    },

    /** Stores a message (making the customer's chat at its first), unless the chat already has
     * one with this client_id, or the author is over the send rate. */
    send: (message: NewMessage, rate: SendRate): Promise<SendOutcome> => db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MESSAGE_LOCK})`);
      const chat = 'id' in message.chat
        ? (await tx.select().from(chats).where(eq(chats.id, message.chat.id)))[0]
        : (await tx.insert(chats).values({ userId: message.chat.userId, createdAt: message.now, updatedAt: message.now })
          .onConflictDoUpdate({ target: chats.userId, set: { userId: message.chat.userId } }).returning())[0];
      if (!chat) return { kind: 'no-chat' } as const;
      if (message.clientId) {
        const [first] = await tx.select().from(messages).where(and(eq(messages.chatId, chat.id), eq(messages.clientId, message.clientId)));
        if (first) return { kind: 'retried', message: first, chat } as const;
      }
      const since = new Date(message.now.getTime() - rate.windowMs);
      const recent = await tx.select({ createdAt: messages.createdAt }).from(messages)
        .where(and(eq(messages.userId, message.userId), gt(messages.createdAt, since))).orderBy(asc(messages.createdAt)).limit(rate.max);
      if (recent.length >= rate.max) {
        const freeAt = recent[0].createdAt.getTime() + rate.windowMs;
        return { kind: 'too-fast', retryAfter: Math.max(1, Math.ceil((freeAt - message.now.getTime()) / 1000)) } as const;
      }
      const [stored] = await tx.insert(messages).values({
        chatId: chat.id, userId: message.userId, sender: message.sender, text: message.text, clientId: message.clientId, createdAt: message.now,
      }).returning();
      await tx.update(chats).set({ updatedAt: message.now }).where(eq(chats.id, chat.id));
      return { kind: 'sent', message: stored, chat } as const;
    }),

    /** Moves a side's read marker up to `lastId` (never back, never past the chat's latest message). */
    markRead: async (side: Side, chatId: number, lastId: number): Promise<void> => {
      const marker = side === 'customer' ? chats.customerReadId : chats.staffReadId;
      const latest = sql`(select coalesce(max(m.id), 0) from ${messages} m where m.chat_id = ${chats.id})`;
      await db.update(chats).set({ [side === 'customer' ? 'customerReadId' : 'staffReadId']: sql`greatest(${marker}, least(${lastId}, ${latest}))` })
        .where(eq(chats.id, chatId));
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
