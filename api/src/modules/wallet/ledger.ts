// The one place a wallet's balance changes: every movement updates `wallets.price` (and what its
// owner owes, `wallets.debt`) and writes its `wallet_histories` row in the caller's transaction,
// so a balance less its debt always equals the sum of its history (docs/wallet.md). Order
// payments, refunds, cancels, top-ups, withdrawals, referral rewards and their revocation, points
// conversions and the demo seed all come through here.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { walletHistories, wallets, type WalletHistoryStatus, type WalletHistoryType } from './tables';
import { creditPayingDebt, takeBackOwing, type Holding } from './debt';

export type WalletHistoryRow = typeof walletHistories.$inferSelect;

export interface Movement {
  userId: number;
  /** Signed base cents: positive puts money in, negative takes it out. Never 0. */
  cents: number;
  type: WalletHistoryType;
  /** Default `paid` (done); a withdrawal starts `processed`. */
  status?: WalletHistoryStatus;
  note?: string | null;
  transactionId?: number | null;
  orderId?: number | null;
  /** A top-up's payment: the provider's name and its id of the payment. */
  payment?: { provider: string; reference: string };
  /** Who made it: the owner, a staff member; null for what the restaurant does by itself (referral rewards). */
  authorId: number | null;
  /** A take-back (a revoked referral reward): what the balance lacks is owed (`wallets.debt`)
   * instead of refusing the debit. */
  owing?: boolean;
  at: Date;
}

/** The user's wallet, locked until the transaction ends (created empty when there is none). */
async function lockedWallet(tx: Database, userId: number, at: Date): Promise<Holding> {
  await tx.insert(wallets).values({ userId, createdAt: at, updatedAt: at }).onConflictDoNothing();
  const [held] = await tx.select({ balance: wallets.price, debt: wallets.debt }).from(wallets).where(eq(wallets.userId, userId)).for('update');
  return held;
}

/** A plain debit is one conditional UPDATE, so parallel debits can never take a balance below
 * zero. Credits pay what the owner owes first and a take-back owes what the balance lacks: both
 * read the balance under a row lock, so parallel movements cannot lose one another. */
async function changeBalance(tx: Database, movement: Movement): Promise<boolean> {
  const { userId, cents, at } = movement;
  if (cents < 0 && !movement.owing) {
    const debited = await tx.update(wallets).set({ price: sql`${wallets.price} + ${cents}`, updatedAt: at })
      .where(and(eq(wallets.userId, userId), gte(wallets.price, -cents))).returning({ userId: wallets.userId });
    return debited.length > 0;
  }
  const held = await lockedWallet(tx, userId, at);
  const next = cents > 0 ? creditPayingDebt(held, cents) : takeBackOwing(held, -cents);
  await tx.update(wallets).set({ price: next.balance, debt: next.debt, updatedAt: at }).where(eq(wallets.userId, userId));
  return true;
}

/**
 * Moves `cents` in or out of the user's wallet and records it; `tx` must be a transaction.
 * Answers the history row, or null when a debit (not `owing`) finds the balance short (nothing
 * written: the caller refuses with its own error, which rolls its transaction back).
 */
export async function moveWallet(tx: Database, movement: Movement): Promise<WalletHistoryRow | null> {
  const { userId, cents, at } = movement;
  if (!Number.isSafeInteger(cents) || cents === 0) throw new Error(`A wallet movement needs whole cents, not ${cents}`);
  if (!await changeBalance(tx, movement)) return null;
  const [row] = await tx.insert(walletHistories).values({
    userId,
    type: movement.type,
    price: cents,
    status: movement.status ?? 'paid',
    note: movement.note ?? null,
    transactionId: movement.transactionId ?? null,
    orderId: movement.orderId ?? null,
    provider: movement.payment?.provider ?? null,
    providerReference: movement.payment?.reference ?? null,
    authorId: movement.authorId,
    createdAt: at,
    updatedAt: at,
  }).returning();
  return row;
}

/** The user's wallet, created empty when they have none (a wallet with no history holds 0). */
export async function ensureWallet(db: Database, userId: number, at: Date) {
  await db.insert(wallets).values({ userId, createdAt: at, updatedAt: at }).onConflictDoNothing();
  const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  return wallet;
}
