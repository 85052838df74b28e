// Test support: fresh customers (and staff) and calls to the api with their token, as every
// module's tests make them.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema';
import { hashPassword } from '../modules/auth';
import type { TestApp } from './test-app';

const PASSWORD = 'cart-pass-1';
let passwordHash: Promise<string> | undefined;
let nextIp = 1;

/** A new customer and a token of theirs. */
export async function newCustomer(t: TestApp): Promise<{ id: number; token: string }> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = `cart-${randomBytes(4).toString('hex')}@storefront.test`;
  const [row] = await t.database.db.insert(users).values({
    email, firstname: 'Cart', passwordHash: await passwordHash, myReferral: randomBytes(6).toString('hex'),
  }).returning({ id: users.id });
  const response = await t.app.inject({
    method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD }, remoteAddress: `10.9.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`,
  });
  return { id: row.id, token: response.json().data.access_token };
}

export type Method = 'GET' | 'POST' | 'DELETE';

export async function call(t: TestApp, method: Method, path: string, token: string | null, payload?: unknown, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method, url: `/api/v1${path}`, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

export type Answer = Awaited<ReturnType<typeof call>>;

/** A validation refusal: 400 ERROR_400 naming exactly `field`. */
export function expectFieldError(answer: Answer, field: string, message?: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body).toMatchObject({ status: false, statusCode: 'ERROR_400', message: 'Bad request.' });
  expect(Object.keys(answer.body.params)).toEqual([field]);
  if (message) expect(answer.body.params[field]).toEqual([message]);
}

/** A refusal with an error code of its own (a cart's ERROR_44x, checkout's ERROR_118, ERROR_250, …), its
 * message also on `field`. */
export function expectCodedError(answer: Answer, statusCode: string, message: string, field: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body).toMatchObject({ status: false, statusCode, message, params: { [field]: [message] } });
}

/** A new customer whose role is 'staff'. */
export async function newStaff(t: TestApp) {
  const staff = await newCustomer(t);
  await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.id));
  return staff;
}
