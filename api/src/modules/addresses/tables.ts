// The addresses' table: a signed-in customer's saved delivery addresses.
import { boolean, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns';
import { users } from '../../db/common-tables';

/** A signed-in customer's saved delivery addresses. */
export const userAddresses = pgTable('user_addresses', {
  id: id(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  address: text('address').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  active: boolean('active').notNull().default(false),
  ...timestamps(),
}, (t) => [index('user_addresses_user_id').on(t.userId)]);
