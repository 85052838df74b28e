import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerApplications, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SELLER_MESSAGES } from './service';

let t: TestApp;
const tokens: Record<'demo' | 'demo2' | 'staff', string> = { demo: '', demo2: '', staff: '' };
beforeAll(async () => {
  t = await createTestApp();
  tokens.demo = await login('demo@storefront.test', 'demo-pass-1');
  tokens.demo2 = await login('demo2@storefront.test', 'demo-pass-2');
  tokens.staff = await login('staff@storefront.test', 'staff-pass-1');
});
afterAll(async () => { await t.close(); });

let nextIp = 1;
async function login(email: string, password: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: `10.5.0.${nextIp++}`,
  });
  return response.json().data.access_token;
}

async function call(method: 'GET' | 'POST', token: string | null, payload?: Record<string, unknown>) {
  const response = await t.app.inject({
    method, url: '/api/v1/dashboard/user/shops', headers: token ? { authorization: `Bearer ${token}` } : {}, payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const show = (token: string | null) => call('GET', token);
const apply = (token: string | null, payload: Record<string, unknown>) => call('POST', token, payload);

const APPLICATION = {
  title: { en: '  Pizza Roma ', fr: 'Pizza Rome', ar: '' },
  address: { en: '12 King St W, Toronto' },
  description: { en: 'Wood-fired pizza' },
  delivery_time_from: 20,
  delivery_time_to: 40,
  delivery_time_type: 'minute',
  type: 'restaurant',
  phone: '+1 (416) 555-0177',
  min_amount: 15,
  tax: 13,
  price: 3.5,
  price_per_km: 0.5,
  location: { latitude: 43.65, longitude: -79.38 },
  tags: [1, 2, 2],
  categories: [3],
};

const NO_SHOP = { status: false, statusCode: 'ERROR_204', message: SELLER_MESSAGES.noShop };

async function userId(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

function expectFieldError(answer: { status: number; body: Record<string, unknown> }, field: string, message?: string) {
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ status: false, statusCode: 'ERROR_400', message: 'Bad request.' });
  expect(Object.keys(answer.body.params as object)).toEqual([field]);
  if (message) expect((answer.body.params as Record<string, string[]>)[field]).toEqual([message]);
}

describe('/dashboard/user/shops', () => {
  it('has no application before one is sent: 404 ERROR_204', async () => {
    const { status, body } = await show(tokens.demo);
    expect(status).toBe(404);
    expect(body).toMatchObject(NO_SHOP);
  });

  it.each([
    [{ title: undefined }, 'title', 'Required'],
    [{ title: {} }, 'title', 'The title field is required.'],
    [{ title: { en: '   ' } }, 'title', 'The title field is required.'],
    [{ title: { en: 'P' } }, 'title', 'The title must be between 2 and 191 characters.'],
    [{ title: { en: 'P'.repeat(192) } }, 'title', 'The title must be between 2 and 191 characters.'],
    [{ title: { de: 'Pizza Rom' } }, 'title', 'The title language "de" is not available.'],
    [{ title: { en: { text: 'Pizza' } } }, 'title.en', undefined],
    [{ title: 'Pizza Roma' }, 'title', undefined],
    [{ address: undefined }, 'address', 'Required'],
    [{ address: { fr: '' } }, 'address', 'The address field is required.'],
    [{ address: { en: 'A'.repeat(256) } }, 'address', 'The address may not be greater than 255 characters.'],
    [{ description: { en: 'D'.repeat(1001) } }, 'description', 'The description may not be greater than 1000 characters.'],
    [{ delivery_time_from: undefined }, 'delivery_time_from', 'Required'],
    [{ delivery_time_to: undefined }, 'delivery_time_to', 'Required'],
    [{ delivery_time_from: 'soon' }, 'delivery_time_from', undefined],
    [{ delivery_time_from: -1 }, 'delivery_time_from', 'The delivery time from must be at least 0.'],
    [{ delivery_time_from: 50, delivery_time_to: 40 }, 'delivery_time_to',
      'The delivery time to must be greater than or equal to delivery time from.'],
    [{ delivery_time_type: undefined }, 'delivery_time_type', 'Required'],
    [{ delivery_time_type: 'week' }, 'delivery_time_type', undefined],
    [{ type: undefined }, 'type', 'Required'],
    [{ type: 'bar' }, 'type', undefined],
    [{ phone: 'call me' }, 'phone', 'The phone must be a number.'],
    [{ min_amount: -5 }, 'min_amount', 'The min amount must be at least 0.'],
    [{ tax: 101 }, 'tax', 'The tax must be between 0 and 100.'],
    [{ price: -0.5 }, 'price', 'The price must be at least 0.'],
    [{ price_per_km: -1 }, 'price_per_km', 'The price per km must be at least 0.'],
    [{ location: { latitude: 91, longitude: 0 } }, 'location.latitude', 'The location latitude must be between -90 and 90.'],
    [{ location: { latitude: 0, longitude: -181 } }, 'location.longitude', 'The location longitude must be between -180 and 180.'],
    [{ location: { latitude: 0 } }, 'location.longitude', 'Required'],
    [{ tags: [0] }, 'tags', 'The selected tags are invalid.'],
    [{ categories: [2_147_483_648] }, 'categories', 'The selected categories are invalid.'],
    [{ categories: Array.from({ length: 51 }, (_, i) => i + 1) }, 'categories', 'The categories may not have more than 50 items.'],
  ])('refuses %j naming %s, storing nothing', async (change, field, message) => {
    const answer = await apply(tokens.demo2, { ...APPLICATION, ...change });
    expectFieldError(answer, field, message);
    expect((await show(tokens.demo2)).status).toBe(404);
  });

  it('files the application under review and shows it', async () => {
    const { status, body } = await apply(tokens.demo, APPLICATION);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: true, message: 'success' });
    expect(body.data).toEqual({
      id: expect.any(Number),
      status: 'under review',
      title: { en: 'Pizza Roma', fr: 'Pizza Rome' },
      address: { en: '12 King St W, Toronto' },
      description: { en: 'Wood-fired pizza' },
      type: 'restaurant',
      delivery_time: { from: '20', to: '40', type: 'minute' },
      phone: '14165550177',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/),
    });
    const shown = await show(tokens.demo);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual(body.data);

    const [row] = await t.database.db.select().from(sellerApplications).where(eq(sellerApplications.id, body.data.id));
    expect(row.userId).toBe(await userId('demo@storefront.test'));
    expect(row.details).toMatchObject({
      min_amount: 15, tax: 13, price: 3.5, price_per_km: 0.5, location: { latitude: 43.65, longitude: -79.38 }, tags: [1, 2], categories: [3],
    });
  });

  it('takes only the required fields too', async () => {
    const { status, body } = await apply(tokens.staff, {
      title: { ar: 'مطعم' }, address: { ar: 'شارع الملك' }, delivery_time_from: 1, delivery_time_to: 2, delivery_time_type: 'day', type: 'shop',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      title: { ar: 'مطعم' }, description: {}, phone: null, type: 'shop', delivery_time: { from: '1', to: '2', type: 'day' },
    });
  });

  it('refuses a second application and keeps the first one unchanged', async () => {
    const before = (await show(tokens.demo)).body.data;
    const { status, body } = await apply(tokens.demo, { ...APPLICATION, title: { en: 'Another shop' }, type: 'shop' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: false, statusCode: 'ERROR_206', message: SELLER_MESSAGES.alreadyApplied });
    expect((await show(tokens.demo)).body.data).toEqual(before);
    const rows = await t.database.db.select().from(sellerApplications).where(eq(sellerApplications.userId, await userId('demo@storefront.test')));
    expect(rows).toHaveLength(1);
  });

  it('never shows one user another user\'s application', async () => {
    const demo = (await show(tokens.demo)).body.data;
    const staff = (await show(tokens.staff)).body.data;
    expect(staff.id).not.toBe(demo.id);
    expect(staff.title).toEqual({ ar: 'مطعم' });
    const other = await show(tokens.demo2);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject(NO_SHOP);
  });

  it('shows the status staff set', async () => {
    await t.database.db.update(sellerApplications).set({ status: 'accepted' })
      .where(eq(sellerApplications.userId, await userId('demo@storefront.test')));
    expect((await show(tokens.demo)).body.data.status).toBe('accepted');
    expect((await show(tokens.staff)).body.data.status).toBe('under review');
  });

  it('needs a token for both', async () => {
    for (const answer of [await show(null), await apply(null, APPLICATION), await show('1|notatoken')]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ status: false, statusCode: 'ERROR_100' });
    }
    expect(await t.database.db.select().from(sellerApplications)).toHaveLength(2); // demo's and staff's
  });
});
