// What follows an order's changes in the modules above orders. Notifications, the wallet (money,
// points, referral rewards) and reviews keep rows about orders, so their tables refer to the
// orders' and orders may import none of them: app.ts passes these in.
import type { Static } from 'typebox';
import type { Database } from '../../db/client';
import type { OrderReview } from './schemas';
import type { OrderStatus } from './tables';

/** Wallet money an order gives back: a cancel's, or an approved refund's. */
export interface WalletCredit {
  userId: number;
  /** Base cents, above zero. */
  cents: number;
  type: 'order_cancel' | 'order_refund';
  transactionId: number;
  orderId: number;
  authorId: number | null;
  at: Date;
}

export interface OrderEffects {
  /** After each status change but placing (the customer is looking at a new order): the owner's
   * notification, and a delivery's rewards. */
  statusChanged(tx: Database, orderId: number, status: OrderStatus, changedBy: number | null, at: Date): Promise<void>;
  /** Puts wallet money the order took back into the wallet. */
  creditWallet(tx: Database, credit: WalletCredit): Promise<unknown>;
  /** An approved refund takes back the points the order earned, */
  revokePoints(tx: Database, orderId: number, at: Date): Promise<void>;
  /** and the referral reward its delivery paid. */
  revokeReferral(tx: Database, orderId: number, staffId: number, at: Date): Promise<void>;
}

/** The review of each of `orderIds` that has one (modules/reviews), as the Order resource shows it. */
export type OrderReviews = (orderIds: number[]) => Promise<Map<number, Static<typeof OrderReview>>>;
