import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAddresses } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectFieldError, newCustomer } from '../../testing/customers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, path: string, token: string | null, payload?: unknown) {
  const response = await t.app.inject({
    method, url: `/api/v1/dashboard/user/addresses${path}`, headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

const HOME = { title: ' Home ', address: '220 Yonge St, Toronto', location: { latitude: 43.6544, longitude: -79.3807 } };
const WORK = { title: 'Work', address: '2300 Yonge St, Toronto', location: { latitude: 43.7066, longitude: -79.3985 }, active: true };

describe('saved addresses', () => {
  it('creates, lists, updates and deletes your addresses', async () => {
    const me = await newCustomer(t);
    const created = await call('POST', '', me.token, HOME);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      status: true,
      data: { title: 'Home', user_id: me.id, active: false, address: '220 Yonge St, Toronto', location: HOME.location },
    });
    expect(created.body.data.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ$/);
    const work = await call('POST', '', me.token, WORK);
    expect(work.body.data.active).toBe(true);

    const list = await call('GET', '?perPage=1', me.token);
    expect(list.status).toBe(200);
    expect(list.body.data.map((a: { id: number }) => a.id)).toEqual([created.body.data.id]);
    expect(list.body.meta).toMatchObject({ total: 2, per_page: 1, last_page: 2 });

    const updated = await call('PUT', `/${created.body.data.id}`, me.token, { ...HOME, title: 'Home 2', active: true });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id: created.body.data.id, title: 'Home 2', active: true });
    const rows = await t.database.db.select().from(userAddresses).where(eq(userAddresses.userId, me.id)).orderBy(userAddresses.id);
    expect(rows.map((row) => [row.title, row.active])).toEqual([['Home 2', true], ['Work', false]]);

    const deleted = await call('DELETE', `/${work.body.data.id}`, me.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ status: true, data: null });
    const after = await call('GET', '', me.token);
    expect(after.body.data.map((a: { title: string }) => a.title)).toEqual(['Home 2']);
    expect((await call('DELETE', `/${work.body.data.id}`, me.token)).status).toBe(404);
  });

  it('needs a signed-in user', async () => {
    for (const answer of [await call('GET', '', null), await call('POST', '', null, HOME), await call('PUT', '/1', null, HOME), await call('DELETE', '/1', null)]) {
      expect(answer.status).toBe(401);
      expect(answer.body.statusCode).toBe('ERROR_100');
    }
  });

  it("never shows or changes another user's address: 404", async () => {
    const owner = await newCustomer(t);
    const other = await newCustomer(t);
    const { body } = await call('POST', '', owner.token, HOME);
    const id = body.data.id;
    const update = await call('PUT', `/${id}`, other.token, WORK);
    expect(update.status).toBe(404);
    expect(update.body).toMatchObject({ status: false, statusCode: 'ERROR_404' });
    expect((await call('DELETE', `/${id}`, other.token)).status).toBe(404);
    expect((await call('GET', '', other.token)).body.data).toEqual([]);
    const [row] = await t.database.db.select().from(userAddresses).where(eq(userAddresses.id, id));
    expect(row).toMatchObject({ title: 'Home', active: false });
    expect((await call('PUT', '/999999', owner.token, HOME)).status).toBe(404);
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const me = await newCustomer(t);
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ ...HOME, title: '   ' }, 'title', 'The title field is required.'],
      [{ ...HOME, title: 'x'.repeat(101) }, 'title', 'The title may not be greater than 100 characters.'],
      [{ ...HOME, address: 'x'.repeat(256) }, 'address', 'The address may not be greater than 255 characters.'],
      [{ ...HOME, location: { latitude: 90.5, longitude: 0 } }, 'location.latitude', 'The location.latitude must be between -90 and 90.'],
      [{ ...HOME, location: { latitude: 0, longitude: -180.1 } }, 'location.longitude', 'The location.longitude must be between -180 and 180.'],
      [{ ...HOME, location: { latitude: 'north', longitude: 0 } }, 'location.latitude'],
      [{ ...HOME, location: { latitude: 1 } }, 'location.longitude', 'Required'],
      [{ address: HOME.address, location: HOME.location }, 'title', 'Required'],
    ];
    for (const [payload, field, message] of cases) expectFieldError(await call('POST', '', me.token, payload), field, message);
    expect((await call('GET', '', me.token)).body.meta.total).toBe(0);

    const { body } = await call('POST', '', me.token, HOME);
    expectFieldError(await call('PUT', `/${body.data.id}`, me.token, { ...HOME, title: 'y'.repeat(101) }), 'title');
    expectFieldError(await call('PUT', '/abc', me.token, HOME), 'id');
    const [row] = await t.database.db.select().from(userAddresses).where(eq(userAddresses.id, body.data.id));
    expect(row.title).toBe('Home');
    expect((await call('POST', '', me.token, { ...HOME, title: 'x'.repeat(100), address: 'y'.repeat(255) })).status).toBe(200);
  });
});
