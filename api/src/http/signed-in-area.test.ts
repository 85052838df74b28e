import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newCustomer } from '../testing/customers';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const NOT_LOGGED_IN = { status: false, statusCode: 'ERROR_100', message: 'User is not logged in.' };

describe('the signed-in area (/dashboard/…)', () => {
  it('answers a call without a valid token 401 before anything else, on any path, known or not', async () => {
    for (const path of ['/dashboard/user/unknown', '/dashboard/nothing/here?page=1&perPage=10', '/dashboard/user/profile/show']) {
      const answer = await call(t, 'GET', path, null);
      expect(answer.status, path).toBe(401);
      expect(answer.body).toMatchObject(NOT_LOGGED_IN);
    }
    const badInput = await call(t, 'POST', '/dashboard/user/cart/calculate/not-a-number', null, { type: 'nowhere' });
    expect(badInput.status).toBe(401);
    expect((await call(t, 'DELETE', '/dashboard/user/unknown', '1|not-a-real-token')).status).toBe(401);
  });

  it('routes a signed-in call as before: an unknown path is 404', async () => {
    const { token } = await newCustomer(t);
    expect((await call(t, 'GET', '/dashboard/user/unknown', token)).status).toBe(404);
    expect((await call(t, 'GET', '/dashboard/user/profile/show', token)).status).toBe(200);
  });

  it('leaves the public paths and CORS preflights alone', async () => {
    expect((await call(t, 'GET', '/rest/unknown', null)).status).toBe(404);
    const preflight = await t.app.inject({
      method: 'OPTIONS', url: '/api/v1/dashboard/user/profile/show',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
  });
});
