// The storefront's tables. Money columns hold integer minor units (cents) of the base currency
// (USD); percentages (tax) are plain numbers.
import { sql } from 'drizzle-orm';
import {
  boolean, customType, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp,
  unique, uuid, type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamp('created_at', { mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { mode: 'date' }).notNull().defaultNow();

/** Key/value facts about the database itself, e.g. which seed filled it. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const languages = pgTable('languages', {
  id: id(),
  title: text('title').notNull(),
  locale: text('locale').notNull().unique(),
  backward: boolean('backward').notNull().default(false),
  isDefault: boolean('is_default').notNull().default(false),
  active: boolean('active').notNull().default(true),
  img: text('img'),
});

export const currencies = pgTable('currencies', {
  id: id(),
  symbol: text('symbol').notNull(),
  title: text('title').notNull().unique(),
  rate: doublePrecision('rate').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  position: text('position', { enum: ['before', 'after'] }).notNull().default('before'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const settings = pgTable('settings', {
  id: id(),
  key: text('key').notNull().unique(),
  value: text('value'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** UI strings served by /rest/translations/paginate. */
export const translations = pgTable('translations', {
  id: id(),
  key: text('key').notNull(),
  locale: text('locale').notNull(),
  value: text('value').notNull(),
  status: boolean('status').notNull().default(true),
}, (t) => [unique('translations_key_locale').on(t.key, t.locale)]);

export const shops = pgTable('shops', {
  // Shop ids start at 501, as in the reference backend.
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
  type: text('type').notNull().default('restaurant'),
  status: text('status').notNull().default('approved'),
  logoImg: text('logo_img').notNull().default(''),
  backgroundImg: text('background_img').notNull().default(''),
  latitude: doublePrecision('latitude').notNull().default(0),
  longitude: doublePrecision('longitude').notNull().default(0),
  deliveryTimeFrom: text('delivery_time_from').notNull().default('30'),
  deliveryTimeTo: text('delivery_time_to').notNull().default('60'),
  deliveryTimeType: text('delivery_time_type').notNull().default('minute'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('shops_parent_id').on(t.parentId)]);

export const shopTranslations = pgTable('shop_translations', {
  id: id(),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  address: text('address').notNull().default(''),
}, (t) => [unique('shop_translations_shop_locale').on(t.shopId, t.locale)]);

export const shopWorkingDays = pgTable('shop_working_days', {
  id: id(),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  day: text('day').notNull(),
  from: text('from').notNull(),
  to: text('to').notNull(),
  disabled: boolean('disabled').notNull().default(false),
}, (t) => [unique('shop_working_days_shop_day').on(t.shopId, t.day)]);

export const shopClosedDates = pgTable('shop_closed_dates', {
  id: id(),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
}, (t) => [unique('shop_closed_dates_shop_day').on(t.shopId, t.day)]);

export const galleries = pgTable('galleries', {
  id: id(),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  type: text('type').notNull().default('shop-galleries'),
  path: text('path').notNull(),
}, (t) => [index('galleries_shop_id').on(t.shopId)]);

export const categories = pgTable('categories', {
  id: id(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  type: text('type').notNull().default('main'),
  input: integer('input').notNull().default(0),
  img: text('img'),
  active: boolean('active').notNull().default(true),
  status: text('status').notNull().default('published'),
});

export const categoryTranslations = pgTable('category_translations', {
  id: id(),
  categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
}, (t) => [unique('category_translations_category_locale').on(t.categoryId, t.locale)]);

export const units = pgTable('units', {
  id: id(),
  active: boolean('active').notNull().default(true),
  position: text('position').notNull().default('after'),
});

export const unitTranslations = pgTable('unit_translations', {
  id: id(),
  unitId: integer('unit_id').notNull().references(() => units.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
}, (t) => [unique('unit_translations_unit_locale').on(t.unitId, t.locale)]);

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
  status: text('status').notNull().default('published'),
  interval: doublePrecision('interval').notNull().default(1),
  minQty: integer('min_qty').notNull().default(1),
  maxQty: integer('max_qty').notNull().default(10),
  kcal: integer('kcal').notNull().default(0),
  carbs: integer('carbs').notNull().default(0),
  protein: integer('protein').notNull().default(0),
  fats: integer('fats').notNull().default(0),
  /** How many times the product was ordered; drives "recommended" and "most sold". */
  soldCount: integer('sold_count').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('products_shop_category').on(t.shopId, t.categoryId),
  index('products_sold_count').on(t.shopId, t.soldCount),
]);

export const productTranslations = pgTable('product_translations', {
  id: id(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
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
}, (t) => [
  unique('product_translations_product_locale').on(t.productId, t.locale),
  index('product_translations_search').using('gin', t.searchVector),
]);

export const extraGroups = pgTable('extra_groups', {
  id: id(),
  type: text('type').notNull().default('text'),
  active: boolean('active').notNull().default(true),
});

export const extraGroupTranslations = pgTable('extra_group_translations', {
  id: id(),
  extraGroupId: integer('extra_group_id').notNull().references(() => extraGroups.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
}, (t) => [unique('extra_group_translations_group_locale').on(t.extraGroupId, t.locale)]);

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

/** A customer or staff account. Email and phone are each optional but unique; the password is
 * stored only as an argon2id hash (null for accounts without a password). */
export const users = pgTable('users', {
  id: id(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  firstname: text('firstname'),
  lastname: text('lastname'),
  email: text('email').unique(),
  phone: text('phone').unique(),
  img: text('img'),
  gender: text('gender', { enum: ['male', 'female'] }),
  birthday: date('birthday', { mode: 'string' }),
  passwordHash: text('password_hash'),
  myReferral: text('my_referral').notNull().unique(),
  active: boolean('active').notNull().default(true),
  role: text('role', { enum: ['user', 'staff'] }).notNull().default('user'),
  currencyId: integer('currency_id').references(() => currencies.id, { onDelete: 'set null' }),
  lang: text('lang'),
  emailVerifiedAt: timestamp('email_verified_at', { mode: 'date' }),
  phoneVerifiedAt: timestamp('phone_verified_at', { mode: 'date' }),
  /** The firebase user id of an account that signed in through firebase (google, facebook,
   * apple or phone). */
  firebaseUid: text('firebase_uid').unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Sanctum-style personal access tokens: the client holds `<id>|<secret>`, the table only the
 * SHA-256 of the secret. */
export const accessTokens = pgTable('access_tokens', {
  id: id(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { mode: 'date' }).notNull(),
  revokedAt: timestamp('revoked_at', { mode: 'date' }),
}, (t) => [index('access_tokens_user_id').on(t.userId)]);

/** What POST /auth/register keeps until the phone is verified (the password only as its hash). */
export interface PendingRegistration {
  firstname: string;
  lastname: string | null;
  email: string | null;
  gender: 'male' | 'female' | null;
  passwordHash: string;
}

/** A one-time code sent by SMS: `id` is the `verifyId` the client holds; only a SHA-256 of the
 * code is kept. Single use (`used_at`), valid until `expires_at`, dead after too many tries. */
export const verificationCodes = pgTable('verification_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  purpose: text('purpose', { enum: ['register', 'reset'] }).notNull(),
  phone: text('phone').notNull(),
  /** The account the code proves; null for a reset asked for an unknown phone (it never verifies). */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  /** A sign-up waiting for its code: the account is created only once the phone is proven. */
  registration: jsonb('registration').$type<PendingRegistration>(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [index('verification_codes_phone').on(t.phone)]);

/** Messages of the default SMS adapter: written here (and to the log) instead of a provider. */
export const smsOutbox = pgTable('sms_outbox', {
  id: id(),
  phone: text('phone').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
}, (t) => [index('sms_outbox_phone').on(t.phone)]);

/** Firebase Cloud Messaging tokens of a user's devices (push notifications). */
export const userFirebaseTokens = pgTable('user_firebase_tokens', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.token] })]);

/** A customer's request to become a seller: one per user, reviewed by staff. */
export const sellerApplications = pgTable('seller_applications', {
  id: id(),
  userId: integer('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['under review', 'accepted', 'rejected'] }).notNull().default('under review'),
  /** The application as sent (titles per locale, address, delivery times, type, phone ...). */
  details: jsonb('details').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The members of a cart: the owner's own row, and (group orders) guests with a null user_id. */
export const userCarts = pgTable('user_carts', {
  id: id(),
  cartId: integer('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull().default(''),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  status: boolean('status').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [unique('user_carts_cart_user').on(t.cartId, t.userId)]);

/** Cart lines: a stock and its quantity; add-on lines point to their parent line. */
export const cartDetails = pgTable('cart_details', {
  id: id(),
  userCartId: integer('user_cart_id').notNull().references(() => userCarts.id, { onDelete: 'cascade' }),
  stockId: integer('stock_id').notNull().references(() => stocks.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  parentId: integer('parent_id').references((): AnyPgColumn => cartDetails.id, { onDelete: 'cascade' }),
  bonus: boolean('bonus').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
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

/** A signed-in customer's saved delivery addresses. */
export const userAddresses = pgTable('user_addresses', {
  id: id(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  address: text('address').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  active: boolean('active').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('user_addresses_user_id').on(t.userId)]);

/** A branch's delivery zone: a polygon of `[latitude, longitude]` points (one per shop). */
export const deliveryZones = pgTable('delivery_zones', {
  id: id(),
  shopId: integer('shop_id').notNull().unique().references(() => shops.id, { onDelete: 'cascade' }),
  address: jsonb('address').$type<[number, number][]>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
