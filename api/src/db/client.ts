// Opens the database: embedded PGlite (on disk, or in memory for tests) by default, or
// PostgreSQL through node-postgres when a connection string is given. Both drivers are typed
// as one `Database`, and migrations are applied with the migrator of the driver in use.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir as migrationsFolder } from '../paths';
import { forDrizzle } from './pglite-session';

export type Database = PgDatabase<PgQueryResultHKT>;

export interface OpenDatabaseOptions {
  /** PGlite data directory (ignored when `databaseUrl` or `memory` is set). */
  dataDir?: string;
  /** PostgreSQL connection string. */
  databaseUrl?: string;
  /** A throw-away in-memory PGlite (tests). */
  memory?: boolean;
  /** An already created PGlite, e.g. a clone of a prepared one (tests). */
  pglite?: PGlite;
}

export interface OpenDatabase {
  db: Database;
  /** Applies the committed migrations (idempotent). */
  migrate: () => Promise<void>;
  /** Runs `work` while no other process runs its own on this database: api processes starting
   * together on one PostgreSQL take turns preparing it. PGlite, which one process alone opens,
   * runs it at once. */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
}

/** The session-level advisory lock `exclusively` holds: one for the storefront's whole database. */
const EXCLUSIVE_LOCK = 'storefront:exclusively';

/** Holds the lock on a connection of its own while `work` runs on the pool's others. */
async function holdingLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [EXCLUSIVE_LOCK]);
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  try {
    return await work();
  } finally {
    // A failed unlock ends the connection instead of returning it to the pool: the lock ends with
    // its session, so it is never left held.
    await client.query('select pg_advisory_unlock(hashtext($1))', [EXCLUSIVE_LOCK])
      .then(() => client.release(), (error: Error) => client.release(error));
  }
}

function openPostgres(databaseUrl: string): OpenDatabase {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection ended by the server (restart, dropped database) must not crash the
  // process: node-postgres emits it on the pool, and the pool replaces the connection.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePostgres(pool);
  return {
    db,
    migrate: () => migratePostgres(db, { migrationsFolder }),
    exclusively: (work) => holdingLock(pool, work),
    close: () => pool.end(),
  };
}

/** PGlite starts PostgreSQL with 128 MB of shared buffers, all of it resident in the WASM heap.
 * The storefront's tables hold under 5 MB with the demo data: 8 MB keeps them and PostgreSQL's
 * own catalogue cached, and a page missed is read from the operating system's file cache. The
 * api's RSS: 128 → 24 MB about 100 MB lower, 24 → 8 MB 18 MB lower, with no measurable CPU cost
 * (docs/performance.md). */
export const PGLITE_CONFIG = ['shared_buffers=8MB', 'wal_buffers=1MB'];

function openPglite(options: OpenDatabaseOptions): OpenDatabase {
  let client = options.pglite;
  if (!client) {
    if (options.memory) client = new PGlite({ postgresqlconf: PGLITE_CONFIG });
    else {
      if (!options.dataDir) throw new Error('openDatabase needs dataDir, databaseUrl or memory');
      mkdirSync(options.dataDir, { recursive: true });
      client = new PGlite(options.dataDir, { postgresqlconf: PGLITE_CONFIG });
    }
  }
  const pglite = client;
  const session = forDrizzle(pglite);
  const db = drizzlePglite(session.client);
  localWrites.set(db, session.writes);
  return {
    db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    close: () => pglite.close(),
  };
}

/** Counts of the writes of databases only this process can change (PGlite). */
const localWrites = new WeakMap<Database, () => number>();

/** For a database no other process can change (PGlite), how many statements that may have
 * written (and transactions) it has finished so far: while the count stands, nothing read
 * from it can have changed. Undefined for PostgreSQL, which other processes share. */
export const localWritesOf = (db: Database): (() => number) | undefined => localWrites.get(db);

export function openDatabase(options: OpenDatabaseOptions): OpenDatabase {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options);
}
