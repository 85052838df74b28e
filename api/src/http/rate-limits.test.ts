import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { loadConfig, type RateLimits } from '../config';
import { createTestApp, type TestApp } from '../testing/test-app';

const MINUTE = 60_000;
const limits = (overrides: Partial<RateLimits>): RateLimits => ({
  public: { max: 3, windowMs: MINUTE }, auth: { max: 2, windowMs: MINUTE }, money: { max: 2, windowMs: MINUTE }, redisUrl: undefined, redisPrefix: '', ...overrides,
});

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});
async function appWith(rateLimits: RateLimits, trustedProxies = ['loopback']): Promise<FastifyInstance> {
  const t = await createTestApp(new Date(), { edges: { rateLimits, trustedProxies } });
  apps.push(t);
  return t.app;
}

/** A request as it arrives from `peer`; `forwardedFor` is the X-Forwarded-For it carries. */
const from = (peer: string, forwardedFor?: string): Partial<InjectOptions> =>
  ({ remoteAddress: peer, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
let forged = 0;
/** From `peer`, claiming another address each time, as an attacker would. */
const forging = (peer: string) => () => from(peer, `192.0.2.${++forged % 250}`);
const get = (app: FastifyInstance, path: string, client: Partial<InjectOptions>) =>
  app.inject({ method: 'GET', url: `/api/v1${path}`, ...client });
const statuses = async (count: number, send: () => Promise<{ statusCode: number }>) => {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) codes.push((await send()).statusCode);
  return codes;
};

describe('the public rate limit', () => {
  it('answers 429 with Retry-After and the Foodyman envelope once an address has spent its budget on /rest', async () => {
    const app = await appWith(limits({}));
    const customer = from('127.0.0.1', '203.0.113.10');
    expect(await statuses(1, () => get(app, '/rest/settings', customer))).toEqual([200]);
    expect(await statuses(1, () => get(app, '/rest/products/search?search=chicken', customer))).toEqual([200]);
    expect(await statuses(1, () => get(app, '/rest/shops/paginate', customer))).toEqual([200]);

    const refused = await get(app, '/rest/branch/products?shop_id=1', customer);
    expect(refused.statusCode).toBe(429);
    const seconds = refused.headers['retry-after'];
    expect(Number(seconds)).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      status: false, statusCode: 'ERROR_429', message: `Too many requests. Please wait ${seconds} seconds.`, params: { retry_after: [seconds] },
    });
  });

  it('counts each customer behind a trusted proxy apart, and a forged X-Forwarded-For as its sender', async () => {
    const app = await appWith(limits({}));
    expect(await statuses(4, () => get(app, '/rest/settings', from('127.0.0.1', '203.0.113.20')))).toEqual([200, 200, 200, 429]);
    expect(await statuses(1, () => get(app, '/rest/settings', from('127.0.0.1', '203.0.113.21')))).toEqual([200]);

    // 198.51.100.7 is no trusted proxy: whatever it claims, it is one address.
    const attacker = forging('198.51.100.7');
    expect(await statuses(4, () => get(app, '/rest/settings', attacker()))).toEqual([200, 200, 200, 429]);
  });

  it('counts an IPv6 customer by its /64: a new address of the same line brings no new budget', async () => {
    const app = await appWith(limits({}));
    const line = ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:ffff::9'];
    expect(await statuses(3, () => get(app, '/rest/settings', from('127.0.0.1', line.shift())))).toEqual([200, 200, 200]);
    expect(await statuses(1, () => get(app, '/rest/settings', from('127.0.0.1', '2001:db8:7:1::abcd')))).toEqual([429]);
    expect(await statuses(1, () => get(app, '/rest/settings', from('127.0.0.1', '2001:db8:7:2::1')))).toEqual([200]);
  });

  it('believes the proxies of TRUSTED_PROXIES only', async () => {
    const app = await appWith(limits({}), ['10.0.0.0/8']);
    expect(await statuses(4, () => get(app, '/rest/settings', from('10.1.2.3', '203.0.113.30')))).toEqual([200, 200, 200, 429]);
    expect(await statuses(1, () => get(app, '/rest/settings', from('10.1.2.3', '203.0.113.31')))).toEqual([200]);
    // Loopback is no longer trusted: what it forwards is ignored.
    const loopback = forging('127.0.0.1');
    expect(await statuses(4, () => get(app, '/rest/settings', loopback()))).toEqual([200, 200, 200, 429]);
  });

  it('leaves signed-in routes and documentation alone, and auth has a budget of its own', async () => {
    const app = await appWith(limits({}));
    const customer = from('203.0.113.50');
    await statuses(4, () => get(app, '/rest/settings', customer));
    expect(await statuses(1, () => get(app, '/rest/settings', customer))).toEqual([429]);
    expect(await statuses(5, () => get(app, '/dashboard/user/profile/show', customer))).toEqual(Array(5).fill(401));
    expect(await statuses(5, () => get(app, '/openapi.json', customer))).toEqual(Array(5).fill(200));

    const login = () => app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'nobody@storefront.test', password: 'x' }, ...customer });
    const auth = await statuses(3, login);
    expect(auth).toEqual([400, 400, 429]);
  });

  it('counts the content routes (pages, careers, FAQs, recipes) in the public budget', async () => {
    const app = await appWith(limits({}));
    const customer = from('203.0.113.95');
    expect(await statuses(1, () => get(app, '/rest/faqs/paginate', customer))).toEqual([200]);
    expect(await statuses(1, () => get(app, '/rest/careers/paginate', customer))).toEqual([200]);
    expect(await statuses(1, () => get(app, '/rest/receipts/paginate', customer))).toEqual([200]);
    expect(await statuses(2, () => get(app, '/rest/policy', customer))).toEqual([429, 429]);
  });

  it('counts a review (POST /rest/shops/review/{id}) in the public budget, not the review picture upload', async () => {
    const app = await appWith(limits({}));
    const customer = from('203.0.113.90');
    const post = (path: string) => () => app.inject({ method: 'POST', url: `/api/v1${path}`, payload: { rating: 5 }, ...customer });
    expect(await statuses(4, post('/rest/shops/review/502'))).toEqual([401, 401, 401, 429]);
    expect(await statuses(4, post('/dashboard/galleries'))).toEqual(Array(4).fill(401));
  });

  it('is off with RATE_LIMIT_PUBLIC=off', async () => {
    const app = await appWith(loadConfig({ RATE_LIMIT_PUBLIC: 'off' }).edges.rateLimits);
    expect(await statuses(6, () => get(app, '/rest/settings', from('203.0.113.60')))).toEqual(Array(6).fill(200));
  });
});

describe('the money rate limit', () => {
  it('counts the requests that move wallet money or points, not reading the wallet or other signed-in routes', async () => {
    const app = await appWith(limits({}));
    const customer = from('203.0.113.80');
    const post = (path: string) => () => app.inject({ method: 'POST', url: `/api/v1${path}`, payload: { price: 5 }, ...customer });
    expect(await statuses(2, post('/payments/wallet/payment/top-up'))).toEqual([401, 401]);
    expect(await statuses(1, post('/dashboard/user/wallet/withdraw'))).toEqual([429]);
    expect(await statuses(1, post('/dashboard/user/point/convert'))).toEqual([429]);
    expect(await statuses(3, () => get(app, '/dashboard/user/wallet/histories', customer))).toEqual([401, 401, 401]);
    expect(await statuses(3, post('/dashboard/user/cart/insert-product'))).not.toContain(429);
    expect(await statuses(1, post('/payments/wallet/payment/top-up'))).toEqual([429]);
    expect(await statuses(1, () => app.inject({ method: 'POST', url: '/api/v1/dashboard/user/wallet/withdraw', payload: { price: 5 }, ...from('203.0.113.81') })))
      .toEqual([401]);
  });
});

describe('rate limits in Redis (REDIS_URL)', () => {
  it('share one budget between api processes', async () => {
    // A key prefix of its own: test runs never count against each other.
    const shared = limits({ redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', redisPrefix: `test-${randomBytes(6).toString('hex')}:` });
    // One after the other: two apps starting at once on a busy machine can pass Fastify's plugin
    // start-up limit.
    const first = await appWith(shared);
    const second = await appWith(shared);
    const customer = from('203.0.113.70');
    expect(await statuses(3, () => get(first, '/rest/settings', customer))).toEqual([200, 200, 200]);
    expect(await statuses(1, () => get(second, '/rest/settings', customer))).toEqual([429]);
    expect(await statuses(1, () => get(second, '/rest/settings', from('203.0.113.71')))).toEqual([200]);
    const login = () => second.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'nobody@storefront.test', password: 'x' }, ...customer });
    expect(await statuses(1, login)).toEqual([400]); // the auth budget is counted apart
  });
});
