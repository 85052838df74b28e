// The catalogue's tables: categories (which also file content: recipes, careers, FAQs), units,
// products, their options and stocks, and the catalogue's version.
import { sql } from 'drizzle-orm';
import {
  bigint, boolean, customType, doublePrecision, index, integer, pgTable, primaryKey, text, uuid,
} from 'drizzle-orm/pg-core';
import { id, translationsTable, timestamps } from '../../db/columns';
import { LABEL_POSITIONS } from '../../db/common-tables';
import { shops } from '../shops';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The catalogue's version: the sum of the slots grows with every committed write to a table the
 * menu shows. Bumped by triggers (migration 0009) at commit, in the writer's transaction, in the
 * slot of its connection (pg_backend_pid() % 16), so writers on different connections seldom
 * wait for each other; the api's catalogue cache compares it per request. */
export const catalogueVersions = pgTable('catalogue_versions', {
  slot: integer('slot').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Kinds of category: the menu's (`main`), and those filing content (recipes, careers, FAQs). */
export const CATEGORY_TYPES = ['receipt', 'career', 'faq', 'main', 'shop'] as const;
/** Whether customers see a category or a product: only published ones are shown. */
export const PUBLICATION_STATUSES = ['published', 'pending', 'unpublished'] as const;

export const categories = pgTable('categories', {
  id: id(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  type: text('type', { enum: CATEGORY_TYPES }).notNull().default('main'),
  input: integer('input').notNull().default(0),
  img: text('img'),
  active: boolean('active').notNull().default(true),
  status: text('status', { enum: PUBLICATION_STATUSES }).notNull().default('published'),
});

export const categoryTranslations = translationsTable('category_translations', { key: 'categoryId', parent: () => categories.id }, {
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
});

export const units = pgTable('units', {
  id: id(),
  active: boolean('active').notNull().default(true),
  position: text('position', { enum: LABEL_POSITIONS }).notNull().default('after'),
});

export const unitTranslations = translationsTable('unit_translations', { key: 'unitId', parent: () => units.id }, {
  title: text('title').notNull(),
});

export const products = pgTable('products', {
  id: id(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  categoryId: integer('category_id').notNull().references(() => categories.id),
  unitId: integer('unit_id').references(() => units.id),
  img: text('img').notNull().default(''),
  tax: doublePrecision('tax').notNull().default(0),
  active: boolean('active').notNull().default(true),
  addon: boolean('addon').notNull().default(false),
  vegetarian: boolean('vegetarian').notNull().default(false),
  status: text('status', { enum: PUBLICATION_STATUSES }).notNull().default('published'),
  interval: doublePrecision('interval').notNull().default(1),
  minQty: integer('min_qty').notNull().default(1),
  maxQty: integer('max_qty').notNull().default(10),
  kcal: integer('kcal').notNull().default(0),
  carbs: integer('carbs').notNull().default(0),
  protein: integer('protein').notNull().default(0),
  fats: integer('fats').notNull().default(0),
  /** How many times the product was ordered; drives "recommended" and "most sold". */
  soldCount: integer('sold_count').notNull().default(0),
  ...timestamps(),
}, (t) => [
  index('products_shop_category').on(t.shopId, t.categoryId),
  index('products_sold_count').on(t.shopId, t.soldCount),
]);

export const productTranslations = translationsTable('product_translations', { key: 'productId', parent: () => products.id }, {
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** Title and description folded by the app (NFD, combining marks stripped, lower-case), so
   * search is case- and accent-insensitive in every language on PGlite and PostgreSQL alike. */
  searchTitle: text('search_title').notNull().default(''),
  searchDescription: text('search_description').notNull().default(''),
  /** Title lexemes weigh A, description lexemes B: a `:*A` query finds title matches only. */
  searchVector: tsvector('search_vector').generatedAlwaysAs(
    sql`setweight(to_tsvector('simple'::regconfig, search_title), 'A') || setweight(to_tsvector('simple'::regconfig, search_description), 'B')`,
  ),
}, (t) => [index('product_translations_search').using('gin', t.searchVector)]);

/** How an option's values are shown: as text, colour swatches or pictures. */
export const EXTRA_GROUP_TYPES = ['text', 'color', 'image'] as const;

export const extraGroups = pgTable('extra_groups', {
  id: id(),
  type: text('type', { enum: EXTRA_GROUP_TYPES }).notNull().default('text'),
  active: boolean('active').notNull().default(true),
});

export const extraGroupTranslations = translationsTable('extra_group_translations', { key: 'extraGroupId', parent: () => extraGroups.id, uniqueName: 'extra_group_translations_group_locale' }, {
  title: text('title').notNull(),
});

export const extraValues = pgTable('extra_values', {
  id: id(),
  extraGroupId: integer('extra_group_id').notNull().references(() => extraGroups.id, { onDelete: 'cascade' }),
  value: text('value').notNull(),
  active: boolean('active').notNull().default(true),
});

/** A purchasable variant of a product (size, crust...), with its own price and quantity. */
export const stocks = pgTable('stocks', {
  id: id(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  sku: text('sku').notNull().default(''),
  price: integer('price').notNull(),
  quantity: integer('quantity').notNull().default(0),
  discount: integer('discount').notNull().default(0),
  addon: boolean('addon').notNull().default(false),
}, (t) => [index('stocks_product_id').on(t.productId)]);

export const stockExtras = pgTable('stock_extras', {
  stockId: integer('stock_id').notNull().references(() => stocks.id, { onDelete: 'cascade' }),
  extraValueId: integer('extra_value_id').notNull().references(() => extraValues.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.stockId, t.extraValueId] })]);

/** Add-on products (addon = true) that can be attached to a stock. */
export const stockAddons = pgTable('stock_addons', {
  id: id(),
  stockId: integer('stock_id').notNull().references(() => stocks.id, { onDelete: 'cascade' }),
  addonId: integer('addon_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
}, (t) => [index('stock_addons_stock_id').on(t.stockId)]);
