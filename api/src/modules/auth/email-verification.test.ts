import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, throttleEntries, users } from '../../db/schema';
import { createTestApp, fakeClock, type TestApp } from '../../testing/test-app';
import { EMAIL_LINK_HOURS } from './email-verification';
import { createAccessTokens } from './tokens';

const clock = fakeClock(new Date('2030-01-07T12:00:00Z'));
let t: TestApp;
beforeAll(async () => { t = await createTestApp(clock(), { clock, storefrontOrigin: 'https://food.example' }); });
afterAll(async () => { await t.close(); });

let nextIp = 1;
const freshIp = () => `10.2.0.${nextIp++}`;

async function resend(email: string, ip = freshIp(), headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/resend-verify', payload: { email }, remoteAddress: ip, headers });
  return { status: response.statusCode, body: response.json() };
}
/** Opens the link signed in as `userId` (none: as a guest). */
const verify = async (hash: string, userId?: number) => {
  const token = userId === undefined ? undefined : await createAccessTokens(t.database.db, clock).issue(userId);
  const response = await t.app.inject({
    method: 'GET', url: `/api/v1/auth/verify/${hash}`, headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() };
};

/** An account with an unverified e-mail address. */
async function account(verified = false) {
  const email = `reader-${randomBytes(4).toString('hex')}@storefront.test`;
  const [row] = await t.database.db.insert(users).values({
    email, firstname: 'Rana', myReferral: randomBytes(4).toString('hex').toUpperCase(), emailVerifiedAt: verified ? clock() : null,
  }).returning();
  return row;
}

async function sentTo(email: string) {
  return t.database.db.select().from(emailOutbox).where(eq(emailOutbox.email, email)).orderBy(desc(emailOutbox.id));
}
const hashIn = (body: string) => /\/verify-email\/([0-9a-f]{64})\b/.exec(body)?.[1];
const verifiedAt = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0].emailVerifiedAt;

describe('POST /auth/resend-verify with an e-mail address', () => {
  it('e-mails a link to the storefront page, answers data null, and the link verifies the address once', async () => {
    const user = await account();
    const answer = await resend(user.email!.toUpperCase());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: true, data: null });
    const [mail] = await sentTo(user.email!);
    expect(mail.body).toMatch(/https:\/\/food\.example\/verify-email\/[0-9a-f]{64}\b/);
    const hash = hashIn(mail.body)!;
    expect(await verifiedAt(user.id)).toBeNull();

    const verified = await verify(hash, user.id);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: true, data: { email: user.email } });
    expect(await verifiedAt(user.id)).toEqual(clock());
    expect((await verify(hash, user.id)).status).toBe(404);
  });

  it('builds the link on the configured storefront, whatever host the request names', async () => {
    const user = await account();
    const forged: Array<Record<string, string>> = [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }];
    for (const headers of forged) {
      expect((await resend(user.email!, '127.0.0.1', headers)).status).toBe(200);
    }
    const mails = await sentTo(user.email!);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.body).toMatch(/ https:\/\/food\.example\/verify-email\/[0-9a-f]{64}\n/);
  });

  it('answers alike for an unknown or already verified address, sending nothing', async () => {
    const verified = await account(true);
    for (const email of [verified.email!, 'nobody-here@storefront.test']) {
      const answer = await resend(email);
      expect(answer.status, email).toBe(200);
      expect(answer.body.data).toBeNull();
      expect(await sentTo(email)).toEqual([]);
    }
  });

  it('refuses a malformed address, and needs verifyId or email', async () => {
    for (const [payload, field] of [[{ email: 'not-an-address' }, 'email'], [{}, 'verifyId']] as const) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/resend-verify', payload, remoteAddress: freshIp() });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().params)).toEqual([field]);
    }
  });

  it('throttles links per address: 3 free, then a wait (400 ERROR_429)', async () => {
    const user = await account();
    for (let i = 0; i < 3; i++) expect((await resend(user.email!)).status).toBe(200);
    const blocked = await resend(user.email!);
    expect(blocked.status).toBe(400);
    expect(blocked.body).toMatchObject({ statusCode: 'ERROR_429', params: { retry_after: [expect.any(String)] } });
    expect(await sentTo(user.email!)).toHaveLength(3);
  });
});

describe('GET /auth/verify/{hash}', () => {
  it('counts links per IP apart from SMS codes: e-mailing links never uses up an address\'s codes', async () => {
    const ip = freshIp();
    expect((await resend((await account()).email!, ip)).status).toBe(200);
    const keys = (await t.database.db.select({ key: throttleEntries.key }).from(throttleEntries)).map((row) => row.key);
    expect(keys).toContain(`send-email-ip:${ip}`);
    expect(keys).not.toContain(`send-ip:${ip}`); // the SMS codes' key
  });

  it('proves the address only for the account the link was sent for, signed in', async () => {
    const owner = await account();
    await resend(owner.email!);
    const hash = hashIn((await sentTo(owner.email!))[0].body)!;
    expect(await verify(hash)).toMatchObject({ status: 401, body: { statusCode: 'ERROR_100' } });
    // Whoever received the link (the address's real owner, when someone typed it into their own
    // account) cannot hand it to that account from their own.
    const stranger = await account();
    expect((await verify(hash, stranger.id)).status).toBe(404);
    expect(await verifiedAt(owner.id)).toBeNull();
    expect((await verify(hash, owner.id)).status).toBe(200);
  });

  it('gives an address two accounts wait for to the one that proves it first, never to both', async () => {
    const wanted = `wanted-${randomBytes(4).toString('hex')}@storefront.test`;
    const [first, second] = [await account(), await account()];
    await t.database.db.update(users).set({ pendingEmail: wanted }).where(eq(users.id, first.id));
    await t.database.db.update(users).set({ pendingEmail: wanted }).where(eq(users.id, second.id));
    await resend(wanted);
    const hashes = (await sentTo(wanted)).map((mail) => hashIn(mail.body)!);
    expect(hashes).toHaveLength(2);
    // Each link is its account's: try both links as both accounts, all at once.
    const answers = await Promise.all([first, second].flatMap((who) => hashes.map((hash) => verify(hash, who.id))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404, 404, 404]);
    const holders = await t.database.db.select({ id: users.id, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.email, wanted));
    expect(holders).toEqual([{ id: expect.any(Number), verifiedAt: expect.any(Date) }]);
  });

  it('refuses an expired link, a malformed or unknown hash, and a link of an address changed since', async () => {
    const late = await account();
    await resend(late.email!);
    const lateHash = hashIn((await sentTo(late.email!))[0].body)!;
    const changed = await account();
    await resend(changed.email!);
    const changedHash = hashIn((await sentTo(changed.email!))[0].body)!;
    await t.database.db.update(users).set({ email: `${changed.email}.moved` }).where(eq(users.id, changed.id));
    expect((await verify(changedHash, changed.id)).status).toBe(404);
    expect(await verifiedAt(changed.id)).toBeNull();

    clock.advance((EMAIL_LINK_HOURS * 3600 + 1) * 1000);
    for (const hash of [lateHash, 'x'.repeat(64), '0'.repeat(64), 'short']) {
      const answer = await verify(hash, late.id);
      expect(answer.status, hash).toBe(404);
      expect(answer.body.statusCode).toBe('ERROR_404');
    }
    expect(await verifiedAt(late.id)).toBeNull();
  });
});
