// What a load balancer asks each web server (docs/web-server.md): `GET /health`, it runs; `GET
// /ready`, send it customers. It depends on nothing it could check (the gateway and the api have
// balancers and readiness of their own), so /ready only says whether it is draining: answering
// 503 at once on SIGTERM while still serving, so the balancer stops sending before it closes.
// The api's and the gateway's are api/src/http/health.ts, TypeScript this plain script cannot import.

/** Whether this server is leaving rotation: set once, when it is asked to stop. */
export function createReadiness() {
  let draining = false;
  return {
    get draining() { return draining; },
    drain: () => { draining = true; },
  };
}

/** Checked every second or two by each balancer: no request log line, and nothing (browser,
 * proxy) may keep an answer. */
const QUIET = { logLevel: 'silent' };

/** `GET /health` and `GET /ready`, before the client routes that would otherwise answer them. */
export function registerHealth(app, readiness) {
  app.get('/health', QUIET, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/ready', QUIET, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (readiness.draining) return reply.code(503).send({ status: 'unavailable', reasons: ['draining'] });
    return reply.send({ status: 'ready' });
  });
}

/** DRAIN_SECONDS: how long a stopping server stays up answering /ready 503, from 0 (none, the
 * default) to 60; a balancer needs two or three of its checks to see it. */
export function drainSecondsOf(env) {
  const value = (env.DRAIN_SECONDS ?? '').trim();
  if (value === '') return 0;
  if (!/^\d+(\.\d+)?$/.test(value) || Number(value) > 60) {
    throw new Error(`DRAIN_SECONDS must be a number of seconds from 0 to 60, got "${env.DRAIN_SECONDS}"`);
  }
  return Number(value);
}
