// The storefront's web server as a Fastify app (docs/web-server.md): the web build, the proxies
// to the gateway and the api, security headers, and limits that keep bad traffic from hurting it.
import Fastify from 'fastify';
import { createReadiness, registerHealth } from './health.mjs';
import { registerProxies } from './proxies.mjs';
import { refusal } from './refusal.mjs';
import { registerSecurityHeaders } from './security.mjs';
import { registerSession } from './session.mjs';
import { registerStaticFiles } from './static-files.mjs';
import { createPageRenderer } from './pages.mjs';

export const LIMITS = {
  /** A client has this long to send its request headers (a slow-loris is cut off with 408). */
  headersTimeoutMs: 10_000,
  /** ...and this long for the whole request, body included: a 2 MB picture over a slow phone line. */
  requestTimeoutMs: 60_000,
  /** The gateway or the api has this long to answer before the customer gets a 504. */
  upstreamTimeoutMs: 30_000,
};

/** TRUSTED_PROXIES: IPs, CIDRs or proxy-addr names (loopback, linklocal, uniquelocal). */
export const trustedProxies = (env) => (env.TRUSTED_PROXIES || 'loopback').split(',').map((entry) => entry.trim()).filter(Boolean);

/** A GET or HEAD carries no body (HTTP gives one no meaning); one that does is refused, and its
 * connection closed, rather than leaving bytes that could be read as another request. */
async function refuseBodyOnRead(request, reply) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  if (Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding']) {
    reply.code(400).header('connection', 'close').send(refusal(400, 'A GET request has no body.'));
    return reply;
  }
}

/**
 * `url` as a log may hold it: every query value blanked (names kept) and an e-mail link's hash
 * (`/verify-email/{hash}`, `/api/v1/auth/verify/{hash}`) too, as no secret may be in a log. This
 * server passes the api's and the gateway's URLs through, so any of their parameters may be
 * there; being plain JavaScript, it cannot import the api's list of secret names
 * (api/src/http/log-redaction.ts), and blanking all values needs no list to keep in step.
 */
export function logSafeUrl(url) {
  const queryAt = url.indexOf('?');
  const path = (queryAt < 0 ? url : url.slice(0, queryAt)).replace(/(\/(?:auth\/verify|verify-email)\/)(?!phone(?:\/|$))[^/]+/g, '$1[redacted]');
  if (queryAt < 0) return path;
  const query = url.slice(queryAt + 1).split('&').map((pair) => pair.replace(/=.+$/, '=[redacted]'));
  return `${path}?${query.join('&')}`;
}

/** The Fastify `logger` option with request URLs (and the upstream paths the proxy logs as
 * `source`) passed through logSafeUrl. */
function withSafeUrls(logger) {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: (request) => ({ method: request.method, url: logSafeUrl(request.url), host: request.host, remoteAddress: request.ip }),
      source: (source) => (typeof source === 'string' ? logSafeUrl(source) : source),
    },
  };
}

/** The server's own refusals say what was wrong; anything unexpected leaves without details. */
function answerErrors(app) {
  app.setErrorHandler((error, request, reply) => {
    const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unexpected error');
    reply.code(status).send(refusal(status, status === 500 ? 'Something went wrong.' : error.message));
  });
}

/**
 * @param {{distDir: string, serverEntry?: string, gatewayUrl: string, apiUrl: string, env?: Record<string, string | undefined>,
 *   limits?: typeof LIMITS, logger?: boolean | object, readiness?: {draining: boolean}}} options — `env` gives
 *   TRUSTED_PROXIES and the VITE_* settings the Content-Security-Policy is built from; `serverEntry` is the
 *   server renderer (web/dist-server/entry-server.js), without which pages are rendered by the browser;
 *   `readiness` whether the server is draining (health.mjs; serve-web.mjs drains it on SIGTERM)
 * @returns the app, ready to `listen`
 */
export async function createWebServer({ distDir, serverEntry, gatewayUrl, apiUrl, env = process.env, limits = LIMITS, logger = false, readiness = createReadiness() }) {
  const app = Fastify({
    logger: withSafeUrls(logger),
    trustProxy: trustedProxies(env),
    requestTimeout: limits.requestTimeoutMs,
    // Node checks these timeouts every connectionsCheckingInterval (30 s by default).
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs) },
  });
  answerErrors(app);
  await registerSecurityHeaders(app, env);
  app.addHook('onRequest', refuseBodyOnRead);
  await registerSession(app);
  registerHealth(app, readiness);
  await registerProxies(app, { gatewayUrl, apiUrl, upstreamTimeoutMs: limits.upstreamTimeoutMs });
  await registerStaticFiles(app, distDir, await createPageRenderer({ distDir, serverEntry, gatewayUrl }));
  await app.ready();
  return app;
}
