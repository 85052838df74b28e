// Test support of the wallet: calls of its routes, the ledger's invariant checked over the whole
// database (every wallet's and every points balance less its debt equals the sum of its history,
// neither below zero nor both above it), and stored rows to compare with.
import { asc, eq, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { call } from '../../testing/customers';
import { pointHistories, userPoints, walletHistories, wallets } from './tables';

export { type Answer, call, expectCodedError, expectFieldError, newCustomer, newStaff } from '../../testing/customers';

export const topUp = (t: TestApp, token: string | null, price: unknown, query = '') =>
  call(t, 'POST', `/payments/wallet/payment/top-up${query}`, token, { price });

export const withdraw = (t: TestApp, token: string | null, body: Record<string, unknown>, query = '') =>
  call(t, 'POST', `/dashboard/user/wallet/withdraw${query}`, token, body);

export const histories = (t: TestApp, token: string | null, query = '') => call(t, 'GET', `/dashboard/user/wallet/histories${query}`, token);

/** Wallets (and points balances) whose balance less debt is not the sum of their history: none, always. */
export async function unbalancedLedgers(t: TestApp) {
  const db = t.database.db;
  const moneyHistory = sql<number>`coalesce(sum(${walletHistories.price}), 0)::int`;
  const moneyOff = await db.select({ userId: wallets.userId, balance: wallets.price, debt: wallets.debt, history: moneyHistory })
    .from(wallets).leftJoin(walletHistories, eq(walletHistories.userId, wallets.userId))
    .groupBy(wallets.userId).having(sql`${wallets.price} - ${wallets.debt} <> ${moneyHistory}`);
  const pointsHistory = sql<number>`coalesce(sum(${pointHistories.points}), 0)::int`;
  const pointsOff = await db.select({ userId: userPoints.userId, balance: userPoints.balance, debt: userPoints.debt, history: pointsHistory })
    .from(userPoints).leftJoin(pointHistories, eq(pointHistories.userId, userPoints.userId))
    .groupBy(userPoints.userId).having(sql`${userPoints.balance} - ${userPoints.debt} <> ${pointsHistory}`);
  return { moneyOff, pointsOff };
}

/** Balances or debts below zero, or both above it: none, always. */
export async function impossibleHoldings(t: TestApp) {
  const db = t.database.db;
  const impossible = (balance: AnyPgColumn, debt: AnyPgColumn) => or(sql`${balance} < 0`, sql`${debt} < 0`, sql`${balance} > 0 and ${debt} > 0`);
  const [money, points] = await Promise.all([
    db.select({ userId: wallets.userId }).from(wallets).where(impossible(wallets.price, wallets.debt)),
    db.select({ userId: userPoints.userId }).from(userPoints).where(impossible(userPoints.balance, userPoints.debt)),
  ]);
  return { money, points };
}

export async function expectLedgersBalanced(t: TestApp) {
  expect(await unbalancedLedgers(t)).toEqual({ moneyOff: [], pointsOff: [] });
  expect(await impossibleHoldings(t)).toEqual({ money: [], points: [] });
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
