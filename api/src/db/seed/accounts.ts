// The demo accounts. Ensured on every start of a demo-seeded database (see demo-refresh.ts), so
// a database seeded before accounts existed gets them too; an existing account (matched by
// e-mail) is left as it is, so a demo user's changes survive restarts. The same goes for the
// demo wallets: created once with their balance (an `opening_balance` history row, through the
// ledger), never topped up again.
import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { users, wallets } from '../schema';
import { hashPassword } from '../../modules/auth';
import { moveWallet } from '../../modules/wallet';
import { DEMO_ACCOUNTS, DEMO_WALLETS } from './demo-data';

async function ensureDemoWallets(db: Database, now: Date): Promise<void> {
  const owners = await db.select({ id: users.id, email: users.email }).from(users)
    .where(inArray(users.email, DEMO_WALLETS.map((wallet) => wallet.email)));
  for (const owner of owners) {
    await db.transaction(async (tx) => {
      // Only a wallet created here gets the demo balance: an existing one keeps its history.
      const [created] = await tx.insert(wallets).values({ userId: owner.id, createdAt: now, updatedAt: now })
        .onConflictDoNothing().returning({ userId: wallets.userId });
      const cents = DEMO_WALLETS.find((wallet) => wallet.email === owner.email)!.price;
      if (created) await moveWallet(tx, { userId: owner.id, cents, type: 'opening_balance', note: 'Demo balance', authorId: owner.id, at: now });
    });
  }
}

export async function ensureDemoAccounts(db: Database, now: Date): Promise<void> {
  const existing = await db.select({ email: users.email }).from(users)
    .where(inArray(users.email, DEMO_ACCOUNTS.map((account) => account.email)));
  const missing = DEMO_ACCOUNTS.filter((account) => !existing.some((row) => row.email === account.email));
  if (missing.length) {
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
  await ensureDemoWallets(db, now);
}
