// The bad-input sweep: every operation of schema/openapi.json receives generated malformed
// requests (testing/hostile-requests.ts) over real HTTP, against a listening app on the seeded
// demo database. No answer may be a 5xx, carry a stack trace or SQL text, or echo the input's
// HTML outside JSON; after each operation the server must still answer.
// SWEEP_SEED=<n> repeats a run (fast-check prints the seed of a failure); SWEEP_OPERATION=<id>
// sweeps one operation; SWEEP_RUNS=<n> sends n requests per operation.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, users } from './db/schema';
import { hostileRequests, operationsOf, type HostileRequest, type RawOperation, type Schema, type Tokens } from './testing/hostile-requests';
import { createTestApp, type TestApp } from './testing/test-app';
import { DEFAULT_SESSION_LIFETIMES, createAccessTokens } from './modules/auth';

/** Requests per operation: about 3,500 in all, well under a minute on two cores (SWEEP_RUNS
 * changes it, to search longer). */
const RUNS = Number(process.env.SWEEP_RUNS ?? 48);
const seed = Number(process.env.SWEEP_SEED ?? Date.now() % 2 ** 31);

const document = JSON.parse(readFileSync(new URL('../../schema/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, RawOperation>>; components: { schemas: Record<string, Schema> };
};
const operations = operationsOf(document).filter((op) => !process.env.SWEEP_OPERATION || op.operationId === process.env.SWEEP_OPERATION);

/** A V8 stack frame: `at fn (/path/file.ts:12:5)`, `at file:///path/file.js:1:2`, `at node:internal/x:3:4`. */
const STACK_TRACE = /\bat (?:[^()\n]* \()?(?:(?:file:\/\/)?[\w./\\-]+\.[cm]?[jt]s|node:[\w/]+):\d+:\d+/;
const SQL_TEXT = /syntax error at|relation \\?"|duplicate key|violates|pg_|SELECT |invalid input syntax|out of range for type/gi;

let t: TestApp;
let origin: { host: string; port: number };
let sent = 0;
let demoUserId: number;
let liveToken: string;
let tokens: Tokens;

interface Answer { status: number; type: string; text: string }

/** A token of the demo customer, issued at `at`. */
const demoToken = (at = new Date()) => createAccessTokens(t.database.db, () => at).issue(demoUserId);

function send(request: HostileRequest): Promise<Answer> {
  sent++;
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ ...origin, agent: false, method: request.method, path: request.url, headers: request.headers }, (response) => {
      // An event stream (the chat's) never ends: its answer is its status and type.
      if (String(response.headers['content-type']).startsWith('text/event-stream')) {
        outgoing.destroy();
        return resolve({ status: response.statusCode!, type: String(response.headers['content-type']), text: '' });
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({
        status: response.statusCode!, type: String(response.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString(),
      }));
    });
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** The request as text, its URL decoded where it can be: what an answer may echo. */
function asked(request: HostileRequest): string {
  let url = request.url;
  try { url = decodeURIComponent(url); } catch { /* half-encoded on purpose */ }
  return `${url} ${request.body ?? ''}`.toLowerCase();
}

/** What an answer must never be, whatever was asked. */
function checkAnswer(request: HostileRequest, answer: Answer) {
  const about = `${request.method} ${request.url.slice(0, 300)} → ${answer.status} ${answer.text.slice(0, 500)}`;
  expect(answer.status, about).toBeLessThan(500);
  expect(answer.text, about).not.toMatch(STACK_TRACE);
  // SQL words the request itself holds may come back in an answer (a search term in page links).
  const sql = (answer.text.match(SQL_TEXT) ?? []).filter((found) => !asked(request).includes(found.toLowerCase()));
  expect(sql, about).toEqual([]);
  if (!answer.type.includes('json')) expect(answer.text, about).not.toMatch(/<script/i);
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = { host: '127.0.0.1', port: (t.app.server.address() as AddressInfo).port };
  const [demo] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'demo@storefront.test'));
  demoUserId = demo.id;
  const revoked = await demoToken();
  await t.database.db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, Number(revoked.split('|')[0])));
  tokens = { live: () => liveToken, expired: await demoToken(new Date(Date.now() - 2 * DEFAULT_SESSION_LIFETIMES.maxAgeMs)), revoked };
  console.log(`bad-input sweep: seed ${seed} (SWEEP_SEED=${seed} repeats it)`);
});

afterAll(async () => {
  console.log(`bad-input sweep: ${sent} requests`);
  await t?.close();
});

describe('the bad-input sweep', () => {
  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_name, operation) => {
    // A fresh token of the demo customer: an earlier operation may have logged it out.
    liveToken = await demoToken();
    await fc.assert(fc.asyncProperty(hostileRequests(operation, document.components.schemas, tokens), async (request) => {
      checkAnswer(request, await send(request));
    }), { numRuns: RUNS, seed });
    const health = await send({ method: 'GET', url: '/api/v1/rest/settings', headers: {} });
    expect(health.status).toBe(200);
  });
});
