// The shops' tables: the branches (and the main shop), their translations, hours, closed days,
// galleries and tags.
import { boolean, date, doublePrecision, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, translationsTable, timestamps } from '../../db/columns';

/** Foodyman's kinds of shop. */
export const SHOP_TYPES = ['shop', 'restaurant'] as const;
export type ShopType = (typeof SHOP_TYPES)[number];
/** Units of a shop's delivery times. */
export const DELIVERY_TIME_TYPES = ['minute', 'hour', 'day', 'month'] as const;
export type DeliveryTimeType = (typeof DELIVERY_TIME_TYPES)[number];

export const shops = pgTable('shops', {
  // Shop ids start at 501, as in Foodyman backends.
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 501 }),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  parentId: integer('parent_id'),
  tax: doublePrecision('tax').notNull().default(0),
  price: integer('price').notNull().default(0),
  pricePerKm: integer('price_per_km').notNull().default(0),
  minAmount: integer('min_amount').notNull().default(0),
  open: boolean('open').notNull().default(true),
  visibility: boolean('visibility').notNull().default(true),
  phone: text('phone').notNull().default(''),
  type: text('type', { enum: SHOP_TYPES }).notNull().default('restaurant'),
  status: text('status').notNull().default('approved'),
  logoImg: text('logo_img').notNull().default(''),
  backgroundImg: text('background_img').notNull().default(''),
  latitude: doublePrecision('latitude').notNull().default(0),
  longitude: doublePrecision('longitude').notNull().default(0),
  deliveryTimeFrom: text('delivery_time_from').notNull().default('30'),
  deliveryTimeTo: text('delivery_time_to').notNull().default('60'),
  deliveryTimeType: text('delivery_time_type', { enum: DELIVERY_TIME_TYPES }).notNull().default('minute'),
  /** IANA time zone of the branch's working hours and closed dates (e.g. America/Toronto); null:
   * the api server's own zone. */
  timeZone: text('time_zone'),
  ...timestamps(),
}, (t) => [index('shops_parent_id').on(t.parentId)]);

export const shopTranslations = translationsTable('shop_translations', { key: 'shopId', parent: () => shops.id }, {
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  address: text('address').notNull().default(''),
});

/** A branch's hours per week day (`from`/`to` as "HH-MM"): its opening hours here, its booking
 * hours in the reservations' table of the same shape. */
export const weekHoursTable = <N extends string>(name: N) => pgTable(name, {
  id: id(),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  day: text('day').notNull(),
  from: text('from').notNull(),
  to: text('to').notNull(),
  disabled: boolean('disabled').notNull().default(false),
}, (t) => [unique(`${name}_shop_day`).on(t.shopId, t.day)]);

/** Days a branch is closed: to orders here, to bookings in the reservations' table. */
export const closedDatesTable = <N extends string>(name: N) => pgTable(name, {
  id: id(),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
}, (t) => [unique(`${name}_shop_day`).on(t.shopId, t.day)]);

export const shopWorkingDays = weekHoursTable('shop_working_days');

export const shopClosedDates = closedDatesTable('shop_closed_dates');

export const galleries = pgTable('galleries', {
  id: id(),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  type: text('type').notNull().default('shop-galleries'),
  path: text('path').notNull(),
}, (t) => [index('galleries_shop_id').on(t.shopId)]);

/** A gallery picture's alternative text per language (`galleries.title` is the fallback). */
export const galleryTranslations = translationsTable('gallery_translations', { key: 'galleryId', parent: () => galleries.id }, {
  title: text('title').notNull(),
});

/** Shop tags ("takes": e.g. Family friendly, Terrace), shown on branches and used to filter them. */
export const shopTags = pgTable('shop_tags', {
  id: id(),
  img: text('img'),
  createdAt: createdAt(),
});

export const shopTagTranslations = translationsTable('shop_tag_translations', { key: 'tagId', parent: () => shopTags.id }, {
  title: text('title').notNull(),
});

export const shopTagLinks = pgTable('shop_tag_links', {
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  tagId: integer('tag_id').notNull().references(() => shopTags.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.shopId, t.tagId] }), index('shop_tag_links_tag_id').on(t.tagId)]);
