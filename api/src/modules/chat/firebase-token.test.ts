// Custom tokens for the Firestore chat: signed with the service account's key, naming the user
// and its role; refused when firebase is not configured. (The Auth emulator's acceptance of the
// unsigned ones is tested on the stack: tests/integration/chat-stream.test.ts.)
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, NO_RATE_LIMITS, type TestApp } from '../../testing/test-app';
import { call, newCustomer, newStaff } from '../../testing/customers';
import { buildApp } from '../../app';
import { STAFF_LEASE_SECONDS } from './firebase-token';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ACCOUNT = { client_email: 'chat@demo-storefront.iam.gserviceaccount.com', private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
const AUDIENCE = 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(new Date(), { firebase: { projectId: 'demo-storefront', emulator: false, serviceAccount: ACCOUNT } });
});
afterAll(async () => { await t.close(); });

const mint = async (app: TestApp['app'], token: string) => {
  const response = await app.inject({ method: 'POST', url: '/api/v1/dashboard/user/chat/firebase-token', headers: { authorization: `Bearer ${token}` } });
  return { status: response.statusCode, body: response.json() };
};

/** The claims of a custom token minted for the session `token`. */
const claimsFor = async (token: string) => {
  const { payload } = await jwtVerify((await mint(t.app, token)).body.data.token, publicKey, { audience: AUDIENCE });
  return { claims: payload.claims, iat: payload.iat! };
};
const setRole = (id: number, role: 'user' | 'staff') => t.database.db.update(users).set({ role }).where(eq(users.id, id));

describe('POST /dashboard/user/chat/firebase-token', () => {
  it('signs a custom token with the service account: uid user-<id>, claim role', async () => {
    const customer = await newCustomer(t);
    const staff = await newStaff(t);
    const { status, body } = await mint(t.app, customer.token);
    expect(status).toBe(200);
    const { payload, protectedHeader } = await jwtVerify(body.data.token, publicKey, { audience: AUDIENCE, issuer: ACCOUNT.client_email });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ sub: ACCOUNT.client_email, uid: `user-${customer.id}`, claims: { role: 'user' } });
    expect(payload.exp! - payload.iat!).toBe(3600);
    const staffs = await jwtVerify((await mint(t.app, staff.token)).body.data.token, publicKey, { audience: AUDIENCE });
    expect(staffs.payload).toMatchObject({ uid: `user-${staff.id}`, claims: { role: 'staff' } });
  });

  it('gives staff a lease (staff_until, epoch seconds) and customers none', async () => {
    const { claims, iat } = await claimsFor((await newStaff(t)).token);
    expect(claims).toEqual({ role: 'staff', staff_until: iat + STAFF_LEASE_SECONDS });
    expect((await claimsFor((await newCustomer(t)).token)).claims).toEqual({ role: 'user' });
  });

  it('follows the role the account has now, on the same session: demoted staff get no staff claim, promoted get it', async () => {
    const member = await newStaff(t);
    expect((await claimsFor(member.token)).claims).toMatchObject({ role: 'staff' });
    await setRole(member.id, 'user');
    expect((await claimsFor(member.token)).claims).toEqual({ role: 'user' });
    await setRole(member.id, 'staff');
    expect((await claimsFor(member.token)).claims).toMatchObject({ role: 'staff', staff_until: expect.any(Number) });
  });

  it('is refused with 400 when firebase is not configured, and 401 without a token', async () => {
    const bare = await buildApp({ db: t.database.db, edges: { rateLimits: NO_RATE_LIMITS } });
    try {
      const { status, body } = await mint(bare, (await newCustomer(t)).token);
      expect(status).toBe(400);
      expect(body).toMatchObject({ statusCode: 'ERROR_400', message: 'Firebase is not configured on this server.' });
    } finally {
      await bare.close();
    }
    expect((await call(t, 'POST', '/dashboard/user/chat/firebase-token', null)).status).toBe(401);
  });
});
