// Test support: one seeded database and app per test file. PGlite in memory by default; when
// DATABASE_URL is set, a PostgreSQL database per file copied from a template (dropped
// afterwards), so files running in parallel never share tables.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
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

async function adminQuery<T = unknown>(databaseUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const databaseUrlOf = (databaseUrl: string, name: string) => {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A PostgreSQL database of this test file alone (dropped afterwards), copied from a template that
 * `fill` makes once for every test file of every run while `fingerprint` stands: copying
 * (`CREATE DATABASE … TEMPLATE`, ~0.2 s) instead of migrating and seeding each file's own (~6 s).
 * One advisory lock per kind covers building, copying and dropping templates of other
 * fingerprints, so that parallel workers and runs never copy a half-built or vanishing one.
 */
async function openPostgresForTest(databaseUrl: string, kind: string, fingerprint: string, fill: (database: OpenDatabase) => Promise<unknown>): Promise<TestDatabase> {
  const template = `storefront_template_${kind}_${fingerprint}`;
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(databaseUrl, async (admin) => {
    const lock = `storefront_template_${kind}`;
    await admin.query('select pg_advisory_lock(hashtext($1))', [lock]);
    try {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${lock}_%`]);
      for (const { datname } of rows.filter((row) => row.datname !== template)) await admin.query(`drop database if exists ${datname} with (force)`);
      if (!rows.some((row) => row.datname === template)) await buildTemplate(admin, databaseUrl, template, fill);
      await admin.query(`create database ${name} template ${template}`);
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [lock]);
    }
  });
  return testDatabaseNamed(databaseUrl, name);
}

/** The database `name` on the server of `databaseUrl`, dropped by `dispose`. */
function testDatabaseNamed(databaseUrl: string, name: string): TestDatabase {
  const url = databaseUrlOf(databaseUrl, name);
  const database = openDatabase({ databaseUrl: url });
  return {
    ...database,
    reconnect: () => openDatabase({ databaseUrl: url }),
    dispose: async () => {
      await database.close();
      await adminQuery(databaseUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** A PostgreSQL database of this test file alone, empty (not even migrated), as a new
 * deployment's: what api processes starting on it meet. */
export async function openEmptyPostgresDatabase(databaseUrl: string): Promise<TestDatabase> {
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(databaseUrl, (admin) => admin.query(`create database ${name}`));
  return testDatabaseNamed(databaseUrl, name);
}

async function buildTemplate(admin: pg.Client, databaseUrl: string, template: string, fill: (database: OpenDatabase) => Promise<unknown>) {
  const building = `${template}_building`; // renamed once complete: a stopped run leaves no half template
  await admin.query(`create database ${building}`);
  const database = openDatabase({ databaseUrl: databaseUrlOf(databaseUrl, building) });
  try {
    await fill(database);
  } finally {
    await database.close();
  }
  await admin.query(`alter database ${building} rename to ${template}`);
}

/** An empty, migrated database. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    return openPostgresForTest(databaseUrl, 'migrated', migrationsFingerprint(), (database) => database.migrate());
  }
  const database = openDatabase({ memory: true });
  await database.migrate();
  return { ...database, dispose: () => database.close() };
}

/** A digest of the files under `paths` (tests left out): what shapes a prepared database, so a
 * change to any of them rebuilds the copies kept between runs. */
function fingerprintOf(...paths: string[]): string {
  const hash = createHash('sha256');
  const src = fileURLToPath(new URL('..', import.meta.url));
  const visit = (path: string) => {
    if (statSync(path).isDirectory()) for (const entry of readdirSync(path).sort()) visit(join(path, entry));
    else if (!path.endsWith('.test.ts')) hash.update(relative(src, path)).update(readFileSync(path));
  };
  for (const path of paths) visit(join(src, path));
  return hash.digest('hex').slice(0, 16);
}

const migrationsFingerprint = () => fingerprintOf('db/migrations');
/** What the seed's rows come from: db/ (the seed, the migrations), every module's tables, search folding. */
const seedFingerprint = () => fingerprintOf('db', 'http/search-text.ts', ...moduleTables());

function moduleTables(): string[] {
  const modules = fileURLToPath(new URL('../modules', import.meta.url));
  return readdirSync(modules).map((module) => `modules/${module}/tables.ts`).filter((path) => existsSync(join(modules, '..', path)));
}

async function migrateAndSeed(database: OpenDatabase): Promise<void> {
  await database.migrate();
  await seedDemo(database.db);
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
  await migrateAndSeed(openDatabase({ pglite }));
  const dump = await pglite.dumpDataDir('none');
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file); // atomic: parallel workers never read half a dump
  return pglite;
}

/** A migrated database holding the demo seed, as a fresh server's. */
async function openSeededTestDatabase(): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return openPostgresForTest(databaseUrl, 'seeded', seedFingerprint(), migrateAndSeed);
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

/** Test apps print one log line only: why a firebase token was refused, so that a sign-in that
 * fails in a test says why (the answer never tells the client). */
const REFUSALS_ONLY = {
  level: 'info',
  stream: {
    write: (line: string) => {
      if (!line.includes('"firebase token refused"')) return;
      const { provider, reason } = JSON.parse(line) as { provider: string; reason: string };
      process.stderr.write(`firebase token refused (${provider}): ${reason}\n`);
    },
  },
};

/** The app over a database seeded with the demo data, as the server starts it (rate limits off). */
export async function createTestApp(now = new Date(), options: Omit<BuildAppOptions, 'db'> = {}): Promise<TestApp> {
  const database = await openSeededTestDatabase();
  await prepareDatabase(database, now);
  const temporaryUploads = options.uploadsDir ? undefined : mkdtempSync(join(tmpdir(), 'storefront-uploads-'));
  const uploadsDir = options.uploadsDir ?? temporaryUploads!;
  // PUBLIC_URL of the environment is not used: images are based on the request's host.
  const app = await buildApp({ storefrontOrigin: TEST_ORIGIN, logger: REFUSALS_ONLY, ...options, uploadsDir, db: database.db, edges: { rateLimits: NO_RATE_LIMITS, ...options.edges } });
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
/** The storefront's origin in tests: image URLs and e-mailed links are based on it. */
const TEST_ORIGIN = 'http://localhost:80';
export const TEST_IMAGES = `${TEST_ORIGIN}/storage/images/`;

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
