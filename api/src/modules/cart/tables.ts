// The cart's tables: carts, their members and lines, and the guests removed from group orders.
import { boolean, doublePrecision, index, integer, pgTable, text, unique, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { currencies, users } from '../../db/common-tables';
import { id, createdAt, timestamps } from '../../db/columns';
import { shops } from '../shops';
import { stocks } from '../catalogue';

/** A customer's cart: one per owner (unique owner_id), tied to one branch. The currency and
 * rate are those of the last request that read or changed it; prices are never stored, they
 * are computed from the stocks on every read. */
export const carts = pgTable('carts', {
  id: id(),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  ownerId: integer('owner_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  status: boolean('status').notNull().default(true),
  group: boolean('group').notNull().default(false),
  currencyId: integer('currency_id').references(() => currencies.id, { onDelete: 'set null' }),
  rate: doublePrecision('rate').notNull().default(1),
  ...timestamps(),
});

/** The members of a cart: the owner's own row, and (group orders) guests with a null user_id. */
export const userCarts = pgTable('user_carts', {
  id: id(),
  cartId: integer('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull().default(''),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  status: boolean('status').notNull().default(false),
  ...timestamps(),
}, (t) => [unique('user_carts_cart_user').on(t.cartId, t.userId)]);

/** Cart lines: a stock and its quantity; add-on lines point to their parent line. */
export const cartDetails = pgTable('cart_details', {
  id: id(),
  userCartId: integer('user_cart_id').notNull().references(() => userCarts.id, { onDelete: 'cascade' }),
  stockId: integer('stock_id').notNull().references(() => stocks.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  parentId: integer('parent_id').references((): AnyPgColumn => cartDetails.id, { onDelete: 'cascade' }),
  bonus: boolean('bonus').notNull().default(false),
  ...timestamps(),
}, (t) => [
  index('cart_details_user_cart_id').on(t.userCartId),
  // An add-on appears once under its parent line (parent lines have a null parent_id, which
  // the key leaves alone: one stock may have several lines with different add-ons).
  unique('cart_details_parent_stock').on(t.parentId, t.stockId),
]);

/** Guests the owner removed from a group order, by their former member uuid: their lines are
 * gone with the member row, and this row lets them learn why instead of "not a member". */
export const kickedMembers = pgTable('kicked_members', {
  uuid: uuid('uuid').primaryKey(),
  cartId: integer('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [index('kicked_members_cart_id').on(t.cartId)]);
