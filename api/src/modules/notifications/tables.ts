// The notifications' tables (docs/notifications.md): each user's notifications and their choice
// per type.
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { id, updatedAt, timestamps } from '../../db/columns';
import { users } from '../../db/common-tables';
import { blogs } from '../news';
import { orders } from '../orders';

export const NOTIFICATION_TYPES = [
  'new_order', 'new_user_by_referral', 'status_changed', 'new_in_table', 'booking_status', 'new_booking', 'news_publish',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A notification of one user (the owner): only they see or read it. Texts are written in the
 * owner's language when it is created; `read_at` null means unread. */
export const notifications = pgTable('notifications', {
  id: id(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  /** What the client needs to act on it, e.g. `{id, status, type}` of an order. */
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  /** The user who caused it (null: nobody, e.g. the kitchen simulator, or a deleted account). */
  clientId: integer('client_id').references(() => users.id, { onDelete: 'set null' }),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  blogId: integer('blog_id').references(() => blogs.id, { onDelete: 'set null' }),
  readAt: timestamp('read_at', { mode: 'date' }),
  ...timestamps(),
}, (t) => [
  index('notifications_user_id').on(t.userId, t.id),
  index('notifications_user_read_at').on(t.userId, t.readAt),
]);

/** A user's choice per notification type; no row means on. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
  active: boolean('active').notNull(),
  updatedAt: updatedAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.type] })]);
