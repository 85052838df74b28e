// Test support: one seeded database and app per test file. PGlite in memory by default; when
// DATABASE_URL is set, a fresh PostgreSQL database per file (dropped afterwards), so files
// running in parallel never share tables.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { openDatabase, type OpenDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';

export interface TestDatabase extends OpenDatabase {
  /** Closes the connection and removes what the test created. */
  dispose: () => Promise<void>;
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

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close: () => Promise<void>;
}

/** The app over a database seeded with the demo data, as the server starts it. */
export async function createTestApp(now = new Date()): Promise<TestApp> {
  const database = await openTestDatabase();
  await prepareDatabase(database, now);
  const app = await buildApp({ db: database.db });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}

/** GET a path under /api/v1 and parse the JSON body. */
export async function getJson<T = Record<string, unknown>>(app: FastifyInstance, path: string) {
  const response = await app.inject({ method: 'GET', url: `/api/v1${path}` });
  return { status: response.statusCode, body: response.json() as T, headers: response.headers };
}
