// The orders' tables (docs/checkout.md): orders, their lines, statuses, payments and refunds, and
// what an order names or holds: its coupon, and a branch's slot capacity and the slots taken.
// Checkout writes an order and spends its coupon here; the modules that keep rows about orders
// (wallet, notifications, reviews) sit above. Amounts are integer cents of the base currency; an
// order keeps the currency and rate it was placed in, so it shows what the customer paid.
import {
  boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { currencies, users } from '../../db/common-tables';
import { id, createdAt, timestamps } from '../../db/columns';
import { PAYMENT_TYPES } from '../settings';
import { shops } from '../shops';
import { stocks } from '../catalogue';
import { userAddresses } from '../addresses';

export const ORDER_STATUSES = ['new', 'accepted', 'ready', 'on_a_way', 'delivered', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const DELIVERY_TYPES = ['delivery', 'pickup'] as const;

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
  ...timestamps(),
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
  ...timestamps(),
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
  ...timestamps(),
}, (t) => [index('order_refunds_user_id').on(t.userId, t.id)]);
