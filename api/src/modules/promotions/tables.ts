// The promotions' tables: the home page's banners and stories.
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { id, translationsTable, timestamps, position } from '../../db/columns';
import { products } from '../catalogue';
import { shops } from '../shops';

export const BANNER_TYPES = ['banner', 'ad'] as const;

/** A promotion shown on the home page (Foodyman's banners): a picture and a title
 * linking to a set of products (banner_products) or to a page of the storefront (`url`).
 * `type` ad = Foodyman's "banners-ads" (look) list. Shown while active, by position. */
export const banners = pgTable('banners', {
  id: id(),
  /** The branch it promotes; null: the whole restaurant. */
  shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
  type: text('type', { enum: BANNER_TYPES }).notNull().default('banner'),
  img: text('img').notNull(),
  /** A storefront path (`/recipes`, `/?product=<uuid>`), or null when it links to its products. */
  url: text('url'),
  clickable: boolean('clickable').notNull().default(true),
  position: position(),
  active: boolean('active').notNull().default(true),
  ...timestamps(),
}, (t) => [index('banners_type_position').on(t.type, t.position, t.id)]);

export const bannerTranslations = translationsTable('banner_translations', { key: 'bannerId', parent: () => banners.id }, {
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  buttonText: text('button_text').notNull().default(''),
});

/** The products a banner promotes, in their order. */
export const bannerProducts = pgTable('banner_products', {
  bannerId: integer('banner_id').notNull().references(() => banners.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  position: position(),
}, (t) => [primaryKey({ columns: [t.bannerId, t.productId] }), index('banner_products_product_id').on(t.productId)]);

/** A story (Foodyman's stories): a picture of a branch, optionally about one of its
 * products, shown until `expires_at` (null: no end). */
export const stories = pgTable('stories', {
  id: id(),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  img: text('img').notNull(),
  active: boolean('active').notNull().default(true),
  expiresAt: timestamp('expires_at', { mode: 'date' }),
  ...timestamps(),
}, (t) => [index('stories_shop_id').on(t.shopId, t.id)]);
