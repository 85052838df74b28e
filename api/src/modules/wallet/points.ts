// Reward points: earned when an order is delivered, taken back when its refund is approved,
// converted into wallet money. Like the wallet, a balance changes only with its history row, in
// the caller's transaction (movePoints), so it always equals the sum of its history.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pointHistories, userPoints, type PointHistoryType, type orders } from '../../db/schema';
import { moveWallet } from './ledger';
import { centsForPoints, loadRewardSettings, pointsFor, walletRefusal, type RewardSettings } from './rules';

export type PointHistoryRow = typeof pointHistories.$inferSelect;
export type DeliveredOrder = Pick<typeof orders.$inferSelect, 'id' | 'userId' | 'totalPrice'>;

interface PointMovement {
  userId: number;
  /** Signed: positive earns, negative spends. Never 0. */
  points: number;
  type: PointHistoryType;
  orderId?: number | null;
  note?: string | null;
  at: Date;
}

/** Moves points and records it (`tx` a transaction); null when a debit finds too few. A debit
 * is one conditional UPDATE, so parallel conversions never go below zero. */
async function movePoints(tx: Database, movement: PointMovement): Promise<PointHistoryRow | null> {
  const { userId, points, at } = movement;
  if (points > 0) {
    await tx.insert(userPoints).values({ userId, balance: points, updatedAt: at })
      .onConflictDoUpdate({ target: userPoints.userId, set: { balance: sql`${userPoints.balance} + ${points}`, updatedAt: at } });
  } else {
    const taken = await tx.update(userPoints).set({ balance: sql`${userPoints.balance} + ${points}`, updatedAt: at })
      .where(and(eq(userPoints.userId, userId), gte(userPoints.balance, -points))).returning({ userId: userPoints.userId });
    if (!taken.length) return null;
  }
  const [row] = await tx.insert(pointHistories).values({
    userId, type: movement.type, points, orderId: movement.orderId ?? null, note: movement.note ?? null, createdAt: at,
  }).returning();
  return row;
}

/** The points a delivered order earns its customer (`points_per_unit` of its total). */
export async function earnOrderPoints(tx: Database, order: DeliveredOrder, rules: RewardSettings, at: Date): Promise<void> {
  const points = pointsFor(order.totalPrice, rules);
  if (points > 0) await movePoints(tx, { userId: order.userId, points, type: 'earned', orderId: order.id, at });
}

/** Takes back what a refunded order earned, as far as the balance still holds it (points already
 * converted stay converted). */
export async function revokeOrderPoints(tx: Database, orderId: number, at: Date): Promise<void> {
  const [earned] = await tx.select().from(pointHistories).where(and(eq(pointHistories.orderId, orderId), eq(pointHistories.type, 'earned')));
  if (!earned) return;
  const [held] = await tx.select({ balance: userPoints.balance }).from(userPoints).where(eq(userPoints.userId, earned.userId)).for('update');
  const points = Math.min(earned.points, held?.balance ?? 0);
  if (points > 0) await movePoints(tx, { userId: earned.userId, points: -points, type: 'revoked', orderId, at });
}

/** Converts `points` of the user into wallet money at `points_rate`: both movements in one
 * transaction, refused below `points_min_convert` or above the balance. */
export async function convertPoints(db: Database, userId: number, points: number, at: Date) {
  const rules = await loadRewardSettings(db);
  const cents = centsForPoints(points, rules);
  if (!Number.isSafeInteger(points) || points < rules.pointsMin || cents < 1) throw walletRefusal.pointsBelowMinimum(rules.pointsMin);
  return db.transaction(async (tx) => {
    const spent = await movePoints(tx, { userId, points: -points, type: 'converted', note: 'Converted to wallet money', at });
    if (!spent) throw walletRefusal.insufficientPoints();
    const credited = await moveWallet(tx, { userId, cents, type: 'points_conversion', note: `${points} points`, authorId: userId, at });
    return { pointHistory: spent, walletHistory: credited! };
  });
}

/** The user's points balance (none yet: 0). */
export async function pointsBalance(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ balance: userPoints.balance }).from(userPoints).where(eq(userPoints.userId, userId));
  return row?.balance ?? 0;
}
