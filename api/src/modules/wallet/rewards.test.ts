import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { settings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { loadFixture, type Fixture } from '../cart/test-support';
import { moveTo, placeTestOrder } from '../orders/test-support';
import { WALLET_MESSAGES } from './rules';
import {
  balanceOf, call, expectCodedError, expectFieldError, expectLedgersBalanced, newCustomer, newStaff, storedHistory, storedPoints,
} from './test-support';

let t: TestApp;
let f: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await loadFixture(t);
});
afterAll(async () => { await t.close(); });

const convert = (token: string | null, points: unknown) => call(t, 'POST', '/dashboard/user/point/convert', token, { points });
const cashback = (body: Record<string, unknown>, query = '') => call(t, 'POST', `/rest/cashback/check${query}`, null, body);
const pointsOf = async (token: string) => (await call(t, 'GET', '/dashboard/user/profile/show', token)).body.data.points as number;

/** A customer with `count` delivered orders; answers them with the points those earned (demo: 1 per $1). */
async function customerWithDeliveries(count: number) {
  const customer = await newCustomer(t);
  const orders = [];
  for (let i = 0; i < count; i++) {
    const order = await placeTestOrder(t, customer.id);
    await moveTo(t, order.id, 'delivered');
    orders.push(order);
  }
  return { ...customer, orders, earned: orders.reduce((sum, order) => sum + Math.floor(order.total / 100), 0) };
}

describe('points on delivery', () => {
  it('are earned once when an order is delivered, at points_per_unit of its total, and listed', async () => {
    const customer = await newCustomer(t);
    const order = await placeTestOrder(t, customer.id);
    await moveTo(t, order.id, 'on_a_way');
    expect(await storedPoints(t, customer.id)).toEqual([]);
    await moveTo(t, order.id, 'delivered');
    expect((await storedPoints(t, customer.id)).map((row) => [row.type, row.points, row.orderId])).toEqual([
      ['earned', Math.floor(order.total / 100), order.id],
    ]);
    expect(await pointsOf(customer.token)).toBe(Math.floor(order.total / 100));

    const list = await call(t, 'GET', '/dashboard/user/point/histories', customer.token);
    expect(list.body.data).toEqual([{
      id: expect.any(Number), user_id: customer.id, order_id: order.id, type: 'earned', points: Math.floor(order.total / 100), note: null,
      created_at: expect.stringMatching(/Z$/),
    }]);
    expect(list.body.meta).toMatchObject({ total: 1 });
    expect((await call(t, 'GET', '/dashboard/user/point/histories', (await newCustomer(t)).token)).body.data).toEqual([]);
    expect((await call(t, 'GET', '/dashboard/user/point/histories', null)).status).toBe(401);
  });

  it('come from the staff\'s delivery too, and never from a canceled order', async () => {
    const staff = await newStaff(t);
    const customer = await newCustomer(t);
    const pickup = await placeTestOrder(t, customer.id, { deliveryType: 'pickup' });
    for (const status of ['accepted', 'ready', 'delivered']) {
      await call(t, 'POST', `/dashboard/staff/orders/${pickup.id}/status`, staff.token, { status });
    }
    const canceled = await placeTestOrder(t, customer.id);
    await call(t, 'POST', `/dashboard/user/orders/${canceled.id}/status/change?status=canceled`, customer.token);
    expect((await storedPoints(t, customer.id)).map((row) => row.orderId)).toEqual([pickup.id]);
  });

  it('earn nothing while points_per_unit is 0', async () => {
    await t.database.db.update(settings).set({ value: '0' }).where(eq(settings.key, 'points_per_unit'));
    try {
      const { id } = await customerWithDeliveries(1);
      expect(await storedPoints(t, id)).toEqual([]);
    } finally {
      await t.database.db.update(settings).set({ value: '1' }).where(eq(settings.key, 'points_per_unit'));
    }
  });

  it('are taken back when the order\'s refund is approved, as far as they are still held', async () => {
    const staff = await newStaff(t);
    const customer = await customerWithDeliveries(3);
    const [first, second] = customer.orders;
    const answerRefund = async (orderId: number) => {
      const asked = await call(t, 'POST', '/dashboard/user/order-refunds', customer.token, { order_id: orderId, cause: 'Wrong dish' });
      await call(t, 'POST', `/dashboard/staff/order-refunds/${asked.body.data.id}/status`, staff.token, { status: 'approved' });
    };
    await answerRefund(first.id);
    const firstEarned = Math.floor(first.total / 100);
    expect((await storedPoints(t, customer.id)).at(-1)).toMatchObject({ type: 'revoked', points: -firstEarned, orderId: first.id });
    // The rest is converted before the second refund: nothing is left to take back.
    expect((await convert(customer.token, customer.earned - firstEarned)).status).toBe(200);
    await answerRefund(second.id);
    expect((await storedPoints(t, customer.id)).map((row) => row.type)).toEqual(['earned', 'earned', 'earned', 'revoked', 'converted']);
    expect(await pointsOf(customer.token)).toBe(0);
    await expectLedgersBalanced(t);
  });
});

describe('POST /dashboard/user/point/convert', () => {
  it('turns points into wallet money at points_rate, both movements recorded together', async () => {
    const customer = await customerWithDeliveries(2);
    const answer = await convert(customer.token, 50);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      points: customer.earned - 50,
      wallet: { price: 2.5 },
      point_history: { type: 'converted', points: -50 },
      wallet_history: { type: 'points_conversion', price: 2.5, note: '50 points', status: 'paid' },
    });
    expect(await balanceOf(t, customer.id)).toBe(2_50);
    expect((await storedHistory(t, customer.id)).map((row) => row.type)).toEqual(['points_conversion']);
    await expectLedgersBalanced(t);
  });

  it('tells in the profile what the points balance would bring, rounded down to the cent, in the requested currency', async () => {
    const customer = await customerWithDeliveries(2);
    const profile = async (query = '') => (await call(t, 'GET', `/dashboard/user/profile/show${query}`, customer.token)).body.data;
    // points_rate 0.05 in the demo settings: each point is worth 5 cents.
    expect((await profile()).points_worth).toBe((customer.earned * 5) / 100);
    expect((await profile(`?currency_id=${f.eur.id}`)).points_worth).toBe(Math.round(customer.earned * 5 * f.eur.rate) / 100);
  });

  it('refuses fewer than points_min_convert (ERROR_470) or more than the balance (ERROR_471), changing nothing', async () => {
    const customer = await customerWithDeliveries(2);
    expectCodedError(await convert(customer.token, 49), 'ERROR_470', 'You can convert at least 50 points.', 'points');
    expectCodedError(await convert(customer.token, customer.earned + 1), 'ERROR_471', WALLET_MESSAGES.insufficientPoints, 'points');
    expectCodedError(await convert((await newCustomer(t)).token, 50), 'ERROR_471', WALLET_MESSAGES.insufficientPoints, 'points');
    expect(await pointsOf(customer.token)).toBe(customer.earned);
    expect(await storedHistory(t, customer.id)).toEqual([]);
    expectFieldError(await convert(customer.token, 50.5), 'points');
    expectFieldError(await convert(customer.token, 'all'), 'points');
    expect((await convert(null, 50)).status).toBe(401);
  });

  it('spends points once, whatever arrives at once', async () => {
    const customer = await customerWithDeliveries(2);
    const answers = await Promise.all(Array.from({ length: 8 }, () => convert(customer.token, customer.earned)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(await pointsOf(customer.token)).toBe(0);
    await expectLedgersBalanced(t);
  });
});

describe('POST /rest/cashback/check', () => {
  it('answers the points an amount would earn, from the requested currency', async () => {
    expect((await cashback({ amount: 45.99, shop_id: f.shopId })).body).toMatchObject({ status: true, data: { price: 45 } });
    expect((await cashback({ amount: 92, shop_id: f.shopId }, `?currency_id=${f.eur.id}`)).body.data).toEqual({ price: 100 });
    expect((await cashback({ amount: 0, shop_id: f.shopId })).body.data).toEqual({ price: 0 });
  });

  it('refuses an unknown branch or a bad amount on that field', async () => {
    expectFieldError(await cashback({ amount: 10, shop_id: 999_999 }), 'shop_id', 'The selected shop id is invalid.');
    expectFieldError(await cashback({ amount: -1, shop_id: f.shopId }), 'amount');
    expectFieldError(await cashback({ amount: 1e12, shop_id: f.shopId }), 'amount');
    expectFieldError(await cashback({ amount: 'lots', shop_id: f.shopId }), 'amount');
    expectFieldError(await cashback({ amount: 10 }), 'shop_id');
  });
});
