// /health and /ready as a load balancer meets them (http/health.ts), on the app as server.ts
// builds it: over the run's database (PGlite, or PostgreSQL with DATABASE_URL) and the machine's
// Redis, and over a database or a Redis that is down or never answers.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { RateLimits } from '../config';
import { openDatabase } from '../db/client';
import { closedPort, listening } from '../testing/ports';
import { createTestApp, NO_RATE_LIMITS, type TestApp } from '../testing/test-app';
import { createReadiness } from './health';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const READY = { status: 200, body: { status: 'ready' } };
const unavailable = (...reasons: string[]) => ({ status: 503, body: { status: 'unavailable', reasons } });

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function testApp(options: Parameters<typeof createTestApp>[1] = {}): Promise<TestApp> {
  const t = await createTestApp(new Date(), options);
  cleanups.push(t.close);
  return t;
}

/** Rate limits on, their counters in the Redis at `redisUrl` (a key prefix of this run's own). */
const countedIn = (redisUrl: string): RateLimits =>
  ({ ...NO_RATE_LIMITS, public: { max: 1, windowMs: 60_000 }, redisUrl, redisPrefix: `test-${randomBytes(6).toString('hex')}:` });

const get = async (app: FastifyInstance, url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as unknown, headers: response.headers };
};
const answer = async (app: FastifyInstance, url: string) => {
  const { status, body } = await get(app, url);
  return { status, body };
};

/** A server that accepts connections and never answers: a dependency that hangs. `close` ends
 * the connections it holds, so what waits on them fails. */
async function silentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  const port = await listening(server);
  const close = () => {
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => server.close(resolve));
  };
  return { port, close };
}

/** The app over a PostgreSQL at `port` (none, or one that never answers), as server.ts builds it. */
async function appOverPostgresAt(port: number): Promise<FastifyInstance> {
  const database = openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/storefront` });
  const uploadsDir = mkdtempSync(join(tmpdir(), 'storefront-uploads-'));
  const app = await buildApp({ db: database.db, uploadsDir, edges: { rateLimits: NO_RATE_LIMITS } });
  cleanups.push(() => rmSync(uploadsDir, { recursive: true, force: true }), () => database.close(), () => app.close());
  return app;
}

describe('GET /health and GET /ready', () => {
  it('answer {"status":"ok"} and {"status":"ready"} at the root, never cached, with no request log line', async () => {
    const lines: string[] = [];
    const { app } = await testApp({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    const health = await get(app, '/health');
    expect({ status: health.status, body: health.body }).toEqual({ status: 200, body: { status: 'ok' } });
    expect(health.headers['cache-control']).toBe('no-store');
    const ready = await get(app, '/ready');
    expect({ status: ready.status, body: ready.body }).toEqual(READY);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect((await get(app, '/api/v1/rest/settings')).status).toBe(200);
    expect(lines.some((line) => line.includes('/api/v1/rest/settings'))).toBe(true);
    expect(lines.filter((line) => /\/health|\/ready/.test(line))).toEqual([]);
  });

  it('are never counted by the rate limits, their counters in Redis', async () => {
    const { app } = await testApp({ edges: { rateLimits: countedIn(REDIS_URL) } });
    for (let i = 0; i < 3; i += 1) {
      const ready = await get(app, '/ready');
      expect({ status: ready.status, body: ready.body }).toEqual(READY);
      expect(ready.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  it('answer 503 "draining" once the api drains, while every other route is still served', async () => {
    const readiness = createReadiness();
    const { app } = await testApp({ readiness });
    expect(await answer(app, '/ready')).toEqual(READY);
    readiness.drain();
    expect(await answer(app, '/ready')).toEqual(unavailable('draining'));
    expect(await answer(app, '/health')).toEqual({ status: 200, body: { status: 'ok' } });
    expect((await get(app, '/api/v1/rest/settings')).status).toBe(200);
  });
});

describe('GET /ready when a dependency is down', () => {
  it('answers 503 "database" when PostgreSQL refuses connections; /health still 200', async () => {
    const app = await appOverPostgresAt(await closedPort());
    expect(await answer(app, '/ready')).toEqual(unavailable('database'));
    expect(await answer(app, '/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('answers 503 "database" rather than hang when PostgreSQL takes the connection and never answers', async () => {
    const silent = await silentServer();
    const app = await appOverPostgresAt(silent.port);
    cleanups.push(silent.close); // first: the connection the check left waiting then fails, and the pool can end
    expect(await answer(app, '/ready')).toEqual(unavailable('database'));
  });

  it('stays ready when the rate limits’ Redis refuses connections, reporting it degraded: requests are served, uncounted', async () => {
    const { app } = await testApp({ edges: { rateLimits: countedIn(`redis://127.0.0.1:${await closedPort()}`) } });
    expect(await answer(app, '/ready')).toEqual({ status: 200, body: { status: 'ready', degraded: ['redis'] } });
    expect((await get(app, '/api/v1/rest/settings')).status).toBe(200);
    expect((await get(app, '/api/v1/rest/settings')).status).toBe(200);
  });
});
