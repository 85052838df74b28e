// The storefront's web server as a Fastify app (docs/web-server.md): the web app, the proxies
// to the gateway and the api, security headers, and limits that keep bad traffic from hurting it.
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { createReadiness, registerHealth, type Readiness } from '../../api/src/http/health';
import { builtPages, createPageRenderer } from './pages';
import { registerProxies } from './proxies';
import { refusal } from './refusal';
import { registerSecurityHeaders } from './security';
import { registerSession } from './session';
import { registerStaticFiles } from './static-files';

export const LIMITS = {
  /** A client has this long to send its request headers (a slow-loris is cut off with 408). */
  headersTimeoutMs: 10_000,
  /** ...and this long for the whole request, body included: a 2 MB picture over a slow phone line. */
  requestTimeoutMs: 60_000,
  /** The gateway or the api has this long to answer before the customer gets a 504. */
  upstreamTimeoutMs: 30_000,
};

type Env = Record<string, string | undefined>;

/** TRUSTED_PROXIES: IPs, CIDRs or proxy-addr names (loopback, linklocal, uniquelocal). */
export const trustedProxies = (env: Env): string[] => (env.TRUSTED_PROXIES || 'loopback').split(',').map((entry) => entry.trim()).filter(Boolean);

/** What serves the web app itself, behind the proxies: the build, or Vite under `npm run dev`
 * (dev-app.ts). `scriptSources` join the Content-Security-Policy's `script-src`. */
export interface AppFiles {
  scriptSources: string[];
  register: (app: FastifyInstance, options: { gatewayUrl: string }) => Promise<void>;
}

/** The web build: `distDir` (web/dist) and its server renderer `serverEntry`
 * (web/dist-server/entry-server.js), without which pages are rendered by the browser. */
export function builtApp(distDir: string, serverEntry?: string): AppFiles {
  return {
    scriptSources: [],
    async register(app, { gatewayUrl }) {
      const pages = await builtPages(distDir, serverEntry);
      await registerStaticFiles(app, distDir, pages && createPageRenderer(pages, { gatewayUrl }));
    },
  };
}

/** A GET or HEAD carries no body (HTTP gives one no meaning); one that does is refused, and its
 * connection closed, rather than leaving bytes that could be read as another request. */
async function refuseBodyOnRead(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
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
 * there: blanking all values needs no list of secret names to keep in step with theirs.
 */
export function logSafeUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt < 0 ? url : url.slice(0, queryAt)).replace(/(\/(?:auth\/verify|verify-email)\/)(?!phone(?:\/|$))[^/]+/g, '$1[redacted]');
  if (queryAt < 0) return path;
  const query = url.slice(queryAt + 1).split('&').map((pair) => pair.replace(/=.+$/, '=[redacted]'));
  return `${path}?${query.join('&')}`;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The Fastify `logger` option with request URLs (and the upstream paths the proxy logs as
 * `source`) passed through logSafeUrl. */
function withSafeUrls(logger: boolean | LoggerOptions): false | LoggerOptions {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: (request: FastifyRequest) => ({ method: request.method, url: logSafeUrl(request.url), host: request.host, remoteAddress: request.ip }),
      source: (source: unknown) => (typeof source === 'string' ? logSafeUrl(source) : source),
    },
  };
}

/** The server's own refusals say what was wrong; anything unexpected leaves without details. */
function answerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unexpected error');
    reply.code(status).send(refusal(status, status === 500 ? 'Something went wrong.' : error.message));
  });
}

export interface WebServerOptions {
  gatewayUrl: string;
  apiUrl: string;
  /** TRUSTED_PROXIES and the VITE_* settings the Content-Security-Policy is built from. */
  env?: Env;
  limits?: typeof LIMITS;
  logger?: boolean | LoggerOptions;
  /** Whether the server is draining (api/src/http/health.ts; main.ts drains it on SIGTERM). */
  readiness?: Readiness;
}

/** The build's files and pages: `distDir`, and `serverEntry` (see builtApp), or other `files`. */
export type AppSource = { distDir: string; serverEntry?: string } | { files: AppFiles };

/** @returns the app, ready to `listen` */
export async function createWebServer(options: WebServerOptions & AppSource): Promise<FastifyInstance> {
  const { gatewayUrl, apiUrl, env = process.env, limits = LIMITS, logger = false, readiness = createReadiness() } = options;
  const files = 'files' in options ? options.files : builtApp(options.distDir, options.serverEntry);
  const app = Fastify({
    logger: withSafeUrls(logger),
    trustProxy: trustedProxies(env),
    requestTimeout: limits.requestTimeoutMs,
    // Node checks these timeouts every connectionsCheckingInterval (30 s by default).
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs) },
  });
  answerErrors(app);
  await registerSecurityHeaders(app, env, files.scriptSources);
  app.addHook('onRequest', refuseBodyOnRead);
  await registerSession(app);
  registerHealth(app, { readiness });
  await registerProxies(app, { gatewayUrl, apiUrl, upstreamTimeoutMs: limits.upstreamTimeoutMs });
  await files.register(app, { gatewayUrl });
  await app.ready();
  return app;
}
