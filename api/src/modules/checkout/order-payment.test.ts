import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings, walletHistories } from '../../db/schema';
import { PAYMENT_MESSAGES } from './order-payment';
import {
  call, createCheckoutTest, customerWithCart, expectCodedError, expectFieldError, placeOrder, setWallet, walletBalance, type CheckoutTest,
  type Customer,
} from './test-support';
import { CHECKOUT_MESSAGES } from './validation';

let c: CheckoutTest;
beforeAll(async () => { c = await createCheckoutTest(); });
afterAll(async () => { await c.t.close(); });

const CASH = 1;
const WALLET = 2;

const pay = (user: Customer | null, orderId: number, body: unknown) =>
  call(c.t, 'POST', `/payments/order/${orderId}/transactions`, user?.token ?? null, body);

/** An order placed as a Foodyman client places it: no payment_type. */
async function placedWithoutPayment() {
  const user = await customerWithCart(c);
  const placed = await placeOrder(c, user, { cart_id: user.cartId, delivery_type: 'pickup' });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { user, order: placed.body.data as { id: number; total_price: number; payment_type: string; transaction: { status: string } } };
}

describe('GET /rest/payments', () => {
  it('lists the payment systems the payment_methods setting accepts, as {data}, for anyone', async () => {
    const answer = await call(c.t, 'GET', '/rest/payments?lang=en', null);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: [
      { id: CASH, tag: 'cash', input: 1, sandbox: false, active: true },
      { id: WALLET, tag: 'wallet', input: 2, sandbox: false, active: true },
    ] });
    await c.t.database.db.update(settings).set({ value: 'wallet' }).where(eq(settings.key, 'payment_methods'));
    try {
      expect((await call(c.t, 'GET', '/rest/payments', null)).body.data.map((payment: { tag: string }) => payment.tag)).toEqual(['wallet']);
    } finally {
      await c.t.database.db.update(settings).set({ value: 'cash,wallet' }).where(eq(settings.key, 'payment_methods'));
    }
  });
});

describe('POST /payments/order/{id}/transactions', () => {
  it('places an order without payment_type as cash to collect; cash keeps it so', async () => {
    const { user, order } = await placedWithoutPayment();
    expect(order).toMatchObject({ payment_type: 'cash', transaction: { status: 'progress', payment_system: { tag: 'cash' } } });
    const answer = await pay(user, order.id, { payment_sys_id: CASH });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ id: order.id, payment_type: 'cash', transaction: { status: 'progress' } });
  });

  it('pays by wallet: the wallet is debited once by the total, the order shows the paid wallet payment', async () => {
    const { user, order } = await placedWithoutPayment();
    const totalCents = Math.round(order.total_price * 100);
    await setWallet(c, user.id, totalCents + 500);
    const answer = await pay(user, order.id, { payment_sys_id: WALLET, payment_trx_id: 'ignored', price: 0.01 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ payment_type: 'wallet', transaction: { status: 'paid', payment_system: { tag: 'wallet' } } });
    expect(await walletBalance(c, user.id)).toBe(500);
    const again = await pay(user, order.id, { payment_sys_id: WALLET });
    expect(again.status).toBe(200);
    expect(await walletBalance(c, user.id)).toBe(500);
    const debits = await c.t.database.db.select().from(walletHistories).where(eq(walletHistories.orderId, order.id));
    expect(debits.map((row) => [row.type, row.price])).toEqual([['order_payment', -totalCents]]);
    expectFieldError(await pay(user, order.id, { payment_sys_id: CASH }), 'payment_sys_id', PAYMENT_MESSAGES.alreadyPaid);
    // A cancel gives the wallet payment back, as for an order paid by wallet when placed.
    expect((await call(c.t, 'POST', `/dashboard/user/orders/${order.id}/status/change?status=canceled`, user.token)).status).toBe(200);
    expect(await walletBalance(c, user.id)).toBe(totalCents + 500);
  });

  it('refuses a short wallet with ERROR_109, changing nothing', async () => {
    const { user, order } = await placedWithoutPayment();
    await setWallet(c, user.id, 1);
    expectCodedError(await pay(user, order.id, { payment_sys_id: WALLET }), 'ERROR_109', CHECKOUT_MESSAGES.insufficientWallet, 'payment_sys_id');
    expect(await walletBalance(c, user.id)).toBe(1);
    const shown = await call(c.t, 'GET', `/dashboard/user/orders/${order.id}`, user.token);
    expect(shown.body.data).toMatchObject({ payment_type: 'cash', transaction: { status: 'progress' } });
  });

  it('answers another user\'s or an unknown order 404, and refuses bad input', async () => {
    const { user, order } = await placedWithoutPayment();
    const other = await customerWithCart(c);
    expect((await pay(other, order.id, { payment_sys_id: CASH })).status).toBe(404);
    expect((await pay(user, 2_147_483_647, { payment_sys_id: CASH })).status).toBe(404);
    expect((await pay(null, order.id, { payment_sys_id: CASH })).status).toBe(401);
    expectFieldError(await pay(user, order.id, { payment_sys_id: 3 }), 'payment_sys_id', PAYMENT_MESSAGES.invalid);
    expectFieldError(await pay(user, order.id, {}), 'payment_sys_id', 'Required');
    expectFieldError(await pay(user, order.id, { payment_sys_id: 'card' }), 'payment_sys_id');
  });

  it('refuses to change the payment of a canceled order', async () => {
    const { user, order } = await placedWithoutPayment();
    await call(c.t, 'POST', `/dashboard/user/orders/${order.id}/status/change?status=canceled`, user.token);
    await setWallet(c, user.id, 100_000);
    expectFieldError(await pay(user, order.id, { payment_sys_id: WALLET }), 'payment_sys_id', PAYMENT_MESSAGES.canceled);
  });
});
