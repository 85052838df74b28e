// The demo accounts. Ensured on every start of a demo-seeded database (see demo-refresh.ts), so
// a database seeded before accounts existed gets them too; an existing account (matched by
// e-mail) is left as it is, so a demo user's changes survive restarts.
import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { users } from '../schema';
import { hashPassword } from '../../modules/auth/passwords';
import { DEMO_ACCOUNTS } from './demo-data';

export async function ensureDemoAccounts(db: Database, now: Date): Promise<void> {
  const existing = await db.select({ email: users.email }).from(users)
    .where(inArray(users.email, DEMO_ACCOUNTS.map((account) => account.email)));
  const missing = DEMO_ACCOUNTS.filter((account) => !existing.some((row) => row.email === account.email));
  if (!missing.length) return;
  const rows = await Promise.all(missing.map(async (account) => ({
    email: account.email,
    phone: account.phone,
    firstname: account.firstname,
    lastname: account.lastname,
    role: account.role,
    myReferral: account.myReferral,
    passwordHash: await hashPassword(account.password),
    emailVerifiedAt: account.verified ? now : null,
    phoneVerifiedAt: account.verified && account.phone ? now : null,
  })));
  await db.insert(users).values(rows).onConflictDoNothing();
}
