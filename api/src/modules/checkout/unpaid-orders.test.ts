// Fair use at checkout: an account holds at most MAX_UNPAID_ORDERS open unpaid orders (here 2).
// On PostgreSQL (DATABASE_URL) the count is shown to wait for another transaction holding the
// account, as a parallel order of the same account would.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, transactions, users } from '../../db/schema';
import {
  call, cartLineCount, createCheckoutTest, defaultItems, expectCodedError, fillCart, newCustomer, ordersOf, placeOrder, setWallet,
  stockLevels, type CheckoutTest, type Customer,
} from './test-support';
import { tooManyUnpaidMessage } from './validation';

const CAP = 2;
let c: CheckoutTest;
beforeAll(async () => { c = await createCheckoutTest({ caps: { unpaidOrders: CAP } }); });
afterAll(async () => { await c.t.close(); });

/** Fills the customer's cart and orders it for pickup, paid by `payment`. */
async function order(user: Customer, payment: 'cash' | 'wallet' = 'cash', key?: string) {
  const cartId = await fillCart(c, user);
  return placeOrder(c, user, { cart_id: cartId, delivery_type: 'pickup', payment_type: payment }, key);
}

const expectCapRefusal = (answer: Awaited<ReturnType<typeof order>>) => expectCodedError(answer, 'ERROR_450', tooManyUnpaidMessage(CAP), 'orders');

const stockIds = () => defaultItems(c.f).flatMap((item) => [item, ...(item.addons ?? [])]).map((line) => line.row.stock.id);

describe('open unpaid orders per account', () => {
  it('refuses one more than the cap with ERROR_450 on `orders`, writing nothing; another account is not concerned', async () => {
    const user = await newCustomer(c.t);
    expect((await order(user)).status).toBe(200);
    expect((await order(user)).status).toBe(200);
    const stockBefore = await stockLevels(c, stockIds());
    const cartId = await fillCart(c, user);
    expectCapRefusal(await placeOrder(c, user, { cart_id: cartId, delivery_type: 'pickup', payment_type: 'cash' }));
    expect(await ordersOf(c, user.id)).toHaveLength(CAP);
    expect(await cartLineCount(c, user.id)).toBe(3);
    expect(await stockLevels(c, stockIds())).toEqual(stockBefore);

    expect((await order(await newCustomer(c.t))).status).toBe(200);
  });

  it('counts neither paid, canceled nor delivered orders', async () => {
    const user = await newCustomer(c.t);
    await setWallet(c, user.id, 1_000_00);
    const first = await order(user);
    await order(user);
    // Paid at once from the wallet: not unpaid.
    expect((await order(user, 'wallet')).status).toBe(200);
    expectCapRefusal(await order(user));
    // Paying an open order from the wallet (the payment step) frees its place.
    const paid = await call(c.t, 'POST', `/payments/order/${first.body.data.id}/transactions`, user.token, { payment_sys_id: 2 });
    expect(paid.body.data.transaction.status).toBe('paid');
    const third = await order(user);
    expect(third.status, JSON.stringify(third.body)).toBe(200);
    expectCapRefusal(await order(user));
    // So does canceling one.
    expect((await call(c.t, 'POST', `/dashboard/user/orders/${third.body.data.id}/status/change?status=canceled`, user.token)).status).toBe(200);
    const fourth = await order(user);
    expect(fourth.status).toBe(200);
    expectCapRefusal(await order(user));
    // And its delivery.
    await c.t.database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, fourth.body.data.id));
    expect((await order(user)).status).toBe(200);
  });

  it('answers a repeated submit of the order that reached the cap, rather than refusing it', async () => {
    const user = await newCustomer(c.t);
    await order(user);
    const cartId = await fillCart(c, user);
    const body = { cart_id: cartId, delivery_type: 'pickup', payment_type: 'cash' };
    const placed = await placeOrder(c, user, body, 'the-last-one');
    expect(placed.status).toBe(200);
    const again = await placeOrder(c, user, body, 'the-last-one');
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(placed.body.data.id);
    expectCapRefusal(await order(user));
  });

  // Orders of one account take turns on its row: a transaction holding it (as an order of the
  // account in progress does) is waited for, and what it wrote is counted. PGlite has a single
  // connection: there, transactions never overlap.
  it.runIf(Boolean(process.env.DATABASE_URL))('waits for another transaction holding the account, then counts its orders', async () => {
    const user = await newCustomer(c.t);
    const cartId = await fillCart(c, user);
    const elsewhere = c.t.database.reconnect!();
    let letGo!: () => void;
    const gate = new Promise<void>((resolve) => { letGo = resolve; });
    let holding!: () => void;
    const held = new Promise<void>((resolve) => { holding = resolve; });
    const other = elsewhere.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('no key update');
      for (let n = 0; n < CAP; n += 1) {
        const [row] = await tx.insert(orders).values({
          userId: user.id, shopId: c.f.shopId, deliveryType: 'pickup', paymentType: 'cash', currencyId: 1, rate: 1, originPrice: 20_00,
          totalPrice: 20_00, deliveryDate: '2030-01-07', deliveryTime: '12:00', asap: true,
        }).returning({ id: orders.id });
        await tx.insert(transactions).values({ orderId: row.id, userId: user.id, paymentSystem: 'cash', price: 20_00, status: 'progress' });
      }
      holding();
      await gate;
    });
    try {
      await held;
      let settled = false;
      const placing = placeOrder(c, user, { cart_id: cartId, delivery_type: 'pickup', payment_type: 'cash' }).finally(() => { settled = true; });
      // The placement's session waits for a lock: the account's row, held by the other transaction.
      const waitingForLocks = async () => {
        const answer = await c.t.database.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
        return (answer as unknown as { rows: { n: number }[] }).rows[0].n;
      };
      await expect.poll(waitingForLocks, { timeout: 5_000 }).toBeGreaterThan(0);
      expect(settled).toBe(false);
      letGo();
      await other;
      expectCapRefusal(await placing);
      expect(await ordersOf(c, user.id)).toHaveLength(CAP);
    } finally {
      letGo();
      await other.catch(() => undefined);
      await elsewhere.close();
    }
  });
});
