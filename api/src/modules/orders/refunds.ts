// Refund requests: a customer asks once per delivered or canceled order of
// theirs, staff approve or reject it once. Approving takes back everything the order earned (its
// points, and the referral rewards when it was a referred customer's first delivered order),
// and gives a wallet payment back to the wallet unless the cancel already did (the transaction
// is then no longer 'paid').
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../http/clock';
import { badRequest, notFound } from '../../http/errors';
import { pageOffset, paginated, type PageRequest, type PageUrl } from '../../http/pagination';
import { optionalText, requiredText } from '../../http/text';
import { checkId } from '../cart';
import { orderRefunds, orders, REFUND_STATUSES, transactions } from './tables';
import { refundWalletPayment } from './cancel';
import type { OrderEffects } from './effects';
import { isRefundable } from './status';
import { refundView } from './view';

export const CAUSE_MAX = 500;
export const ANSWER_MAX = 500;

export const REFUND_MESSAGES = {
  notRefundable: 'Only a delivered or canceled order can be refunded.',
  alreadyRequested: 'A refund was already requested for this order.',
  alreadyAnswered: 'This refund request was already answered.',
  statusInvalid: 'The status must be approved or rejected.',
} as const;

export interface RefundRequest {
  order_id: number;
  cause: string;
}

export interface RefundAnswer {
  status: string;
  answer?: string;
}

function refundStatus(raw: string): (typeof REFUND_STATUSES)[number] {
  const status = raw.trim().toLowerCase();
  if (status !== 'approved' && status !== 'rejected') throw badRequest('status', REFUND_MESSAGES.statusInvalid, { code: 'one_of' });
  return status;
}

/** What approving the refund of `orderId` undoes, in the approval's transaction. The points
 * first: a conversion locks the points, then the wallet, and so does this, so the two never wait
 * for each other in a circle. */
async function undoOrder(tx: Database, effects: OrderEffects, orderId: number, staffId: number, at: Date): Promise<void> {
  await effects.revokePoints(tx, orderId, at);
  const [payment] = await tx.select().from(transactions).where(eq(transactions.orderId, orderId));
  if (payment) await refundWalletPayment(tx, effects, payment, 'order_refund', staffId, at);
  await effects.revokeReferral(tx, orderId, staffId, at);
}

export function createRefundsService(db: Database, clock: Clock, effects: OrderEffects) {
  return {
    /** The customer's refund request for their own order; another user's order is not found. */
    async request(userId: number, input: RefundRequest) {
      const cause = requiredText('cause', input.cause, CAUSE_MAX);
      const orderId = checkId('order_id', input.order_id);
      const [order] = await db.select({ status: orders.status }).from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      if (!order) throw notFound();
      if (!isRefundable(order.status)) throw badRequest('order_id', REFUND_MESSAGES.notRefundable, { code: 'not_refundable' });
      const now = clock();
      // The unique order_id decides between two requests sent at once.
      const [row] = await db.insert(orderRefunds).values({ orderId, userId, cause, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: orderRefunds.orderId }).returning();
      if (!row) throw badRequest('order_id', REFUND_MESSAGES.alreadyRequested, { code: 'already_requested' });
      return refundView(row);
    },

    /** The user's refund requests, newest first. */
    async list(userId: number, request: PageRequest, url: PageUrl) {
      const mine = eq(orderRefunds.userId, userId);
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(orderRefunds).where(mine),
        db.select().from(orderRefunds).where(mine).orderBy(desc(orderRefunds.id)).limit(request.perPage).offset(pageOffset(request)),
      ]);
      return paginated(rows.map(refundView), total, request, url);
    },

    /** Staff member `staffId` answers a pending request, once (its row locked); approving undoes the order. */
    async answer(staffId: number, id: number, input: RefundAnswer) {
      const status = refundStatus(input.status);
      const answer = optionalText('answer', input.answer, ANSWER_MAX);
      const now = clock();
      return db.transaction(async (tx) => {
        const [refund] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, id)).for('update');
        if (!refund) throw notFound();
        if (refund.status !== 'pending') throw badRequest('status', REFUND_MESSAGES.alreadyAnswered, { code: 'not_allowed' });
        const [row] = await tx.update(orderRefunds).set({ status, answer, updatedAt: now }).where(eq(orderRefunds.id, id)).returning();
        if (status === 'approved') await undoOrder(tx, effects, refund.orderId, staffId, now);
        return refundView(row);
      });
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
