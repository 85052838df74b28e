// Who an e-mail address or a phone belongs to: the account that has proven it. A new one waits on
// the account that asked for it (`pending_email`, `pending_phone`), held away from nobody, and one
// held without proof (saved before pending ones existed) goes to whoever proves it: so typing
// someone else's address or number into an account takes nothing from its owner.
import { and, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/common-tables';
import type { UserRow } from './user-resource';

export type Identifier = 'email' | 'phone';

/** Each identifier's columns: the one held, when it was proven, and the one asked for. */
export const IDENTIFIER_COLUMNS = {
  email: { held: 'email', provenAt: 'emailVerifiedAt', pending: 'pendingEmail' },
  phone: { held: 'phone', provenAt: 'phoneVerifiedAt', pending: 'pendingPhone' },
} as const;

const columnsOf = (kind: Identifier) => {
  const { held, provenAt, pending } = IDENTIFIER_COLUMNS[kind];
  return { held: users[held], provenAt: users[provenAt], pending: users[pending] };
};

/** The account that has proven `value`, if any: the one holder nobody else may take it from. */
export async function provenOwnerOf(db: Database, kind: Identifier, value: string): Promise<number | undefined> {
  const { held, provenAt } = columnsOf(kind);
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(held, value), isNotNull(provenAt)));
  return row?.id;
}

/** Frees `value` for the account about to prove it (`userId`; none for an account being made):
 * an account holding it without proof loses it; false, changing nothing, when another has proven
 * it. The holder's row stays locked until the caller's transaction ends. */
export async function takeFromUnproven(tx: Database, kind: Identifier, value: string, now: Date, userId?: number): Promise<boolean> {
  const { held, provenAt } = columnsOf(kind);
  const others = userId === undefined ? eq(held, value) : and(eq(held, value), ne(users.id, userId));
  const [holder] = await tx.select({ id: users.id, provenAt }).from(users).where(others).for('update');
  if (holder?.provenAt) return false;
  if (holder) await tx.update(users).set({ [IDENTIFIER_COLUMNS[kind].held]: null, updatedAt: now }).where(eq(users.id, holder.id));
  return true;
}

/** Why a proof did not go through: another account has proven the value, or the account no
 * longer asks for it (nor holds it unproven). */
export type Refusal = 'taken' | 'not-asked';
export const isRefusal = (proof: UserRow | Refusal): proof is Refusal => typeof proof === 'string';

/** Makes `value` the proven address or number of `userId`, if that account still asks for it
 * (pending) or holds it unproven; an account holding it without proof loses it. A refusal changes
 * nothing. Run in a transaction; a concurrent proof of the same value fails on the column's
 * unique index. */
export async function proveIdentifier(tx: Database, kind: Identifier, userId: number, value: string, now: Date): Promise<UserRow | Refusal> {
  const { held, provenAt, pending } = columnsOf(kind);
  const [asking] = await tx.select({ id: users.id }).from(users)
    .where(and(eq(users.id, userId), or(eq(pending, value), and(eq(held, value), isNull(provenAt))))).for('update');
  if (!asking) return 'not-asked';
  if (!await takeFromUnproven(tx, kind, value, now, userId)) return 'taken';
  const names = IDENTIFIER_COLUMNS[kind];
  const [row] = await tx.update(users).set({ [names.held]: value, [names.provenAt]: now, [names.pending]: null, updatedAt: now })
    .where(eq(users.id, userId)).returning();
  return row;
}
