// What a load balancer asks each process (the api, the gateway and the web server):
// `GET /health`, it runs; `GET /ready`, send it customers.
// A stopping process drains: /ready answers 503 at once while everything else is still served,
// so the balancer stops sending before the process closes. A dependency every process shares and
// can serve without (Redis: rate limits, the response cache) is asked and reported as `degraded`,
// never a 503: its outage would take every process out of rotation at once. This file imports nothing of the api:
// the gateway and the web server (web/server) use it too.
import type { FastifyInstance, FastifyReply, FastifySchema } from 'fastify';

/** Whether this process is leaving rotation: set once, when it is asked to stop. */
export interface Readiness {
  readonly draining: boolean;
  drain: () => void;
}

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() { return draining; },
    drain: () => { draining = true; },
  };
}

/** A dependency /ready asks; `name` is the reason given when it fails or is slow. */
export interface ReadinessCheck {
  name: string;
  check: () => Promise<unknown>;
}

/** How long /ready waits for one dependency: a balancer's check must never hang on it. */
export const CHECK_TIMEOUT_MS = 1_000;

/** Rejects when `work` has not settled within `ms`. */
function within(ms: number, work: () => Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((_resolve, reject) => { timer = setTimeout(() => reject(new Error('too slow')), ms); });
  return Promise.race([work(), late]).finally(() => clearTimeout(timer));
}

/** The names of the checks that failed or were too slow, in their order. */
async function failing(checks: ReadinessCheck[], timeoutMs: number): Promise<string[]> {
  const results = await Promise.allSettled(checks.map(({ check }) => within(timeoutMs, check)));
  return checks.filter((_check, index) => results[index].status === 'rejected').map(({ name }) => name);
}

export interface HealthOptions {
  readiness: Readiness;
  /** Needed to serve: one failing answers 503. */
  checks?: ReadinessCheck[];
  /** Served without (less well): one failing is named in `degraded`, still 200. */
  reports?: ReadinessCheck[];
  timeoutMs?: number;
}

/** Checked every second or two by each balancer: no request log lines, no entry in the api's
 * OpenAPI document (`hide` is @fastify/swagger's), and nothing (browser, proxy) may keep an answer. */
const QUIET = { logLevel: 'silent', schema: { hide: true } as FastifySchema } as const;

const uncached = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** `GET /health` and `GET /ready` at the root of `app`, outside any prefix (and its rate limits). */
export function registerHealth(app: FastifyInstance, { readiness, checks = [], reports = [], timeoutMs = CHECK_TIMEOUT_MS }: HealthOptions): void {
  app.get('/health', QUIET, async (_request, reply) => uncached(reply).send({ status: 'ok' }));
  app.get('/ready', QUIET, async (_request, reply) => {
    // A draining process asks nothing more of its dependencies: it is leaving whatever they say.
    if (readiness.draining) return uncached(reply).code(503).send({ status: 'unavailable', reasons: ['draining'] });
    const [reasons, degraded] = await Promise.all([failing(checks, timeoutMs), failing(reports, timeoutMs)]);
    if (reasons.length) return uncached(reply).code(503).send({ status: 'unavailable', reasons, ...(degraded.length ? { degraded } : {}) });
    return uncached(reply).send({ status: 'ready', ...(degraded.length ? { degraded } : {}) });
  });
}

/** DRAIN_SECONDS: how long a stopping process stays up answering /ready 503, from 0 (none, the
 * default) to 60; a balancer needs two or three of its checks to see it. */
export function parseDrainSeconds(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const seconds = Number(value.trim());
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || seconds > 60) {
    throw new Error(`DRAIN_SECONDS must be a number of seconds from 0 to 60, got "${value}"`);
  }
  return seconds;
}

/** Leaves rotation at once, keeps serving for `seconds`, then runs `stop`. */
export function drainThen(readiness: Readiness, seconds: number, stop: () => void): void {
  readiness.drain();
  if (seconds > 0) setTimeout(stop, seconds * 1000);
  else stop();
}
