// Test support: one seeded database and app per test file. PGlite in memory by default; when
// DATABASE_URL is set, a fresh PostgreSQL database per file (dropped afterwards), so files
// running in parallel never share tables.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../app';
import { absoluteImages } from '../http/image-urls';
import type { RateLimits } from '../config';
import { openDatabase, type OpenDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { seedDemo } from '../db/seed/index';

export interface TestDatabase extends OpenDatabase {
  /** Closes the connection and removes what the test created. */
  dispose: () => Promise<void>;
  /** A second connection pool to the same database, as another api process would open
   * (PostgreSQL only: a PGlite has a single connection). */
  reconnect?: () => OpenDatabase;
}

async function adminQuery(databaseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function openPostgresForTest(databaseUrl: string): Promise<TestDatabase> {
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(databaseUrl, `create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    reconnect: () => openDatabase({ databaseUrl: url.toString() }),
    dispose: async () => {
      await database.close();
      await adminQuery(databaseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** An empty, migrated database. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  const database = databaseUrl ? await openPostgresForTest(databaseUrl) : { ...openDatabase({ memory: true }), dispose: async () => {} };
  const dispose = database.dispose;
  await database.migrate();
  return { ...database, dispose: async () => { await dispose(); if (!databaseUrl) await database.close(); } };
}

/** Everything that shapes a seeded database: a change to any of it rebuilds the cached copy. */
function seedFingerprint(): string {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    if (statSync(path).isDirectory()) for (const entry of readdirSync(path).sort()) visit(join(path, entry));
    else if (!path.endsWith('.test.ts')) hash.update(path).update(readFileSync(path));
  };
  visit(fileURLToPath(new URL('../db', import.meta.url)));
  visit(fileURLToPath(new URL('../modules/catalogue/search-text.ts', import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated and seeded in-memory PGlite. Creating one costs an initdb plus the seed (~7 s);
 * the first test file saves a dump in the temp directory and the others load it (~0.5 s).
 */
async function seededPglite(): Promise<PGlite> {
  const name = `storefront-api-test-${seedFingerprint()}.tar`;
  const file = join(tmpdir(), name);
  if (existsSync(file)) return PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) });
  for (const stale of readdirSync(tmpdir()).filter((entry) => /^storefront-api-test-\w+\.tar$/.test(entry) && entry !== name)) {
    rmSync(join(tmpdir(), stale), { force: true });
  }
  const pglite = await PGlite.create();
  const database = openDatabase({ pglite });
  await database.migrate();
  await seedDemo(database.db);
  const dump = await pglite.dumpDataDir('none');
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file); // atomic: parallel workers never read half a dump
  return pglite;
}

async function openSeededTestDatabase(): Promise<TestDatabase> {
  if (process.env.DATABASE_URL) return openTestDatabase();
  const database = openDatabase({ pglite: await seededPglite() });
  return { ...database, dispose: () => database.close() };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** Where this app keeps uploaded files: a temporary directory unless the test chose one. */
  uploadsDir: string;
  close: () => Promise<void>;
}

/** Rate limits count real requests per client address, and every inject comes from one
 * address: off unless a test asks for them. */
export const NO_RATE_LIMITS: RateLimits = { public: null, auth: null, money: null, redisUrl: undefined, redisPrefix: '' };

/** The app over a database seeded with the demo data, as the server starts it (rate limits off). */
export async function createTestApp(now = new Date(), options: Omit<BuildAppOptions, 'db'> = {}): Promise<TestApp> {
  const database = await openSeededTestDatabase();
  await prepareDatabase(database, now);
  const temporaryUploads = options.uploadsDir ? undefined : mkdtempSync(join(tmpdir(), 'storefront-uploads-'));
  const uploadsDir = options.uploadsDir ?? temporaryUploads!;
  // PUBLIC_URL of the environment is not used: images are based on the request's host.
  const app = await buildApp({ publicUrl: null, ...options, uploadsDir, db: database.db, edges: { rateLimits: NO_RATE_LIMITS, ...options.edges } });
  return {
    app,
    database,
    uploadsDir,
    close: async () => {
      await app.close();
      await database.dispose();
      if (temporaryUploads) rmSync(temporaryUploads, { recursive: true, force: true });
    },
  };
}

/** Where the answers of an injected request (Host `localhost:80`) say images are. */
export const TEST_IMAGES = 'http://localhost:80/storage/images/';

/** What the api answers for `value` a service produced: JSON, its image fields full URLs of the
 * test host (http/image-urls.ts). */
export const asAnswered = (value: unknown): unknown => JSON.parse(absoluteImages(JSON.stringify(value), TEST_IMAGES));

/** The stored path (under /storage/images/) of an image URL an injected request was answered. */
export function storedImage(url: string): string {
  if (!url.startsWith(TEST_IMAGES)) throw new Error(`not an image URL of the test host: ${url}`);
  return url.slice(TEST_IMAGES.length);
}

/** A clock that stands still until a test moves it. */
export function fakeClock(start = new Date()) {
  let now = start.getTime();
  const clock = () => new Date(now);
  return Object.assign(clock, { advance: (ms: number) => { now += ms; } });
}

/** GET a path under /api/v1 and parse the JSON body. */
export async function getJson<T = Record<string, unknown>>(app: FastifyInstance, path: string) {
  const response = await app.inject({ method: 'GET', url: `/api/v1${path}` });
  return { status: response.statusCode, body: response.json() as T, headers: response.headers };
}
