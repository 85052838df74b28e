import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../testing/test-app';
import { FIELD_CODES, STATUS_CODES } from './error-codes';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

/** `reasons` is the twin of `params`: the same fields, one declared code per message. */
function expectReasonsTwin(body: { params: Record<string, string[]>; reasons: Record<string, { code: string }[]> }) {
  expect(Object.keys(body.reasons)).toEqual(Object.keys(body.params));
  for (const [field, messages] of Object.entries(body.params)) {
    expect(body.reasons[field]).toHaveLength(messages.length);
    for (const { code } of body.reasons[field]) expect(Object.keys(FIELD_CODES), field).toContain(code);
  }
}

async function expectBadRequest(url: string, field: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url: `/api/v1${url}`, headers });
  const body = response.json();
  expect(response.statusCode, url).toBe(400);
  expect(body).toMatchObject({ status: false, statusCode: 'ERROR_400', message: 'Bad request.' });
  expect(Object.keys(body.params), url).toEqual([field]);
  expect(body.params[field][0]).toEqual(expect.any(String));
  expectReasonsTwin(body);
  expect(body.timestamp).toEqual(expect.any(String));
  expect(JSON.stringify(body)).not.toMatch(/stack|\.ts:\d+/);
}

const reasonsOf = async (url: string) => (await t.app.inject({ url: `/api/v1${url}` })).json().reasons;

async function expectNotFound(url: string) {
  const response = await t.app.inject({ url });
  expect(response.statusCode, url).toBe(404);
  expect(response.json()).toMatchObject({ status: false, statusCode: 'ERROR_404', message: "Item's not found." });
}

describe('bad input is a 400 naming the field', () => {
  it.each([
    ['/rest/products/paginate?perPage=0', 'perPage'],
    ['/rest/products/paginate?perPage=101', 'perPage'],
    ['/rest/products/paginate?page=0', 'page'],
    ['/rest/products/paginate?page=abc', 'page'],
    ['/rest/products/paginate?shop_id=abc', 'shop_id'],
    ['/rest/products/paginate?shop_id=99999999999', 'shop_id'],
    ['/rest/products/paginate?shop_id=9999', 'shop_id'],
    ['/rest/products/paginate?category_id=x', 'category_id'],
    ['/rest/products/most-sold?shop_id=9999', 'shop_id'],
    ['/rest/products-avg-prices?shop_id=9999', 'shop_id'],
    ['/rest/branch/products', 'shop_id'],
    ['/rest/branch/products?shop_id=9999', 'shop_id'],
    ['/rest/branch/products?shop_id=502&productPerPage=0', 'productPerPage'],
    ['/rest/branch/recommended/products?shop_id=502&recPerPage=101', 'recPerPage'],
    ['/rest/branch/recommended/products?shop_id=1', 'shop_id'],
    ['/rest/shops/paginate?open=2', 'open'],
    ['/rest/shops/paginate?perPage=101', 'perPage'],
    ['/rest/products/search', 'search'],
    ['/rest/products/search?search=%20%20', 'search'],
    [`/rest/products/search?search=${'a'.repeat(101)}`, 'search'],
    ['/rest/products/search?search=pizza&shop_id=9999', 'shop_id'],
    ['/rest/products/paginate?order_by=cheap', 'order_by'],
    ['/rest/products/paginate?price_from=-1', 'price_from'],
    ['/rest/products/paginate?price_from=5&price_to=1', 'price_to'],
    ['/rest/branch/products?shop_id=502&order_by=x', 'order_by'],
    ['/rest/products/search?search=pizza&prices%5B1%5D=-1', 'prices[1]'],
    ['/rest/products/most-sold?category_id=x', 'category_id'],
    ['/rest/shops/paginate?order_by=x', 'order_by'],
    [`/rest/shops/paginate?search=${'a'.repeat(101)}`, 'search'],
    ['/rest/shops/search', 'search'],
    ['/rest/shops/search?search=yonge&order_by=x', 'order_by'],
    ['/rest/shops-takes?category_id=x', 'category_id'],
    ['/rest/settings?lang=xx', 'lang'],
    ['/rest/settings?currency_id=999', 'currency_id'],
    ['/rest/settings?currency_id=abc', 'currency_id'],
    ['/rest/main-shop?lang=de', 'lang'],
    ['/rest/shops/abc/reviews', 'id'],
    ['/rest/shops/502/reviews?perPage=101', 'perPage'],
    ['/rest/main-shop/reviews?page=0', 'page'],
    ['/rest/shops/0/reviews-group-rating', 'id'],
    ['/rest/main-shop/reviews-group-rating?lang=de', 'lang'],
  ])('%s → params.%s', async (url, field) => {
    await expectBadRequest(url, field);
  });

  it('checks the language and currency headers too', async () => {
    await expectBadRequest('/rest/settings', 'lang', { 'x-lang': 'xx' });
    await expectBadRequest('/rest/settings', 'currency_id', { 'x-currency-id': 'abc' });
    await expectBadRequest('/rest/settings', 'currency_id', { 'x-currency-id': '999' });
  });

  // The schema validation's coercion lets these through as ±Infinity, past every bound.
  it.each([
    ['/rest/shops/Infinity/delivery-slots?date=2026-12-01', 'id'],
    ['/rest/shops/-Infinity/delivery-slots?date=2026-12-01', 'id'],
    ['/rest/shops/1e999/delivery-slots?date=2026-12-01', 'id'],
    ['/rest/products/paginate?shop_id=Infinity', 'shop_id'],
  ])('refuses a non-finite number: %s → params.%s', async (url, field) => {
    await expectBadRequest(url, field);
  });

  it('refuses text with a NUL character, which PostgreSQL cannot store, in the query, a body or a key', async () => {
    await expectBadRequest('/rest/products/search?search=pizza%00', 'search');
    const answer = async (payload: Record<string, unknown>) =>
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload })).json().params;
    expect(await answer({ email: 'demo@storefront.test', password: 'demo\u0000' })).toEqual({ password: ['must not contain a NUL character'] });
    expect(await answer({ email: 'demo@storefront.test', password: 'x', ['a\u0000']: 1 })).toEqual({ 'a\u0000': ['must not contain a NUL character'] });
  });

  it('refuses a non-finite number inside a body, naming its path', async () => {
    const response = await t.app.inject({
      method: 'POST', url: '/api/v1/rest/cart/insert-product',
      payload: { cart_id: 1, user_cart_uuid: '00000000-0000-4000-8000-000000000000', products: [{ stock_id: '-Infinity', quantity: 1 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().params).toEqual({ 'products.0.stock_id': ['must be a finite number'] });
  });

  // Ajv's keyword becomes the reason's code, with the limit the schema names.
  it.each([
    ['/rest/products/paginate?perPage=101', { perPage: [{ code: 'too_large', max: 100 }] }],
    ['/rest/products/paginate?perPage=0', { perPage: [{ code: 'too_small', min: 1 }] }],
    ['/rest/products/paginate?page=abc', { page: [{ code: 'type' }] }],
    ['/rest/branch/products', { shop_id: [{ code: 'required' }] }],
    [`/rest/shops/paginate?search=${'a'.repeat(101)}`, { search: [{ code: 'too_long', max: 100 }] }],
    ['/rest/shops/paginate?type=bakery', { type: [{ code: 'one_of' }] }],
    ['/rest/products/not-a-uuid', { uuid: [{ code: 'format', format: 'uuid' }] }],
    ['/rest/shops/1e999/delivery-slots?date=2026-12-01', { id: [{ code: 'type' }] }],
  ])('gives each field message its reason: %s', async (url, reasons) => {
    expect(await reasonsOf(url)).toEqual(reasons);
  });

  it('gives a rule of a service its reason too, with its limits', async () => {
    expect(await reasonsOf('/rest/products/search?search=pizza&shop_id=9999')).toEqual({ shop_id: [{ code: 'invalid' }] });
    expect(await reasonsOf('/rest/products/paginate?price_from=5&price_to=1')).toEqual({ price_to: [{ code: 'before_start' }] });
    expect(await reasonsOf('/rest/settings?lang=xx')).toEqual({ lang: [{ code: 'one_of' }] });
  });

  it('treats an empty forwarded header as absent', async () => {
    const response = await t.app.inject({ url: '/api/v1/rest/settings', headers: { 'x-lang': '', 'x-currency-id': '' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('what does not exist is a 404', () => {
  it.each([
    '/api/v1/rest/nothing-here',
    '/api/v2/rest/settings',
    '/api/v1/rest/shops/999999',
    '/api/v1/rest/shops/not-a-shop',
    '/api/v1/rest/shops/999999/galleries',
    '/api/v1/rest/products/00000000-0000-4000-8000-000000000000',
  ])('%s', async (url) => {
    await expectNotFound(url);
  });

  it('answers only declared statusCodes', async () => {
    for (const url of ['/api/v1/rest/nothing-here', '/api/v1/rest/products/paginate?perPage=0', '/api/v1/dashboard/user/profile/show']) {
      expect(Object.keys(STATUS_CODES), url).toContain((await t.app.inject({ url })).json().statusCode);
    }
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a generic message and no stack', async () => {
    const app = await buildApp(); // no database: every query fails
    const response = await app.inject({ url: '/api/v1/rest/settings' });
    await app.close();
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({ status: false, statusCode: 'ERROR_500' });
    expect(body.message).not.toMatch(/database/i);
    expect(Object.keys(body).sort()).toEqual(['message', 'status', 'statusCode', 'timestamp']);
  });
});

describe('requests refused before routing', () => {
  it('a malformed or overlong path is a 400 in the envelope, not echoing the URL', async () => {
    for (const url of ['/api/v1/rest/shops/%E0%A4%A', `/api/v1/rest/shops/${'9'.repeat(200)}`]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ status: false, statusCode: 'ERROR_400', params: { url: [expect.any(String)] } });
      expectReasonsTwin(response.json());
      expect(response.body).not.toContain('%E0');
      expect(response.body).not.toContain('9999999999');
    }
  });

  it('a request Node cannot parse is answered in the envelope, and the connection closed', async () => {
    const net = await import('node:net');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /api/v1/rest/settings HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'));
      socket.on('data', (chunk) => { text += chunk.toString(); });
      socket.on('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.split('\r\n\r\n')[1])).toMatchObject({ status: false, statusCode: 'ERROR_400' });
  });
});
