// The payment step after placing an order, as Foodyman clients take it: `GET /rest/payments` lists the
// payment systems the `payment_methods` setting accepts, and `POST /payments/order/{id}/transactions
// {payment_sys_id}` pays an order with one of them. An order placed without a payment type waits
// as cash to collect (`progress`); choosing the wallet debits it then, choosing cash keeps it.
// Every change runs under the order's row lock, so two payment requests never both debit.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../http/clock';
import { badRequest, fieldRefusal, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { lockOrder, orders, type OrderViews, transactions } from '../orders';
import { acceptedPaymentTypes, paymentSystemId, type PaymentType, paymentView } from '../settings';
import { moveWallet } from '../wallet';
import { CHECKOUT_MESSAGES } from './validation';

export const PAYMENT_MESSAGES = {
  invalid: 'The selected payment_sys_id is invalid.',
  alreadyPaid: 'This order is already paid.',
  canceled: 'This order is canceled.',
} as const;

export interface OrderPaymentDeps {
  db: Database;
  views: OrderViews;
  clock: Clock;
}

export function createOrderPayments({ db, views, clock }: OrderPaymentDeps) {
  /** The accepted payment type `paymentSysId` names; anything else → 400 `params.payment_sys_id`. */
  async function chosenType(paymentSysId: number): Promise<PaymentType> {
    const type = (await acceptedPaymentTypes(db)).find((accepted) => paymentSystemId(accepted) === paymentSysId);
    if (!type) throw badRequest('payment_sys_id', PAYMENT_MESSAGES.invalid, { code: 'one_of' });
    return type;
  }

  /** Moves the order's cash-to-collect payment to the wallet: the wallet is debited by its price. */
  async function payByWallet(tx: Database, order: { id: number; userId: number }, payment: typeof transactions.$inferSelect) {
    const at = clock();
    await tx.update(transactions).set({ paymentSystem: 'wallet', status: 'paid', updatedAt: at }).where(eq(transactions.id, payment.id));
    await tx.update(orders).set({ paymentType: 'wallet', updatedAt: at }).where(eq(orders.id, order.id));
    if (payment.price === 0) return; // a free order moves no money
    const debited = await moveWallet(tx, {
      userId: order.userId, cents: -payment.price, type: 'order_payment', transactionId: payment.id, orderId: order.id, authorId: order.userId, at,
    });
    if (!debited) throw fieldRefusal('ERROR_109', 'payment_sys_id', CHECKOUT_MESSAGES.insufficientWallet, { code: 'insufficient' });
  }

  return {
    /** The payment systems a customer may choose, by id. */
    async list() {
      return (await acceptedPaymentTypes(db)).map(paymentView);
    },

    /** Pays the user's order `orderId` with the payment system `paymentSysId` and answers the order. */
    async pay(userId: number, orderId: number, paymentSysId: number, ctx: RequestContext) {
      const type = await chosenType(paymentSysId);
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, and(eq(orders.id, orderId), eq(orders.userId, userId))!);
        if (!order) throw notFound();
        const [payment] = await tx.select().from(transactions).where(eq(transactions.orderId, order.id));
        if (!payment || payment.paymentSystem === type) return; // already paid (or to be paid) this way
        if (order.status === 'canceled') throw badRequest('payment_sys_id', PAYMENT_MESSAGES.canceled, { code: 'not_allowed' });
        // Only cash still to collect can become another payment: the wallet.
        if (payment.status !== 'progress' || type !== 'wallet') throw badRequest('payment_sys_id', PAYMENT_MESSAGES.alreadyPaid, { code: 'not_allowed' });
        await payByWallet(tx, order, payment);
      });
      return views.orderView(orderId, ctx);
    },
  };
}

export type OrderPayments = ReturnType<typeof createOrderPayments>;
