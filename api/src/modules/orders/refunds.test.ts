import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { pointHistories } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, expectFieldError, newCustomer, newStaff, type Answer } from '../../testing/customers';
import { moveTo, paymentOf, placeTestOrder, walletBalance, WALLET_START } from '../../testing/orders';
import { REFUND_MESSAGES } from './refunds';

let t: TestApp;
let staff: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaff(t);
});
afterAll(async () => { await t.close(); });

const request = (token: string | null, body: unknown) => call(t, 'POST', '/dashboard/user/order-refunds', token, body);
const list = (token: string, query = '') => call(t, 'GET', `/dashboard/user/order-refunds/paginate${query}`, token);
const answer = (token: string, id: number, body: unknown) => call(t, 'POST', `/dashboard/staff/order-refunds/${id}/status`, token, body);
const cancel = (token: string, id: number) => call(t, 'POST', `/dashboard/user/orders/${id}/status/change?status=canceled`, token);
const ids = (page: Answer) => page.body.data.map((refund: { id: number }) => refund.id);

/** A customer with a delivered order (paid by `payment`). */
async function delivered(payment: 'cash' | 'wallet' = 'cash') {
  const customer = await newCustomer(t);
  const order = await placeTestOrder(t, customer.id, { payment });
  await moveTo(t, order.id, 'delivered');
  return { customer, order };
}

describe('POST /dashboard/user/order-refunds', () => {
  it('records a pending request for a delivered or canceled own order, shown on the order', async () => {
    const { customer, order } = await delivered();
    const made = await request(customer.token, { order_id: order.id, cause: '  Cold pizza  ' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toEqual({
      id: expect.any(Number), order_id: order.id, status: 'pending', cause: 'Cold pizza', answer: null,
      created_at: expect.stringMatching(/Z$/), updated_at: expect.stringMatching(/Z$/),
    });
    const shown = await call(t, 'GET', `/dashboard/user/orders/${order.id}`, customer.token);
    expect(shown.body.data.refund).toEqual(made.body.data);

    const canceled = await placeTestOrder(t, customer.id);
    expect((await cancel(customer.token, canceled.id)).status).toBe(200);
    expect((await request(customer.token, { order_id: canceled.id, cause: 'Changed my mind' })).status).toBe(200);
  });

  it('refuses an order that is still open, and a second request', async () => {
    const customer = await newCustomer(t);
    const open = await placeTestOrder(t, customer.id);
    for (const status of ['new', 'accepted', 'on_a_way'] as const) {
      await moveTo(t, open.id, status);
      expectFieldError(await request(customer.token, { order_id: open.id, cause: 'Late' }), 'order_id', REFUND_MESSAGES.notRefundable);
    }
    await moveTo(t, open.id, 'delivered');
    expect((await request(customer.token, { order_id: open.id, cause: 'Late' })).status).toBe(200);
    expectFieldError(await request(customer.token, { order_id: open.id, cause: 'Again' }), 'order_id', REFUND_MESSAGES.alreadyRequested);
  });

  it("answers 404 for another user's order and an unknown one", async () => {
    const { order } = await delivered();
    const stranger = await newCustomer(t);
    const foreign = await request(stranger.token, { order_id: order.id, cause: 'Mine?' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.statusCode).toBe('ERROR_404');
    expect((await request(stranger.token, { order_id: 2_000_000_000, cause: 'x' })).status).toBe(404);
    expect((await list(stranger.token)).body.data).toEqual([]);
  });

  it('checks the body', async () => {
    const { customer, order } = await delivered();
    expectFieldError(await request(customer.token, { order_id: order.id, cause: '   ' }), 'cause', 'The cause field is required.');
    expectFieldError(await request(customer.token, { order_id: order.id, cause: 'x'.repeat(501) }), 'cause',
      'The cause may not be greater than 500 characters.');
    expectFieldError(await request(customer.token, { order_id: order.id }), 'cause', 'Required');
    expectFieldError(await request(customer.token, { cause: 'x' }), 'order_id', 'Required');
    expectFieldError(await request(customer.token, { order_id: 0, cause: 'x' }), 'order_id', 'The selected order_id is invalid.');
    expect((await request(null, { order_id: order.id, cause: 'x' })).status).toBe(401);
    expect((await request(customer.token, { order_id: order.id, cause: 'x'.repeat(500) })).status).toBe(200);
  });
});

describe('GET /dashboard/user/order-refunds/paginate', () => {
  it("lists the caller's requests only, newest first, a page at a time", async () => {
    const customer = await newCustomer(t);
    const made: number[] = [];
    for (let i = 0; i < 3; i++) {
      const order = await placeTestOrder(t, customer.id);
      await moveTo(t, order.id, 'delivered');
      made.push((await request(customer.token, { order_id: order.id, cause: `cause ${i}` })).body.data.id);
    }
    const other = await delivered();
    await request(other.customer.token, { order_id: other.order.id, cause: 'other' });
    const all = await list(customer.token);
    expect(ids(all)).toEqual([...made].reverse());
    expect(all.body.meta).toMatchObject({ total: 3, per_page: 10 });
    const second = await list(customer.token, '?perPage=2&page=2');
    expect(ids(second)).toEqual([made[0]]);
    expect(second.body.meta).toMatchObject({ current_page: 2, last_page: 2, total: 3 });
    expectFieldError(await list(customer.token, '?perPage=500'), 'perPage');
  });
});

describe('POST /dashboard/staff/order-refunds/{id}/status', () => {
  const requested = async (payment: 'cash' | 'wallet') => {
    const { customer, order } = await delivered(payment);
    const refund = (await request(customer.token, { order_id: order.id, cause: 'Wrong dish' })).body.data;
    return { customer, order, refund };
  };

  it('approves a wallet-paid order: the money goes back to the wallet once', async () => {
    const { customer, order, refund } = await requested('wallet');
    expect(await walletBalance(t, customer.id)).toBe(WALLET_START - order.total);
    const approved = await answer(staff.token, refund.id, { status: 'approved', answer: '  Sorry!  ' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ id: refund.id, status: 'approved', answer: 'Sorry!' });
    expect(await walletBalance(t, customer.id)).toBe(WALLET_START);
    expect(await paymentOf(t, order.id)).toMatchObject({ status: 'refund' });
    expectFieldError(await answer(staff.token, refund.id, { status: 'rejected' }), 'status', REFUND_MESSAGES.alreadyAnswered);
    expect(await walletBalance(t, customer.id)).toBe(WALLET_START);
    const shown = await call(t, 'GET', `/dashboard/user/orders/${order.id}`, customer.token);
    expect(shown.body.data.refund).toMatchObject({ status: 'approved', answer: 'Sorry!' });
  });

  it('undoes the order once when two approvals arrive at once: the money back once, its points taken back once', async () => {
    const { customer, order, refund } = await requested('wallet');
    const earned = Math.floor(order.total / 100);
    const answers = await Promise.all([0, 1].map(() => answer(staff.token, refund.id, { status: 'approved' })));
    expect(answers.map((one) => one.status).sort()).toEqual([200, 400]);
    expect(await walletBalance(t, customer.id)).toBe(WALLET_START);
    const points = await t.database.db.select().from(pointHistories).where(eq(pointHistories.orderId, order.id)).orderBy(asc(pointHistories.id));
    expect(points.map((row) => [row.type, row.points])).toEqual([['earned', earned], ['revoked', -earned]]);
  });

  it('does not pay back a canceled wallet order twice', async () => {
    const customer = await newCustomer(t);
    const order = await placeTestOrder(t, customer.id, { payment: 'wallet' });
    await cancel(customer.token, order.id);
    expect(await walletBalance(t, customer.id)).toBe(WALLET_START);
    const refund = (await request(customer.token, { order_id: order.id, cause: 'Canceled' })).body.data;
    expect((await answer(staff.token, refund.id, { status: 'approved' })).status).toBe(200);
    expect(await walletBalance(t, customer.id)).toBe(WALLET_START);
  });

  it('rejects without moving money, and approves a cash order without a wallet credit', async () => {
    const wallet = await requested('wallet');
    const rejected = await answer(staff.token, wallet.refund.id, { status: 'rejected', answer: '' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', answer: null });
    expect(await walletBalance(t, wallet.customer.id)).toBe(WALLET_START - wallet.order.total);
    expect(await paymentOf(t, wallet.order.id)).toMatchObject({ status: 'paid' });

    const cash = await requested('cash');
    expect((await answer(staff.token, cash.refund.id, { status: 'approved' })).body.data.status).toBe('approved');
    expect(await walletBalance(t, cash.customer.id)).toBe(0);
    expect(await paymentOf(t, cash.order.id)).toMatchObject({ status: 'progress' });
  });

  it('checks the body and the refund', async () => {
    const { customer, refund } = await requested('cash');
    expectFieldError(await answer(staff.token, refund.id, { status: 'pending' }), 'status', REFUND_MESSAGES.statusInvalid);
    expectFieldError(await answer(staff.token, refund.id, { status: 'accepted' }), 'status', REFUND_MESSAGES.statusInvalid);
    expectFieldError(await answer(staff.token, refund.id, {}), 'status', 'Required');
    expectFieldError(await answer(staff.token, refund.id, { status: 'approved', answer: 'x'.repeat(501) }), 'answer',
      'The answer may not be greater than 500 characters.');
    expect((await answer(staff.token, 2_000_000_000, { status: 'approved' })).status).toBe(404);
    expect((await answer(customer.token, refund.id, { status: 'approved' })).status).toBe(403);
    expect((await list(customer.token)).body.data[0]).toMatchObject({ id: refund.id, status: 'pending' });
  });
});
