import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createTestApp, fakeClock, type TestApp } from '../../testing/test-app';
import { buildApp } from '../../app';
import { hashPassword } from '../auth';
import { certificateEndpoint, createTestKey, idTokenClaims, signIdToken, unsignedIdToken } from './test-support';

const PROJECT = 'storefront-test';
const clock = fakeClock(new Date('2030-01-07T12:00:00Z'));
const key = createTestKey();
const endpoint = certificateEndpoint([key]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(clock(), { clock, firebase: { projectId: PROJECT, emulator: false, fetch: endpoint.fetch } });
});
afterAll(async () => { await t.close(); });

const GOOGLE = { 'google.com': ['g'] };

/** A signed ID token of `uid` with the claims given (google.com unless told). */
function token(uid: string, overrides: Record<string, unknown> = {}): string {
  const provider = (overrides.provider as string | undefined) ?? 'google.com';
  const { provider: _provider, ...claims } = overrides;
  return signIdToken(key, idTokenClaims(PROJECT, clock(), {
    sub: uid, email: undefined, email_verified: undefined, name: undefined, picture: undefined,
    firebase: { identities: GOOGLE, sign_in_provider: provider }, ...claims,
  }));
}

async function callback(provider: string, body: Record<string, unknown> | undefined) {
  const response = await t.app.inject({ method: 'POST', url: `/api/v1/auth/${provider}/callback`, payload: body });
  return { status: response.statusCode, body: response.json(), raw: response.body };
}

async function profileOf(accessToken: string) {
  const response = await t.app.inject({ url: '/api/v1/dashboard/user/profile/show', headers: { authorization: `Bearer ${accessToken}` } });
  return { status: response.statusCode, body: response.json() };
}

async function login(email: string, password: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: '10.9.0.1' });
  return { status: response.statusCode, body: response.json() };
}

const rowsOfUid = (uid: string) => t.database.db.select().from(users).where(eq(users.firebaseUid, uid));
const userByEmail = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

const DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/;
const INVALID_TOKEN = { status: false, statusCode: 'ERROR_107', message: 'Invalid firebase token', params: { id_token: ['Invalid firebase token'] } };

describe('POST /auth/{provider}/callback: accounts', () => {
  it('creates the account at the first sign-in and answers as login does', async () => {
    const { status, body, raw } = await callback('google', {
      id_token: token('g-new-1', {
        email: 'New.Person@Example.com', email_verified: true, name: 'Ada King Lovelace', picture: 'https://lh3.googleusercontent.com/a/x.png',
      }),
      referral: 'DEMO0001',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: true, message: 'success', data: { token_type: 'Bearer' } });
    expect(body.data.access_token).toMatch(/^\d+\|[A-Za-z0-9]{40}$/);
    expect(body.data.user).toMatchObject({
      firstname: 'Ada', lastname: 'King Lovelace', email: 'new.person@example.com', phone: null, phone_verified_at: null,
      img: 'https://lh3.googleusercontent.com/a/x.png', empty_p: true, active: true, role: 'user',
    });
    expect(body.data.user.email_verified_at).toMatch(DATE);
    expect(body.data.user.my_referral).toMatch(/^[A-Z0-9]{8}$/);
    expect(raw).not.toMatch(/password_hash|firebase_uid/);
    // Same shape as the login's answer.
    const demo = await login('demo@storefront.test', 'demo-pass-1');
    expect(Object.keys(body.data).sort()).toEqual(Object.keys(demo.body.data).sort());
    expect(Object.keys(body.data.user).sort()).toEqual(Object.keys(demo.body.data.user).sort());

    const profile = await profileOf(body.data.access_token);
    expect(profile.status).toBe(200);
    expect(profile.body.data.id).toBe(body.data.user.id);
    expect((await rowsOfUid('g-new-1')).map((row) => row.id)).toEqual([body.data.user.id]);
  });

  it('signs the same firebase user into the same account later, whatever the token says now', async () => {
    const first = await callback('google', { id_token: token('g-same', { name: 'Grace' }) });
    expect(first.body.data.user).toMatchObject({ firstname: 'Grace', lastname: null, email: null, img: null });
    const again = await callback('google', { id_token: token('g-same', { name: 'Someone Else', email: 'x@example.com', email_verified: true }) });
    expect(again.status).toBe(200);
    expect(again.body.data.user).toMatchObject({ id: first.body.data.user.id, firstname: 'Grace', email: null });
    expect(again.body.data.access_token).not.toBe(first.body.data.access_token);
    expect(await rowsOfUid('g-same')).toHaveLength(1);
  });

  it('links an account by a verified e-mail, keeping its password', async () => {
    const demo = await userByEmail('demo@storefront.test');
    const { status, body } = await callback('google', {
      id_token: token('g-demo', { email: 'DEMO@storefront.test', email_verified: true, name: 'Not Demo' }),
    });
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ id: demo.id, firstname: 'Demo', email: 'demo@storefront.test', empty_p: false });
    expect((await userByEmail('demo@storefront.test')).firebaseUid).toBe('g-demo');
    expect((await login('demo@storefront.test', 'demo-pass-1')).status).toBe(200);
  });

  it('never links by an unverified e-mail: a new account without that address', async () => {
    const demo2 = await userByEmail('demo2@storefront.test');
    const { status, body } = await callback('facebook', {
      id_token: token('fb-unverified', { provider: 'facebook.com', email: 'demo2@storefront.test', email_verified: false, name: 'Mallory' }),
    });
    expect(status).toBe(200);
    expect(body.data.user.id).not.toBe(demo2.id);
    expect(body.data.user).toMatchObject({ email: null, email_verified_at: null, firstname: 'Mallory' });
    expect(await userByEmail('demo2@storefront.test')).toEqual(demo2);
  });

  it('body fields cannot impersonate anyone: the identity is the token\'s', async () => {
    const demo = await userByEmail('demo@storefront.test');
    const { status, body } = await callback('google', {
      id_token: token('g-someone', { email: 'someone@example.com', email_verified: true, name: 'Some One' }),
      email: 'demo@storefront.test', id: 'g-demo', name: 'Demo Customer', avatar: 'https://evil.example/a.png',
    });
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ email: 'someone@example.com', firstname: 'Some', img: null });
    expect(body.data.user.id).not.toBe(demo.id);
    expect((await profileOf(body.data.access_token)).body.data.email).toBe('someone@example.com');
  });

  it('an account known only by an unverified e-mail goes to the proven owner of the address, ending the old credentials', async () => {
    // demo2's e-mail is unverified and it has no other proof: whoever registered it never
    // proved the address, so its password and sessions must not survive the owner's sign-in.
    const demo2 = await userByEmail('demo2@storefront.test');
    const oldSession = (await login('demo2@storefront.test', 'demo-pass-2')).body.data.access_token;
    const { status, body } = await callback('google', {
      id_token: token('g-demo2-owner', { email: 'demo2@storefront.test', email_verified: true }),
    });
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ id: demo2.id, empty_p: true });
    expect(body.data.user.email_verified_at).toMatch(DATE);
    expect((await profileOf(oldSession)).status).toBe(401);
    expect((await login('demo2@storefront.test', 'demo-pass-2')).body.statusCode).toBe('ERROR_102');
    expect((await profileOf(body.data.access_token)).status).toBe(200);
  });

  it('leaves alone an account whose unverified e-mail is the only match but which someone else proved', async () => {
    const [other] = await t.database.db.insert(users).values({
      email: 'typo@example.com', phone: '14165550150', phoneVerifiedAt: clock(), myReferral: 'TYPO0001',
      passwordHash: await hashPassword('typo-pass-1'),
    }).returning();
    const { status, body } = await callback('google', { id_token: token('g-typo-owner', { email: 'typo@example.com', email_verified: true }) });
    expect(status).toBe(200);
    expect(body.data.user.id).not.toBe(other.id);
    expect(body.data.user.email).toBeNull();
    expect(await userByEmail('typo@example.com')).toEqual(other);
  });

  it('phone sign-in links an account by its phone and marks the phone verified', async () => {
    const [account] = await t.database.db.insert(users).values({
      phone: '14165550177', firstname: 'Phone', myReferral: 'PHONE001',
    }).returning();
    expect(account.phoneVerifiedAt).toBeNull();
    const { status, body } = await callback('phone', {
      id_token: token('ph-177', { provider: 'phone', phone_number: '+1 416-555-0177', firebase: { identities: { phone: ['+14165550177'] }, sign_in_provider: 'phone' } }),
    });
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ id: account.id, phone: '14165550177', firstname: 'Phone' });
    expect(body.data.user.phone_verified_at).toMatch(DATE);
    expect((await rowsOfUid('ph-177')).map((row) => row.id)).toEqual([account.id]);
  });

  it('phone sign-in finds a verified phone, keeping the password', async () => {
    const demo = await userByEmail('demo@storefront.test');
    const { body } = await callback('phone', {
      id_token: token('ph-demo', { phone_number: '+14165550100', firebase: { identities: {}, sign_in_provider: 'phone' } }),
    });
    expect(body.data.user).toMatchObject({ id: demo.id, phone: '14165550100', empty_p: false });
  });

  it('phone sign-in does not link an account that only asks for the phone (pending): the phone\'s owner gets their own', async () => {
    const [asker] = await t.database.db.insert(users).values({
      phone: '14165550179', phoneVerifiedAt: clock(), pendingPhone: '14165550178', firstname: 'Asker', myReferral: 'PHONE002',
    }).returning();
    const { status, body } = await callback('phone', {
      id_token: token('ph-178', { phone_number: '+14165550178', firebase: { identities: { phone: ['+14165550178'] }, sign_in_provider: 'phone' } }),
    });
    expect(status).toBe(200);
    expect(body.data.user.id).not.toBe(asker.id);
    expect(body.data.user).toMatchObject({ phone: '14165550178', phone_verified_at: expect.stringMatching(DATE) });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, asker.id));
    expect(after).toMatchObject({ phone: '14165550179', pendingPhone: '14165550178', firebaseUid: null });
  });

  it('a new phone account gets the verified phone', async () => {
    const { body } = await callback('phone', {
      id_token: token('ph-new', { phone_number: '+44 7700 900123', firebase: { identities: {}, sign_in_provider: 'phone' } }),
    });
    expect(body.data.user).toMatchObject({ phone: '447700900123', email: null, firstname: null, empty_p: true });
    expect(body.data.user.phone_verified_at).toMatch(DATE);
  });

  it('other providers do not link by phone', async () => {
    const demo = await userByEmail('demo@storefront.test');
    const { body } = await callback('google', { id_token: token('g-with-phone', { phone_number: '+14165550100' }) });
    expect(body.data.user.id).not.toBe(demo.id);
    expect(body.data.user.phone).toBeNull();
  });

  // On PGlite a request's queries all settle within one turn of the event loop, so requests do
  // not interleave; on PostgreSQL (npm test runs these tests there too) they do.
  it.each([
    ['with a verified e-mail', 'g-race', { email: 'race@example.com', email_verified: true, name: 'Race Condition' }],
    ['known by the uid alone', 'g-race-uid', {}],
  ])('concurrent first sign-ins of one firebase user make one account (%s)', async (_case, uid, claims) => {
    const id_token = token(uid, claims);
    const answers = await Promise.all(Array.from({ length: 6 }, () => callback('google', { id_token })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.body.data.user.id)).size).toBe(1);
    expect(await rowsOfUid(uid)).toHaveLength(1);
  });

  it('concurrent first sign-ins linking one account by e-mail link it once', async () => {
    const [account] = await t.database.db.insert(users).values({
      email: 'link-race@example.com', emailVerifiedAt: clock(), myReferral: 'LRACE001',
    }).returning();
    const id_token = token('g-link-race', { email: 'link-race@example.com', email_verified: true });
    const answers = await Promise.all(Array.from({ length: 6 }, () => callback('google', { id_token })));
    expect(answers.map((answer) => answer.body.data?.user.id)).toEqual(Array(6).fill(account.id));
    expect(await rowsOfUid('g-link-race')).toHaveLength(1);
  });

  it('refuses a deactivated account as login does, found by uid or by e-mail', async () => {
    const created = await callback('google', { id_token: token('g-deactivated', { name: 'Gone' }) });
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, created.body.data.user.id));
    const byUid = await callback('google', { id_token: token('g-deactivated') });
    expect(byUid.status).toBe(400);
    const { timestamp: _t, ...rest } = byUid.body;
    expect(rest).toEqual({ status: false, statusCode: 'ERROR_102', message: 'Login or password is invalid' });

    await t.database.db.insert(users).values({
      email: 'off@example.com', emailVerifiedAt: clock(), myReferral: 'OFF00001', active: false,
    });
    const byEmail = await callback('google', { id_token: token('g-off', { email: 'off@example.com', email_verified: true }) });
    expect(byEmail.body).toMatchObject({ statusCode: 'ERROR_102' });
    expect(await rowsOfUid('g-off')).toHaveLength(0);
  });
});

describe('POST /auth/{provider}/callback: bad requests', () => {
  it.each(['github', 'GOOGLE', 'password', 'twitter'])('refuses the provider %s', async (provider) => {
    const { status, body } = await callback(provider, { id_token: token('g-x') });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: false, statusCode: 'ERROR_400', params: { provider: ['The selected provider is invalid.'] } });
  });

  it('needs id_token', async () => {
    for (const payload of [{}, { email: 'demo@storefront.test', id: 'g-demo' }]) {
      const { status, body } = await callback('google', payload);
      expect(status).toBe(400);
      expect(body).toMatchObject({ statusCode: 'ERROR_400', message: 'Bad request.', params: { id_token: ['Required'] } });
    }
    expect((await callback('google', { id_token: '  ' })).body).toMatchObject({ params: { id_token: ['Required'] } });
    expect((await callback('google', undefined)).status).toBe(400);
  });

  it.each([
    ['garbage', () => 'not-a-token'],
    ['an expired token', () => token('g-a', { exp: clock().getTime() / 1000 - 5 })],
    ['a token of another project', () => token('g-a', { aud: 'another-project' })],
    ['a token signed by an unknown key', () => signIdToken(createTestKey(), idTokenClaims(PROJECT, clock()))],
    ['an unsigned (emulator) token', () => unsignedIdToken(idTokenClaims(PROJECT, clock()))],
    ['a phone token on the google route', () => token('g-a', { provider: 'phone' })],
    ['an e-mail/password token', () => token('g-a', { provider: 'password' })],
  ])('refuses %s with 400 ERROR_107 (not 401), naming id_token', async (_case, make) => {
    const { status, body, raw } = await callback('google', { id_token: make() });
    expect(status).toBe(400);
    expect(body).toMatchObject(INVALID_TOKEN);
    expect(raw).not.toMatch(/stack|\.ts:\d+|FirebaseTokenError/);
  });

  it('says so when firebase sign-in is not configured', async () => {
    const app = await buildApp({ db: t.database.db, clock });
    try {
      const response = await app.inject({ method: 'POST', url: '/api/v1/auth/google/callback', payload: { id_token: token('g-a') } });
      expect(response.statusCode).toBe(400);
      const { timestamp: _t, ...rest } = response.json();
      expect(rest).toEqual({
        status: false, statusCode: 'ERROR_400', message: 'Firebase sign-in is not configured',
        params: { provider: ['Firebase sign-in is not configured'] }, reasons: { provider: [{ code: 'not_configured' }] },
      });
    } finally {
      await app.close();
    }
  });
});
