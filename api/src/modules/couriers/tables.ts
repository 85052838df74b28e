// The couriers' table: customers' applications to deliver for the restaurant.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns';
import { users } from '../../db/common-tables';

export const COURIER_APPLICATION_STATUSES = ['new', 'accepted', 'rejected'] as const;

/** A customer's application to deliver for the restaurant. At most one open (`new`) or
 * `accepted` application per user (partial unique index); a rejected one may be followed by a
 * new one. Staff decide (status, answer, who, when). */
export const courierApplications = pgTable('courier_applications', {
  id: id(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: COURIER_APPLICATION_STATUSES }).notNull().default('new'),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  city: text('city').notNull(),
  vehicle: text('vehicle').notNull(),
  availability: text('availability').notNull(),
  note: text('note'),
  answer: text('answer'),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { mode: 'date' }),
  ...timestamps(),
}, (t) => [
  index('courier_applications_user_id').on(t.userId, t.id),
  uniqueIndex('courier_applications_one_open').on(t.userId).where(sql`${t.status} in ('new', 'accepted')`),
]);
