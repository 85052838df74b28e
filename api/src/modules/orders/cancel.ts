// Canceling an order gives back everything it held: the stock of its lines, its scheduled
// delivery slot and the money. One function for the customer's and the staff's cancel, so both
// have the same effects.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderDetails, transactions } from './tables';
import { releaseSlot, returnStock } from './inventory';
import type { OrderEffects } from './effects';
import { changeStatus, type OrderRow } from './view';

type PaymentRow = typeof transactions.$inferSelect;

/** Puts a wallet payment back into the wallet (transaction → 'refund'), recorded as `why` (a
 * cancel's give-back or an approved refund) made by `authorId`. Only a payment still 'paid' is
 * credited, and the status is switched first, so the money never comes back twice. */
export async function refundWalletPayment(
  tx: Database, effects: OrderEffects, payment: PaymentRow, why: 'order_cancel' | 'order_refund', authorId: number | null, at: Date,
): Promise<void> {
  if (payment.paymentSystem !== 'wallet') return;
  const switched = await tx.update(transactions).set({ status: 'refund', updatedAt: at })
    .where(and(eq(transactions.id, payment.id), eq(transactions.status, 'paid')))
    .returning({ id: transactions.id });
  if (!switched.length || payment.price === 0) return;
  await effects.creditWallet(tx, { userId: payment.userId, cents: payment.price, type: why, transactionId: payment.id, orderId: payment.orderId, authorId, at });
}

/** The order's payment after a cancel: a wallet payment goes back to the wallet, cash that was
 * still to be collected is canceled. */
async function cancelPayment(tx: Database, effects: OrderEffects, orderId: number, canceledBy: number | null, at: Date): Promise<void> {
  const [payment] = await tx.select().from(transactions).where(eq(transactions.orderId, orderId));
  if (!payment) return;
  if (payment.status === 'paid') await refundWalletPayment(tx, effects, payment, 'order_cancel', canceledBy, at);
  else if (payment.status === 'progress') {
    await tx.update(transactions).set({ status: 'canceled', updatedAt: at }).where(eq(transactions.id, payment.id));
  }
}

/** Cancels `order` (locked by the caller, who checked it may be canceled): the status, then the
 * stock of every line (add-ons too), the scheduled slot and the payment. */
export async function cancelOrder(tx: Database, effects: OrderEffects, order: OrderRow, changedBy: number | null, at: Date): Promise<void> {
  await changeStatus(tx, effects, order.id, 'canceled', changedBy, at);
  const lines = await tx.select({ stockId: orderDetails.stockId, quantity: orderDetails.quantity })
    .from(orderDetails).where(eq(orderDetails.orderId, order.id)).orderBy(asc(orderDetails.stockId));
  // Stock rows in one order (by id) everywhere, so two cancels never wait for each other in a circle.
  for (const line of lines) if (line.stockId !== null) await returnStock(tx, line.stockId, line.quantity);
  if (!order.asap) await releaseSlot(tx, { shopId: order.shopId, day: order.deliveryDate, time: order.deliveryTime });
  await cancelPayment(tx, effects, order.id, changedBy, at);
}
