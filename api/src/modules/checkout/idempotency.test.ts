// Idempotent submits and races for one slot. On PostgreSQL (DATABASE_URL) the parallel calls
// really run in parallel; on PGlite they are serialised by its single connection.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverySlots, orders, shopCheckout, stocks } from '../../db/schema';
import {
  call, createCheckoutTest, customerWithCart, defaultItems, expectFieldError, ordersOf, placeOrder, stockLevels, type CheckoutTest,
} from './test-support';
import { CHECKOUT_MESSAGES } from './validation';

let c: CheckoutTest;
beforeAll(async () => { c = await createCheckoutTest(); });
afterAll(async () => { await c.t.close(); });

const pickup = (cartId: number, extra: Record<string, unknown> = {}) =>
  ({ cart_id: cartId, delivery_type: 'pickup', payment_type: 'cash', ...extra });

describe('Idempotency-Key', () => {
  it('answers the same order again for the same key and body, without a second order', async () => {
    const user = await customerWithCart(c);
    const first = await placeOrder(c, user, pickup(user.cartId, { note: 'door' }), 'submit-1');
    expect(first.status).toBe(200);
    const again = await placeOrder(c, user, { note: 'door', ...pickup(user.cartId), total_price: 1 }, 'submit-1');
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await ordersOf(c, user.id)).toHaveLength(1);
    const [row] = await ordersOf(c, user.id);
    expect(row.idempotencyKey).toBe('submit-1');
    expect(row.requestHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses the same key with another request: 409 ERROR_409', async () => {
    const user = await customerWithCart(c);
    expect((await placeOrder(c, user, pickup(user.cartId), 'submit-2')).status).toBe(200);
    const other = await placeOrder(c, user, pickup(user.cartId, { tips: 3 }), 'submit-2');
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      status: false, statusCode: 'ERROR_409', message: CHECKOUT_MESSAGES.idempotencyConflict,
      params: { 'Idempotency-Key': [CHECKOUT_MESSAGES.idempotencyConflict] },
    });
    expect(await ordersOf(c, user.id)).toHaveLength(1);
  });

  it('is per user: another customer\'s key does not answer their order', async () => {
    const first = await customerWithCart(c);
    const second = await customerWithCart(c);
    const a = await placeOrder(c, first, pickup(first.cartId), 'shared-key');
    const b = await placeOrder(c, second, pickup(second.cartId), 'shared-key');
    expect(b.status).toBe(200);
    expect(b.body.data.id).not.toBe(a.body.data.id);
    expect(b.body.data.user_id).toBe(second.id);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(101)],
    ['with a space', 'two words'],
    ['with a control character', 'key\u0001'],
  ])('refuses a key that is %s: 400 naming the header', async (_name, key) => {
    const user = await customerWithCart(c);
    const answer = await call(c.t, 'POST', '/dashboard/user/orders', user.token, pickup(user.cartId), { 'idempotency-key': key })
      .catch(() => undefined);
    if (answer === undefined) return; // the HTTP layer itself refused the header
    expectFieldError(answer, 'Idempotency-Key');
    expect(await ordersOf(c, user.id)).toEqual([]);
  });

  it('20 parallel submits with one key place exactly one order and all answer it', async () => {
    const user = await customerWithCart(c);
    const before = await stockLevels(c, [c.f.stocks[0].stock.id]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => placeOrder(c, user, pickup(user.cartId), 'parallel-key')));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const ids = new Set(answers.map((answer) => answer.body.data.id));
    expect(ids.size).toBe(1);
    expect(await ordersOf(c, user.id)).toHaveLength(1);
    const taken = defaultItems(c.f).find((item) => item.row.stock.id === c.f.stocks[0].stock.id)!.quantity;
    expect((await stockLevels(c, [c.f.stocks[0].stock.id])).get(c.f.stocks[0].stock.id)).toBe(before.get(c.f.stocks[0].stock.id)! - taken);
  });

  it('20 parallel submits without a key still place one order: the others find the cart gone (404)', async () => {
    const user = await customerWithCart(c);
    const answers = await Promise.all(Array.from({ length: 20 }, () => placeOrder(c, user, pickup(user.cartId))));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(19);
    expect(await ordersOf(c, user.id)).toHaveLength(1);
  });
});

describe('one slot, many customers', () => {
  it('20 customers racing for a slot of capacity 3: exactly 3 orders, the others told it is fully booked', async () => {
    const db = c.t.database.db;
    const stockIds = defaultItems(c.f).flatMap((item) => [item, ...(item.addons ?? [])]).map((line) => line.row.stock.id);
    await db.update(stocks).set({ quantity: 1000 }).where(inArray(stocks.id, stockIds));
    await db.insert(shopCheckout).values({ shopId: c.f.shopId, slotCapacity: 3 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => customerWithCart(c)));
    const body = (cartId: number) => pickup(cartId, { delivery_date: '2030-01-08', delivery_time: '18:00' });
    const answers = await Promise.all(buyers.map((buyer) => placeOrder(c, buyer, body(buyer.cartId))));
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(3);
    for (const answer of answers.filter((a) => a.status !== 200)) expectFieldError(answer, 'delivery_time', CHECKOUT_MESSAGES.fullyBooked);
    const [slot] = await db.select().from(deliverySlots).where(eq(deliverySlots.time, '18:00'));
    expect(slot).toMatchObject({ day: '2030-01-08', taken: 3 });
    const placed = await db.select({ id: orders.id }).from(orders).where(inArray(orders.userId, buyers.map((buyer) => buyer.id)));
    expect(placed).toHaveLength(3);
    // Only the three orders took stock.
    const levels = await stockLevels(c, [c.f.stocks[0].stock.id]);
    expect(levels.get(c.f.stocks[0].stock.id)).toBe(1000 - 3 * 2);
  });
});
