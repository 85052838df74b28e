// The chat's tables (docs/chat.md): a customer's conversation with the restaurant and its messages.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, timestamps } from '../../db/columns';
import { users } from '../../db/common-tables';

export const CHAT_SENDERS = ['customer', 'staff'] as const;

/** A customer's conversation with the restaurant (docs/chat.md): one per customer,
 * made with its first message. `updated_at` is its last message's time (the staff inbox's
 * order). The read markers are the id of the last message of the other side each side has read. */
export const chats = pgTable('chats', {
  id: id(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  customerReadId: bigint('customer_read_id', { mode: 'number' }).notNull().default(0),
  staffReadId: bigint('staff_read_id', { mode: 'number' }).notNull().default(0),
  ...timestamps(),
}, (t) => [unique('chats_user_id').on(t.userId), index('chats_updated_at').on(t.updatedAt, t.id)]);

/** A chat's messages, text only. Ids are taken under one lock per insert (modules/chat/store.ts),
 * so they grow in the order messages are committed: a stream resumes after the last id it sent.
 * `client_id` is the sending browser's uuid: a retry with it finds the first message. */
export const messages = pgTable('messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  chatId: integer('chat_id').notNull().references(() => chats.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  sender: text('sender', { enum: CHAT_SENDERS }).notNull(),
  text: text('text').notNull(),
  clientId: uuid('client_id'),
  createdAt: createdAt(),
}, (t) => [
  unique('messages_chat_client_id').on(t.chatId, t.clientId),
  index('messages_chat_id').on(t.chatId, t.id),
  index('messages_user_created_at').on(t.userId, t.createdAt),
  check('messages_text_length', sql`char_length(${t.text}) between 1 and 2000`),
]);
