import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, users } from '../../db/schema';
import { createTestApp, fakeClock, type TestApp } from '../../testing/test-app';
import { createAccessTokens } from './tokens';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LIFETIMES = { idleMs: 2 * HOUR, maxAgeMs: 5 * HOUR };
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

const clock = fakeClock(new Date('2030-03-04T10:00:00Z'));
let t: TestApp;
beforeAll(async () => { t = await createTestApp(clock(), { clock, sessions: LIFETIMES }); });
afterAll(async () => { await t.close(); });

/** A customer of one test alone. */
async function customer(): Promise<number> {
  const [{ id }] = await t.database.db.insert(users).values({
    email: `sessions-${randomBytes(4).toString('hex')}@storefront.test`, firstname: 'Rana', myReferral: randomBytes(4).toString('hex').toUpperCase(),
  }).returning({ id: users.id });
  return id;
}

/** A sign-in of the user now, as any sign-in route makes one. */
const signIn = (userId: number) => createAccessTokens(t.database.db, clock, LIFETIMES).issue(userId);
const idOf = (token: string) => Number(token.split('|')[0]);

async function call(method: 'GET' | 'DELETE', path: string, token?: string, userAgent?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (userAgent) headers['user-agent'] = userAgent;
  const response = await t.app.inject({ method, url: `/api/v1${path}`, headers });
  return { status: response.statusCode, body: response.json() };
}

const list = (token: string, userAgent?: string) => call('GET', '/dashboard/user/sessions', token, userAgent);
const end = (token: string, id: number | string) => call('DELETE', `/dashboard/user/sessions/${id}`, token);
const listedIds = async (token: string) => ((await list(token)).body.data as { id: number }[]).map((session) => session.id);

describe('GET /dashboard/user/sessions', () => {
  it('lists the caller\'s live sessions, most recently used first, this one marked, each with its device', async () => {
    const userId = await customer();
    const [phone, laptop, unknown] = [await signIn(userId), await signIn(userId), await signIn(userId)];
    await list(phone, CHROME_ANDROID);
    await list(laptop, FIREFOX_WINDOWS);
    await list(unknown);
    clock.advance(2 * MINUTE);
    await list(laptop, FIREFOX_WINDOWS);
    clock.advance(2 * MINUTE);

    const { status, body } = await list(phone, CHROME_ANDROID);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: true, message: 'success' });
    expect(body.data).toEqual([
      {
        id: idOf(phone), current: true, signed_in_at: '2030-03-04 10:00:00Z', last_used_at: '2030-03-04 10:04:00Z',
        expires_at: '2030-03-04 15:00:00Z', device: 'Chrome on Android', browser: 'Chrome', os: 'Android',
      },
      {
        id: idOf(laptop), current: false, signed_in_at: '2030-03-04 10:00:00Z', last_used_at: '2030-03-04 10:02:00Z',
        expires_at: '2030-03-04 15:00:00Z', device: 'Firefox on Windows', browser: 'Firefox', os: 'Windows',
      },
      {
        id: idOf(unknown), current: false, signed_in_at: '2030-03-04 10:00:00Z', last_used_at: '2030-03-04 10:00:00Z',
        expires_at: '2030-03-04 15:00:00Z', device: null, browser: null, os: null,
      },
    ]);
    // The other device's own view marks it instead.
    const marked = ((await list(laptop)).body.data as { id: number; current: boolean }[]).filter((session) => session.current);
    expect(marked.map((session) => session.id)).toEqual([idOf(laptop)]);
  });

  it('leaves out ended, expired and idle sessions, by the rule that refuses their tokens', async () => {
    const userId = await customer();
    const [caller, loggedOut, expired, idle, nearlyIdle] = [
      await signIn(userId), await signIn(userId), await signIn(userId), await signIn(userId), await signIn(userId),
    ];
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${loggedOut}` } })).statusCode).toBe(200);
    const set = (token: string, values: Partial<typeof accessTokens.$inferInsert>) =>
      t.database.db.update(accessTokens).set(values).where(eq(accessTokens.id, idOf(token)));
    await set(expired, { expiresAt: clock() });
    await set(idle, { lastUsedAt: new Date(clock().getTime() - LIFETIMES.idleMs) });
    await set(nearlyIdle, { lastUsedAt: new Date(clock().getTime() - LIFETIMES.idleMs + MINUTE) });

    expect(await listedIds(caller)).toEqual([idOf(caller), idOf(nearlyIdle)]);
    for (const token of [loggedOut, expired, idle]) expect((await list(token)).status).toBe(401);
  });

  it('never shows another user\'s sessions', async () => {
    const [mine, theirs] = [await signIn(await customer()), await signIn(await customer())];
    expect(await listedIds(mine)).toEqual([idOf(mine)]);
    expect(await listedIds(theirs)).toEqual([idOf(theirs)]);
  });

  it('is for signed-in users only', async () => {
    expect(await call('GET', '/dashboard/user/sessions')).toMatchObject({ status: 401, body: { statusCode: 'ERROR_100' } });
    expect(await call('DELETE', '/dashboard/user/sessions/1')).toMatchObject({ status: 401, body: { statusCode: 'ERROR_100' } });
  });
});

describe('DELETE /dashboard/user/sessions/{id}', () => {
  it('signs another of the caller\'s devices out', async () => {
    const userId = await customer();
    const [here, lost] = [await signIn(userId), await signIn(userId)];
    expect(await end(here, idOf(lost))).toMatchObject({ status: 200, body: { status: true, data: null } });
    expect((await list(lost)).status).toBe(401);
    expect(await listedIds(here)).toEqual([idOf(here)]);
    // Ended already: nothing left to end.
    expect(await end(here, idOf(lost))).toMatchObject({ status: 404, body: { statusCode: 'ERROR_404' } });
  });

  it('answers 404 for another user\'s session and leaves it working', async () => {
    const mine = await signIn(await customer());
    const theirs = await signIn(await customer());
    expect(await end(mine, idOf(theirs))).toMatchObject({ status: 404, body: { status: false, statusCode: 'ERROR_404' } });
    expect(await end(mine, 2_147_483_647)).toMatchObject({ status: 404, body: { statusCode: 'ERROR_404' } });
    expect(await listedIds(theirs)).toEqual([idOf(theirs)]);
  });

  it('may end this very session, which signs this client out', async () => {
    const userId = await customer();
    const [here, other] = [await signIn(userId), await signIn(userId)];
    expect(await end(here, idOf(here))).toMatchObject({ status: 200, body: { data: null } });
    expect(await list(here)).toMatchObject({ status: 401, body: { statusCode: 'ERROR_100' } });
    expect(await listedIds(other)).toEqual([idOf(other)]);
  });

  it('refuses an id that is no positive integer with 400 on it', async () => {
    const token = await signIn(await customer());
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const { status, body } = await end(token, id);
      expect(status, id).toBe(400);
      expect(Object.keys(body.params), id).toEqual(['id']);
    }
    expect(await listedIds(token)).toEqual([idOf(token)]);
  });
});
