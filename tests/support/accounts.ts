// Fresh customers for browser tests, registered through the api as a customer would (SMS code
// from the api's log), each from its own forwarded address so sign-up throttling per IP (which
// counts customers, docs/accounts.md) does not slow the suite down.
import { inject } from 'vitest';
import { emailedLink, smsCode, smsCount } from './sms';

let next = 0;

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${inject('apiUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json.data;
}

export interface Customer {
  email: string;
  password: string;
  token: string;
}

/** An address of its own for a test's sign-up: codes sent are throttled per address, and every
 * test reaches the stack from this machine. */
export function freshAddress(): { 'x-forwarded-for': string } {
  next += 1;
  return { 'x-forwarded-for': `10.77.${next % 250}.${(Date.now() % 250) + 1}` };
}

/** A new verified customer and their api token; their e-mail address confirmed from its link
 * (a sign-up's address waits for it before anyone may sign in with it) unless `confirmEmail` is false. */
export async function newCustomer(firstname = 'Olivia', { confirmEmail = true } = {}): Promise<Customer> {
  next += 1;
  const stamp = `${Date.now() % 100_000}`.padStart(5, '0');
  const phone = `1647${stamp}${String(next % 100).padStart(2, '0')}`;
  const email = `${firstname.toLowerCase()}.${stamp}.${next}@storefront.test`;
  const password = 'order-pass-1';
  const headers = freshAddress();
  const sent = smsCount();
  const { verifyId } = await post<{ verifyId: string }>('/auth/register', {
    firstname, email, phone: `+${phone}`, password, password_confirmation: password,
  }, headers);
  const verified = await post<{ token: string }>('/auth/verify/phone', { verifyId, verifyCode: await smsCode(phone, { after: sent }) }, headers);
  if (confirmEmail) {
    const hash = (await emailedLink(email)).split('/').at(-1)!;
    const opened = await api('GET', `/auth/verify/${hash}`, verified.token);
    if (opened.status !== 200) throw new Error(`the e-mail link of ${email} answered ${opened.status}`);
  }
  return { email, password, token: verified.token };
}

/** Calls the api as `token` (or anonymously) and answers its JSON. */
export async function api<T = unknown>(method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${inject('apiUrl')}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** The api token of an account signing in with its e-mail address or phone (e.g. the staff one). */
export async function tokenOf(login: string, password: string): Promise<string> {
  const data = await post<{ access_token: string }>('/auth/login', login.includes('@') ? { email: login, password } : { phone: login, password });
  return data.access_token;
}
