import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, expectFieldError, newCustomer, newStaff, type Answer } from '../../testing/customers';
import {
  moveTo, paymentOf, placeTestOrder, slotTaken, stockLevels, storedHistory, walletBalance, WALLET_START,
} from '../../testing/orders';
import { ORDER_MESSAGES } from './status';

let t: TestApp;
let staff: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaff(t);
});
afterAll(async () => { await t.close(); });

const setStatus = (token: string | null, id: number, status: unknown) =>
  call(t, 'POST', `/dashboard/staff/orders/${id}/status`, token, { status });
const staffList = (token: string | null, query = '') => call(t, 'GET', `/dashboard/staff/orders/paginate${query}`, token);
const ids = (answer: Answer) => answer.body.data.map((order: { id: number }) => order.id);

describe('staff only', () => {
  it('answers 401 without a token and 403 ERROR_403 to a customer', async () => {
    const customer = await newCustomer(t);
    const placed = await placeTestOrder(t, customer.id);
    const requests = [
      (token: string | null) => staffList(token),
      (token: string | null) => setStatus(token, placed.id, 'accepted'),
      (token: string | null) => call(t, 'POST', '/dashboard/staff/order-refunds/1/status', token, { status: 'approved' }),
    ];
    for (const request of requests) {
      expect((await request(null)).body).toMatchObject({ statusCode: 'ERROR_100' });
      expect((await request(null)).status).toBe(401);
      const refused = await request(customer.token);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ timestamp: expect.any(String), status: false, statusCode: 'ERROR_403', message: 'Only staff may do this' });
    }
    const orders = await call(t, 'GET', `/dashboard/user/orders/${placed.id}`, customer.token);
    expect(orders.body.data.status).toBe('new');
  });

  it('lets the demo staff account in', async () => {
    const login = await call(t, 'POST', '/auth/login', null, { email: 'staff@storefront.test', password: 'staff-pass-1' });
    expect(login.body.data.user.role).toBe('staff');
    expect((await staffList(login.body.data.access_token)).status).toBe(200);
  });
});

describe('GET /dashboard/staff/orders/paginate', () => {
  it("lists every user's orders, newest first, by status", async () => {
    const [a, b] = [await newCustomer(t), await newCustomer(t)];
    const first = await placeTestOrder(t, a.id);
    const second = await placeTestOrder(t, b.id);
    const all = await staffList(staff.token, '?perPage=2');
    expect(ids(all)).toEqual([second.id, first.id]);
    expect(all.body.data.map((order: { user_id: number }) => order.user_id)).toEqual([b.id, a.id]);
    await moveTo(t, first.id, 'ready');
    expect(ids(await staffList(staff.token, '?status=ready'))).toContain(first.id);
    expect(ids(await staffList(staff.token, '?status=ready'))).not.toContain(second.id);
    expectFieldError(await staffList(staff.token, '?status=lost'), 'status', ORDER_MESSAGES.statusInvalid);
  });
});

describe('POST /dashboard/staff/orders/{id}/status', () => {
  const history = async (id: number) => (await storedHistory(t, id)).map((change) => change.status);

  it('moves a delivery order forward one step at a time, recording each with who did it', async () => {
    const customer = await newCustomer(t);
    const placed = await placeTestOrder(t, customer.id);
    for (const status of ['accepted', 'ready', 'on_a_way', 'delivered']) {
      const answer = await setStatus(staff.token, placed.id, status);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data.status).toBe(status);
    }
    expect(await storedHistory(t, placed.id)).toEqual([
      { status: 'new', changedBy: customer.id }, ...['accepted', 'ready', 'on_a_way', 'delivered'].map((status) => ({ status, changedBy: staff.id })),
    ]);
    const shown = await call(t, 'GET', `/dashboard/user/orders/${placed.id}`, customer.token);
    expect(shown.body.data.status_history.map((change: { status: string }) => change.status))
      .toEqual(['new', 'accepted', 'ready', 'on_a_way', 'delivered']);
  });

  it('takes a pickup order from ready straight to delivered', async () => {
    const customer = await newCustomer(t);
    const placed = await placeTestOrder(t, customer.id, { deliveryType: 'pickup' });
    await moveTo(t, placed.id, 'ready');
    expectFieldError(await setStatus(staff.token, placed.id, 'on_a_way'), 'status', 'The order is ready: it can only become delivered or canceled.');
    expect((await setStatus(staff.token, placed.id, 'delivered')).body.data.status).toBe('delivered');
    expect(await history(placed.id)).toEqual(['new', 'accepted', 'ready', 'delivered']);
  });

  it('refuses skipping a step, going back and changing a finished order', async () => {
    const customer = await newCustomer(t);
    const placed = await placeTestOrder(t, customer.id);
    expectFieldError(await setStatus(staff.token, placed.id, 'ready'), 'status', 'The order is new: it can only become accepted or canceled.');
    expectFieldError(await setStatus(staff.token, placed.id, 'delivered'), 'status', 'The order is new: it can only become accepted or canceled.');
    await moveTo(t, placed.id, 'ready');
    expectFieldError(await setStatus(staff.token, placed.id, 'accepted'), 'status', 'The order is ready: it can only become on_a_way or canceled.');
    expectFieldError(await setStatus(staff.token, placed.id, 'new'), 'status');
    await moveTo(t, placed.id, 'on_a_way');
    expectFieldError(await setStatus(staff.token, placed.id, 'ready'), 'status', 'The order is on_a_way: it can only become delivered.');
    await moveTo(t, placed.id, 'delivered');
    expectFieldError(await setStatus(staff.token, placed.id, 'on_a_way'), 'status', 'The order is delivered: it can no longer change.');
    expectFieldError(await setStatus(staff.token, placed.id, 'canceled'), 'status', ORDER_MESSAGES.notCancelable);
    expect(await history(placed.id)).toEqual(['new', 'accepted', 'ready', 'on_a_way', 'delivered']);
  });

  it('checks the status: unknown → 400, the same → ERROR_252, blank → ERROR_254, missing → Required', async () => {
    const customer = await newCustomer(t);
    const placed = await placeTestOrder(t, customer.id);
    expectFieldError(await setStatus(staff.token, placed.id, 'cooking'), 'status', ORDER_MESSAGES.statusInvalid);
    const same = await setStatus(staff.token, placed.id, 'new');
    expect(same).toMatchObject({ status: 400, body: { statusCode: 'ERROR_252', params: { status: [ORDER_MESSAGES.sameStatus] } } });
    const blank = await setStatus(staff.token, placed.id, ' ');
    expect(blank).toMatchObject({ status: 400, body: { statusCode: 'ERROR_254', params: { status: [ORDER_MESSAGES.statusRequired] } } });
    expectFieldError(await call(t, 'POST', `/dashboard/staff/orders/${placed.id}/status`, staff.token, {}), 'status', 'Required');
    expect(await history(placed.id)).toEqual(['new']);
  });

  it('answers 404 for an unknown order', async () => {
    const answer = await setStatus(staff.token, 2_000_000_000, 'accepted');
    expect(answer.status).toBe(404);
    expect(answer.body.statusCode).toBe('ERROR_404');
  });

  it('cancels until the order leaves the kitchen, with the side effects of a cancel', async () => {
    const customer = await newCustomer(t);
    const slot = { day: '2031-05-06', time: '18:00' };
    const placed = await placeTestOrder(t, customer.id, { payment: 'wallet', slot, lines: 2 });
    const stockIds = placed.taken.map((line) => line.stockId);
    const before = await stockLevels(t, stockIds);
    await moveTo(t, placed.id, 'ready');
    const answer = await setStatus(staff.token, placed.id, 'cancelled');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'canceled', transaction: { status: 'refund' } });
    expect(await walletBalance(t, customer.id)).toBe(WALLET_START);
    expect(await slotTaken(t, placed.shopId, slot)).toBe(0);
    const after = await stockLevels(t, stockIds);
    for (const line of placed.taken) expect(after.get(line.stockId)).toBe(before.get(line.stockId)! + line.quantity);
    expect((await storedHistory(t, placed.id)).at(-1)).toEqual({ status: 'canceled', changedBy: staff.id });

    const onTheWay = await placeTestOrder(t, customer.id);
    await moveTo(t, onTheWay.id, 'on_a_way');
    expectFieldError(await setStatus(staff.token, onTheWay.id, 'canceled'), 'status', ORDER_MESSAGES.notCancelable);
    expect(await paymentOf(t, onTheWay.id)).toMatchObject({ status: 'progress' });
  });
});
