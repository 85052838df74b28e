// The storefront's tables. Money columns hold integer minor units (cents) of the base currency
// (USD); percentages (tax) are plain numbers.
import { sql } from 'drizzle-orm';
import {
  bigint, boolean, check, customType, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp,
  unique, uniqueIndex, uuid, type AnyPgColumn,
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

/** The catalogue's version: the sum of the slots grows with every committed write to a table the
 * menu shows. Bumped by triggers (migration 0009) at commit, in the writer's transaction, in the
 * slot of its connection (pg_backend_pid() % 16), so writers on different connections seldom
 * wait for each other; the api's catalogue cache compares it per request. */
export const catalogueVersions = pgTable('catalogue_versions', {
  slot: integer('slot').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
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

/** Where a label goes beside its number: a currency's symbol beside an amount, a unit's title
 * beside a quantity. */
export const LABEL_POSITIONS = ['before', 'after'] as const;

export const currencies = pgTable('currencies', {
  id: id(),
  symbol: text('symbol').notNull(),
  title: text('title').notNull().unique(),
  rate: doublePrecision('rate').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  position: text('position', { enum: LABEL_POSITIONS }).notNull().default('before'),
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

/** A gallery picture's alternative text per language (`galleries.title` is the fallback). */
export const galleryTranslations = pgTable('gallery_translations', {
  id: id(),
  galleryId: integer('gallery_id').notNull().references(() => galleries.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
}, (t) => [unique('gallery_translations_gallery_locale').on(t.galleryId, t.locale)]);

/** Shop tags ("takes": e.g. Family friendly, Terrace), shown on branches and used to filter them. */
export const shopTags = pgTable('shop_tags', {
  id: id(),
  img: text('img'),
  createdAt: createdAt(),
});

export const shopTagTranslations = pgTable('shop_tag_translations', {
  id: id(),
  tagId: integer('tag_id').notNull().references(() => shopTags.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
}, (t) => [unique('shop_tag_translations_tag_locale').on(t.tagId, t.locale)]);

export const shopTagLinks = pgTable('shop_tag_links', {
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  tagId: integer('tag_id').notNull().references(() => shopTags.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.shopId, t.tagId] }), index('shop_tag_links_tag_id').on(t.tagId)]);

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
  position: text('position', { enum: LABEL_POSITIONS }).notNull().default('after'),
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

/** How an option's values are shown: as text, colour swatches or pictures. */
export const EXTRA_GROUP_TYPES = ['text', 'color', 'image'] as const;

export const extraGroups = pgTable('extra_groups', {
  id: id(),
  type: text('type', { enum: EXTRA_GROUP_TYPES }).notNull().default('text'),
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

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
/** `user`: a customer; `staff`: someone of the restaurant (the /dashboard/staff routes). */
export const USER_ROLES = ['user', 'staff'] as const;

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
  gender: text('gender', { enum: GENDERS }),
  birthday: date('birthday', { mode: 'string' }),
  passwordHash: text('password_hash'),
  myReferral: text('my_referral').notNull().unique(),
  active: boolean('active').notNull().default(true),
  role: text('role', { enum: USER_ROLES }).notNull().default('user'),
  currencyId: integer('currency_id').references(() => currencies.id, { onDelete: 'set null' }),
  lang: text('lang'),
  emailVerifiedAt: timestamp('email_verified_at', { mode: 'date' }),
  /** An address the customer asked for and has not proven yet: nothing trusts it (sign-in,
   * firebase linking, another sign-up) until its e-mailed link is opened, which moves it to
   * `email`; not unique, so it holds no address away from its owner. */
  pendingEmail: text('pending_email'),
  phoneVerifiedAt: timestamp('phone_verified_at', { mode: 'date' }),
  /** A number the customer asked for and has not proven yet: nothing trusts it (sign-in, password
   * reset, firebase linking, another sign-up) until the code texted to it is entered signed in to
   * this account, which moves it to `phone`; not unique, so it holds no number away from its owner. */
  pendingPhone: text('pending_phone'),
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
  /** When the token last signed a request in, to the minute: a token idle too long ends. */
  lastUsedAt: timestamp('last_used_at', { mode: 'date' }).notNull().defaultNow(),
  /** The browser or app that signed in (its User-Agent, cut to 255 characters), so that the
   * customer can tell their sessions apart. */
  userAgent: text('user_agent'),
}, (t) => [index('access_tokens_user_id').on(t.userId)]);

/** What POST /auth/register keeps until the phone is verified (the password only as its hash). */
export interface PendingRegistration {
  firstname: string;
  lastname: string | null;
  email: string | null;
  gender: Gender | null;
  passwordHash: string;
  /** The account whose referral code the sign-up gave (absent in sign-ups from before referrals). */
  referrerId?: number | null;
}

/** A one-time code sent by SMS: `id` is the `verifyId` the client holds; only a SHA-256 of the
 * code is kept. Single use (`used_at`), valid until `expires_at`, dead after too many tries. */
export const verificationCodes = pgTable('verification_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  purpose: text('purpose', { enum: ['register', 'reset', 'change-phone'] }).notNull(),
  phone: text('phone').notNull(),
  /** The account the code proves (a reset's, or the one asking for this phone); null for a reset
   * asked for an unknown phone (it never verifies). */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  /** A sign-up waiting for its code: the account is created only once the phone is proven. */
  registration: jsonb('registration').$type<PendingRegistration>(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [index('verification_codes_phone').on(t.phone)]);

/** Login, code and reset throttling (modules/auth/throttle.ts): events counted per key (an IP,
 * an IP + account, a phone), shared by every api process. A row past `expires_at` is dead:
 * ignored, restarted by the next event, pruned now and then. */
export const throttleEntries = pgTable('throttle_entries', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  /** Attempts are refused before this time; null: not blocked. */
  blockedUntil: timestamp('blocked_until', { mode: 'date' }),
  expiresAt: timestamp('expires_at', { mode: 'date' }).notNull(),
}, (t) => [index('throttle_entries_expires_at').on(t.expiresAt)]);

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

// Checkout and orders (docs/checkout.md). Amounts are integer cents of the base currency; an
// order keeps the currency and rate it was placed in, so it shows what the customer paid.

export const ORDER_STATUSES = ['new', 'accepted', 'ready', 'on_a_way', 'delivered', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const DELIVERY_TYPES = ['delivery', 'pickup'] as const;
export const PAYMENT_TYPES = ['cash', 'wallet'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Per-branch capacity of a scheduled delivery slot (orders per slot). */
export const DEFAULT_SLOT_CAPACITY = 5;

/** A branch's checkout settings: how many scheduled orders one time slot takes. */
export const shopCheckout = pgTable('shop_checkout', {
  shopId: integer('shop_id').primaryKey().references(() => shops.id, { onDelete: 'cascade' }),
  slotCapacity: integer('slot_capacity').notNull().default(DEFAULT_SLOT_CAPACITY),
});

export const COUPON_TYPES = ['fix', 'percent'] as const;

/** Discount codes: `fix` takes `price` cents off, `percent` takes `price` % of the subtotal. */
export const coupons = pgTable('coupons', {
  id: id(),
  name: text('name').notNull().unique(),
  type: text('type', { enum: COUPON_TYPES }).notNull(),
  price: integer('price').notNull(),
  /** Uses left; null: unlimited. */
  qty: integer('qty'),
  /** A branch's own coupon; null: every branch. */
  shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
  expiredAt: timestamp('expired_at', { mode: 'date' }),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** A customer's wallet: its balance in cents, and what its owner owes the shop
 * (`debt`, cents): a taken-back reward the balance could not cover. Never both above zero. */
export const wallets = pgTable('wallets', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  price: integer('price').notNull().default(0),
  debt: integer('debt').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The parts of an order's delivery address besides its text, as a Foodyman client sends them. */
export const ORDER_ADDRESS_PARTS = ['office', 'house', 'floor', 'entrance', 'comment'] as const;
export type OrderAddressDetails = Partial<Record<(typeof ORDER_ADDRESS_PARTS)[number], string>>;

export const orders = pgTable('orders', {
  id: id(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  status: text('status', { enum: ORDER_STATUSES }).notNull().default('new'),
  deliveryType: text('delivery_type', { enum: DELIVERY_TYPES }).notNull(),
  paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
  currencyId: integer('currency_id').references(() => currencies.id, { onDelete: 'set null' }),
  rate: doublePrecision('rate').notNull().default(1),
  /** Sum of line prices (tax of the products included), before discounts. */
  originPrice: integer('origin_price').notNull(),
  totalDiscount: integer('total_discount').notNull().default(0),
  couponPrice: integer('coupon_price').notNull().default(0),
  tax: integer('tax').notNull().default(0),
  deliveryFee: integer('delivery_fee').notNull().default(0),
  serviceFee: integer('service_fee').notNull().default(0),
  tips: integer('tips').notNull().default(0),
  totalPrice: integer('total_price').notNull(),
  km: doublePrecision('km'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  address: text('address'),
  /** The parts a client sent with the address text (office, house, floor, entrance, comment), only
   * those not blank; null when it sent the text alone. */
  addressDetails: jsonb('address_details').$type<OrderAddressDetails>(),
  addressId: integer('address_id').references(() => userAddresses.id, { onDelete: 'set null' }),
  couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
  note: text('note'),
  phone: text('phone'),
  /** The local day and `HH:MM` the order is wanted; for an ASAP order, when it was placed. */
  deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
  deliveryTime: text('delivery_time').notNull(),
  asap: boolean('asap').notNull().default(true),
  /** The client's Idempotency-Key and a hash of the request it came with. */
  idempotencyKey: text('idempotency_key'),
  requestHash: text('request_hash'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('orders_user_id').on(t.userId, t.id),
  unique('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
  index('orders_status').on(t.status),
]);

/** Order lines, copied from the cart at checkout with their prices then; add-ons under their parent. */
export const orderDetails = pgTable('order_details', {
  id: id(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  /** The stock ordered; null once the stock is deleted from the menu. */
  stockId: integer('stock_id').references(() => stocks.id, { onDelete: 'set null' }),
  parentId: integer('parent_id').references((): AnyPgColumn => orderDetails.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  /** (price + tax) × quantity, discount × quantity and their difference, in cents. */
  originPrice: integer('origin_price').notNull(),
  discount: integer('discount').notNull().default(0),
  totalPrice: integer('total_price').notNull(),
  bonus: boolean('bonus').notNull().default(false),
  note: text('note'),
  createdAt: createdAt(),
}, (t) => [index('order_details_order_id').on(t.orderId)]);

/** Every status an order went through, with when and who (null: the kitchen simulator). */
export const orderStatusChanges = pgTable('order_status_changes', {
  id: id(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ORDER_STATUSES }).notNull(),
  changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [index('order_status_changes_order_id').on(t.orderId, t.id)]);

/** Scheduled orders taken per branch, day and slot time: `taken` never exceeds the capacity. */
export const deliverySlots = pgTable('delivery_slots', {
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
  time: text('time').notNull(),
  taken: integer('taken').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.shopId, t.day, t.time] })]);

/** A payment's state: cash to collect (`progress`), paid (a wallet), `canceled` (the cash of a
 * canceled order), `refund` (wallet money given back). */
export const TRANSACTION_STATUSES = ['progress', 'paid', 'canceled', 'refund'] as const;

/** How an order is paid: cash is collected on delivery (`progress`), a wallet is debited (`paid`). */
export const transactions = pgTable('transactions', {
  id: id(),
  orderId: integer('order_id').notNull().unique().references(() => orders.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  paymentSystem: text('payment_system', { enum: PAYMENT_TYPES }).notNull(),
  price: integer('price').notNull(),
  status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const REFUND_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A customer's refund request for a delivered or canceled order (one per order). */
export const orderRefunds = pgTable('order_refunds', {
  id: id(),
  orderId: integer('order_id').notNull().unique().references(() => orders.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
  cause: text('cause').notNull(),
  answer: text('answer'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('order_refunds_user_id').on(t.userId, t.id)]);

// Notifications and news (docs/notifications.md).

export const NOTIFICATION_TYPES = [
  'new_order', 'new_user_by_referral', 'status_changed', 'new_in_table', 'booking_status', 'new_booking', 'news_publish',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** News items (Foodyman's blogs): a draft until `published_at` is set by publishing. */
export const blogs = pgTable('blogs', {
  id: id(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  img: text('img'),
  publishedAt: timestamp('published_at', { mode: 'date' }),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('blogs_published_at').on(t.publishedAt, t.id)]);

export const blogTranslations = pgTable('blog_translations', {
  id: id(),
  blogId: integer('blog_id').notNull().references(() => blogs.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
  shortDesc: text('short_desc').notNull().default(''),
  description: text('description').notNull().default(''),
}, (t) => [unique('blog_translations_blog_locale').on(t.blogId, t.locale)]);

/** A notification of one user (the owner): only they see or read it. Texts are written in the
 * owner's language when it is created; `read_at` null means unread. */
export const notifications = pgTable('notifications', {
  id: id(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  /** What the client needs to act on it, e.g. `{id, status, type}` of an order. */
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  /** The user who caused it (null: nobody, e.g. the kitchen simulator, or a deleted account). */
  clientId: integer('client_id').references(() => users.id, { onDelete: 'set null' }),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  blogId: integer('blog_id').references(() => blogs.id, { onDelete: 'set null' }),
  readAt: timestamp('read_at', { mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('notifications_user_id').on(t.userId, t.id),
  index('notifications_user_read_at').on(t.userId, t.readAt),
]);

/** A user's choice per notification type; no row means on. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
  active: boolean('active').notNull(),
  updatedAt: updatedAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.type] })]);

// Table reservations (docs/reservations.md).

/** A branch's booking configuration (Foodyman's `bookings`): the longest stay it takes. */
export const bookings = pgTable('bookings', {
  id: id(),
  shopId: integer('shop_id').notNull().unique().references(() => shops.id, { onDelete: 'cascade' }),
  /** The longest reservation, in minutes. */
  maxTime: integer('max_time').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** When a branch takes reservations, per week day (`from`/`to` as "HH-MM", like the shop's hours). */
export const bookingWorkingDays = pgTable('booking_working_days', {
  id: id(),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  day: text('day').notNull(),
  from: text('from').notNull(),
  to: text('to').notNull(),
  disabled: boolean('disabled').notNull().default(false),
}, (t) => [unique('booking_working_days_shop_day').on(t.shopId, t.day)]);

/** Days a branch takes no reservations. */
export const bookingClosedDates = pgTable('booking_closed_dates', {
  id: id(),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
}, (t) => [unique('booking_closed_dates_shop_day').on(t.shopId, t.day)]);

/** A dining area of a branch (hall, terrace, …). */
export const shopSections = pgTable('shop_sections', {
  id: id(),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  /** Floor area in square metres. */
  area: integer('area').notNull().default(0),
  img: text('img'),
}, (t) => [index('shop_sections_shop_id').on(t.shopId)]);

export const shopSectionTranslations = pgTable('shop_section_translations', {
  id: id(),
  sectionId: integer('section_id').notNull().references(() => shopSections.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
}, (t) => [unique('shop_section_translations_section_locale').on(t.sectionId, t.locale)]);

/** A table of a section; `chair_count` is how many it seats. */
export const bookingTables = pgTable('booking_tables', {
  id: id(),
  sectionId: integer('shop_section_id').notNull().references(() => shopSections.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  chairCount: integer('chair_count').notNull(),
  active: boolean('active').notNull().default(true),
}, (t) => [index('booking_tables_section_id').on(t.sectionId)]);

export const RESERVATION_STATUSES = ['new', 'accepted', 'canceled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** A customer's reservation of a table from `start_date` to `end_date` (server local time). Two
 * reservations of a table that are not canceled never overlap: a new one is checked with the
 * table's row locked (reservations/service.ts). */
export const userBookings = pgTable('user_bookings', {
  id: id(),
  bookingId: integer('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tableId: integer('table_id').notNull().references(() => bookingTables.id, { onDelete: 'cascade' }),
  startDate: timestamp('start_date', { mode: 'date' }).notNull(),
  endDate: timestamp('end_date', { mode: 'date' }).notNull(),
  status: text('status', { enum: RESERVATION_STATUSES }).notNull().default('new'),
  guest: integer('guest').notNull(),
  note: text('note'),
  /** The client's Idempotency-Key and a hash of the request it came with. */
  idempotencyKey: text('idempotency_key'),
  requestHash: text('request_hash'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('user_bookings_user_id').on(t.userId, t.id),
  index('user_bookings_table_start').on(t.tableId, t.startDate),
  unique('user_bookings_user_idempotency_key').on(t.userId, t.idempotencyKey),
]);

/** Every status a reservation went through, with when and who (null: the demo's simulator). */
export const userBookingStatusChanges = pgTable('user_booking_status_changes', {
  id: id(),
  userBookingId: integer('user_booking_id').notNull().references(() => userBookings.id, { onDelete: 'cascade' }),
  status: text('status', { enum: RESERVATION_STATUSES }).notNull(),
  changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [index('user_booking_status_changes_booking').on(t.userBookingId, t.id)]);

// Wallet, reward points and referrals (docs/wallet.md). A wallet's balance less what its owner
// owes always equals the sum of its history: every change of `wallets.price` (and `debt`) writes
// its row in the same transaction (modules/wallet/ledger.ts); the same holds for points.

/** What moved a wallet's money; the sign of `price` tells the direction. */
export const WALLET_HISTORY_TYPES = [
  'opening_balance', 'topup', 'withdraw', 'withdraw_return', 'order_payment', 'order_refund', 'order_cancel',
  'referral_from_topup', 'referral_to_topup', 'points_conversion', 'referral_revoked',
] as const;
export type WalletHistoryType = (typeof WALLET_HISTORY_TYPES)[number];
/** `processed`: a withdrawal waiting for staff; `paid`: done; `rejected` / `canceled`: a withdrawal
 * given back (by its own `withdraw_return` row). */
export const WALLET_HISTORY_STATUSES = ['processed', 'paid', 'rejected', 'canceled'] as const;
export type WalletHistoryStatus = (typeof WALLET_HISTORY_STATUSES)[number];

/** One movement of a wallet: `price` in signed cents (negative: money out). */
export const walletHistories = pgTable('wallet_histories', {
  id: id(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  userId: integer('user_id').notNull().references(() => wallets.userId, { onDelete: 'cascade' }),
  type: text('type', { enum: WALLET_HISTORY_TYPES }).notNull(),
  price: integer('price').notNull(),
  status: text('status', { enum: WALLET_HISTORY_STATUSES }).notNull().default('paid'),
  note: text('note'),
  /** The order's payment it is about (order payment, refund, cancel). */
  transactionId: integer('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  /** The payment provider of a top-up (`demo`) and its id of the payment. */
  provider: text('provider'),
  providerReference: text('provider_reference'),
  /** Who made the movement: the wallet's owner, a staff member, or null for what the restaurant
   * does by itself (referral rewards) and for an account since deleted. */
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('wallet_histories_user_id').on(t.userId, t.id),
  index('wallet_histories_type_status').on(t.type, t.status),
]);

/** A customer's reward points balance, and the points they owe (`debt`): what a refunded order
 * earned and the balance no longer held. Never both above zero. */
export const userPoints = pgTable('user_points', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  balance: integer('balance').notNull().default(0),
  debt: integer('debt').notNull().default(0),
  updatedAt: updatedAt(),
});

/** earned: an order was delivered; converted: turned into wallet money; revoked: a refunded order's. */
export const POINT_HISTORY_TYPES = ['earned', 'converted', 'revoked'] as const;
export type PointHistoryType = (typeof POINT_HISTORY_TYPES)[number];

/** One movement of a user's points: `points` signed (negative: spent or taken back). */
export const pointHistories = pgTable('point_histories', {
  id: id(),
  userId: integer('user_id').notNull().references(() => userPoints.userId, { onDelete: 'cascade' }),
  type: text('type', { enum: POINT_HISTORY_TYPES }).notNull(),
  points: integer('points').notNull(),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  note: text('note'),
  createdAt: createdAt(),
}, (t) => [
  index('point_histories_user_id').on(t.userId, t.id),
  // An order earns (and loses) its points once.
  unique('point_histories_order_type').on(t.orderId, t.type),
]);

/** The referral programme GET /rest/referral shows (Foodyman's `referrals`): what the
 * referrer (`price_from`) and the friend (`price_to`) get, in cents. The newest active, unexpired
 * one applies. */
export const referralProgrammes = pgTable('referral_programmes', {
  id: id(),
  priceFrom: integer('price_from').notNull(),
  priceTo: integer('price_to').notNull(),
  img: text('img'),
  expiredAt: timestamp('expired_at', { mode: 'date' }),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const referralProgrammeTranslations = pgTable('referral_programme_translations', {
  id: id(),
  programmeId: integer('programme_id').notNull().references(() => referralProgrammes.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  faq: text('faq').notNull().default(''),
}, (t) => [unique('referral_programme_translations_programme_locale').on(t.programmeId, t.locale)]);

/** pending: the friend has no delivered order yet; rewarded: both were paid at the friend's first
 * delivered order; lapsed: that order came while the programme was off; revoked: that order was
 * refunded, and the rewards taken back. */
export const REFERRAL_STATUSES = ['pending', 'rewarded', 'lapsed', 'revoked'] as const;

/** A friend who signed up with a referrer's code. Kept when either account is deleted: the phone
 * and e-mail stay here, so a re-registered account is never referred (and paid) twice. */
export const userReferrals = pgTable('user_referrals', {
  id: id(),
  referrerId: integer('referrer_id').references(() => users.id, { onDelete: 'set null' }),
  friendId: integer('friend_id').unique().references(() => users.id, { onDelete: 'set null' }),
  /** The friend's verified phone and e-mail at sign-up (either may be null). */
  friendPhone: text('friend_phone').unique(),
  friendEmail: text('friend_email').unique(),
  status: text('status', { enum: REFERRAL_STATUSES }).notNull().default('pending'),
  /** The friend's first delivered order, and what it paid each side (cents). */
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  priceFrom: integer('price_from'),
  priceTo: integer('price_to'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('user_referrals_referrer_id').on(t.referrerId)]);

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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
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

// Content of the storefront's information pages (docs/content.md). Rich texts (page and career
// descriptions, FAQ answers, recipe descriptions) are stored as Markdown and answered as
// sanitised HTML (http/rich-text.ts). `status` 'draft' rows are never answered publicly.

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export const PAGE_TYPES = ['about', 'all_about', 'delivery', 'privacy', 'terms'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** A page of the storefront by type: `about`, the sections of the about page (`all_about`),
 * the courier recruitment page (`delivery`), `privacy` and `terms`. */
export const pages = pgTable('pages', {
  id: id(),
  type: text('type', { enum: PAGE_TYPES }).notNull(),
  /** Order among the pages of its type (the about page's sections); the first published one is
   * the page of a single-page type. */
  position: integer('position').notNull().default(0),
  img: text('img'),
  status: text('status', { enum: CONTENT_STATUSES }).notNull().default('draft'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('pages_type_position').on(t.type, t.position)]);

export const pageTranslations = pgTable('page_translations', {
  id: id(),
  pageId: integer('page_id').notNull().references(() => pages.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
  /** Markdown. */
  description: text('description').notNull().default(''),
  buttonText: text('button_text').notNull().default(''),
}, (t) => [unique('page_translations_page_locale').on(t.pageId, t.locale)]);

export const CAREER_TYPES = ['full_time', 'part_time', 'contract', 'seasonal', 'internship'] as const;

/** An open position: in a category (categories.type 'career'), at a branch or at the head office
 * (shop_id null). */
export const careers = pgTable('careers', {
  id: id(),
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
  shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
  type: text('type', { enum: CAREER_TYPES }).notNull(),
  position: integer('position').notNull().default(0),
  status: text('status', { enum: CONTENT_STATUSES }).notNull().default('draft'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('careers_category_id').on(t.categoryId), index('careers_shop_id').on(t.shopId)]);

export const careerTranslations = pgTable('career_translations', {
  id: id(),
  careerId: integer('career_id').notNull().references(() => careers.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
  /** Where the work is, in words (e.g. "Queen West branch, Toronto"). */
  location: text('location').notNull().default(''),
  /** Markdown. */
  description: text('description').notNull().default(''),
}, (t) => [unique('career_translations_career_locale').on(t.careerId, t.locale)]);

/** A question of the help page, in a category (categories.type 'faq'). */
export const faqs = pgTable('faqs', {
  id: id(),
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
  status: text('status', { enum: CONTENT_STATUSES }).notNull().default('draft'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('faqs_category_id').on(t.categoryId)]);

export const faqTranslations = pgTable('faq_translations', {
  id: id(),
  faqId: integer('faq_id').notNull().references(() => faqs.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  question: text('question').notNull(),
  /** Markdown. */
  answer: text('answer').notNull().default(''),
}, (t) => [unique('faq_translations_faq_locale').on(t.faqId, t.locale)]);

/** A recipe (Foodyman's receipt), in a category (categories.type 'receipt'). Times are in
 * minutes; nutrition is per serving (kcal, grams). */
export const recipes = pgTable('recipes', {
  id: id(),
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
  img: text('img'),
  activeTime: integer('active_time').notNull().default(0),
  totalTime: integer('total_time').notNull().default(0),
  servings: integer('servings').notNull().default(1),
  calories: integer('calories').notNull().default(0),
  protein: integer('protein').notNull().default(0),
  carbs: integer('carbs').notNull().default(0),
  fats: integer('fats').notNull().default(0),
  position: integer('position').notNull().default(0),
  status: text('status', { enum: CONTENT_STATUSES }).notNull().default('draft'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('recipes_category_id').on(t.categoryId)]);

export const recipeTranslations = pgTable('recipe_translations', {
  id: id(),
  recipeId: integer('recipe_id').notNull().references(() => recipes.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
  /** Markdown. */
  description: text('description').notNull().default(''),
  ingredients: jsonb('ingredients').$type<string[]>().notNull().default([]),
  steps: jsonb('steps').$type<string[]>().notNull().default([]),
}, (t) => [unique('recipe_translations_recipe_locale').on(t.recipeId, t.locale)]);

/** A recipe's box: the dishes (stocks) it needs, of each branch, and how many of each. A branch's
 * box is the lines whose stock is of one of its products. */
export const recipeStocks = pgTable('recipe_stocks', {
  recipeId: integer('recipe_id').notNull().references(() => recipes.id, { onDelete: 'cascade' }),
  stockId: integer('stock_id').notNull().references(() => stocks.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull().default(1),
}, (t) => [primaryKey({ columns: [t.recipeId, t.stockId] }), index('recipe_stocks_stock_id').on(t.stockId)]);

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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('courier_applications_user_id').on(t.userId, t.id),
  uniqueIndex('courier_applications_one_open').on(t.userId).where(sql`${t.status} in ('new', 'accepted')`),
]);

export const CHAT_SENDERS = ['customer', 'staff'] as const;

/** A customer's conversation with the restaurant (issue 19, docs/chat.md): one per customer,
 * made with its first message. `updated_at` is its last message's time (the staff inbox's
 * order). The read markers are the id of the last message of the other side each side has read. */
export const chats = pgTable('chats', {
  id: id(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  customerReadId: bigint('customer_read_id', { mode: 'number' }).notNull().default(0),
  staffReadId: bigint('staff_read_id', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [unique('chats_user_id').on(t.userId), index('chats_updated_at').on(t.updatedAt, t.id)]);

/** A chat's messages, text only. Ids are taken under one lock per insert (modules/chat/store.ts),
 * so they grow in the order messages are committed: a stream resumes after the last id it sent.
 * `client_id` is the sending browser's uuid: a retry with it finds the first message. */
export const messages = pgTable('messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  chatId: integer('chat_id').notNull().references(() => chats.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  sender: text('sender', { enum: CHAT_SENDERS }).notNull(),
  text: text('text').notNull(),
  clientId: uuid('client_id'),
  createdAt: createdAt(),
}, (t) => [
  unique('messages_chat_client_id').on(t.chatId, t.clientId),
  index('messages_chat_id').on(t.chatId, t.id),
  index('messages_user_created_at').on(t.userId, t.createdAt),
  check('messages_text_length', sql`char_length(${t.text}) between 1 and 2000`),
]);

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
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('banners_type_position').on(t.type, t.position, t.id)]);

export const bannerTranslations = pgTable('banner_translations', {
  id: id(),
  bannerId: integer('banner_id').notNull().references(() => banners.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  buttonText: text('button_text').notNull().default(''),
}, (t) => [unique('banner_translations_banner_locale').on(t.bannerId, t.locale)]);

/** The products a banner promotes, in their order. */
export const bannerProducts = pgTable('banner_products', {
  bannerId: integer('banner_id').notNull().references(() => banners.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('stories_shop_id').on(t.shopId, t.id)]);

/** A link proving an e-mail address (`GET /auth/verify/{hash}`): only the SHA-256 of
 * the hash is kept; single use, valid until `expires_at`, and only while the account still has
 * that e-mail. */
export const emailVerifications = pgTable('email_verifications', {
  id: id(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [index('email_verifications_user_id').on(t.userId)]);

/** Messages of the default e-mail adapter: written here (and to the log) instead of a provider. */
export const emailOutbox = pgTable('email_outbox', {
  id: id(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
}, (t) => [index('email_outbox_email').on(t.email)]);
