import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';

const STOREFRONT = 'http://localhost:8080';
const PARTNER = 'https://shop.example';

let app: FastifyInstance;
beforeAll(async () => { app = await buildApp({ edges: { corsOrigins: [STOREFRONT, PARTNER] } }); });
afterAll(async () => { await app.close(); });

const preflight = (origin: string) => app.inject({
  method: 'OPTIONS', url: '/api/v1/dashboard/user/cart/insert-product',
  headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type, x-lang' },
});

describe('CORS', () => {
  it('answers the preflight of an allowed origin with 204, the methods and the Foodyman headers, without credentials', async () => {
    const response = await preflight(PARTNER);
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': PARTNER,
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers': 'Authorization, Content-Type, x-lang, x-currency-id, Idempotency-Key',
      'access-control-max-age': '600',
    });
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('gives an origin not on the list no Access-Control-Allow-Origin', async () => {
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    const simple = await app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { origin: 'https://evil.example' } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets an allowed origin read a simple request, varying the answer by Origin', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { origin: STOREFRONT } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(STOREFRONT);
    expect(response.headers.vary).toMatch(/Origin/);
  });
});
