import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFirebaseTokens, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { FIREBASE_TOKEN_MAX, FIREBASE_TOKEN_MESSAGES } from '../auth';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

let nextIp = 1;
async function login(email: string, password: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: `10.4.0.${nextIp++}`,
  });
  return response.json().data.access_token;
}

async function updateToken(token: string | null, payload?: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST', url: '/api/v1/dashboard/user/profile/firebase/token/update',
    headers: token ? { authorization: `Bearer ${token}` } : {}, payload,
  });
  return { status: response.statusCode, body: response.json() };
}

async function storedTokens(email: string): Promise<string[]> {
  const rows = await t.database.db.select({ token: userFirebaseTokens.token }).from(userFirebaseTokens)
    .innerJoin(users, eq(users.id, userFirebaseTokens.userId)).where(eq(users.email, email));
  return rows.map((row) => row.token).sort();
}

function expectFieldError(answer: { status: number; body: Record<string, unknown> }, message: string) {
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ status: false, statusCode: 'ERROR_400', message: 'Bad request.', params: { firebase_token: [message] } });
  expect(Object.keys(answer.body.params as object)).toEqual(['firebase_token']);
}

const FCM_TOKEN = 'dXk3bWZ0c2s6APA91bH-example_registration-token_0123456789';

describe('POST /dashboard/user/profile/firebase/token/update', () => {
  it('stores the token once per user, however often it is sent', async () => {
    const token = await login('demo@storefront.test', 'demo-pass-1');
    const { status, body } = await updateToken(token, { firebase_token: FCM_TOKEN });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: true, message: 'success', data: null });
    expect(body.timestamp).toEqual(expect.any(String));
    expect(await storedTokens('demo@storefront.test')).toEqual([FCM_TOKEN]);

    expect((await updateToken(token, { firebase_token: ` ${FCM_TOKEN} ` })).status).toBe(200);
    expect(await storedTokens('demo@storefront.test')).toEqual([FCM_TOKEN]);

    expect((await updateToken(token, { firebase_token: 'second-device-token' })).status).toBe(200);
    expect(await storedTokens('demo@storefront.test')).toEqual([FCM_TOKEN, 'second-device-token'].sort());
  });

  it('keeps each user\'s tokens apart', async () => {
    const token = await login('demo2@storefront.test', 'demo-pass-2');
    expect((await updateToken(token, { firebase_token: FCM_TOKEN })).status).toBe(200);
    expect(await storedTokens('demo2@storefront.test')).toEqual([FCM_TOKEN]);
    expect(await storedTokens('demo@storefront.test')).toContain(FCM_TOKEN);
  });

  it('accepts a token of exactly the maximum length', async () => {
    const token = await login('staff@storefront.test', 'staff-pass-1');
    const longest = 'a'.repeat(FIREBASE_TOKEN_MAX);
    expect((await updateToken(token, { firebase_token: longest })).status).toBe(200);
    expect(await storedTokens('staff@storefront.test')).toEqual([longest]);
  });

  it.each([
    [{}, 'Required'],
    [undefined, 'Required'],
    [{ firebase_token: '' }, FIREBASE_TOKEN_MESSAGES.blank],
    [{ firebase_token: '   ' }, FIREBASE_TOKEN_MESSAGES.blank],
    [{ firebase_token: 'a'.repeat(FIREBASE_TOKEN_MAX + 1) }, FIREBASE_TOKEN_MESSAGES.tooLong],
    // PostgreSQL refused the NUL character in the insert: a 500 before the sweep found it.
    [{ firebase_token: 'device\u0000' }, 'must not contain a NUL character'],
  ])('refuses %j, storing nothing', async (payload, message) => {
    const token = await login('demo2@storefront.test', 'demo-pass-2');
    const before = await storedTokens('demo2@storefront.test');
    const answer = await updateToken(token, payload);
    if (payload === undefined) {
      // No body at all is named `body`, as on every route.
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ status: false, statusCode: 'ERROR_400', params: { body: ['must be object'] } });
    } else {
      expectFieldError(answer, message);
    }
    expect(await storedTokens('demo2@storefront.test')).toEqual(before);
  });

  it('needs a token', async () => {
    const { status, body } = await updateToken(null, { firebase_token: 'anonymous-device' });
    expect(status).toBe(401);
    expect(body).toMatchObject({ status: false, statusCode: 'ERROR_100' });
    const rows = await t.database.db.select().from(userFirebaseTokens).where(eq(userFirebaseTokens.token, 'anonymous-device'));
    expect(rows).toEqual([]);
  });
});

describe('POST /auth/logout with firebase_token', () => {
  it('forgets that device\'s push token of the user who signs out, and only it', async () => {
    const token = await login('staff@storefront.test', 'staff-pass-1');
    await updateToken(token, { firebase_token: 'staff-phone' });
    await updateToken(token, { firebase_token: 'staff-laptop' });
    const other = await login('demo2@storefront.test', 'demo-pass-2');
    await updateToken(other, { firebase_token: 'staff-phone' });
    const out = await t.app.inject({
      method: 'POST', url: '/api/v1/auth/logout?firebase_token=staff-phone', headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    const left = await storedTokens('staff@storefront.test');
    expect(left).toContain('staff-laptop');
    expect(left).not.toContain('staff-phone');
    expect(await storedTokens('demo2@storefront.test')).toContain('staff-phone');
  });
});
