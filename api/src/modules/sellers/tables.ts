// The sellers' table: customers' requests to become a seller.
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns';
import { users } from '../../db/common-tables';

/** A customer's request to become a seller: one per user, reviewed by staff. */
export const sellerApplications = pgTable('seller_applications', {
  id: id(),
  userId: integer('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['under review', 'accepted', 'rejected'] }).notNull().default('under review'),
  /** The application as sent (titles per locale, address, delivery times, type, phone ...). */
  details: jsonb('details').notNull(),
  ...timestamps(),
});
