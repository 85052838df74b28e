import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, expectFieldError, newCustomer } from './test-support';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const settings = (token: string) => call(t, 'GET', '/dashboard/user/notifications', token);
const update = (token: string, payload: unknown) => call(t, 'POST', '/dashboard/user/update/notifications', token, payload);

const ALL_ON = [
  { id: 1, type: 'new_order', active: true },
  { id: 2, type: 'new_user_by_referral', active: true },
  { id: 3, type: 'status_changed', active: true },
  { id: 4, type: 'new_in_table', active: true },
  { id: 5, type: 'booking_status', active: true },
  { id: 6, type: 'new_booking', active: true },
  { id: 7, type: 'news_publish', active: true },
];
const withStates = (states: Record<string, boolean>) => ALL_ON.map((setting) => ({ ...setting, active: states[setting.type] ?? true }));

describe('GET /dashboard/user/notifications', () => {
  it('lists every type, each on until the user turns it off', async () => {
    const me = await newCustomer(t);
    const answer = await settings(me.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ timestamp: expect.any(String), status: true, message: 'success', data: ALL_ON });
  });
});

describe('POST /dashboard/user/update/notifications', () => {
  it('turns types off and on again, keeping the types not sent, and answers the whole list', async () => {
    const me = await newCustomer(t);
    const off = await update(me.token, { notifications: [{ type: 'news_publish', active: false }, { type: 'status_changed', active: false }] });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data).toEqual(withStates({ news_publish: false, status_changed: false }));
    expect((await settings(me.token)).body.data).toEqual(withStates({ news_publish: false, status_changed: false }));

    const on = await update(me.token, { notifications: [{ type: 'status_changed', active: true }] });
    expect(on.body.data).toEqual(withStates({ news_publish: false }));
    // The same type twice: the last entry wins.
    const twice = await update(me.token, { notifications: [{ type: 'new_booking', active: true }, { type: 'new_booking', active: false }] });
    expect(twice.body.data).toEqual(withStates({ news_publish: false, new_booking: false }));
  });

  it('takes Foodyman\'s notification_id for the type, as Foodyman clients send it', async () => {
    const me = await newCustomer(t);
    const off = await update(me.token, { notifications: [{ notification_id: 7, active: false }, { notification_id: 3, active: false }] });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data).toEqual(withStates({ news_publish: false, status_changed: false }));
    const typeWins = await update(me.token, { notifications: [{ type: 'news_publish', notification_id: 3, active: true }] });
    expect(typeWins.body.data).toEqual(withStates({ status_changed: false }));
    for (const id of [0, 8, -1]) {
      expectFieldError(await update(me.token, { notifications: [{ notification_id: id, active: true }] }), 'notifications.0.notification_id',
        'The selected notifications.0.notification_id is invalid.');
    }
  });

  it("changes only the caller's settings", async () => {
    const me = await newCustomer(t);
    const other = await newCustomer(t);
    await update(me.token, { notifications: [{ type: 'news_publish', active: false }] });
    expect((await settings(other.token)).body.data).toEqual(ALL_ON);
  });

  it('refuses bad input with 400 naming the field, changing nothing', async () => {
    const me = await newCustomer(t);
    const cases: [unknown, string, string?][] = [
      [{ notifications: [{ type: 'news_publish', active: false }, { type: 'cooking', active: false }] }, 'notifications.1.type',
        'The selected notifications.1.type is invalid.'],
      [{ notifications: [{ type: '', active: false }] }, 'notifications.0.type', 'The selected notifications.0.type is invalid.'],
      [{ notifications: [{ active: false }] }, 'notifications.0.type', 'Required'],
      [{ notifications: [{ type: 'news_publish' }] }, 'notifications.0.active', 'Required'],
      [{ notifications: [{ type: 'news_publish', active: 'sometimes' }] }, 'notifications.0.active'],
      [{ notifications: [] }, 'notifications', 'The notifications field is required.'],
      // Ajv wraps a single value into an array, so the entry is named.
      [{ notifications: 'all' }, 'notifications.0'],
      [{}, 'notifications', 'Required'],
      [{ notifications: Array(101).fill({ type: 'news_publish', active: false }) }, 'notifications',
        'The notifications may not have more than 100 items.'],
    ];
    for (const [payload, field, message] of cases) expectFieldError(await update(me.token, payload), field, message);
    expect((await settings(me.token)).body.data).toEqual(ALL_ON);
  });
});
