// Wallet, reward points and referrals (docs/wallet.md). A wallet's balance less what its owner
// owes always equals the sum of its history: every change of `wallets.price` (and `debt`) writes
// its row in the same transaction (modules/wallet/ledger.ts); the same holds for points.
import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, translationsTable, timestamps } from '../../db/columns';
import { users } from '../../db/common-tables';
import { orders, transactions } from '../orders';

/** A customer's wallet: its balance in cents, and what its owner owes the shop
 * (`debt`, cents): a taken-back reward the balance could not cover. Never both above zero. */
export const wallets = pgTable('wallets', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  price: integer('price').notNull().default(0),
  debt: integer('debt').notNull().default(0),
  ...timestamps(),
});

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
  ...timestamps(),
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
  ...timestamps(),
});

export const referralProgrammeTranslations = translationsTable('referral_programme_translations', { key: 'programmeId', parent: () => referralProgrammes.id }, {
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  faq: text('faq').notNull().default(''),
});

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
  ...timestamps(),
}, (t) => [index('user_referrals_referrer_id').on(t.referrerId)]);
