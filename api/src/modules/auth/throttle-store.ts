// The throttle's counters in the database (table throttle_entries), so that every api process
// counts the same failures: a wrong password sent to one process is refused by the next. An
// event is one `INSERT … ON CONFLICT DO UPDATE … RETURNING`, atomic in PostgreSQL, so two
// processes counting one key at the same moment both count. Expired rows are ignored, restarted
// by their next event and deleted at most once per PRUNE_EVERY_MS.
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../http/clock';
import { throttleEntries as entries } from './tables';
import type { ThrottleStore } from './throttle';

const PRUNE_EVERY_MS = 10 * 60 * 1000;

export function createDatabaseThrottleStore(db: Database, clock: Clock): ThrottleStore {
  let prunedAt = 0;
  /** A time as a query parameter, encoded as the timestamp columns are. */
  const at = (time: Date) => sql.param(time, entries.expiresAt);
  const expired = (now: Date) => sql`${entries.expiresAt} <= ${at(now)}`;

  async function pruneNowAndThen(now: Date): Promise<void> {
    if (now.getTime() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now.getTime();
    await db.delete(entries).where(lte(entries.expiresAt, now));
  }

  return {
    async get(key) {
      const [row] = await db.select().from(entries).where(and(eq(entries.key, key), gt(entries.expiresAt, clock())));
      return row && { failures: row.failures, blockedUntil: row.blockedUntil?.getTime() ?? 0 };
    },
    async increment(key, ttlMs) {
      const now = clock();
      const [row] = await db.insert(entries)
        .values({ key, failures: 1, blockedUntil: null, expiresAt: new Date(now.getTime() + ttlMs) })
        .onConflictDoUpdate({
          target: entries.key,
          set: {
            failures: sql`case when ${expired(now)} then 1 else ${entries.failures} + 1 end`,
            blockedUntil: sql`case when ${expired(now)} then null else ${entries.blockedUntil} end`,
            expiresAt: sql`excluded.expires_at`,
          },
        })
        .returning({ failures: entries.failures });
      await pruneNowAndThen(now);
      return row.failures;
    },
    async block(key, until) {
      // greatest() ignores null: an unblocked entry takes `until`.
      await db.update(entries).set({ blockedUntil: sql`greatest(${entries.blockedUntil}, ${at(new Date(until))})` }).where(eq(entries.key, key));
    },
    async delete(key) {
      await db.delete(entries).where(eq(entries.key, key));
    },
  };
}
