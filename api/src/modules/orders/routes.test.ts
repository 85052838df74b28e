import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, expectFieldError, newCustomer, type Answer } from '../../testing/customers';
import {
  moveTo, paymentOf, placeTestOrder, slotTaken, stockLevels, storedHistory, walletBalance, WALLET_START, type TestOrder,
} from '../../testing/orders';
import { ORDER_MESSAGES } from './status';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const list = (token: string | null, query = '') => call(t, 'GET', `/dashboard/user/orders/paginate${query}`, token);
const show = (token: string | null, id: number | string) => call(t, 'GET', `/dashboard/user/orders/${id}`, token);
const change = (token: string, id: number, query: string, body?: unknown) =>
  call(t, 'POST', `/dashboard/user/orders/${id}/status/change${query}`, token, body);
const cancel = (token: string, id: number) => change(token, id, '?status=canceled');

const ids = (answer: Answer) => answer.body.data.map((order: { id: number }) => order.id);

/** A refusal with an order error code, its message also on `status`. */
function expectStatusError(answer: Answer, statusCode: string, message: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body).toMatchObject({ status: false, statusCode, message, params: { status: [message] } });
}

async function statusOf(id: number) {
  const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row.status;
}

/** What a held order keeps: the stock levels of its stocks. */
const levelsOf = (order: TestOrder) => stockLevels(t, order.taken.map((line) => line.stockId));

describe('GET /dashboard/user/orders/paginate', () => {
  it('needs a signed-in user', async () => {
    expect((await list(null)).status).toBe(401);
    expect((await list('1|not-a-real-token')).body).toMatchObject({ statusCode: 'ERROR_100' });
  });

  it("lists only the caller's orders, newest first, a page at a time", async () => {
    const user = await newCustomer(t);
    const other = await newCustomer(t);
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push((await placeTestOrder(t, user.id)).id);
    await placeTestOrder(t, other.id);

    const all = await list(user.token);
    expect(all.status).toBe(200);
    expect(ids(all)).toEqual([...placed].reverse());
    expect(all.body.meta).toMatchObject({ current_page: 1, per_page: 10, total: 3, last_page: 1, from: 1, to: 3 });

    const first = await list(user.token, '?perPage=2');
    expect(ids(first)).toEqual([placed[2], placed[1]]);
    expect(first.body.meta).toMatchObject({ total: 3, last_page: 2, per_page: 2 });
    expect(first.body.links.next).toBe('/api/v1/dashboard/user/orders/paginate?perPage=2&page=2');
    const second = await list(user.token, '?perPage=2&page=2');
    expect(ids(second)).toEqual([placed[0]]);
    expect(second.body.links.next).toBeNull();

    expect(ids(await list(other.token))).toHaveLength(1);
    expect((await list((await newCustomer(t)).token)).body).toMatchObject({ data: [], meta: { total: 0, from: null, to: null } });
  });

  it('filters by one status, reading cancelled as canceled', async () => {
    const user = await newCustomer(t);
    const kept = await placeTestOrder(t, user.id);
    const canceled = await placeTestOrder(t, user.id);
    expect((await cancel(user.token, canceled.id)).status).toBe(200);

    expect(ids(await list(user.token, '?status=new'))).toEqual([kept.id]);
    expect(ids(await list(user.token, '?status=canceled'))).toEqual([canceled.id]);
    expect(ids(await list(user.token, '?status=cancelled'))).toEqual([canceled.id]);
    expect(ids(await list(user.token, '?status=delivered'))).toEqual([]);
    expect(ids(await list(user.token, '?status='))).toEqual([canceled.id, kept.id]);
    expect((await list(user.token, '?status=canceled&perPage=1')).body.links.first)
      .toBe('/api/v1/dashboard/user/orders/paginate?status=canceled&perPage=1&page=1');
    expectFieldError(await list(user.token, '?status=cooking'), 'status', ORDER_MESSAGES.statusInvalid);
  });

  it('filters by Foodyman\'s statuses[], in each list form', async () => {
    const user = await newCustomer(t);
    const active = await placeTestOrder(t, user.id);
    const canceled = await placeTestOrder(t, user.id);
    expect((await cancel(user.token, canceled.id)).status).toBe(200);

    const activeTab = '?page=1&perPage=10&statuses[0]=new&statuses[1]=accepted&statuses[2]=ready&statuses[3]=on_a_way';
    expect(ids(await list(user.token, activeTab))).toEqual([active.id]);
    expect(ids(await list(user.token, '?statuses%5B0%5D=delivered&statuses%5B1%5D=canceled'))).toEqual([canceled.id]);
    expect(ids(await list(user.token, '?statuses[]=new&statuses[]=cancelled'))).toEqual([canceled.id, active.id]);
    expect(ids(await list(user.token, '?statuses=canceled'))).toEqual([canceled.id]);
    expect(ids(await list(user.token, '?statuses[0]=&statuses[1]='))).toEqual([canceled.id, active.id]);
    expectFieldError(await list(user.token, '?statuses[0]=new&statuses[1]=cooking'), 'statuses.1', 'The selected statuses.1 is invalid.');
  });

  it('reads order_statuses as Foodyman\'s flag: by status along the way, newest first within each', async () => {
    const user = await newCustomer(t);
    const [first, second, third, fourth] = [
      await placeTestOrder(t, user.id), await placeTestOrder(t, user.id), await placeTestOrder(t, user.id), await placeTestOrder(t, user.id),
    ];
    expect((await cancel(user.token, second.id)).status).toBe(200);
    await moveTo(t, first.id, 'ready');
    // Another customer's orders never show, sorted or not.
    const other = await newCustomer(t);
    await placeTestOrder(t, other.id);
    expect(ids(await list(user.token))).toEqual([fourth.id, third.id, second.id, first.id]);
    for (const flag of ['true', '1']) {
      expect(ids(await list(user.token, `?order_statuses=${flag}`)), flag).toEqual([fourth.id, third.id, first.id, second.id]);
    }
    for (const flag of ['false', '0']) expect(ids(await list(user.token, `?order_statuses=${flag}`)), flag).toEqual([fourth.id, third.id, second.id, first.id]);
    // The Foodyman client's own request: the flag with the active tab's statuses[], column and sort.
    const activeTab = await list(user.token, '?currency_id=1&order_statuses=true&perPage=100&column=id&sort=desc&locale=en'
      + '&statuses%5B0%5D=new&statuses%5B1%5D=accepted&statuses%5B2%5D=ready&statuses%5B3%5D=on_a_way');
    expect(activeTab.status, JSON.stringify(activeTab.body)).toBe(200);
    expect(ids(activeTab)).toEqual([fourth.id, third.id, first.id]);
    expectFieldError(await list(user.token, '?order_statuses=maybe'), 'order_statuses', 'must be boolean');
  });

  it('checks page and perPage', async () => {
    const user = await newCustomer(t);
    expectFieldError(await list(user.token, '?perPage=101'), 'perPage');
    expectFieldError(await list(user.token, '?perPage=0'), 'perPage');
    expectFieldError(await list(user.token, '?page=0'), 'page');
  });
});

describe('GET /dashboard/user/orders/{id}', () => {
  it('shows an own order with its lines, add-ons, payment and status history', async () => {
    const user = await newCustomer(t);
    const placed = await placeTestOrder(t, user.id, { lines: 2, payment: 'wallet' });
    const answer = await show(user.token, placed.id);
    expect(answer.status).toBe(200);
    const order = answer.body.data;
    expect(order).toMatchObject({
      id: placed.id, user_id: user.id, shop_id: placed.shopId, status: 'new', payment_type: 'wallet', delivery_type: 'delivery',
      total_price: placed.total / 100, order_details_count: 2, asap: true, refund: null,
      transaction: { status: 'paid', price: placed.total / 100, payment_system: { tag: 'wallet' } },
      status_history: [{ status: 'new', created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/) }],
      shop: { id: placed.shopId, translation: { locale: 'en' } },
    });
    expect(order.details).toHaveLength(2);
    expect(order.details[0].addons).toHaveLength(1);
    expect(order.details[0].addons[0]).toMatchObject({ stock_id: placed.taken[1].stockId, quantity: 1 });
    // The list shows the same resource.
    expect((await list(user.token)).body.data[0]).toEqual(order);
  });

  it("answers 404 for another user's order and for an unknown one", async () => {
    const owner = await newCustomer(t);
    const stranger = await newCustomer(t);
    const placed = await placeTestOrder(t, owner.id);
    const foreign = await show(stranger.token, placed.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ status: false, statusCode: 'ERROR_404' });
    expect((await show(owner.token, 2_000_000_000)).status).toBe(404);
    expectFieldError(await show(owner.token, 'abc'), 'id');
    expect((await show(null, placed.id)).status).toBe(401);
  });
});

describe('POST /dashboard/user/orders/{id}/status/change', () => {
  it('cancels a new order (status in the query): stock back, cash payment canceled, history recorded', async () => {
    const user = await newCustomer(t);
    const placed = await placeTestOrder(t, user.id, { lines: 2 });
    const before = await levelsOf(placed);
    const answer = await cancel(user.token, placed.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: placed.id, status: 'canceled', transaction: { status: 'canceled' } });
    expect(answer.body.data.status_history.map((change: { status: string }) => change.status)).toEqual(['new', 'canceled']);
    expect(await storedHistory(t, placed.id)).toEqual([{ status: 'new', changedBy: user.id }, { status: 'canceled', changedBy: user.id }]);
    const after = await levelsOf(placed);
    for (const line of placed.taken) expect(after.get(line.stockId)).toBe(before.get(line.stockId)! + line.quantity);
  });

  it('takes the status from a JSON body too, and reads cancelled as canceled', async () => {
    const user = await newCustomer(t);
    const placed = await placeTestOrder(t, user.id);
    const answer = await change(user.token, placed.id, '', { status: 'cancelled' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe('canceled');
  });

  it('puts a wallet payment back into the wallet', async () => {
    const user = await newCustomer(t);
    const placed = await placeTestOrder(t, user.id, { payment: 'wallet' });
    expect(await walletBalance(t, user.id)).toBe(WALLET_START - placed.total);
    const answer = await cancel(user.token, placed.id);
    expect(answer.body.data.transaction).toMatchObject({ status: 'refund' });
    expect(await walletBalance(t, user.id)).toBe(WALLET_START);
    expect(await paymentOf(t, placed.id)).toMatchObject({ status: 'refund' });
  });

  it('releases the scheduled slot of a scheduled order', async () => {
    const user = await newCustomer(t);
    const slot = { day: '2031-03-04', time: '12:30' };
    const placed = await placeTestOrder(t, user.id, { slot });
    await placeTestOrder(t, user.id, { slot });
    expect(await slotTaken(t, placed.shopId, slot)).toBe(2);
    expect((await cancel(user.token, placed.id)).status).toBe(200);
    expect(await slotTaken(t, placed.shopId, slot)).toBe(1);
  });

  it('refuses any other status: a customer may only cancel', async () => {
    const user = await newCustomer(t);
    const placed = await placeTestOrder(t, user.id);
    for (const status of ['delivered', 'accepted', 'new', 'cooking']) {
      expectFieldError(await change(user.token, placed.id, `?status=${status}`), 'status', ORDER_MESSAGES.onlyCancel);
    }
    expect(await statusOf(placed.id)).toBe('new');
    expect(await storedHistory(t, placed.id)).toHaveLength(1);
  });

  it('answers ERROR_254 without a status and ERROR_252 for the same status', async () => {
    const user = await newCustomer(t);
    const placed = await placeTestOrder(t, user.id);
    expectStatusError(await change(user.token, placed.id, ''), 'ERROR_254', ORDER_MESSAGES.statusRequired);
    expectStatusError(await change(user.token, placed.id, '?status='), 'ERROR_254', ORDER_MESSAGES.statusRequired);
    expect((await cancel(user.token, placed.id)).status).toBe(200);
    const before = await levelsOf(placed);
    expectStatusError(await cancel(user.token, placed.id), 'ERROR_252', ORDER_MESSAGES.sameStatus);
    // Canceling twice gives nothing back twice.
    expect(await levelsOf(placed)).toEqual(before);
    expect(await storedHistory(t, placed.id)).toHaveLength(2);
  });

  it('cancels once when two cancels race: stock and money come back once', async () => {
    const user = await newCustomer(t);
    const placed = await placeTestOrder(t, user.id, { payment: 'wallet' });
    const before = await levelsOf(placed);
    const answers = await Promise.all([cancel(user.token, placed.id), cancel(user.token, placed.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)!.body.statusCode).toBe('ERROR_252');
    const after = await levelsOf(placed);
    for (const line of placed.taken) expect(after.get(line.stockId)).toBe(before.get(line.stockId)! + line.quantity);
    expect(await walletBalance(t, user.id)).toBe(WALLET_START);
    expect(await storedHistory(t, placed.id)).toHaveLength(2);
  });

  it('refuses an order that is no longer new', async () => {
    const user = await newCustomer(t);
    const placed = await placeTestOrder(t, user.id);
    await moveTo(t, placed.id, 'accepted');
    expectFieldError(await cancel(user.token, placed.id), 'status', ORDER_MESSAGES.notCancelable);
    expect(await statusOf(placed.id)).toBe('accepted');
  });

  it("answers 404 for another user's order and changes nothing", async () => {
    const owner = await newCustomer(t);
    const stranger = await newCustomer(t);
    const placed = await placeTestOrder(t, owner.id, { payment: 'wallet' });
    const before = await levelsOf(placed);
    const answer = await cancel(stranger.token, placed.id);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ statusCode: 'ERROR_404' });
    expect(await statusOf(placed.id)).toBe('new');
    expect(await levelsOf(placed)).toEqual(before);
    expect(await paymentOf(t, placed.id)).toMatchObject({ status: 'paid' });
    expect((await cancel(owner.token, 2_000_000_000)).status).toBe(404);
  });
});
