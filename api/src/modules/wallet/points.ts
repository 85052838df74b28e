// Reward points: earned when an order is delivered, taken back when its refund is approved,
// converted into wallet money. Like the wallet, a balance changes only with its history row, in
// the caller's transaction, so balance − debt always equals the sum of its history: a refund
// takes back everything its order earned, and what the balance no longer holds (converted
// already) is owed, paid first by the points earned next (debt.ts).
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { MAX_INTEGER } from '../../http/schemas';
import type { orders } from '../orders';
import { pointHistories, userPoints, type PointHistoryType } from './tables';
import { creditPayingDebt, takeBackOwing, type Holding } from './debt';
import { moveWallet } from './ledger';
import { centsForPoints, loadRewardSettings, pointsFor, walletRefusal, type RewardSettings } from './rules';

export type PointHistoryRow = typeof pointHistories.$inferSelect;
export type DeliveredOrder = Pick<typeof orders.$inferSelect, 'id' | 'userId' | 'totalPrice'>;

interface PointMovement {
  userId: number;
  /** Signed: positive earns, negative spends or takes back. Never 0. */
  points: number;
  type: PointHistoryType;
  orderId?: number | null;
  note?: string | null;
  at: Date;
}

async function recordPoints(tx: Database, movement: PointMovement): Promise<PointHistoryRow> {
  const [row] = await tx.insert(pointHistories).values({
    userId: movement.userId, type: movement.type, points: movement.points, orderId: movement.orderId ?? null, note: movement.note ?? null,
    createdAt: movement.at,
  }).returning();
  return row;
}

/** The user's points, locked until the transaction ends (an empty row made first when none). */
async function lockedPoints(tx: Database, userId: number, at: Date): Promise<Holding> {
  await tx.insert(userPoints).values({ userId, updatedAt: at }).onConflictDoNothing();
  const [held] = await tx.select({ balance: userPoints.balance, debt: userPoints.debt }).from(userPoints)
    .where(eq(userPoints.userId, userId)).for('update');
  return held;
}

/** Moves points that may pay or make a debt (earning, taking back): the balance is read under
 * its row lock, then written with the history row. `settle` says what the movement leaves. */
async function settlePoints(tx: Database, movement: PointMovement, settle: (held: Holding) => Holding & { note: string | null }) {
  const next = settle(await lockedPoints(tx, movement.userId, movement.at));
  await tx.update(userPoints).set({ balance: next.balance, debt: next.debt, updatedAt: movement.at }).where(eq(userPoints.userId, movement.userId));
  return recordPoints(tx, { ...movement, note: next.note });
}

/** Spends points the balance holds; null when it holds too few. One conditional UPDATE, so
 * parallel conversions never go below zero; nothing is spent while points are owed. */
async function spendPoints(tx: Database, movement: PointMovement): Promise<PointHistoryRow | null> {
  const taken = await tx.update(userPoints).set({ balance: sql`${userPoints.balance} + ${movement.points}`, updatedAt: movement.at })
    .where(and(eq(userPoints.userId, movement.userId), gte(userPoints.balance, -movement.points), eq(userPoints.debt, 0)))
    .returning({ userId: userPoints.userId });
  return taken.length ? recordPoints(tx, movement) : null;
}

/** The points a delivered order earns its customer (`points_per_unit` of its total); they pay
 * what the customer owes first (the row's note says how many). */
export async function earnOrderPoints(tx: Database, order: DeliveredOrder, rules: RewardSettings, at: Date): Promise<void> {
  const points = pointsFor(order.totalPrice, rules);
  if (points <= 0) return;
  await settlePoints(tx, { userId: order.userId, points, type: 'earned', orderId: order.id, at }, (held) => {
    const next = creditPayingDebt(held, points);
    return { ...next, note: next.paid ? `${next.paid} points paid what was owed` : null };
  });
}

/** Takes back everything a refunded order earned, once (its `revoked` row, unique per order,
 * says it is done): the balance gives what it holds and the rest is owed (the row's note says
 * how many), so converting the points before the refund keeps nothing. */
export async function revokeOrderPoints(tx: Database, orderId: number, at: Date): Promise<void> {
  const rows = await tx.select().from(pointHistories)
    .where(and(eq(pointHistories.orderId, orderId), inArray(pointHistories.type, ['earned', 'revoked'])));
  const earned = rows.find((row) => row.type === 'earned');
  if (!earned || rows.some((row) => row.type === 'revoked')) return;
  await settlePoints(tx, { userId: earned.userId, points: -earned.points, type: 'revoked', orderId, at }, (held) => {
    const next = takeBackOwing(held, earned.points);
    return { ...next, note: next.owed ? `${next.owed} points owed` : null };
  });
}

/** Converts `points` of the user into wallet money at `points_rate`: both movements in one
 * transaction, refused below `points_min_convert` or above the balance. */
export async function convertPoints(db: Database, userId: number, points: number, at: Date) {
  const rules = await loadRewardSettings(db);
  const cents = centsForPoints(points, rules);
  if (!Number.isSafeInteger(points) || points < rules.pointsMin || cents < 1) throw walletRefusal.pointsBelowMinimum(rules.pointsMin);
  if (points > MAX_INTEGER) throw walletRefusal.insufficientPoints(); // more than any balance holds
  return db.transaction(async (tx) => {
    const spent = await spendPoints(tx, { userId, points: -points, type: 'converted', note: 'Converted to wallet money', at });
    if (!spent) throw walletRefusal.insufficientPoints();
    const credited = await moveWallet(tx, { userId, cents, type: 'points_conversion', note: `${points} points`, authorId: userId, at });
    return { pointHistory: spent, walletHistory: credited! };
  });
}

/** The user's points balance and the points they owe (none yet: 0 and 0). */
export async function pointsHeld(db: Database, userId: number): Promise<Holding> {
  const [row] = await db.select({ balance: userPoints.balance, debt: userPoints.debt }).from(userPoints).where(eq(userPoints.userId, userId));
  return row ?? { balance: 0, debt: 0 };
}
