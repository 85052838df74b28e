import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { OpenDatabase } from '../../db/client';
import { throttleEntries } from '../../db/schema';
import { createTestApp, fakeClock, NO_RATE_LIMITS, openTestDatabase, type TestApp, type TestDatabase } from '../../testing/test-app';
import { THROTTLE_POLICY } from './throttle';
import { createDatabaseThrottleStore } from './throttle-store';

/** What a second api process opens: its own pool on PostgreSQL, the same PGlite otherwise. */
const secondConnection = (database: TestDatabase): OpenDatabase => database.reconnect?.() ?? database;

describe('the database throttle store', () => {
  const clock = fakeClock(new Date('2030-01-07T12:00:00Z'));
  let database: TestDatabase;
  let other: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    other = secondConnection(database);
  });
  afterAll(async () => {
    if (other !== database) await other.close();
    await database.dispose();
  });

  it('loses no count when two processes count one key at the same moment', async () => {
    const first = createDatabaseThrottleStore(database.db, clock);
    const second = createDatabaseThrottleStore(other.db, clock);
    const counts = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? first : second).increment('race', 60_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await second.get('race')).toEqual({ failures: 40, blockedUntil: 0 });
  });

  it('never shortens a block', async () => {
    const store = createDatabaseThrottleStore(database.db, clock);
    const now = clock().getTime();
    await store.increment('blocked', 60_000);
    await store.block('blocked', now + 10_000);
    await store.block('blocked', now + 5_000);
    expect(await store.get('blocked')).toEqual({ failures: 1, blockedUntil: now + 10_000 });
  });

  it('ignores an expired entry, restarts it unblocked and prunes the dead rows', async () => {
    const store = createDatabaseThrottleStore(database.db, clock);
    await store.increment('old', 60_000);
    await store.increment('old', 60_000);
    await store.block('old', clock().getTime() + 30_000);
    await store.increment('gone', 60_000);
    clock.advance(60_000);
    expect(await store.get('old')).toBeUndefined();
    expect(await store.increment('old', 60_000)).toBe(1);
    expect(await store.get('old')).toEqual({ failures: 1, blockedUntil: 0 });

    clock.advance(THROTTLE_POLICY.FORGET_AFTER_MS);
    await store.increment('new', 60_000);
    const keys = (await database.db.select({ key: throttleEntries.key }).from(throttleEntries)).map((row) => row.key);
    expect(keys).toEqual(['new']);
  });
});

describe('login, code and reset throttling across two api processes', () => {
  const clock = fakeClock(new Date('2030-01-07T12:00:00Z'));
  let t: TestApp;
  let other: OpenDatabase;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(clock(), { clock });
    other = secondConnection(t.database);
    second = await buildApp({ db: other.db, clock, uploadsDir: t.uploadsDir, edges: { rateLimits: NO_RATE_LIMITS } });
  });
  afterAll(async () => {
    await second.close();
    if (other !== t.database) await other.close();
    await t.close();
  });

  const post = async (app: FastifyInstance, path: string, payload: Record<string, unknown>) =>
    (await app.inject({ method: 'POST', url: `/api/v1${path}`, payload, remoteAddress: '10.9.0.1' })).json();

  it('refuses on one process the password guesses counted on the other', async () => {
    const wrong = { email: 'demo2@storefront.test', password: 'wrong-password' };
    for (let i = 0; i < 5; i += 1) expect((await post(t.app, '/auth/login', wrong)).statusCode).toBe('ERROR_102');
    expect(await post(second, '/auth/login', wrong)).toMatchObject({ statusCode: 'ERROR_429', params: { retry_after: ['1'] } });
  });

  it('refuses on one process the code guesses counted on the other', async () => {
    const guess = { verifyId: crypto.randomUUID(), verifyCode: '000000' };
    for (let i = 0; i < 5; i += 1) expect((await post(second, '/auth/verify/phone', guess)).statusCode).toBe('ERROR_201');
    expect((await post(t.app, '/auth/verify/phone', guess)).statusCode).toBe('ERROR_429');
  });

  it('refuses on one process the reset codes sent by the other', async () => {
    const reset = { phone: '14165550100' };
    for (let i = 0; i < 3; i += 1) expect((await post(t.app, '/auth/forgot/password', reset)).status).toBe(true);
    expect((await post(second, '/auth/forgot/password', reset)).statusCode).toBe('ERROR_429');
  });
});
