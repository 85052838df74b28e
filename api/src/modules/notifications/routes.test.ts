import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fakeClock, type TestApp } from '../../testing/test-app';
import { placeTestOrder } from '../../testing/orders';
import { addNotification, call, expectFieldError, newCustomer, storedNotifications, type Answer } from './test-support';

const START = new Date('2031-05-01T10:00:00Z');
const clock = fakeClock(START);
let t: TestApp;
beforeAll(async () => { t = await createTestApp(START, { clock }); });
afterAll(async () => { await t.close(); });

const list = (token: string | null, query = '') => call(t, 'GET', `/dashboard/notifications${query}`, token);
const show = (token: string | null, id: number | string) => call(t, 'GET', `/dashboard/notifications/${id}`, token);
const read = (token: string | null, id: number | string) => call(t, 'POST', `/dashboard/notifications/${id}/read-at`, token);
const readAll = (token: string | null) => call(t, 'POST', '/dashboard/notifications/read-all', token);
const statistic = (token: string | null) => call(t, 'GET', '/dashboard/user/profile/notifications-statistic', token);

const ids = (answer: Answer) => answer.body.data.map((notification: { id: number }) => notification.id);
const DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/;
const NO_UNREAD = {
  notification: 0, new_order: 0, new_user_by_referral: 0, status_changed: 0, new_in_table: 0, booking_status: 0, new_booking: 0,
  news_publish: 0, transaction: 0,
};

/** A customer with one notification of each given type, oldest first. */
async function customerWith(types: string[]) {
  const user = await newCustomer(t);
  const created: number[] = [];
  for (const type of types) created.push(await addNotification(t, user.id, { type: type as 'news_publish' }));
  return { ...user, created };
}

describe('every notification route', () => {
  it('needs a signed-in user', async () => {
    const answers = [
      await list(null), await show(null, 1), await read(null, 1), await readAll(null), await statistic(null),
      await call(t, 'GET', '/dashboard/user/notifications', null),
      await call(t, 'POST', '/dashboard/user/update/notifications', null, { notifications: [{ type: 'news_publish', active: false }] }),
      await list('1|not-a-real-token'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ status: false, statusCode: 'ERROR_100' });
    }
  });
});

describe('GET /dashboard/notifications', () => {
  it("lists only the caller's notifications, newest first, 10 a page", async () => {
    const me = await customerWith(Array(12).fill('news_publish'));
    const other = await customerWith(['news_publish', 'status_changed']);
    const first = await list(me.token);
    expect(first.status).toBe(200);
    expect(ids(first)).toEqual([...me.created].reverse().slice(0, 10));
    expect(first.body.data[0]).toMatchObject({ user_id: me.id, read_at: null, created_at: expect.stringMatching(DATE) });
    expect(first.body.meta).toMatchObject({ current_page: 1, per_page: 10, total: 12, last_page: 2, from: 1, to: 10 });
    expect(first.body.links.next).toBe('/api/v1/dashboard/notifications?page=2');
    expect(ids(await list(me.token, '?page=2'))).toEqual([me.created[1], me.created[0]]);

    const five = await list(me.token, '?perPage=5&page=3&sort=desc&column=id');
    expect(ids(five)).toEqual([me.created[1], me.created[0]]);
    expect(five.body.meta).toMatchObject({ per_page: 5, last_page: 3, total: 12, from: 11, to: 12 });
    expect(five.body.links).toMatchObject({ next: null, prev: '/api/v1/dashboard/notifications?perPage=5&page=2&sort=desc&column=id' });

    expect(ids(await list(other.token))).toEqual([...other.created].reverse());
    expect((await list((await newCustomer(t)).token)).body).toMatchObject({ data: [], meta: { total: 0, from: null, to: null } });
  });

  it('shows each notification as the resource: texts, data, owner, dates, client, order and news item', async () => {
    const me = await newCustomer(t);
    const staff = await newCustomer(t);
    const order = await placeTestOrder(t, me.id);
    const id = await addNotification(t, me.id, {
      type: 'status_changed', title: String(order.id), body: 'Your order is ready. Please Pick your order',
      data: { id: order.id, status: 'ready', type: 'status_changed' }, orderId: order.id, clientId: staff.id,
      createdAt: new Date('2031-04-30T08:09:10Z'), updatedAt: new Date('2031-04-30T08:09:10Z'),
    });
    const [notification] = (await list(me.token)).body.data;
    expect(notification).toEqual({
      id, type: 'status_changed', title: String(order.id), body: 'Your order is ready. Please Pick your order',
      data: { id: order.id, status: 'ready', type: 'status_changed' }, user_id: me.id, read_at: null,
      created_at: '2031-04-30 08:09:10Z', updated_at: '2031-04-30 08:09:10Z',
      client: { id: staff.id, firstname: 'Cart', lastname: null, img: null }, order: { id: order.id }, blog: null,
    });
    const plain = await addNotification(t, me.id, { data: {} });
    expect((await show(me.token, plain)).body.data).toMatchObject({ id: plain, data: {}, client: null, order: null, blog: null });
  });

  it('sorts by id, created_at or read_at, either way; read_at desc puts the unread first', async () => {
    const me = await newCustomer(t);
    const at = (day: number) => ({ createdAt: new Date(`2031-01-0${day}T00:00:00Z`) });
    const a = await addNotification(t, me.id, at(3));
    const b = await addNotification(t, me.id, { ...at(1), readAt: new Date('2031-02-01T00:00:00Z') });
    const c = await addNotification(t, me.id, at(2));
    expect(ids(await list(me.token))).toEqual([c, b, a]);
    expect(ids(await list(me.token, '?column=id&sort=asc'))).toEqual([a, b, c]);
    expect(ids(await list(me.token, '?column=created_at&sort=asc'))).toEqual([b, c, a]);
    expect(ids(await list(me.token, '?column=created_at'))).toEqual([a, c, b]);
    expect(ids(await list(me.token, '?column=read_at&sort=desc'))).toEqual([c, a, b]);
    expect(ids(await list(me.token, '?column=read_at&sort=ASC'))).toEqual([b, a, c]);
    expect(ids(await list(me.token, '?column=&sort='))).toEqual([c, b, a]);
  });

  it('filters by one type or a comma-separated list, ignoring unknown types as Foodyman', async () => {
    const me = await customerWith(['news_publish', 'status_changed', 'new_order', 'booking_status', 'new_booking', 'news_publish']);
    const [news1, status, newOrder, booking, newBooking, news2] = me.created;
    expect(ids(await list(me.token, '?type=news_publish'))).toEqual([news2, news1]);
    expect(ids(await list(me.token, '?type=status_changed,new_order'))).toEqual([newOrder, status]);
    expect(ids(await list(me.token, '?type=booking_status, new_booking'))).toEqual([newBooking, booking]);
    expect(ids(await list(me.token, '?type=status_changed,cooking'))).toEqual([status]);
    expect((await list(me.token, '?type=new_in_table')).body.meta.total).toBe(0);
    for (const ignored of ['cooking', '', ',', 'NEWS_PUBLISH']) {
      expect((await list(me.token, `?type=${ignored}`)).body.meta.total, ignored).toBe(6);
    }
    const filtered = await list(me.token, '?type=news_publish&perPage=1');
    expect(filtered.body.meta).toMatchObject({ total: 2, last_page: 2 });
    expect(filtered.body.links.next).toBe('/api/v1/dashboard/notifications?type=news_publish&perPage=1&page=2');
  });

  it('refuses bad paging and order options with 400 naming the field', async () => {
    const me = await newCustomer(t);
    expectFieldError(await list(me.token, '?column=title'), 'column', 'The selected column is invalid.');
    expectFieldError(await list(me.token, '?column=user_id'), 'column', 'The selected column is invalid.');
    expectFieldError(await list(me.token, '?sort=up'), 'sort', 'The selected sort is invalid.');
    expectFieldError(await list(me.token, '?perPage=0'), 'perPage');
    expectFieldError(await list(me.token, '?perPage=101'), 'perPage');
    expectFieldError(await list(me.token, '?page=0'), 'page');
    expectFieldError(await list(me.token, '?page=abc'), 'page');
    expectFieldError(await list(me.token, '?lang=xx'), 'lang');
    expect((await list(me.token, '?perPage=100')).status).toBe(200);
  });
});

describe('GET /dashboard/notifications/{id}', () => {
  it("shows your own notification; another user's or an unknown one is not found", async () => {
    const owner = await customerWith(['news_publish']);
    const stranger = await newCustomer(t);
    const [id] = owner.created;
    const answer = await show(owner.token, id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: true, data: { id, user_id: owner.id, type: 'news_publish', read_at: null } });
    const foreign = await show(stranger.token, id);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ status: false, statusCode: 'ERROR_404' });
    expect((await show(owner.token, 2_000_000_000)).status).toBe(404);
    expectFieldError(await show(owner.token, 'abc'), 'id');
    expectFieldError(await show(owner.token, 0), 'id');
    expectFieldError(await show(owner.token, 2_147_483_648), 'id');
  });
});

describe('POST /dashboard/notifications/{id}/read-at', () => {
  it('marks your notification read once: reading it again keeps the first time', async () => {
    const me = await customerWith(['status_changed', 'news_publish']);
    const [id, other] = me.created;
    const first = await read(me.token, id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: true, data: { id, read_at: '2031-05-01 10:00:00Z', updated_at: '2031-05-01 10:00:00Z' } });
    clock.advance(60_000);
    const again = await read(me.token, id);
    expect(again.body.data).toMatchObject({ id, read_at: '2031-05-01 10:00:00Z', updated_at: '2031-05-01 10:00:00Z' });
    expect((await show(me.token, id)).body.data.read_at).toBe('2031-05-01 10:00:00Z');
    expect((await show(me.token, other)).body.data.read_at).toBeNull();
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const owner = await customerWith(['news_publish']);
    const stranger = await newCustomer(t);
    const answer = await read(stranger.token, owner.created[0]);
    expect(answer.status).toBe(404);
    expect(answer.body.statusCode).toBe('ERROR_404');
    expect((await storedNotifications(t, owner.id))[0].readAt).toBeNull();
    expect((await read(owner.token, 2_000_000_000)).status).toBe(404);
    expectFieldError(await read(owner.token, 'x'), 'id');
  });
});

describe('POST /dashboard/notifications/read-all', () => {
  it("marks all of the caller's unread notifications read, and nobody else's", async () => {
    const me = await customerWith(['news_publish', 'status_changed', 'booking_status']);
    const other = await customerWith(['news_publish']);
    expect((await read(me.token, me.created[0])).status).toBe(200);
    clock.advance(60_000);
    const answer = await readAll(me.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ timestamp: expect.any(String), status: true, message: 'success', data: null });
    const stored = await storedNotifications(t, me.id);
    expect(stored.every((row) => row.readAt !== null)).toBe(true);
    // The one read before keeps its time.
    expect(stored[0].readAt!.getTime()).toBeLessThan(stored[1].readAt!.getTime());
    expect((await storedNotifications(t, other.id))[0].readAt).toBeNull();
    expect((await readAll(me.token)).status).toBe(200);
    expect((await readAll((await newCustomer(t)).token)).status).toBe(200);
  });
});

describe('GET /dashboard/user/profile/notifications-statistic', () => {
  it('counts your unread notifications per type, raw (no envelope), before and after reading', async () => {
    const me = await customerWith(['news_publish', 'news_publish', 'status_changed', 'booking_status', 'new_order']);
    await customerWith(['news_publish', 'status_changed']);
    const before = await statistic(me.token);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ ...NO_UNREAD, notification: 5, news_publish: 2, status_changed: 1, booking_status: 1, new_order: 1 });

    await read(me.token, me.created[0]);
    await read(me.token, me.created[2]);
    expect((await statistic(me.token)).body).toEqual({ ...NO_UNREAD, notification: 3, news_publish: 1, booking_status: 1, new_order: 1 });
    await readAll(me.token);
    expect((await statistic(me.token)).body).toEqual(NO_UNREAD);
    await addNotification(t, me.id, { type: 'status_changed' });
    expect((await statistic(me.token)).body).toEqual({ ...NO_UNREAD, notification: 1, status_changed: 1 });
  });

  it('counts your payments still in progress as transaction', async () => {
    const me = await newCustomer(t);
    const other = await newCustomer(t);
    await placeTestOrder(t, me.id, { payment: 'cash' });
    await placeTestOrder(t, me.id, { payment: 'cash' });
    await placeTestOrder(t, me.id, { payment: 'wallet' });
    await placeTestOrder(t, other.id, { payment: 'cash' });
    expect((await statistic(me.token)).body).toEqual({ ...NO_UNREAD, transaction: 2 });
  });
});
