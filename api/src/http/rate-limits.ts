// Request rates per client address (`request.ip`, see TRUSTED_PROXIES; an IPv6 client by its /64),
// with @fastify/rate-limit:
// one budget for the public `/rest/...` (catalogue, search, settings, guest cart, group join), one
// for `/auth/...` (an outer bound over the per-account throttles of modules/auth/throttle.ts) and
// one for the requests that move wallet money or points (top-up, withdrawal, its cancel, points
// conversion). Other signed-in routes (`/dashboard/...`) are not counted. Counters live in this process, or in Redis (REDIS_URL) so that every api process
// shares them. See docs/api-edges.md.
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { RateLimit, RateLimits } from '../config';
import { addressKey } from './client-address';
import { ApiError, waitOf } from './errors';
import type { ReadinessCheck } from './health';

/** 429 in the Foodyman envelope; `retry_after` repeats the Retry-After header, in seconds. */
export const tooManyRequests = (seconds: number): ApiError =>
  new ApiError(429, 'ERROR_429', `Too many requests. Please wait ${seconds} seconds.`, waitOf(seconds));

/** Connected at the first counted request. Redis down: requests go through uncounted
 * (skipOnError) rather than fail, and fail fast. */
function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 1 });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate limits: Redis unavailable, requests are not counted'));
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return redis;
}

/** The hook that counts one surface's requests in one budget per client address. */
function limiter(app: FastifyInstance, surface: string, limit: RateLimit): onRequestHookHandler {
  return app.rateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    // In Redis both surfaces share one key space: the surface in the key keeps their counts apart.
    keyGenerator: (request) => `${surface}:${addressKey(request.ip)}`,
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  }) as onRequestHookHandler;
}

/** Registers the limits for the routes added after it, under `prefix`; answers what /ready reports
 * of them (their Redis, when they count there). */
export async function registerRateLimits(app: FastifyInstance, prefix: string, limits: RateLimits): Promise<ReadinessCheck[]> {
  if (!limits.public && !limits.auth && !limits.money) return [];
  const redis = limits.redisUrl ? connectRedis(app, limits.redisUrl) : undefined;
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: limits.redisPrefix } : {}),
  });
  const money = ['/payments/', '/dashboard/user/wallet/', '/dashboard/user/point/'].map((path) => `${prefix}${path}`);
  const surfaces = [
    { paths: [`${prefix}/rest/`], limit: limits.public, name: 'public' },
    { paths: [`${prefix}/auth/`], limit: limits.auth, name: 'auth' },
    { paths: money, limit: limits.money, name: 'money', method: 'POST' },
  ].flatMap(({ limit, name, ...where }) => (limit ? [{ ...where, hook: limiter(app, name, limit) }] : []));
  app.addHook('onRoute', (route) => {
    const surface = surfaces.find(({ paths, method }) => paths.some((path) => route.url.startsWith(path))
      && (!method || [route.method].flat().includes(method)));
    if (!surface) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), surface.hook];
  });
  return redis ? [{ name: 'redis', check: () => redis.ping() }] : [];
}
