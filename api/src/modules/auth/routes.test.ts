import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessTokens, users } from '../../db/schema';
import { createTestApp, fakeClock, type TestApp } from '../../testing/test-app';
import { DEFAULT_SESSION_LIFETIMES } from './tokens';

const clock = fakeClock(new Date('2030-01-07T12:00:00Z'));
let t: TestApp;
beforeAll(async () => { t = await createTestApp(clock(), { clock }); });
afterAll(async () => { await t.close(); });

let nextIp = 1;
/** Each test signs in from its own address, so throttling counters never leak between tests. */
const freshIp = () => `10.0.0.${nextIp++}`;

async function login(body: Record<string, unknown>, ip = freshIp()) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: body, remoteAddress: ip });
  return { status: response.statusCode, body: response.json(), raw: response.body };
}

async function call(method: 'GET' | 'POST', path: string, token?: string) {
  const response = await t.app.inject({
    method, url: `/api/v1${path}`, headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: response.json() };
}

const NOT_LOGGED_IN = { status: false, statusCode: 'ERROR_100', message: 'User is not logged in.' };
const INVALID = { status: false, statusCode: 'ERROR_102', message: 'Login or password is invalid' };

describe('POST /auth/login', () => {
  it('signs in with e-mail and password: a Sanctum-shaped Bearer token and the user', async () => {
    const { status, body, raw } = await login({ email: 'demo@storefront.test', password: 'demo-pass-1' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: true, message: 'success', data: { token_type: 'Bearer' } });
    expect(body.data.access_token).toMatch(/^\d+\|[A-Za-z0-9]{40}$/);
    expect(body.data.user).toMatchObject({
      email: 'demo@storefront.test', phone: '14165550100', firstname: 'Demo', role: 'user', active: true, empty_p: false,
    });
    expect(body.data.user.email_verified_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/);
    expect(raw).not.toMatch(/password_hash|argon2/);

    const profile = await call('GET', '/dashboard/user/profile/show', body.data.access_token);
    expect(profile.status).toBe(200);
    expect(profile.body.data.id).toBe(body.data.user.id);
  });

  it('stores only the SHA-256 of the secret, with a 7-day expiry', async () => {
    const { body } = await login({ email: 'demo2@storefront.test', password: 'demo-pass-2' });
    const [id, secret] = body.data.access_token.split('|');
    const [row] = await t.database.db.select().from(accessTokens).where(eq(accessTokens.id, Number(id)));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(secret);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(DEFAULT_SESSION_LIFETIMES.maxAgeMs);
  });

  it('signs in with the phone, sent as a number or with formatting', async () => {
    expect((await login({ phone: 14165550100, password: 'demo-pass-1' })).status).toBe(200);
    expect((await login({ phone: '+1 (416) 555-0100', password: 'demo-pass-1' })).status).toBe(200);
  });

  it('signs in the staff account with its role', async () => {
    const { body } = await login({ email: 'STAFF@storefront.test', password: 'staff-pass-1' });
    expect(body.data.user.role).toBe('staff');
  });

  it('answers an unknown account exactly as a wrong password', async () => {
    const wrong = await login({ email: 'demo@storefront.test', password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@storefront.test', password: 'not-the-password' });
    const unknownPhone = await login({ phone: '19995550000', password: 'whatever' });
    for (const answer of [wrong, unknown, unknownPhone]) {
      expect(answer.status).toBe(400);
      const { timestamp, ...rest } = answer.body;
      expect(rest).toEqual(INVALID);
      expect(timestamp).toEqual(expect.any(String));
    }
  });

  it('names the missing field', async () => {
    const noPassword = await login({ email: 'demo@storefront.test' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toMatchObject({ statusCode: 'ERROR_400', params: { password: ['Required'] } });
    const noAccount = await login({ password: 'demo-pass-1' });
    expect(noAccount.status).toBe(400);
    expect(Object.keys(noAccount.body.params)).toEqual(['email']);
  });

  it('refuses a deactivated account with the same message', async () => {
    await t.database.db.update(users).set({ active: false }).where(eq(users.email, 'staff@storefront.test'));
    try {
      const { body } = await login({ email: 'staff@storefront.test', password: 'staff-pass-1' });
      expect(body).toMatchObject(INVALID);
    } finally {
      await t.database.db.update(users).set({ active: true }).where(eq(users.email, 'staff@storefront.test'));
    }
  });
});

describe('login throttling', () => {
  const wrong = { email: 'demo2@storefront.test', password: 'wrong-password' };
  const right = { email: 'demo2@storefront.test', password: 'demo-pass-2' };

  it('allows five failures, then makes each further attempt wait a doubling delay', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await login(wrong, ip)).body.statusCode).toBe('ERROR_102');

    // Blocked: even the right password is not checked until the delay has passed.
    const blocked = await login(right, ip);
    expect(blocked.status).toBe(400);
    expect(blocked.body).toMatchObject({
      status: false, statusCode: 'ERROR_429', message: 'Too many attempts. Please wait 1 seconds.', params: { retry_after: ['1'] },
    });

    clock.advance(1_000);
    expect((await login(wrong, ip)).body.statusCode).toBe('ERROR_102'); // 6th failure: 2 s
    expect((await login(wrong, ip)).body.params).toEqual({ retry_after: ['2'] });
    clock.advance(2_000);
    expect((await login(wrong, ip)).body.statusCode).toBe('ERROR_102'); // 7th failure: 4 s
    expect((await login(wrong, ip)).body.params).toEqual({ retry_after: ['4'] });
    clock.advance(3_000);
    expect((await login(right, ip)).body.params).toEqual({ retry_after: ['1'] });
    clock.advance(1_000);

    // Success clears the counters: the next failure is free again.
    expect((await login(right, ip)).status).toBe(200);
    expect((await login(wrong, ip)).body.statusCode).toBe('ERROR_102');
    expect((await login(right, ip)).status).toBe(200);
  });

  it('counts an account\'s failures from every address: a sixth guess from a new one waits', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login(wrong)).body.statusCode).toBe('ERROR_102');
    expect((await login(right)).body).toMatchObject({ statusCode: 'ERROR_429', params: { retry_after: ['1'] } });
    clock.advance(1_000);
    expect((await login(right)).status).toBe(200); // the owner, once the delay is over; clears the count
    expect((await login(wrong)).body.statusCode).toBe('ERROR_102');
    expect((await login(right)).status).toBe(200);
  });

  it('slows an address spraying guesses over many accounts, though it signs in to its own between them', async () => {
    const ip = freshIp();
    const answers: string[] = [];
    for (let round = 0; round < 14; round += 1) {
      for (let i = 0; i < 4; i += 1) answers.push((await login({ email: `sprayed${round}-${i}@storefront.test`, password: 'Summer2030!' }, ip)).body.statusCode);
      answers.push((await login(right, ip)).body.statusCode ?? 'signed in');
    }
    const guesses = answers.filter((answer) => answer === 'ERROR_102').length;
    expect(guesses).toBe(50); // the address's free failures, then it waits
    expect(answers.at(-1)).toBe('ERROR_429'); // its own account too, from that address
    clock.advance(1_000);
  });

  it('lets a second customer behind the same address sign in after the first one\'s typos', async () => {
    const office = freshIp();
    for (let i = 0; i < 5; i += 1) await login(wrong, office);
    expect((await login({ email: 'demo@storefront.test', password: 'demo-pass-1' }, office)).status).toBe(200);
    clock.advance(1_000);
    expect((await login(right, office)).status).toBe(200);
  });

  it('caps the delay at 15 minutes: no permanent lockout', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) {
      await login(wrong, ip);
      clock.advance(15 * 60 * 1000);
    }
    expect((await login(wrong, ip)).body.statusCode).toBe('ERROR_102');
    expect((await login(right, ip)).body.params).toEqual({ retry_after: [String(15 * 60)] });
    clock.advance(15 * 60 * 1000);
    expect((await login(right, ip)).status).toBe(200);
  });
});

describe('POST /auth/password-strength', () => {
  const strength = async (payload: Record<string, unknown>) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/password-strength', payload });
    return { status: response.statusCode, body: response.json() };
  };

  it('answers the score the api will judge a new password by, and whether it will be accepted', async () => {
    expect(await strength({ password: 'qwertyuiop' })).toMatchObject({ status: 200, body: { status: true, data: { score: 0, accepted: false } } });
    expect((await strength({ password: 'tomato-basil-42' })).body.data).toEqual({ score: 4, accepted: true });
    expect((await strength({ password: 'zorblat14165550100', firstname: 'Zorblat', phone: '14165550100' })).body.data.accepted).toBe(false);
  });

  it('names the field of bad input', async () => {
    const missing = await strength({});
    expect(missing.status).toBe(400);
    expect(missing.body.params).toHaveProperty('password');
    expect((await strength({ password: 'x'.repeat(1025) })).status).toBe(400);
  });
});

describe('tokens', () => {
  it('a request without a token, or with a malformed or unknown one, is not logged in (401)', async () => {
    for (const token of [undefined, '', 'garbage', '1|short', `999999|${'a'.repeat(40)}`]) {
      const { status, body } = await call('GET', '/dashboard/user/profile/show', token);
      expect(status, String(token)).toBe(401);
      expect(body).toMatchObject(NOT_LOGGED_IN);
    }
  });

  it('a token with the right id but a wrong secret is refused', async () => {
    const { body } = await login({ email: 'demo@storefront.test', password: 'demo-pass-1' });
    const [id] = body.data.access_token.split('|');
    expect((await call('GET', '/dashboard/user/profile/show', `${id}|${'A'.repeat(40)}`)).status).toBe(401);
  });

  it('logout revokes the token it was called with, and only that one', async () => {
    const first = (await login({ email: 'demo@storefront.test', password: 'demo-pass-1' })).body.data.access_token;
    const second = (await login({ email: 'demo@storefront.test', password: 'demo-pass-1' })).body.data.access_token;
    const out = await call('POST', '/auth/logout', first);
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ status: true, data: null });
    expect(await call('GET', '/dashboard/user/profile/show', first)).toMatchObject({ status: 401, body: NOT_LOGGED_IN });
    expect((await call('POST', '/auth/logout', first)).status).toBe(401);
    expect((await call('GET', '/dashboard/user/profile/show', second)).status).toBe(200);
  });

  it('logout needs a token', async () => {
    expect(await call('POST', '/auth/logout')).toMatchObject({ status: 401, body: NOT_LOGGED_IN });
  });

  it('a token used every day still ends 7 days after its sign-in', async () => {
    const token = (await login({ email: 'demo@storefront.test', password: 'demo-pass-1' })).body.data.access_token;
    for (let day = 1; day < 7; day++) {
      clock.advance(24 * 3_600_000);
      expect((await call('GET', '/dashboard/user/profile/show', token)).status).toBe(200);
    }
    clock.advance(24 * 3_600_000 - 1_000);
    expect((await call('GET', '/dashboard/user/profile/show', token)).status).toBe(200);
    clock.advance(1_000);
    expect(await call('GET', '/dashboard/user/profile/show', token)).toMatchObject({ status: 401, body: NOT_LOGGED_IN });
  });

  it('a token left unused for 72 hours ends', async () => {
    const token = (await login({ email: 'demo@storefront.test', password: 'demo-pass-1' })).body.data.access_token;
    clock.advance(72 * 3_600_000 - 60_000);
    expect((await call('GET', '/dashboard/user/profile/show', token)).status).toBe(200);
    clock.advance(72 * 3_600_000 - 60_000);
    expect((await call('GET', '/dashboard/user/profile/show', token)).status).toBe(200);
    clock.advance(72 * 3_600_000);
    expect(await call('GET', '/dashboard/user/profile/show', token)).toMatchObject({ status: 401, body: NOT_LOGGED_IN });
  });
});
