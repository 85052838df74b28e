// Test support of the wallet: calls of its routes, the ledger's invariant checked over the whole
// database (every wallet's and every points balance equals the sum of its history), and stored
// rows to compare with.
import { asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { pointHistories, userPoints, walletHistories, wallets } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import { call } from '../cart/test-support';

export { call, expectCartError as expectCodedError, expectFieldError, newCustomer, type Answer } from '../cart/test-support';
export { newStaff } from '../orders/test-support';

export const topUp = (t: TestApp, token: string | null, price: unknown, query = '') =>
  call(t, 'POST', `/payments/wallet/payment/top-up${query}`, token, { price });

export const withdraw = (t: TestApp, token: string | null, body: Record<string, unknown>, query = '') =>
  call(t, 'POST', `/dashboard/user/wallet/withdraw${query}`, token, body);

export const histories = (t: TestApp, token: string | null, query = '') => call(t, 'GET', `/dashboard/user/wallet/histories${query}`, token);

/** Wallets (and points balances) whose balance is not the sum of their history: none, always. */
export async function unbalancedLedgers(t: TestApp) {
  const db = t.database.db;
  const moneyOff = await db.select({ userId: wallets.userId, balance: wallets.price, history: sql<number>`coalesce(sum(${walletHistories.price}), 0)::int` })
    .from(wallets).leftJoin(walletHistories, eq(walletHistories.userId, wallets.userId))
    .groupBy(wallets.userId).having(sql`${wallets.price} <> coalesce(sum(${walletHistories.price}), 0)`);
  const pointsOff = await db.select({ userId: userPoints.userId, balance: userPoints.balance, history: sql<number>`coalesce(sum(${pointHistories.points}), 0)::int` })
    .from(userPoints).leftJoin(pointHistories, eq(pointHistories.userId, userPoints.userId))
    .groupBy(userPoints.userId).having(sql`${userPoints.balance} <> coalesce(sum(${pointHistories.points}), 0)`);
  return { moneyOff, pointsOff };
}

export async function expectLedgersBalanced(t: TestApp) {
  expect(await unbalancedLedgers(t)).toEqual({ moneyOff: [], pointsOff: [] });
  const [negative] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(wallets).where(sql`${wallets.price} < 0`);
  expect(negative.n).toBe(0);
}

/** The user's balance in cents (no wallet: 0). */
export async function balanceOf(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.database.db.select({ price: wallets.price }).from(wallets).where(eq(wallets.userId, userId));
  return row?.price ?? 0;
}

/** The user's history rows as stored, oldest first. */
export const storedHistory = (t: TestApp, userId: number) =>
  t.database.db.select().from(walletHistories).where(eq(walletHistories.userId, userId)).orderBy(asc(walletHistories.id));

/** The user's point history rows as stored, oldest first. */
export const storedPoints = (t: TestApp, userId: number) =>
  t.database.db.select().from(pointHistories).where(eq(pointHistories.userId, userId)).orderBy(asc(pointHistories.id));
