// A new phone asked for in the profile waits in `pending_phone` until the code texted to it is
// entered, signed in to that account; nothing trusts it before, and it holds no number away from
// its owner.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../../db/schema';
import { smsTo as outboxSmsTo } from '../../testing/outboxes';
import { createTestApp, fakeClock, type TestApp } from '../../testing/test-app';
import { hashPassword } from '../auth';

const clock = fakeClock(new Date('2030-01-07T12:00:00Z'));
let t: TestApp;
beforeAll(async () => { t = await createTestApp(clock(), { clock }); });
afterAll(async () => { await t.close(); });

let nextIp = 1;
/** Each request from its own address: only the per-phone counts add up. */
const freshIp = () => `10.4.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`;
let nextPhone = 4165550300;
const freshPhone = () => `1${nextPhone++}`;
const PASSWORD = 'phone-change-pass-1';

async function call(method: 'GET' | 'PUT' | 'POST', path: string, token?: string, payload?: Record<string, unknown>, ip = freshIp()) {
  const response = await t.app.inject({
    method, url: `/api/v1${path}`, payload, remoteAddress: ip, headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() };
}

/** A customer with a password and a proven phone, signed in: its token. */
async function customer(details: Partial<typeof users.$inferInsert> = {}): Promise<{ token: string; phone: string; id: number }> {
  const phone = freshPhone();
  const [row] = await t.database.db.insert(users).values({
    firstname: 'Rana', phone, phoneVerifiedAt: clock(), passwordHash: await hashPassword(PASSWORD),
    myReferral: randomBytes(4).toString('hex').toUpperCase(), ...details,
  }).returning();
  const signedIn = await call('POST', '/auth/login', undefined, { phone: row.phone ?? phone, password: PASSWORD });
  return { token: signedIn.body.data.access_token, phone, id: row.id };
}

const show = async (token: string) => (await call('GET', '/dashboard/user/profile/show', token)).body.data;
const askFor = (token: string, phone: string, ip?: string) =>
  call('PUT', '/dashboard/user/profile/update', token, { phone, old_password: PASSWORD }, ip);
const confirm = (token: string, verifyId: string, verifyCode: string) =>
  call('POST', '/dashboard/user/profile/phone/verify', token, { verifyId, verifyCode });
const resend = (token: string, ip?: string) => call('POST', '/dashboard/user/profile/phone/resend', token, undefined, ip);
const login = (phone: string) => call('POST', '/auth/login', undefined, { phone, password: PASSWORD });

const smsTo = (phone: string) => outboxSmsTo(t.database.db, phone);
/** The code of the last SMS to `phone`. */
const lastCode = async (phone: string) => /\b(\d{6})\b/.exec((await smsTo(phone)).at(-1) ?? '')?.[1];

const signUp = (phone: string) => call('POST', '/auth/register', undefined, {
  firstname: 'Owner', phone, password: 'owners-own-pass-1', password_confirmation: 'owners-own-pass-1',
});

describe('asking for a new phone in the profile', () => {
  it('keeps the phone until the code texted to the new one is entered, then makes that one the proven phone', async () => {
    const { token, phone: old } = await customer();
    const wanted = freshPhone();
    const asked = await askFor(token, `+${wanted}`);
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ phone: old, phone_verified_at: expect.any(String), pending_phone: wanted });
    expect(asked.body.phone_code).toEqual({ verifyId: expect.stringMatching(/^[0-9a-f-]{36}$/), phone: `*******${wanted.slice(-4)}`, message: '' });
    expect(await smsTo(wanted)).toEqual([expect.stringMatching(/^Your Storefront code is \d{6}\./)]);
    expect((await login(wanted)).body.statusCode).toBe('ERROR_102');

    const confirmed = await confirm(token, asked.body.phone_code.verifyId, (await lastCode(wanted))!);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ phone: wanted, pending_phone: null, phone_verified_at: expect.any(String) });
    expect(await show(token)).toMatchObject({ phone: wanted, pending_phone: null });
    expect((await login(wanted)).status).toBe(200);
    expect((await login(old)).body.statusCode).toBe('ERROR_102');
  });

  it('neither signs in nor resets a password with a pending phone (firebase: modules/firebase/routes.test.ts)', async () => {
    const { token } = await customer();
    const wanted = freshPhone();
    await askFor(token, wanted);
    expect((await login(wanted)).body.statusCode).toBe('ERROR_102');
    const reset = await call('POST', '/auth/forgot/password', undefined, { phone: wanted });
    expect(reset.status).toBe(200); // answered as for any number, and nothing sent
    expect(await smsTo(wanted)).toHaveLength(1); // the change's own code only
    expect((await call('POST', '/auth/forgot/password/confirm', undefined, {
      verifyId: reset.body.data.verifyId, verifyCode: (await lastCode(wanted))!, password: 'taken-over-pass-9', password_confirmation: 'taken-over-pass-9',
    })).body.statusCode).toBe('ERROR_201');
  });

  it('lets only the account the code was sent for enter it: another account gets 404 and the code stays unspent', async () => {
    const asker = await customer();
    const other = await customer();
    const wanted = freshPhone();
    const { verifyId } = (await askFor(asker.token, wanted)).body.phone_code;
    const code = (await lastCode(wanted))!;
    const stolen = await confirm(other.token, verifyId, code);
    expect(stolen.status).toBe(404);
    expect(stolen.body).toMatchObject({ statusCode: 'ERROR_404' });
    expect(await show(other.token)).toMatchObject({ phone: other.phone, pending_phone: null });
    expect((await confirm(asker.token, verifyId, code)).body.data).toMatchObject({ phone: wanted });
  });

  it('answers a wrong code as a sign-up does, and names the field of missing input', async () => {
    const { token } = await customer();
    const wanted = freshPhone();
    const { verifyId } = (await askFor(token, wanted)).body.phone_code;
    const code = (await lastCode(wanted))!;
    const wrong = await confirm(token, verifyId, String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    expect(wrong.body).toMatchObject({ statusCode: 'ERROR_201', params: { verifyCode: ['Wrong verification code'] } });
    expect((await confirm(token, 'not-a-uuid', code)).body.statusCode).toBe('ERROR_201');
    const missing = await call('POST', '/dashboard/user/profile/phone/verify', token, { verifyId });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.params)).toEqual(['verifyCode']);
    // A sign-up's or reset's code proves no change of phone.
    expect((await confirm(token, (await signUp(freshPhone())).body.data.verifyId, code)).body.statusCode).toBe('ERROR_201');
    expect((await call('POST', '/dashboard/user/profile/phone/verify', undefined, { verifyId, verifyCode: code })).status).toBe(401);
    expect((await confirm(token, verifyId, code)).status).toBe(200);
  });

  it('resends a code to the pending phone (the old one stops working), and 404 when none waits', async () => {
    const { token } = await customer();
    expect((await resend(token)).status).toBe(404);
    const wanted = freshPhone();
    const first = (await askFor(token, wanted)).body.phone_code.verifyId;
    const firstCode = (await lastCode(wanted))!;
    const again = await resend(token);
    expect(again.body.data).toEqual({ verifyId: expect.any(String), phone: `*******${wanted.slice(-4)}`, message: '' });
    expect(await smsTo(wanted)).toHaveLength(2);
    expect((await confirm(token, first, firstCode)).body.statusCode).toBe('ERROR_201');
    // The public resend does not serve a change of phone: it is the signed-in account's.
    expect((await call('POST', '/auth/resend-verify', undefined, { verifyId: again.body.data.verifyId })).body.statusCode).toBe('ERROR_201');
    expect((await confirm(token, again.body.data.verifyId, (await lastCode(wanted))!)).status).toBe(200);
  });

  it('refuses a change whose code would pass the sending throttle before saving anything', async () => {
    const { token, phone } = await customer();
    const wanted = freshPhone();
    await askFor(token, wanted);
    await resend(token);
    await resend(token);
    await askFor(token, phone); // cancelled: the next one asks anew
    expect(await show(token)).toMatchObject({ phone, pending_phone: null });
    const refused = await askFor(token, wanted);
    expect(refused.body).toMatchObject({ statusCode: 'ERROR_429', params: { retry_after: ['30'] } });
    expect(await show(token)).toMatchObject({ phone, pending_phone: null });
    expect(await smsTo(wanted)).toHaveLength(3);
    clock.advance(30_000);
    expect((await askFor(token, wanted)).body.data).toMatchObject({ phone, pending_phone: wanted });
  });

  it('cancels a pending phone when the current one is sent again, and removes both when none is', async () => {
    const { token, phone } = await customer();
    const wanted = freshPhone();
    const { verifyId } = (await askFor(token, wanted)).body.phone_code;
    const code = (await lastCode(wanted))!;
    expect((await askFor(token, phone)).body).toMatchObject({ data: { phone, pending_phone: null } });
    expect((await askFor(token, phone)).body.phone_code).toBeUndefined();
    // The code of a cancelled change proves nothing.
    expect((await confirm(token, verifyId, code)).status).toBe(404);
    await askFor(token, freshPhone());
    const cleared = await call('PUT', '/dashboard/user/profile/update', token, { phone: null, old_password: PASSWORD });
    expect(cleared.body.data).toMatchObject({ phone: null, phone_verified_at: null, pending_phone: null });
  });
});

describe('a number asked for holds nothing away from its owner', () => {
  it('lets the owner sign up with a number someone asked for; the asker can no longer prove it', async () => {
    const attacker = await customer();
    const victim = freshPhone();
    const { verifyId } = (await askFor(attacker.token, victim)).body.phone_code;
    const attackersCode = (await lastCode(victim))!;
    const started = await signUp(victim);
    const texted = (await smsTo(victim)).at(-1)!;
    expect(texted).not.toContain('already has an account');
    const signedUp = await call('POST', '/auth/verify/phone', undefined, { verifyId: started.body.data.verifyId, verifyCode: await lastCode(victim) });
    expect(signedUp.body.data.user).toMatchObject({ phone: victim, phone_verified_at: expect.any(String) });
    // Proven now: the asker's code (had it reached them) no longer gets it, nor does asking again.
    const late = await confirm(attacker.token, verifyId, attackersCode);
    expect(late.body).toMatchObject({ status: false, params: { phone: ['The phone has already been taken.'] } });
    expect(await show(attacker.token)).toMatchObject({ phone: attacker.phone });
    const again = await askFor(attacker.token, victim);
    expect(again.body.params).toEqual({ phone: ['The phone has already been taken.'] });
  });

  it('gives a number held without proof to the sign-up that proves it: the holder loses it', async () => {
    // As accounts did before pending phones: the number saved on the account, never proven.
    const holder = await customer({ email: `holder-${randomBytes(3).toString('hex')}@storefront.test` });
    const victim = holder.phone;
    await t.database.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, holder.id));
    const started = await signUp(victim);
    expect((await smsTo(victim)).at(-1)).toMatch(/^Your Storefront code is \d{6}\./);
    const resent = await call('POST', '/auth/resend-verify', undefined, { verifyId: started.body.data.verifyId });
    expect(await smsTo(victim)).toEqual([expect.stringMatching(/code is/), expect.stringMatching(/code is/)]);
    const signedUp = await call('POST', '/auth/verify/phone', undefined, { verifyId: resent.body.data.verifyId, verifyCode: await lastCode(victim) });
    expect(signedUp.body.data.user).toMatchObject({ phone: victim });
    expect(await show(holder.token)).toMatchObject({ phone: null, phone_verified_at: null });
  });

  it('gives a number held without proof to the account that proves it in its profile', async () => {
    const holder = await customer({ phoneVerifiedAt: null });
    const asker = await customer();
    const { verifyId } = (await askFor(asker.token, holder.phone)).body.phone_code;
    expect((await confirm(asker.token, verifyId, (await lastCode(holder.phone))!)).body.data).toMatchObject({ phone: holder.phone });
    expect(await show(holder.token)).toMatchObject({ phone: null });
  });

  it('settles two accounts proving one number at once: one gets it, the other a clear refusal, never a 500', async () => {
    const [first, second] = [await customer(), await customer()];
    const wanted = freshPhone();
    const firstId = (await askFor(first.token, wanted)).body.phone_code.verifyId;
    const firstCode = (await lastCode(wanted))!;
    // The second account asking for the number does not end the first one's code.
    const secondId = (await askFor(second.token, wanted)).body.phone_code.verifyId;
    const secondCode = (await lastCode(wanted))!;
    const answers = await Promise.all([confirm(first.token, firstId, firstCode), confirm(second.token, secondId, secondCode)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)!.body.params).toEqual({ phone: ['The phone has already been taken.'] });
    const holders = await t.database.db.select({ id: users.id }).from(users).where(eq(users.phone, wanted));
    expect(holders).toHaveLength(1);
    const codes = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.phone, wanted));
    expect(codes.every((code) => code.usedAt !== null)).toBe(true);
  });
});
