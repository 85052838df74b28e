// No secret in a log: a real api logging at debug level goes through sign-up with a phone code,
// sign-in with a password, a password reset, an e-mail link and a firebase sign-in, and no line
// it writes (but the demo outboxes', which print codes and links on purpose) holds a password,
// a code, a token, a link's hash, or the customer's phone or e-mail. The requests carry secrets
// in their URLs as well: where the routes take them (a logout's `firebase_token`, a link's hash
// in its path) and as a client might add them (`?phone=…&password=…`, which the api ignores).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { certificateEndpoint, createTestKey, idTokenClaims, signIdToken } from '../modules/firebase/test-support';

const PROJECT = 'storefront-test';
const key = createTestKey();
const endpoint = certificateEndpoint([key]);

interface LogLine { msg?: string; sms?: { to: string; body: string }; email?: { to: string; subject: string; body: string } }

/** Every line the api logged, as written. */
const written: string[] = [];
const entries = () => written.map((line) => JSON.parse(line) as LogLine);
const isOutbox = (entry: LogLine) => entry.sms !== undefined || entry.email !== undefined;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(new Date(), {
    firebase: { projectId: PROJECT, emulator: false, fetch: endpoint.fetch },
    logger: { level: 'debug', stream: { write: (line: string) => { written.push(line); } } },
  });
});
afterAll(async () => { await t.close(); });

const enc = encodeURIComponent;
let nextIp = 1;

async function call(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, token?: string) {
  const response = await t.app.inject({
    method, url: `/api/v1${url}`, payload, remoteAddress: `10.77.0.${nextIp++}`,
    headers: token ? { authorization: `Bearer ${token}`, cookie: `session=${token}` } : {},
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response.json().data;
}

/** The code of the latest SMS the outbox logged to `phone`; its line is the demo's, as printed. */
function smsCode(phone: string): string {
  const sms = entries().filter((entry) => entry.sms?.to === phone).at(-1);
  const code = /\b(\d{6})\b/.exec(sms?.sms?.body ?? '')?.[1];
  expect(code, `no SMS to ${phone} in the log`).toBeDefined();
  expect(sms?.msg).toBe(`SMS to +${phone}: ${sms?.sms?.body}`);
  return code!;
}

/** The hash of the latest e-mail link the outbox logged to `email`. */
function emailedHash(email: string): string {
  const sent = entries().filter((entry) => entry.email?.to === email).at(-1);
  expect(sent?.msg).toBe(`E-mail to ${email}: Confirm your e-mail address`);
  const hash = /\/verify-email\/([0-9a-f]{64})\b/.exec(sent?.email?.body ?? '')?.[1];
  expect(hash, `no link to ${email} in the log`).toBeDefined();
  return hash!;
}

describe('the api log', () => {
  it('holds no password, code, token, link or contact of an account\'s sign-up, sign-ins and reset', async () => {
    const suffix = String(Date.now()).slice(-6);
    const phone = `1416${suffix}7`;
    const email = `log-reader-${suffix}@example.test`;
    // Random: unguessable enough for the password rules, and found nowhere by chance.
    const password = `Pw-${randomBytes(9).toString('base64url')}`;
    const newPassword = `Pw-${randomBytes(9).toString('base64url')}`;
    const pushToken = `fcm-device-${suffix}-token`;
    const secrets: Record<string, string> = { phone, email, password, newPassword, pushToken };

    // Sign-up: a code to the phone, then the account.
    const signUp = await call('POST', `/auth/register?lang=en&phone=${phone}&email=${enc(email)}&password=${password}`, {
      firstname: 'Lena', phone, email, password, password_confirmation: password,
    });
    secrets.signUpCode = smsCode(phone);
    const signedUp = await call('POST', `/auth/verify/phone?verifyId=${signUp.verifyId}&verifyCode=${secrets.signUpCode}`, {
      verifyId: signUp.verifyId, verifyCode: secrets.signUpCode,
    });
    secrets.signUpToken = signedUp.token;

    // The e-mail link: sent, then opened (its hash is in the path, as the route takes it).
    await call('POST', `/auth/resend-verify?email=${enc(email)}`, { email });
    secrets.emailHash = emailedHash(email);
    await call('GET', `/auth/verify/${secrets.emailHash}?lang=en`, undefined, secrets.signUpToken);

    // Sign-in with the password; a push token registered, then forgotten at logout.
    const login = await call('POST', `/auth/login?email=${enc(email)}&password=${password}`, { email, password });
    secrets.loginToken = login.access_token;
    await call('GET', `/dashboard/user/profile/show?access_token=${login.access_token}`, undefined, login.access_token);
    await call('POST', '/dashboard/user/profile/firebase/token/update', { firebase_token: pushToken }, login.access_token);
    await call('POST', `/auth/logout?firebase_token=${pushToken}`, undefined, login.access_token);

    // Password reset with a new code.
    const reset = await call('POST', `/auth/forgot/password?phone=${phone}`, { phone });
    secrets.resetCode = smsCode(phone);
    const afterReset = await call('POST', `/auth/forgot/password/confirm?verifyCode=${secrets.resetCode}&password=${newPassword}`, {
      verifyId: reset.verifyId, verifyCode: secrets.resetCode, password: newPassword, password_confirmation: newPassword,
    });
    secrets.resetToken = afterReset.token;
    secrets.secondLoginToken = (await call('POST', '/auth/login', { phone, password: newPassword })).access_token;

    // Firebase sign-in: a token refused (its reason is logged), then one accepted.
    const claims = idTokenClaims(PROJECT, new Date(), { sub: `uid-log-${suffix}`, email: `fb-${suffix}@example.test` });
    secrets.refusedIdToken = signIdToken(key, { ...claims, aud: 'another-project' });
    const refused = await t.app.inject({ method: 'POST', url: `/api/v1/auth/google/callback?id_token=${secrets.refusedIdToken}`, payload: { id_token: secrets.refusedIdToken } });
    expect(refused.statusCode).toBe(400);
    secrets.idToken = signIdToken(key, claims);
    secrets.firebaseToken = (await call('POST', `/auth/google/callback?id_token=${secrets.idToken}`, { id_token: secrets.idToken })).access_token;

    const lines = entries();
    // The run was logged: request lines and the refusal's reason.
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(true);
    expect(lines.some((line) => line.msg === 'firebase token refused')).toBe(true);
    // The outboxes printed the codes and the link, their lines as the demo reads them.
    expect(lines.filter((line) => line.sms?.to === phone)).toHaveLength(2);

    // Each secret as written and as a URL writes it (an e-mail's @ is %40); one of digits only
    // counts whole, not inside a timestamp.
    const patterns = Object.entries(secrets).map(([name, value]) => [name, new RegExp([...new Set([value, enc(value)])]
      .map((form) => `(?<![0-9])${form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9])`).join('|'))] as const);
    const leaks = written.filter((_, index) => !isOutbox(lines[index]))
      .flatMap((line) => patterns.filter(([, pattern]) => pattern.test(line)).map(([name]) => `${name} in ${line}`));
    expect(leaks).toEqual([]);
    // URLs are filtered, not dropped: the line still tells what was asked.
    expect(written.some((line) => line.includes('"url":"/api/v1/auth/logout?firebase_token=[redacted]"'))).toBe(true);
  });
});
