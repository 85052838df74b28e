// Builds the Fastify app: plugins, error handling, documentation and the modules under
// /api/v1. It never listens (server.ts does), so tests use app.inject().
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from './db/client';
import { createRequireUser } from './http/auth';
import { systemClock, type Clock } from './http/clock';
import { registerErrorHandling } from './http/errors';
import { createRequestContexts } from './http/request-context';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createLoginThrottle, createMemoryThrottleStore, type ThrottleStore } from './modules/auth/throttle';
import { createAccessTokens } from './modules/auth/tokens';
import { catalogueRoutes } from './modules/catalogue/routes';
import { createCatalogueService } from './modules/catalogue/service';
import { profileRoutes } from './modules/profile/routes';
import { createProfileService } from './modules/profile/service';
import { settingsRoutes } from './modules/settings/routes';
import { createSettingsService } from './modules/settings/service';
import { shopsRoutes } from './modules/shops/routes';
import { createShopsService } from './modules/shops/service';
import { registerOpenApi } from './openapi';

export const API_PREFIX = '/api/v1';
const imagesDir = fileURLToPath(new URL('../storage/images', import.meta.url));

export interface BuildAppOptions {
  /** The database; may be left out to build the app only for its OpenAPI document. */
  db?: Database;
  logger?: FastifyServerOptions['logger'];
  /** Time source of token expiry and login throttling (tests pass a fake clock). */
  clock?: Clock;
  /** Where login failures are counted; default: in this process's memory. */
  throttleStore?: ThrottleStore;
}

/** Stands in for the database when none is given: any use fails as an unexpected error. */
function missingDatabase(): Database {
  return new Proxy({} as Database, {
    get() {
      throw new Error('No database configured for this app instance');
    },
  });
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    // The gateway and the web server run beside the api and pass the customer's address in
    // X-Forwarded-For; login throttling per IP counts customers, not the gateway. Only
    // loopback peers are believed (see docs/gateway.md).
    trustProxy: 'loopback',
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerErrorHandling(app);
  await registerOpenApi(app, API_PREFIX);
  await app.register(fastifyStatic, { root: imagesDir, prefix: '/storage/images/', decorateReply: false });

  const db = options.db ?? missingDatabase();
  const contexts = createRequestContexts(db);
  const shops = createShopsService(db);
  const settings = createSettingsService(db);
  const catalogue = createCatalogueService(db, shops);
  const clock = options.clock ?? systemClock;
  const tokens = createAccessTokens(db, clock);
  const requireUser = createRequireUser(tokens);
  const throttle = createLoginThrottle(options.throttleStore ?? createMemoryThrottleStore(clock), clock);
  const auth = createAuthService(db, tokens, throttle);
  const profile = createProfileService(db, tokens, clock);

  await app.register(async (api) => {
    await api.register(settingsRoutes, { contexts, settings });
    await api.register(shopsRoutes, { contexts, shops });
    await api.register(catalogueRoutes, { contexts, catalogue });
    await api.register(authRoutes, { contexts, auth, requireUser });
    await api.register(profileRoutes, { contexts, profile, requireUser });
  }, { prefix: API_PREFIX });

  return app;
}
