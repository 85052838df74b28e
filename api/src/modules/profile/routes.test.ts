import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { currencies as currencyTable, users } from '../../db/schema';
import { mailTo as outboxMailTo, smsTo as outboxSmsTo } from '../../testing/outboxes';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createAccessTokens, hashPassword } from '../auth';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

let nextIp = 1;

async function login(email: string, password: string): Promise<string | undefined> {
  const response = await t.app.inject({
    method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: `10.1.0.${nextIp++}`,
  });
  return response.json().data?.access_token;
}

/** Each call from its own address: links e-mailed for new addresses are throttled per address. */
async function call(method: 'GET' | 'PUT' | 'POST', path: string, token: string, payload?: Record<string, unknown>) {
  const response = await t.app.inject({
    method, url: `/api/v1${path}`, headers: { authorization: `Bearer ${token}` }, payload, remoteAddress: `10.2.0.${nextIp++ % 250}`,
  });
  return { status: response.statusCode, body: response.json(), raw: response.body };
}

const show = (token: string) => call('GET', '/dashboard/user/profile/show', token);
const update = (token: string, payload: Record<string, unknown>) => call('PUT', '/dashboard/user/profile/update', token, payload);
const updatePassword = (token: string, payload: Record<string, unknown>) =>
  call('POST', '/dashboard/user/profile/password/update', token, payload);

function expectFieldError(answer: { status: number; body: Record<string, unknown> }, field: string, message?: string) {
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ status: false, statusCode: 'ERROR_400', message: 'Bad request.' });
  expect(Object.keys(answer.body.params as object)).toEqual([field]);
  if (message) expect((answer.body.params as Record<string, string[]>)[field]).toEqual([message]);
}

/** A customer of one test alone (a throttled account waits from every address). */
async function customer(password: string | null, details: Partial<typeof users.$inferInsert> = {}) {
  const email = `changer-${randomBytes(4).toString('hex')}@storefront.test`;
  await t.database.db.insert(users).values({
    email, firstname: 'Rana', myReferral: randomBytes(4).toString('hex').toUpperCase(), passwordHash: password && await hashPassword(password), ...details,
  });
  return email;
}

/** A token of the account signed in at `at` (a firebase sign-in, for an account without a password). */
const tokenOfNew = async (email: string, at = new Date()) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return createAccessTokens(t.database.db, () => at).issue(row.id);
};

const mailTo = (email: string) => outboxMailTo(t.database.db, email);
const smsTo = (phone: string) => outboxSmsTo(t.database.db, phone);

describe('GET /dashboard/user/profile/show', () => {
  it('shows the signed-in user as the User resource with its wallet, points and referral figures, without the password hash', async () => {
    const token = (await login('demo@storefront.test', 'demo-pass-1'))!;
    const { status, body, raw } = await show(token);
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual([
      'active', 'birthday', 'created_at', 'currency_id', 'email', 'email_verified_at', 'empty_p', 'firstname', 'gender', 'id', 'img',
      'lastname', 'my_referral', 'notifications', 'pending_email', 'pending_phone', 'phone', 'phone_verified_at', 'points', 'points_debt', 'points_worth', 'referral_count', 'referral_earned', 'role', 'updated_at',
      'uuid', 'wallet',
    ]);
    expect(body.data).toMatchObject({ email: 'demo@storefront.test', phone: '14165550100', empty_p: false, img: null });
    expect(body.data.wallet).toMatchObject({ user_id: body.data.id, price: 50, symbol: '$' });
    expect(body.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.phone_verified_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/);
    expect(raw).not.toMatch(/password_hash|argon2/);
  });

  it('lists every notification type with the user\'s choice, as Foodyman\'s notifications[].notification.active', async () => {
    const token = (await login('demo2@storefront.test', 'demo-pass-2'))!;
    const before = (await show(token)).body.data;
    expect(before.notifications).toHaveLength(7);
    expect(before.notifications[2]).toEqual({ id: 3, type: 'status_changed', notification: { user_id: before.id, notification_id: 3, active: true } });
    await call('POST', '/dashboard/user/update/notifications', token, { notifications: [{ notification_id: 3, active: false }] });
    const after = (await show(token)).body.data;
    expect(after.notifications.map((entry: { notification: { active: boolean } }) => entry.notification.active))
      .toEqual([true, true, false, true, true, true, true]);
    await call('POST', '/dashboard/user/update/notifications', token, { notifications: [{ notification_id: 3, active: true }] });
  });
});

describe('PUT /dashboard/user/profile/update', () => {
  it('updates the details and returns the User', async () => {
    const token = (await login('demo2@storefront.test', 'demo-pass-2'))!;
    const { status, body, raw } = await update(token, {
      firstname: 'Grace', lastname: 'Hopper', birthday: '1990-05-17', gender: 'female', phone: '+1 416 555 0199', old_password: 'demo-pass-2',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      firstname: 'Grace', lastname: 'Hopper', birthday: '1990-05-17 00:00:00Z', gender: 'female', phone: null, pending_phone: '14165550199',
      phone_verified_at: null, email: 'demo2@storefront.test',
    });
    expect(raw).not.toMatch(/password_hash|argon2/);
    expect((await show(token)).body.data).toMatchObject(body.data);
  });

  it('refuses an e-mail taken by another account and keeps the saved profile', async () => {
    const token = (await login('demo2@storefront.test', 'demo-pass-2'))!;
    const before = (await show(token)).body.data;
    const taken = await update(token, { firstname: 'Changed', lastname: 'Changed', email: 'DEMO@storefront.test' });
    expectFieldError(taken, 'email', 'The email has already been taken.');
    expect((await show(token)).body.data).toEqual(before);
  });

  it('refuses a phone taken by another account', async () => {
    const token = (await login('demo2@storefront.test', 'demo-pass-2'))!;
    expectFieldError(await update(token, { firstname: 'Grace', phone: '14165550100' }), 'phone', 'The phone has already been taken.');
  });

  it('keeps the own e-mail without calling it taken', async () => {
    const token = (await login('demo2@storefront.test', 'demo-pass-2'))!;
    expect((await update(token, { firstname: 'Grace', email: 'demo2@storefront.test' })).status).toBe(200);
  });

  it.each([
    [{ firstname: '  ' }, 'firstname', undefined],
    [{ firstname: 'A' }, 'firstname', undefined],
    [{ firstname: 'A'.repeat(101) }, 'firstname', undefined],
    [{ firstname: 'Grace', email: 'not-an-email' }, 'email', undefined],
    [{ firstname: 'Grace', birthday: '17/05/1990' }, 'birthday', undefined],
    [{ firstname: 'Grace', birthday: '1990-02-30' }, 'birthday', undefined],
    [{ firstname: 'Grace', gender: 'other' }, 'gender', undefined],
    [{ currency_id: 999 }, 'currency_id', 'The selected currency id is invalid.'],
    [{ currency_id: 'euro' }, 'currency_id', undefined],
  ])('refuses %j naming %s, changing nothing', async (payload, field, message) => {
    const token = (await login('demo2@storefront.test', 'demo-pass-2'))!;
    const before = (await show(token)).body.data;
    expectFieldError(await update(token, { lastname: 'Changed', ...payload }), field, message);
    expect((await show(token)).body.data).toEqual(before);
  });

  it('takes fields from the query string, as the spec\'s phone update sends them (an empty body), the body\'s winning', async () => {
    const token = (await login('demo2@storefront.test', 'demo-pass-2'))!;
    const before = (await show(token)).body.data;
    const put = (query: string, payload: string) => t.app.inject({
      method: 'PUT', url: `/api/v1/dashboard/user/profile/update${query}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload,
    });
    const empty = await put('?lastname=Query&lang=en', '');
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data).toMatchObject({ lastname: 'Query', firstname: before.firstname, phone: before.phone });
    const proof = { old_password: 'demo-pass-2' };
    expect((await put('?phone=%2B1%20416%20555%200177', JSON.stringify(proof))).json().data.pending_phone).toBe('14165550177');
    expect((await put('?phone=14165550178', JSON.stringify({ ...proof, phone: '14165550179' }))).json().data.pending_phone).toBe('14165550179');
    const refused = await put('?phone=12', '');
    expectFieldError({ status: refused.statusCode, body: refused.json() }, 'phone');
    // A password is never read from a URL, which proxies and browsers keep.
    const inUrl = await put('?phone=14165550180&old_password=demo-pass-2', '');
    expectFieldError({ status: inUrl.statusCode, body: inUrl.json() }, 'old_password', 'Required');
    expect((await update(token, {})).body.data).toMatchObject({ firstname: before.firstname, pending_phone: '14165550179' });
  });

  it('sets, shows and clears the customer\'s currency (an active one only)', async () => {
    const token = (await login('demo2@storefront.test', 'demo-pass-2'))!;
    expect((await show(token)).body.data.currency_id).toBeNull();
    const currencies = (await t.app.inject({ url: '/api/v1/rest/currencies/active' })).json().data as { id: number }[];
    const other = currencies.at(-1)!.id;
    expect((await update(token, { currency_id: other })).body.data.currency_id).toBe(other);
    expect((await show(token)).body.data.currency_id).toBe(other);
    const table = currencyTable;
    await t.database.db.update(table).set({ active: false }).where(eq(table.id, other));
    try {
      expectFieldError(await update(token, { currency_id: other }), 'currency_id', 'The selected currency id is invalid.');
    } finally {
      await t.database.db.update(table).set({ active: true }).where(eq(table.id, other));
    }
    expect((await update(token, { currency_id: null })).body.data.currency_id).toBeNull();
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/v1/dashboard/user/profile/update', payload: { firstname: 'Grace' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 'ERROR_100' });
  });
});

describe('POST /dashboard/user/profile/password/update', () => {
  it('asks for the current password, and counts a wrong one as a failed sign-in of the account', async () => {
    const email = await customer('first-pass-1');
    const token = (await login(email, 'first-pass-1'))!;
    const change = { password: 'second-pass-2', password_confirmation: 'second-pass-2' };
    expectFieldError(await updatePassword(token, change), 'old_password', 'Required');
    for (let i = 0; i < 5; i += 1) {
      expectFieldError(await updatePassword(token, { ...change, old_password: `guess-${i}` }), 'old_password', 'The current password is incorrect.');
    }
    const throttled = await updatePassword(token, { ...change, old_password: 'first-pass-1' });
    expect(throttled.body).toMatchObject({ statusCode: 'ERROR_429' });
    expect(await login(email, 'first-pass-1')).toBeUndefined(); // sign-in waits too
  });

  it('lets an account without a password (made by a firebase sign-in) set one without', async () => {
    const email = await customer(null);
    const token = await tokenOfNew(email);
    expect((await updatePassword(token, { password: 'second-pass-2', password_confirmation: 'second-pass-2' })).status).toBe(200);
    expect(await login(email, 'second-pass-2')).toEqual(expect.any(String));
  });

  it('checks length and confirmation', async () => {
    const token = (await login('staff@storefront.test', 'staff-pass-1'))!;
    expectFieldError(await updatePassword(token, { old_password: 'staff-pass-1', password: '1234567', password_confirmation: '1234567' }),
      'password', 'Password should contain at least 8 characters');
    expectFieldError(await updatePassword(token, { old_password: 'staff-pass-1', password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) }),
      'password', 'Password may not be greater than 128 characters.');
    expectFieldError(await updatePassword(token, { old_password: 'staff-pass-1', password: 'qwertyuiop', password_confirmation: 'qwertyuiop' }),
      'password', 'This password is too common or too easy to guess.');
    // The account's own names and addresses count as known words.
    expectFieldError(await updatePassword(token, { old_password: 'staff-pass-1', password: 'staff@storefront.test', password_confirmation: 'staff@storefront.test' }),
      'password', 'This password is too common or too easy to guess.');
    expectFieldError(await updatePassword(token, { old_password: 'staff-pass-1', password: 'new-pass-1', password_confirmation: 'new-pass-2' }),
      'password_confirmation', "Passwords don't match");
    expectFieldError(await updatePassword(token, { old_password: 'staff-pass-1', password: 'new-pass-1' }), 'password_confirmation', 'Required');
    expect(await login('staff@storefront.test', 'staff-pass-1')).toEqual(expect.any(String));
  });

  it('changes the password, ends every session and answers the token of a new one; the verified address is told', async () => {
    const email = await customer('first-pass-1', { emailVerifiedAt: new Date() });
    const token = (await login(email, 'first-pass-1'))!;
    const other = (await login(email, 'first-pass-1'))!;
    const { status, body, raw } = await updatePassword(token, { old_password: 'first-pass-1', password: 'new-rana-pass', password_confirmation: 'new-rana-pass' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ email, empty_p: false });
    expect(body.token).toMatch(/^\d+\|[A-Za-z0-9]{40}$/);
    expect(raw).not.toMatch(/password_hash|argon2/);
    expect(await login(email, 'first-pass-1')).toBeUndefined();
    expect(await login(email, 'new-rana-pass')).toEqual(expect.any(String));
    expect((await show(token)).status).toBe(401);
    expect((await show(other)).status).toBe(401);
    expect((await show(body.token)).status).toBe(200);
    expect(await mailTo(email)).toEqual([expect.objectContaining({ subject: 'Your password was changed' })]);
  });

  it('asks an account without a password for a sign-in of the last 10 minutes instead', async () => {
    const email = await customer(null);
    const stale = await tokenOfNew(email, new Date(Date.now() - 11 * 60_000));
    const change = { password: 'second-pass-2', password_confirmation: 'second-pass-2' };
    expect((await updatePassword(stale, change)).body).toMatchObject({ statusCode: 'ERROR_103', message: 'Sign in again to change this.' });
    expect((await updatePassword(await tokenOfNew(email, new Date(Date.now() - 9 * 60_000)), change)).status).toBe(200);
  });
});

describe('changing the e-mail or the phone', () => {
  it('asks for the current password; the other details do not', async () => {
    const email = await customer('first-pass-1');
    const token = (await login(email, 'first-pass-1'))!;
    expect((await update(token, { firstname: 'Ranya', birthday: '1991-02-03' })).status).toBe(200);
    const before = (await show(token)).body.data;
    expectFieldError(await update(token, { email: `new-${email}` }), 'old_password', 'Required');
    expectFieldError(await update(token, { phone: '14165550911', old_password: 'wrong-pass-1' }), 'old_password', 'The current password is incorrect.');
    expectFieldError(await update(token, { email: null }), 'old_password', 'Required');
    expect((await show(token)).body.data).toEqual(before);
    const changed = await update(token, { email: `new-${email}`, phone: '14165550911', old_password: 'first-pass-1' });
    expect(changed.body.data).toMatchObject({ email, pending_email: `new-${email}`, phone: null, pending_phone: '14165550911' });
  });

  it('tells the verified address and number they are replaced, and nobody unproven', async () => {
    const email = await customer('first-pass-1', { emailVerifiedAt: new Date(), phone: '14165550921', phoneVerifiedAt: new Date() });
    const token = (await login(email, 'first-pass-1'))!;
    await update(token, { email: `moved-${email}`, phone: '14165550922', old_password: 'first-pass-1' });
    const [told] = await mailTo(email);
    expect(told).toMatchObject({ subject: 'Your e-mail address was changed' });
    expect(told.body).toContain('was asked to change to m•••@storefront.test (it changes once that address confirms it)');
    expect(told.body).toContain('/reset-password');
    expect(await smsTo('14165550921')).toEqual([
      expect.stringContaining('phone number of your account was asked to change to •••22 (it changes once that number confirms it)'),
    ]);
    // A number asked for is nobody's yet: it gets its code, never a notice of the next change.
    await update(token, { phone: '14165550923', old_password: 'first-pass-1' });
    expect(await smsTo('14165550922')).toEqual([expect.stringMatching(/^Your Storefront code is \d{6}\./)]);
    expect(await smsTo('14165550921')).toHaveLength(2);
  });

  it('keeps a new address pending until its link is opened signed in to the account; nothing trusts it before', async () => {
    const email = await customer('first-pass-1', { emailVerifiedAt: new Date() });
    const token = (await login(email, 'first-pass-1'))!;
    const wanted = `wanted-${email}`;
    await update(token, { email: wanted, old_password: 'first-pass-1' });
    expect(await login(wanted, 'first-pass-1')).toBeUndefined();
    expect(await login(email, 'first-pass-1')).toEqual(expect.any(String));
    const [link] = await mailTo(wanted);
    const hash = /\/verify-email\/([0-9a-f]{64})/.exec(link.body)![1];
    const opened = await t.app.inject({ method: 'GET', url: `/api/v1/auth/verify/${hash}`, headers: { authorization: `Bearer ${token}` } });
    expect(opened.json().data).toEqual({ email: wanted });
    expect((await show(token)).body.data).toMatchObject({ email: wanted, pending_email: null, email_verified_at: expect.any(String) });
    expect(await login(wanted, 'first-pass-1')).toEqual(expect.any(String));
  });

  it('holds no address away from its owner: whoever proves it gets it, from an account that never proved it', async () => {
    const squatter = await customer('first-pass-1');
    const squatterToken = (await login(squatter, 'first-pass-1'))!;
    const owner = await customer('owner-pass-1');
    const ownerToken = (await login(owner, 'owner-pass-1'))!;
    // The squatter holds the address unproven (as accounts made before pending addresses do).
    const victim = `victim-${randomBytes(3).toString('hex')}@storefront.test`;
    await t.database.db.update(users).set({ email: victim }).where(eq(users.email, squatter));
    expect((await update(ownerToken, { email: victim, old_password: 'owner-pass-1' })).body.data).toMatchObject({ pending_email: victim });
    const [link] = await mailTo(victim);
    const hash = /\/verify-email\/([0-9a-f]{64})/.exec(link.body)![1];
    const open = (as: string) => t.app.inject({ method: 'GET', url: `/api/v1/auth/verify/${hash}`, headers: { authorization: `Bearer ${as}` } });
    expect((await open(squatterToken)).statusCode).toBe(404);
    expect((await open(ownerToken)).statusCode).toBe(200);
    expect((await show(ownerToken)).body.data).toMatchObject({ email: victim, email_verified_at: expect.any(String) });
    expect((await show(squatterToken)).body.data).toMatchObject({ email: null });
    // Proven now: nobody else may ask for it.
    expectFieldError(await update(squatterToken, { email: victim, old_password: 'first-pass-1' }), 'email', 'The email has already been taken.');
  });

  it('refuses a change whose link would pass the sending throttle before saving anything', async () => {
    const email = await customer('first-pass-1');
    const token = (await login(email, 'first-pass-1'))!;
    const wanted = `often-${email}`;
    const ask = () => t.app.inject({
      method: 'PUT', url: '/api/v1/dashboard/user/profile/update', remoteAddress: '10.3.0.1',
      headers: { authorization: `Bearer ${token}` }, payload: { email: wanted, old_password: 'first-pass-1' },
    });
    for (let i = 0; i < 3; i++) {
      expect((await ask()).statusCode).toBe(200);
      await update(token, { email }); // cancelled, so the next one asks anew
    }
    const refused = await ask();
    expect(refused.json()).toMatchObject({ statusCode: 'ERROR_429' });
    expect((await show(token)).body.data).toMatchObject({ email, pending_email: null });
  });

  it('cancels a pending change when the current address is sent again', async () => {
    const email = await customer('first-pass-1');
    const token = (await login(email, 'first-pass-1'))!;
    await update(token, { email: `other-${email}`, old_password: 'first-pass-1' });
    expect((await update(token, { email })).body.data).toMatchObject({ email, pending_email: null });
  });

  it('asks an account without a password for a recent sign-in', async () => {
    const email = await customer(null);
    const stale = await tokenOfNew(email, new Date(Date.now() - 11 * 60_000));
    expect((await update(stale, { email: `new-${email}` })).body).toMatchObject({ statusCode: 'ERROR_103' });
    expect((await update(stale, { firstname: 'Ranya' })).status).toBe(200);
    expect((await update(await tokenOfNew(email), { email: `new-${email}` })).status).toBe(200);
  });
});
