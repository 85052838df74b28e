import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { settings, stocks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { loadFixture, type Fixture } from '../../testing/menu';
import { moveTo, placeTestOrder } from '../../testing/orders';
import { revokeOrderPoints } from './points';
import { WALLET_MESSAGES } from './rules';
import {
  balanceOf, call, expectCodedError, expectFieldError, expectLedgersBalanced, newCustomer, newStaff, storedHistory, storedPoints,
} from './test-support';

let t: TestApp;
let f: Fixture;
let staff: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  f = await loadFixture(t);
  staff = await newStaff(t);
  // Many orders are placed here, and refunds keep their stock: no stock runs out.
  await t.database.db.update(stocks).set({ quantity: 10_000 });
});
afterAll(async () => { await t.close(); });

const convert = (token: string | null, points: unknown) => call(t, 'POST', '/dashboard/user/point/convert', token, { points });
const cashback = (body: Record<string, unknown>, query = '') => call(t, 'POST', `/rest/cashback/check${query}`, null, body);
const pointsOf = async (token: string) => (await call(t, 'GET', '/dashboard/user/profile/show', token)).body.data.points as number;
const pointsFigures = async (token: string) => {
  const { points, points_debt, points_worth } = (await call(t, 'GET', '/dashboard/user/profile/show', token)).body.data;
  return { points, points_debt, points_worth };
};
const lastPoints = async (userId: number) => (await storedPoints(t, userId)).at(-1);

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

/** The customer asks for a refund of `orderId`, and staff approve it. */
async function approveRefund(customer: { token: string }, orderId: number) {
  const asked = await call(t, 'POST', '/dashboard/user/order-refunds', customer.token, { order_id: orderId, cause: 'Wrong dish' });
  const approved = await call(t, 'POST', `/dashboard/staff/order-refunds/${asked.body.data.id}/status`, staff.token, { status: 'approved' });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
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

  it('are taken back in full when the order\'s refund is approved: what was converted is owed, and paid first by the next points', async () => {
    const customer = await customerWithDeliveries(3);
    const [first, second] = customer.orders;
    const earnedBy = (order: { total: number }) => Math.floor(order.total / 100);
    await approveRefund(customer, first.id);
    expect(await lastPoints(customer.id)).toMatchObject({ type: 'revoked', points: -earnedBy(first), orderId: first.id, note: null });
    // The rest is converted before the second refund: the balance holds nothing of it any more.
    expect((await convert(customer.token, customer.earned - earnedBy(first))).status).toBe(200);
    await approveRefund(customer, second.id);
    expect(await lastPoints(customer.id)).toMatchObject({ type: 'revoked', points: -earnedBy(second), note: `${earnedBy(second)} points owed` });
    expect(await pointsFigures(customer.token)).toEqual({ points: 0, points_debt: earnedBy(second), points_worth: 0 });
    expectCodedError(await convert(customer.token, 50), 'ERROR_471', WALLET_MESSAGES.insufficientPoints, 'points');
    await expectLedgersBalanced(t);

    const next = await placeTestOrder(t, customer.id, { lines: 2 });
    await moveTo(t, next.id, 'delivered');
    expect(await lastPoints(customer.id)).toMatchObject({
      type: 'earned', points: earnedBy(next), orderId: next.id, note: `${earnedBy(second)} points paid what was owed`,
    });
    expect(await pointsFigures(customer.token)).toMatchObject({ points: earnedBy(next) - earnedBy(second), points_debt: 0 });
    await expectLedgersBalanced(t);
  });

  it('are taken back once, however often the take-back runs', async () => {
    const customer = await customerWithDeliveries(1);
    const [order] = customer.orders;
    await approveRefund(customer, order.id);
    await t.database.db.transaction((tx) => revokeOrderPoints(tx, order.id, new Date()));
    expect((await storedPoints(t, customer.id)).map((row) => [row.type, row.points])).toEqual([['earned', customer.earned], ['revoked', -customer.earned]]);
    expect(await pointsFigures(customer.token)).toMatchObject({ points: 0, points_debt: 0 });
  });

  it('never leave a balance below zero or out of step with its history when a conversion and the refund approval race', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, async () => {
      const customer = await newCustomer(t);
      const orders = [await placeTestOrder(t, customer.id, { payment: 'wallet' }), await placeTestOrder(t, customer.id, { payment: 'wallet' })];
      for (const order of orders) await moveTo(t, order.id, 'delivered');
      const refund = (await call(t, 'POST', '/dashboard/user/order-refunds', customer.token, { order_id: orders[0].id, cause: 'Cold' })).body.data;
      return { ...customer, orders, refund, earned: orders.reduce((sum, order) => sum + Math.floor(order.total / 100), 0) };
    }));
    const raced = await Promise.all(customers.map((customer) => Promise.all([
      convert(customer.token, customer.earned),
      call(t, 'POST', `/dashboard/staff/order-refunds/${customer.refund.id}/status`, staff.token, { status: 'approved' }),
    ])));
    for (const [i, [converted, approved]] of raced.entries()) {
      const { orders, earned, token } = customers[i];
      const taken = Math.floor(orders[0].total / 100);
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect([200, 400]).toContain(converted.status);
      // Converted first: everything it earned was converted, so the refunded order's points are owed.
      const expected = converted.status === 200 ? { points: 0, points_debt: taken } : { points: earned - taken, points_debt: 0 };
      expect(await pointsFigures(token)).toMatchObject(expected);
    }
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
    // More than any balance column holds is refused as any other excess, never a failure of the database.
    for (const points of [2 ** 31, Number.MAX_SAFE_INTEGER]) {
      expectCodedError(await convert(customer.token, points), 'ERROR_471', WALLET_MESSAGES.insufficientPoints, 'points');
    }
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
