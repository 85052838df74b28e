import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { smsOutbox, users, verificationCodes } from '../../db/schema';
import { mailTo as outboxMailTo, smsTo as outboxSmsTo } from '../../testing/outboxes';
import { createTestApp, fakeClock, type TestApp } from '../../testing/test-app';
import { createTwilioSms } from './sms';
import { MAX_TRIES } from './verification';

const clock = fakeClock(new Date('2030-01-07T12:00:00Z'));
let t: TestApp;
beforeAll(async () => { t = await createTestApp(clock(), { clock }); });
afterAll(async () => { await t.close(); });

let nextIp = 1;
/** Each test calls from its own address, so throttling counters never leak between tests. */
const freshIp = () => `10.1.0.${nextIp++}`;
let nextPhone = 4165550200;
const freshPhone = () => `1${nextPhone++}`;

async function post(path: string, payload: Record<string, unknown>, ip = freshIp(), token?: string) {
  const response = await t.app.inject({
    method: 'POST', url: `/api/v1${path}`, payload, remoteAddress: ip,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json(), raw: response.body };
}

/** The code of the last SMS sent to `phone` (the outbox adapter's table). */
async function lastCode(phone: string): Promise<string | undefined> {
  const [row] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1);
  return row ? /\b(\d{6})\b/.exec(row.body)?.[1] : undefined;
}

const smsTo = (phone: string) => outboxSmsTo(t.database.db, phone);
const mailTo = (email: string) => outboxMailTo(t.database.db, email);

/** A six-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const verify = (verifyId: string, verifyCode: string) => post('/auth/verify/phone', { verifyId, verifyCode });

const signUp = (phone: string, extra: Record<string, unknown> = {}, ip?: string) => post('/auth/register', {
  firstname: 'Nadia', lastname: 'Haddad', phone, password: 'secret-pass-1', password_confirmation: 'secret-pass-1', ...extra,
}, ip);

const profileOf = async (token: string) => (await t.app.inject({
  method: 'GET', url: '/api/v1/dashboard/user/profile/show', headers: { authorization: `Bearer ${token}` },
})).json();

describe('sign-up with a phone code', () => {
  it('texts a code and creates the account only when the code is verified', async () => {
    const phone = freshPhone();
    const sent = await signUp(`+${phone.slice(0, 1)} (${phone.slice(1, 4)}) ${phone.slice(4)}`, { email: 'Nadia@Example.test' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ verifyId: expect.stringMatching(/^[0-9a-f-]{36}$/), phone: `*******${phone.slice(-4)}`, message: '' });
    expect(await t.database.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
    // The stored code is a hash, never the digits.
    const code = await lastCode(phone);
    const [stored] = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.id, sent.body.data.verifyId));
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.codeHash).not.toContain(code);
    expect(JSON.stringify(stored.registration)).not.toContain('secret-pass-1');

    const verified = await post('/auth/verify/phone', { verifyId: sent.body.data.verifyId, verifyCode: code });
    expect(verified.status).toBe(200);
    expect(verified.body.data.token).toMatch(/^\d+\|[A-Za-z0-9]{40}$/);
    // The address waits for its e-mailed link: nothing trusts it before.
    expect(verified.body.data.user).toMatchObject({
      firstname: 'Nadia', lastname: 'Haddad', email: null, pending_email: 'nadia@example.test', phone, empty_p: false,
    });
    expect(await mailTo('nadia@example.test')).toEqual([expect.objectContaining({ subject: 'Confirm your e-mail address' })]);
    expect(verified.body.data.user.phone_verified_at).not.toBeNull();
    expect((await profileOf(verified.body.data.token)).data.phone).toBe(phone);
    // The new account signs in with its password and phone; not yet with the address.
    expect((await post('/auth/login', { phone, password: 'secret-pass-1' })).status).toBe(200);
    expect((await post('/auth/login', { email: 'nadia@example.test', password: 'secret-pass-1' })).status).toBe(400);
  });

  it('uses a code once only', async () => {
    const phone = freshPhone();
    const sent = await signUp(phone);
    const code = await lastCode(phone);
    expect((await post('/auth/verify/phone', { verifyId: sent.body.data.verifyId, verifyCode: code })).status).toBe(200);
    const again = await post('/auth/verify/phone', { verifyId: sent.body.data.verifyId, verifyCode: code });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ statusCode: 'ERROR_201', message: 'Wrong verification code' });
  });

  it('refuses a code after otp_expire_time minutes', async () => {
    const phone = freshPhone();
    const sent = await signUp(phone);
    const code = await lastCode(phone);
    clock.advance(10 * 60 * 1000);
    const late = await post('/auth/verify/phone', { verifyId: sent.body.data.verifyId, verifyCode: code });
    expect(late.body).toMatchObject({ statusCode: 'ERROR_203', params: { verifyCode: [expect.stringContaining('expired')] } });
    expect(await t.database.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
  });

  it('ends a code after five wrong tries, even when the sixth is right', async () => {
    const phone = freshPhone();
    const sent = await signUp(phone);
    const code = (await lastCode(phone))!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      // From different addresses: the per-code limit holds whoever guesses.
      expect((await post('/auth/verify/phone', { verifyId: sent.body.data.verifyId, verifyCode: wrong })).body.statusCode).toBe('ERROR_201');
    }
    clock.advance(1_000); // the phone's own five free wrong guesses are spent too: it waits a second
    const right = await post('/auth/verify/phone', { verifyId: sent.body.data.verifyId, verifyCode: code });
    expect(right.body).toMatchObject({ statusCode: 'ERROR_202' });
    // A new code works.
    const again = await post('/auth/resend-verify', { verifyId: sent.body.data.verifyId });
    expect(again.status).toBe(200);
    const fresh = await post('/auth/verify/phone', { verifyId: again.body.data.verifyId, verifyCode: await lastCode(phone) });
    expect(fresh.status).toBe(200);
  });

  it('a resent code replaces the old one', async () => {
    const phone = freshPhone();
    const sent = await signUp(phone);
    const first = await lastCode(phone);
    const resent = await post('/auth/resend-verify', { verifyId: sent.body.data.verifyId });
    expect(resent.body.data.verifyId).not.toBe(sent.body.data.verifyId);
    const old = await post('/auth/verify/phone', { verifyId: sent.body.data.verifyId, verifyCode: first });
    expect(old.body.statusCode).toBe('ERROR_201');
    expect((await post('/auth/verify/phone', { verifyId: resent.body.data.verifyId, verifyCode: await lastCode(phone) })).status).toBe(200);
  });

  it('names the field of bad input and sends nothing', async () => {
    const before = (await t.database.db.select().from(smsOutbox)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ phone: '' }, 'phone', 'Phone number is required'],
      [{ phone: undefined }, 'phone', 'Phone number is required'],
      [{ phone: '12' }, 'phone', 'The phone must be a number.'],
      [{ password: 'short', password_confirmation: 'short' }, 'password', 'Password should contain at least 8 characters'],
      [{ password: '12345678', password_confirmation: '12345678' }, 'password', 'This password is too common or too easy to guess.'],
      [{ password_confirmation: 'other-1' }, 'password_confirmation', "Passwords don't match"],
      [{ firstname: 'N' }, 'firstname', 'The firstname must be between 2 and 100 characters.'],
      [{ email: 'not-an-email' }, 'email', 'The email must be a valid email address.'],
    ];
    for (const [extra, field, message] of cases) {
      const answer = await signUp(freshPhone(), extra);
      expect(answer.status, message).toBe(400);
      expect(answer.body.params, message).toEqual({ [field]: [message] });
    }
    const noPassword = await post('/auth/register', { firstname: 'Nadia', phone: freshPhone() });
    expect(noPassword.body.params).toEqual({ password: ['Required'] });
    expect((await t.database.db.select().from(smsOutbox)).length).toBe(before);
  });

  it('no token without the code: Foodyman\'s "type=firebase" shortcut is closed', async () => {
    const forged = await post('/auth/verify/phone', { type: 'firebase', phone: 14165550100, password: 'taken-over', firstname: 'Eve' });
    expect(forged.status).toBe(400);
    expect(forged.raw).not.toMatch(/token/);
    expect((await post('/auth/login', { phone: '14165550100', password: 'demo-pass-1' })).status).toBe(200);
    for (const verifyCode of ['', '12345', 'abcdef', '1234567']) {
      expect((await post('/auth/verify/phone', { verifyId: crypto.randomUUID(), verifyCode })).body.statusCode).toBe('ERROR_201');
    }
    expect((await post('/auth/verify/phone', { verifyId: 'not-a-uuid', verifyCode: '123456' })).body.statusCode).toBe('ERROR_201');
  });

  it('a sign-up holds no phone or e-mail: both accounts wait for the address, which neither holds before proving it', async () => {
    const phone = freshPhone();
    const first = await signUp(phone, { email: 'race@example.test' });
    const firstCode = await lastCode(phone);
    const other = freshPhone();
    const second = await signUp(other, { email: 'race@example.test' });
    expect(second.status).toBe(200);
    const won = await post('/auth/verify/phone', { verifyId: second.body.data.verifyId, verifyCode: await lastCode(other) });
    expect(won.body.data.user).toMatchObject({ phone: other, email: null, pending_email: 'race@example.test' });
    const late = await post('/auth/verify/phone', { verifyId: first.body.data.verifyId, verifyCode: firstCode });
    expect(late.status).toBe(200);
    expect(late.body.data.user).toMatchObject({ phone, email: null, pending_email: 'race@example.test' });
  });

  it('answers alike whether or not the phone or e-mail has an account; the owner is told instead', async () => {
    const phone = freshPhone();
    const first = await signUp(phone);
    expect((await verify(first.body.data.verifyId, (await lastCode(phone))!)).status).toBe(200);
    const known = await signUp(phone, { email: 'DEMO@storefront.test' });
    const unknown = await signUp(freshPhone(), { email: 'nobody-yet@example.test' });
    expect(known.status).toBe(200);
    const shape = (answer: typeof known) => ({ ...answer.body, timestamp: '', data: { ...answer.body.data, verifyId: '', phone: '' } });
    expect(shape(known)).toEqual(shape(unknown));
    // The owner's phone got a notice, never a code that could prove the sign-up.
    const [, notice, ...others] = await smsTo(phone);
    expect(others).toEqual([]);
    expect(notice).toContain('someone tried to sign up with this number');
    expect(notice).not.toMatch(/\b\d{6}\b/);
    expect((await post('/auth/resend-verify', { verifyId: known.body.data.verifyId })).status).toBe(200);
    expect(await smsTo(phone)).toHaveLength(2);
    expect((await post('/auth/login', { phone, password: 'secret-pass-1' })).status).toBe(200);
  });

  it('makes an account whose address another account has proven without it, and tells that address', async () => {
    const phone = freshPhone();
    const sent = await signUp(phone, { email: 'staff@storefront.test' });
    const verified = await verify(sent.body.data.verifyId, (await lastCode(phone))!);
    expect(verified.status).toBe(200);
    expect(verified.body.data.user).toMatchObject({ phone, email: null, pending_email: null });
    expect(await mailTo('staff@storefront.test')).toEqual([expect.objectContaining({ subject: 'Someone signed up with your address' })]);
    expect((await post('/auth/login', { email: 'staff@storefront.test', password: 'staff-pass-1' })).status).toBe(200);
  });
});

describe('code throttling', () => {
  it('sends three codes to a phone freely, then makes the next wait', async () => {
    const phone = freshPhone();
    const sent = await signUp(phone);
    await post('/auth/resend-verify', { verifyId: sent.body.data.verifyId });
    const third = await post('/auth/resend-verify', { verifyId: sent.body.data.verifyId });
    expect(third.status).toBe(200);
    const fourth = await post('/auth/resend-verify', { verifyId: third.body.data.verifyId });
    expect(fourth.body).toMatchObject({ statusCode: 'ERROR_429', message: 'Too many attempts. Please wait 30 seconds.', params: { retry_after: ['30'] } });
    clock.advance(30_000);
    expect((await post('/auth/resend-verify', { verifyId: third.body.data.verifyId })).status).toBe(200);
  });

  it('slows down an address that guesses codes, with growing waits', async () => {
    const ip = freshIp();
    const guess = () => post('/auth/verify/phone', { verifyId: crypto.randomUUID(), verifyCode: '000000' }, ip);
    for (let i = 0; i < 5; i += 1) expect((await guess()).body.statusCode).toBe('ERROR_201');
    expect((await guess()).body.params).toEqual({ retry_after: ['1'] });
    clock.advance(1_000);
    await guess();
    expect((await guess()).body.params).toEqual({ retry_after: ['2'] });
  });

  it('checks no more than five of fifty guesses sent at once: the right one, sent last, is refused', async () => {
    const phone = freshPhone();
    const { verifyId } = (await signUp(phone)).body.data;
    const code = (await lastCode(phone))!;
    // Each from its own address, so only the code's limit and the phone's budget stand in the way.
    // The right code goes last: every request takes the same steps, so five wrong ones are checked
    // before it, and it can only get in if more than five guesses are checked.
    const wrong = Array.from({ length: 49 }, () => verify(verifyId, otherThan(code)));
    const answers = await Promise.all([...wrong, verify(verifyId, code)]);
    const answered = answers.map((answer) => answer.body.statusCode as string);
    expect(answered.filter((statusCode) => statusCode === 'ERROR_201')).toHaveLength(MAX_TRIES);
    expect(answered.filter((statusCode) => !['ERROR_201', 'ERROR_202', 'ERROR_429'].includes(statusCode))).toEqual([]);
    expect(answered.at(-1)).not.toBe('ERROR_201');
    const [row] = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.id, verifyId));
    expect(row.attempts).toBe(MAX_TRIES);
    expect(row.usedAt).toBeNull();
    clock.advance(1_000); // past the phone's wait: the code itself refuses
    expect((await verify(verifyId, code)).body.statusCode).toBe('ERROR_202');
  });

  it('gives a phone five wrong guesses over all its codes: a new code brings no new ones', async () => {
    const phone = freshPhone();
    const first = (await signUp(phone)).body.data.verifyId;
    const firstCode = (await lastCode(phone))!;
    for (let i = 0; i < 3; i += 1) expect((await verify(first, otherThan(firstCode))).body.statusCode).toBe('ERROR_201');
    const second = (await post('/auth/resend-verify', { verifyId: first })).body.data.verifyId;
    const secondCode = (await lastCode(phone))!;
    for (let i = 0; i < 2; i += 1) expect((await verify(second, otherThan(secondCode))).body.statusCode).toBe('ERROR_201');
    // Neither code has had its five tries, but the phone has: even the right code waits, and so
    // does the right code of a newer one.
    const waitOneSecond = { statusCode: 'ERROR_429', params: { retry_after: ['1'] } };
    expect((await verify(second, secondCode)).body).toMatchObject(waitOneSecond);
    const third = (await post('/auth/resend-verify', { verifyId: second })).body.data.verifyId;
    const thirdCode = (await lastCode(phone))!;
    expect((await verify(third, thirdCode)).body).toMatchObject(waitOneSecond);

    // Another phone is not held up.
    const other = freshPhone();
    const otherId = (await signUp(other)).body.data.verifyId;
    const otherCode = (await lastCode(other))!;
    for (let i = 0; i < 4; i += 1) expect((await verify(otherId, otherThan(otherCode))).body.statusCode).toBe('ERROR_201');
    expect((await verify(otherId, otherCode)).status).toBe(200);

    // After the wait the phone has one more guess; a wrong one doubles the wait.
    clock.advance(1_000);
    expect((await verify(third, otherThan(thirdCode))).body.statusCode).toBe('ERROR_201');
    expect((await verify(third, thirdCode)).body).toMatchObject({ statusCode: 'ERROR_429', params: { retry_after: ['2'] } });
    clock.advance(2_000);
    expect((await verify(third, thirdCode)).status).toBe(200);
  });

  it('reset requests count against the phone as well', async () => {
    for (let i = 0; i < 3; i += 1) expect((await post('/auth/forgot/password', { phone: '14165550100' })).status).toBe(200);
    expect((await post('/auth/forgot/password', { phone: '14165550100' })).body.statusCode).toBe('ERROR_429');
    clock.advance(15 * 60 * 1000);
  });
});

describe('password reset by phone code', () => {
  it('sets the new password with the code, signs in and ends the other sessions', async () => {
    const phone = freshPhone();
    const sent = await signUp(phone);
    const session = (await post('/auth/verify/phone', { verifyId: sent.body.data.verifyId, verifyCode: await lastCode(phone) })).body.data.token;
    const asked = await post('/auth/forgot/password', { phone });
    expect(asked.body.data.phone).toBe(`*******${phone.slice(-4)}`);
    const reset = await post('/auth/forgot/password/confirm', {
      verifyId: asked.body.data.verifyId, verifyCode: await lastCode(phone), password: 'new-secret', password_confirmation: 'new-secret',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data.user.phone).toBe(phone);
    expect((await profileOf(reset.body.data.token)).status).toBe(true);
    expect((await profileOf(session)).statusCode).toBe('ERROR_100');
    expect((await post('/auth/login', { phone, password: 'secret-pass-1' })).body.statusCode).toBe('ERROR_102');
    expect((await post('/auth/login', { phone, password: 'new-secret' })).status).toBe(200);
  });

  it('no token for a reset without a valid code (Foodyman\'s confirm asks for none)', async () => {
    const forged = await post('/auth/forgot/password/confirm', { phone: 14165550100, type: 'firebase' });
    expect(forged.status).toBe(400);
    expect(forged.raw).not.toMatch(/token/);
    const asked = await post('/auth/forgot/password', { phone: '14165550100' });
    const guessed = await post('/auth/forgot/password/confirm', {
      verifyId: asked.body.data.verifyId, verifyCode: '000000', password: 'hijacked-account-7', password_confirmation: 'hijacked-account-7',
    });
    // (1 in a million that 000000 is right; the message would then differ.)
    expect(guessed.body.statusCode).toBe('ERROR_201');
    expect((await post('/auth/login', { phone: '14165550100', password: 'demo-pass-1' })).status).toBe(200);
    clock.advance(15 * 60 * 1000);
  });

  it('a sign-up code does not reset a password, and a bad new password keeps the code', async () => {
    const phone = freshPhone();
    const sent = await signUp(phone);
    const code = await lastCode(phone);
    const misuse = await post('/auth/forgot/password/confirm', { verifyId: sent.body.data.verifyId, verifyCode: code, password: 'whatever-pass-7' });
    expect(misuse.body.statusCode).toBe('ERROR_201');
    expect((await post('/auth/verify/phone', { verifyId: sent.body.data.verifyId, verifyCode: code })).status).toBe(200);
    const asked = await post('/auth/forgot/password', { phone });
    const resetCode = await lastCode(phone);
    const short = await post('/auth/forgot/password/confirm', { verifyId: asked.body.data.verifyId, verifyCode: resetCode, password: 'abc' });
    expect(short.body.params).toEqual({ password: ['Password should contain at least 8 characters'] });
    const common = await post('/auth/forgot/password/confirm', { verifyId: asked.body.data.verifyId, verifyCode: resetCode, password: 'password1' });
    expect(common.body.params).toEqual({ password: ['This password is too common or too easy to guess.'] });
    const ok = await post('/auth/forgot/password/confirm', { verifyId: asked.body.data.verifyId, verifyCode: resetCode, password: 'tomato-basil-42' });
    expect(ok.status).toBe(200);
  });

  it('answers an unknown phone exactly like a known one, and texts nobody', async () => {
    const phone = freshPhone();
    const answer = await post('/auth/forgot/password', { phone });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ verifyId: expect.any(String), phone: `*******${phone.slice(-4)}`, message: '' });
    expect(await lastCode(phone)).toBeUndefined();
    expect((await post('/auth/forgot/password', {})).body.params).toEqual({ phone: ['Phone number is required'] });
  });
});

describe('SMS adapters', () => {
  it('an SMS that cannot be sent answers "Sms not sent!" and leaves no usable code', async () => {
    const failing = await createTestApp(clock(), { clock, sms: { provider: 'twilio', twilio: { accountSid: 'AC1', authToken: 'x', from: '+15550000000' } } });
    try {
      const originalFetch = globalThis.fetch;
      globalThis.fetch = (async () => new Response('{}', { status: 503 })) as typeof fetch;
      try {
        const answer = await failing.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { firstname: 'Nadia', phone: '14165550999', password: 'secret-pass-1' } });
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({ message: 'Sms not sent!', params: { phone: ['Sms not sent!'] } });
        expect(await failing.database.db.select().from(verificationCodes).where(eq(verificationCodes.phone, '14165550999'))).toEqual([]);
      } finally {
        globalThis.fetch = originalFetch;
      }
    } finally {
      await failing.close();
    }
  });

  it('the Twilio adapter posts the message to the account\'s Messages resource', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const sms = createTwilioSms({
      accountSid: 'AC123', authToken: 'secret', from: '+15550001111',
      fetch: (async (url: string, init: RequestInit) => { calls.push({ url, init }); return new Response('{}', { status: 201 }); }) as typeof fetch,
    });
    await sms.send('14165550100', 'Your code is 123456.');
    expect(calls[0].url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json');
    expect(String(calls[0].init.body)).toBe('To=%2B14165550100&From=%2B15550001111&Body=Your+code+is+123456.');
    expect((calls[0].init.headers as Record<string, string>).authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
  });
});
