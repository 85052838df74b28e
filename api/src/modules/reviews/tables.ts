// The reviews' tables: customers' reviews of branches, and each branch's reviews counted per star.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns';
import { users } from '../../db/common-tables';
import { orders } from '../orders';
import { shops } from '../shops';

/** A customer's review of a branch, at most one per delivered order. Hidden reviews stay (with who
 * hid them and why) but leave the lists and the branch's rating. */
export const shopReviews = pgTable('shop_reviews', {
  id: id(),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  orderId: integer('order_id').notNull().unique().references(() => orders.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  rating: integer('rating').notNull(),
  comment: text('comment'),
  /** Up to 4 uploaded picture paths (under storage/images). */
  images: jsonb('images').$type<string[]>().notNull().default([]),
  locale: text('locale'),
  hidden: boolean('hidden').notNull().default(false),
  hiddenReason: text('hidden_reason'),
  hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  hiddenAt: timestamp('hidden_at', { mode: 'date' }),
  ...timestamps(),
}, (t) => [
  index('shop_reviews_shop_created').on(t.shopId, t.createdAt),
  index('shop_reviews_user_id').on(t.userId),
  check('shop_reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
]);

/** A branch's visible reviews counted per star, changed in the transaction that adds or hides a
 * review, so the group rating and the average always agree with the list. */
export const shopRatings = pgTable('shop_ratings', {
  shopId: integer('shop_id').primaryKey().references(() => shops.id, { onDelete: 'cascade' }),
  star1: integer('star_1').notNull().default(0),
  star2: integer('star_2').notNull().default(0),
  star3: integer('star_3').notNull().default(0),
  star4: integer('star_4').notNull().default(0),
  star5: integer('star_5').notNull().default(0),
});
