// The delivery zones' table: where each branch delivers.
import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns';
import { shops } from '../shops';

/** A branch's delivery zone: a polygon of `[latitude, longitude]` points (one per shop). */
export const deliveryZones = pgTable('delivery_zones', {
  id: id(),
  shopId: integer('shop_id').notNull().unique().references(() => shops.id, { onDelete: 'cascade' }),
  address: jsonb('address').$type<[number, number][]>().notNull(),
  ...timestamps(),
});
