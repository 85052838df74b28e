// The one place a wallet's balance changes: every movement updates `wallets.price` and writes its
// `wallet_histories` row in the caller's transaction, so a balance always equals the sum of its
// history (docs/wallet.md). Order payments, refunds, cancels, top-ups, withdrawals, referral
// rewards, points conversions and the demo seed all come through here.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { walletHistories, wallets, type WalletHistoryStatus, type WalletHistoryType } from '../../db/schema';

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
  at: Date;
}

/** Credits create the wallet when there is none; a debit is one conditional UPDATE, so parallel
 * debits can never take a balance below zero. */
async function changeBalance(tx: Database, userId: number, cents: number, at: Date): Promise<boolean> {
  if (cents > 0) {
    await tx.insert(wallets).values({ userId, price: cents, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: wallets.userId, set: { price: sql`${wallets.price} + ${cents}`, updatedAt: at } });
    return true;
  }
  const debited = await tx.update(wallets).set({ price: sql`${wallets.price} + ${cents}`, updatedAt: at })
    .where(and(eq(wallets.userId, userId), gte(wallets.price, -cents))).returning({ userId: wallets.userId });
  return debited.length > 0;
}

/**
 * Moves `cents` in or out of the user's wallet and records it; `tx` must be a transaction.
 * Answers the history row, or null when a debit finds the balance short (nothing written: the
 * caller refuses with its own error, which rolls its transaction back).
 */
export async function moveWallet(tx: Database, movement: Movement): Promise<WalletHistoryRow | null> {
  const { userId, cents, at } = movement;
  if (!Number.isSafeInteger(cents) || cents === 0) throw new Error(`A wallet movement needs whole cents, not ${cents}`);
  if (!await changeBalance(tx, userId, cents, at)) return null;
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
