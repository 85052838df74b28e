// `exclusively`: api processes starting together on one PostgreSQL take turns preparing it (a
// session advisory lock); on PGlite, which one process alone opens, the work just runs. The
// PostgreSQL cases run when DATABASE_URL is set, each pool standing for one api process.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyPostgresDatabase, openTestDatabase, type TestDatabase } from '../testing/test-app';
import type { OpenDatabase } from './client';
import { prepareDatabase } from './prepare';

const databaseUrl = process.env.DATABASE_URL;

let database: TestDatabase;
beforeAll(async () => { database = await openTestDatabase(); });
afterAll(async () => { await database?.dispose(); });

/** How many advisory locks of this database are held (`granted`) or waited for. */
async function advisoryLocks(on: OpenDatabase, granted: boolean): Promise<number> {
  const answer = await on.db.execute(sql`select count(*)::int as n from pg_locks
    where locktype = 'advisory' and granted = ${granted} and database = (select oid from pg_database where datname = current_database())`);
  return (answer as unknown as { rows: { n: number }[] }).rows[0].n;
}

/** A promise and the function that resolves it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => { open = resolve; });
  return { opened, open };
}

describe('exclusively', () => {
  it('runs the work and answers what it answers, or its error', async () => {
    expect(await database.exclusively(async () => 42)).toBe(42);
    await expect(database.exclusively(async () => { throw new Error('migration failed'); })).rejects.toThrow('migration failed');
    expect(await database.exclusively(async () => 'next')).toBe('next');
  });

  it.runIf(Boolean(databaseUrl))('lets a second process start its work only once the first has finished', async () => {
    const other = database.reconnect!();
    const steps: string[] = [];
    const firstMayEnd = gate();
    const firstStarted = gate();
    try {
      const first = database.exclusively(async () => {
        steps.push('first starts');
        firstStarted.open();
        await firstMayEnd.opened;
        steps.push('first ends');
      });
      await firstStarted.opened;
      const second = other.exclusively(async () => { steps.push('second starts'); });
      // The second process's session waits on the lock the first holds.
      await expect.poll(() => advisoryLocks(database, false)).toBe(1);
      expect(steps).toEqual(['first starts']);
      firstMayEnd.open();
      await Promise.all([first, second]);
      expect(steps).toEqual(['first starts', 'first ends', 'second starts']);
    } finally {
      firstMayEnd.open();
      await other.close();
    }
  });

  it.runIf(Boolean(databaseUrl))('lets go of the lock when the work fails, so the next process goes on', async () => {
    const other = database.reconnect!();
    try {
      await expect(database.exclusively(async () => { throw new Error('seed failed'); })).rejects.toThrow('seed failed');
      expect(await advisoryLocks(database, true)).toBe(0);
      expect(await other.exclusively(async () => 'prepared')).toBe('prepared');
    } finally {
      await other.close();
    }
  });
});

describe.runIf(Boolean(databaseUrl))('two api processes starting together on a new PostgreSQL database', () => {
  it('migrate and seed it once: one seeds, the other finds it prepared', async () => {
    const fresh = await openEmptyPostgresDatabase(databaseUrl!);
    const other = fresh.reconnect!();
    try {
      const now = new Date(2030, 0, 7, 12);
      const prepared = await Promise.all([prepareDatabase(fresh, now), prepareDatabase(other, now)]);
      expect(prepared.map(({ seeded }) => seeded).sort()).toEqual([false, true]);
    } finally {
      await other.close();
      await fresh.dispose();
    }
  });
});
