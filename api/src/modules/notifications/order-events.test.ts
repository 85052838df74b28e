import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fakeClock, type TestApp } from '../../testing/test-app';
import { moveTo, placeTestOrder } from '../../testing/orders';
import { newStaff } from '../../testing/customers';
import { orderEffects } from '../../app';
import { changeStatus, createKitchenSimulator } from '../orders';
import { ORDER_STATUS_MESSAGES } from './messages';
import { call, newCustomer, setLanguage, storedNotifications } from './test-support';

let t: TestApp;
let staff: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaff(t);
});
afterAll(async () => { await t.close(); });

const setStatus = (id: number, status: string) => call(t, 'POST', `/dashboard/staff/orders/${id}/status`, staff.token, { status });
const turn = (token: string, type: string, active: boolean) =>
  call(t, 'POST', '/dashboard/user/update/notifications', token, { notifications: [{ type, active }] });
const bodies = async (userId: number) => (await storedNotifications(t, userId)).map((row) => row.body);

describe('order status notifications', () => {
  it("a staff change creates exactly one status_changed notification for the order's owner", async () => {
    const owner = await newCustomer(t);
    const order = await placeTestOrder(t, owner.id);
    expect(await storedNotifications(t, owner.id)).toEqual([]); // placing it notifies nobody
    expect((await setStatus(order.id, 'accepted')).status).toBe(200);

    const stored = await storedNotifications(t, owner.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      type: 'status_changed', title: String(order.id), body: 'Your order is accepted, Will Start Cooking soon',
      data: { id: order.id, status: 'accepted', type: 'status_changed' }, orderId: order.id, clientId: staff.id, readAt: null,
    });
    expect(await storedNotifications(t, staff.id)).toEqual([]);
    const [shown] = (await call(t, 'GET', '/dashboard/notifications', owner.token)).body.data;
    expect(shown).toMatchObject({
      id: stored[0].id, title: String(order.id), order: { id: order.id }, client: { id: staff.id, firstname: 'Cart' }, blog: null,
    });
    expect((await call(t, 'GET', '/dashboard/user/profile/notifications-statistic', owner.token)).body)
      .toMatchObject({ notification: 1, status_changed: 1 });
  });

  it('notifies every step with the spec message, and a refused change notifies nobody', async () => {
    const owner = await newCustomer(t);
    const order = await placeTestOrder(t, owner.id);
    for (const status of ['accepted', 'ready', 'on_a_way', 'delivered']) expect((await setStatus(order.id, status)).status).toBe(200);
    expect((await setStatus(order.id, 'canceled')).status).toBe(400);
    expect(await bodies(owner.id)).toEqual([
      ORDER_STATUS_MESSAGES.accepted.en, ORDER_STATUS_MESSAGES.ready.en, ORDER_STATUS_MESSAGES.on_a_way.en, ORDER_STATUS_MESSAGES.delivered.en,
    ]);
    expect(ORDER_STATUS_MESSAGES.on_a_way.en).toBe('Your order in the courier. He rushes to you :(');
    expect(ORDER_STATUS_MESSAGES.delivered.en).toBe('Your order is delivered. Enjoy!');
  });

  it("is written in the owner's language, else the default one", async () => {
    const cases: [string | null, string][] = [
      ['fr', 'Votre commande est prête. Venez la récupérer'],
      ['ar', 'طلبك جاهز. يرجى استلامه'],
      ['de', 'Your order is ready. Please Pick your order'],
      [null, 'Your order is ready. Please Pick your order'],
    ];
    for (const [lang, expected] of cases) {
      const owner = await newCustomer(t);
      await setLanguage(t, owner.id, lang);
      const order = await placeTestOrder(t, owner.id);
      await moveTo(t, order.id, 'ready');
      const stored = await storedNotifications(t, owner.id);
      expect(stored.map((row) => row.data), String(lang)).toEqual([
        { id: order.id, status: 'accepted', type: 'status_changed' }, { id: order.id, status: 'ready', type: 'status_changed' },
      ]);
      expect(stored[1].body, String(lang)).toBe(expected);
    }
  });

  it("the customer's own cancel notifies them, as its client", async () => {
    const owner = await newCustomer(t);
    await setLanguage(t, owner.id, 'fr');
    const order = await placeTestOrder(t, owner.id);
    expect((await call(t, 'POST', `/dashboard/user/orders/${order.id}/status/change?status=canceled`, owner.token)).status).toBe(200);
    expect(await storedNotifications(t, owner.id)).toMatchObject([
      { body: 'Votre commande est annulée', clientId: owner.id, data: { id: order.id, status: 'canceled', type: 'status_changed' } },
    ]);
  });

  it("the kitchen simulator's change notifies the owner, with no client", async () => {
    const clock = fakeClock(new Date('2031-01-01T12:00:00Z'));
    const kitchen = createKitchenSimulator({ db: t.database.db, clock, stepMs: 1000, effects: orderEffects });
    const owner = await newCustomer(t);
    const order = await placeTestOrder(t, owner.id, { at: clock() });
    clock.advance(1000);
    await kitchen.tick();
    const stored = await storedNotifications(t, owner.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ orderId: order.id, clientId: null, body: ORDER_STATUS_MESSAGES.accepted.en, createdAt: clock() });
    const [shown] = (await call(t, 'GET', '/dashboard/notifications', owner.token)).body.data;
    expect(shown).toMatchObject({ client: null, order: { id: order.id }, created_at: '2031-01-01 12:00:01Z' });
  });

  it('stops when the owner turns status_changed off, and comes back when turned on', async () => {
    const owner = await newCustomer(t);
    const order = await placeTestOrder(t, owner.id);
    expect((await turn(owner.token, 'status_changed', false)).status).toBe(200);
    await setStatus(order.id, 'accepted');
    expect(await storedNotifications(t, owner.id)).toEqual([]);
    // Another type off changes nothing for orders.
    await turn(owner.token, 'status_changed', true);
    await turn(owner.token, 'news_publish', false);
    await setStatus(order.id, 'ready');
    expect(await bodies(owner.id)).toEqual([ORDER_STATUS_MESSAGES.ready.en]);
  });

  it('is stored in the transaction of the change: a rolled back change leaves no notification', async () => {
    const owner = await newCustomer(t);
    const order = await placeTestOrder(t, owner.id);
    await expect(t.database.db.transaction(async (tx) => {
      await changeStatus(tx, orderEffects, order.id, 'accepted', null, new Date());
      throw new Error('the change fails after the status was recorded');
    })).rejects.toThrow('the change fails');
    expect(await storedNotifications(t, owner.id)).toEqual([]);
  });
});
