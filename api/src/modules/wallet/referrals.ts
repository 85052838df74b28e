// Referrals: a new account signs up with a friend's code (`referral`, another user's
// `my_referral`); at the new account's first delivered order, while the programme runs, the new
// account gets the programme's `price_to` and the referrer its `price_from`, once. A phone or
// e-mail address is referred once ever: the link keeps them when an account is deleted, so
// deleting and signing up again pays nothing twice. A refund of that first order takes both
// rewards back (docs/wallet.md).
import { and, count, desc, eq, gt, inArray, isNull, or, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/common-tables';
import { notifyNewReferral } from '../notifications';
import { referralProgrammes, userReferrals } from './tables';
import { moveWallet } from './ledger';
import { walletRefusal, type RewardSettings } from './rules';

/** The account whose code `code` is (trimmed; the codes' letters are capitals, any case is
 * read); null for no code; an unknown code or a deactivated account's → 400 ERROR_472. */
export async function referrerOf(db: Database, code: string | null | undefined): Promise<number | null> {
  const text = code?.trim();
  if (!text) return null;
  const [row] = await db.select({ id: users.id }).from(users)
    .where(and(inArray(users.myReferral, [...new Set([text, text.toUpperCase()])]), eq(users.active, true)));
  if (!row) throw walletRefusal.referralUnknown();
  return row.id;
}

export interface Friend {
  friendId: number;
  /** The new account's verified phone and e-mail (null when not verified or none). */
  phone: string | null;
  email: string | null;
}

const sameIdentity = (phone: string | null, email: string | null) => or(
  phone === null ? sql`false` : eq(userReferrals.friendPhone, phone),
  email === null ? sql`false` : eq(userReferrals.friendEmail, email),
);

/** Whether that phone or e-mail address was ever referred. */
export async function wasReferred(db: Database, phone: string | null, email: string | null): Promise<boolean> {
  if (phone === null && email === null) return false;
  const [row] = await db.select({ id: userReferrals.id }).from(userReferrals).where(sameIdentity(phone, email)).limit(1);
  return row !== undefined;
}

/** Links a new account to its referrer (in the sign-up's transaction). A phone or address that
 * was referred before links nothing, a race included (the unique columns decide), nor does a
 * referrer deactivated since the code was checked. */
export async function linkReferral(tx: Database, referrerId: number, friend: Friend, at: Date): Promise<boolean> {
  if (referrerId === friend.friendId || await wasReferred(tx, friend.phone, friend.email)) return false;
  const [referrer] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, referrerId), eq(users.active, true)));
  if (!referrer) return false;
  const rows = await tx.insert(userReferrals).values({
    referrerId, friendId: friend.friendId, friendPhone: friend.phone, friendEmail: friend.email, createdAt: at, updatedAt: at,
  }).onConflictDoNothing().returning({ id: userReferrals.id });
  return rows.length > 0;
}

/** The programme that applies at `at`: the newest active one not expired. */
export async function activeProgramme(db: Database, at: Date) {
  const [row] = await db.select().from(referralProgrammes)
    .where(and(eq(referralProgrammes.active, true), or(isNull(referralProgrammes.expiredAt), gt(referralProgrammes.expiredAt, at))))
    .orderBy(desc(referralProgrammes.id)).limit(1);
  return row;
}

/** Settles the referral of `friendId` at their delivered order `orderId`, once: the first
 * delivered order takes it out of `pending` (one conditional UPDATE, so two deliveries at once
 * cannot both pay). Paid only while `referral_active` is on and a programme applies; else it
 * lapses. */
export async function rewardReferral(tx: Database, friendId: number, orderId: number, rules: RewardSettings, at: Date): Promise<void> {
  const programme = rules.referralActive ? await activeProgramme(tx, at) : undefined;
  const [referral] = await tx.update(userReferrals).set({
    status: programme ? 'rewarded' : 'lapsed', orderId, priceFrom: programme?.priceFrom ?? null, priceTo: programme?.priceTo ?? null, updatedAt: at,
  }).where(and(eq(userReferrals.friendId, friendId), eq(userReferrals.status, 'pending'))).returning();
  if (!referral || !programme) return;
  // Rewards the programme gives by itself: no one made them (authorId null, the restaurant).
  if (programme.priceTo > 0) await moveWallet(tx, { userId: friendId, cents: programme.priceTo, type: 'referral_to_topup', orderId, authorId: null, at });
  if (referral.referrerId === null || programme.priceFrom <= 0) return;
  // The referrer's row names no order: the friend's order is not theirs to see.
  await moveWallet(tx, { userId: referral.referrerId, cents: programme.priceFrom, type: 'referral_from_topup', authorId: null, at });
  await notifyNewReferral(tx, referral.referrerId, friendId, programme.priceFrom, at);
}

/** Takes back the rewards a refunded order paid when it was its customer's first delivered
 * order, once (one conditional UPDATE takes the link from `rewarded` to `revoked`, so two
 * approvals at once take nothing twice): each side's `referral_revoked` row takes the whole
 * reward, what their balance lacks owed. `authorId`: the staff member approving the refund. */
export async function revokeReferral(tx: Database, orderId: number, authorId: number, at: Date): Promise<void> {
  const [referral] = await tx.update(userReferrals).set({ status: 'revoked', updatedAt: at })
    .where(and(eq(userReferrals.orderId, orderId), eq(userReferrals.status, 'rewarded'))).returning();
  if (!referral) return;
  const takeBack = (userId: number | null, cents: number | null, ownOrder: boolean) => (userId !== null && cents !== null && cents > 0
    ? moveWallet(tx, { userId, cents: -cents, type: 'referral_revoked', orderId: ownOrder ? orderId : null, owing: true, authorId, at })
    : null);
  await takeBack(referral.friendId, referral.priceTo, true);
  // Like its reward, the referrer's row names no order: the friend's order is not theirs to see.
  await takeBack(referral.referrerId, referral.priceFrom, false);
}

/** How many friends signed up with the user's code, and what they earned the user (base cents):
 * the rewards paid and not taken back. */
export async function referralStats(db: Database, userId: number): Promise<{ count: number; earnedCents: number }> {
  const [[friends], [earned]] = await Promise.all([
    db.select({ total: count() }).from(userReferrals).where(eq(userReferrals.referrerId, userId)),
    db.select({ total: sum(userReferrals.priceFrom).mapWith(Number) }).from(userReferrals)
      .where(and(eq(userReferrals.referrerId, userId), eq(userReferrals.status, 'rewarded'))),
  ]);
  return { count: friends.total, earnedCents: earned.total ?? 0 };
}
