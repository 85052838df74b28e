// Builds the Fastify app: plugins, error handling, documentation and the modules under
// /api/v1. It never listens (server.ts does), so tests use app.inject().
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import type { Database } from './db/client';
import type { AppDeps } from './http/app-deps';
import { createRequireUser, createStaffOnly, guardSignedInArea, signedInArea } from './http/auth';
import { registerCors } from './http/cross-origin';
import { systemClock, type Clock } from './http/clock';
import { clientErrors, frameworkErrors, registerErrorHandling } from './http/errors';
import { createReadiness, registerHealth, type Readiness } from './http/health';
import { serveUploads } from './http/image-upload';
import { registerImageUrls } from './http/image-urls';
import { withLogRedaction } from './http/log-redaction';
import { registerRateLimits } from './http/rate-limits';
import { createRequestContexts, requestContextPlugin } from './http/request-context';
import { SERVICE_BOUNDS, UUID_PATTERN } from './http/schemas';
import { registerSecurityHeaders } from './http/security-headers';
import { loadConfig, type AccountCaps, type EdgeConfig, type SessionLifetimes } from './config';
import { imagesDir } from './paths';
import { addressesModule } from './modules/addresses';
import { authModule, type AuthModuleOptions, createAccessTokens, sessionsModule } from './modules/auth';
import { cartModule } from './modules/cart';
import { catalogueModule, listedProductCounts } from './modules/catalogue';
import { chatModule, type ChatModuleOptions } from './modules/chat';
import { checkoutModule } from './modules/checkout';
import { contentModule } from './modules/content';
import { couriersModule } from './modules/couriers';
import { deliveryZonesModule } from './modules/delivery-zones';
import { firebaseModule, type FirebaseModuleOptions } from './modules/firebase';
import { newsModule } from './modules/news';
import { notificationsModule, notifyBookingStatus, notifyNewBooking, notifyOrderStatus } from './modules/notifications';
import { type OrderEffects, type OrderReviews, ordersModule } from './modules/orders';
import { AVATARS, profileModule } from './modules/profile';
import { promotionsModule } from './modules/promotions';
import { recipesModule } from './modules/recipes';
import { type BookingNotices, reservationsModule } from './modules/reservations';
import { orderReviews, REVIEW_PICTURES, reviewsModule, reviewsVersion, shopRatingFields } from './modules/reviews';
import { sellersModule } from './modules/sellers';
import { settingsModule } from './modules/settings';
import { type ShopFigures, shopsModule } from './modules/shops';
import {
  moveWallet, revokeOrderPoints, revokeReferral, rewardDelivery, TOP_UP_PROVIDERS, type TopUpProvider, walletModule,
} from './modules/wallet';
import { registerOpenApi } from './openapi';

export const API_PREFIX = '/api/v1';

/** What follows an order's changes in the modules above orders (modules/orders/effects.ts), for
 * every change: the staff's and customers' (buildApp), the kitchen simulator's (server.ts), tests'. */
export const orderEffects: OrderEffects = {
  async statusChanged(tx, orderId, status, changedBy, at) {
    await notifyOrderStatus(tx, orderId, status, changedBy, at);
    if (status === 'delivered') await rewardDelivery(tx, orderId, at);
  },
  creditWallet: moveWallet,
  revokePoints: revokeOrderPoints,
  revokeReferral,
};

/** The branches' figures that the modules above shops keep (modules/shops/service.ts). */
export const shopFigures = (db: Database): ShopFigures => ({
  listedProducts: (ids) => listedProductCounts(db, ids),
  ratings: (ids) => shopRatingFields(db, ids),
});

/** An order's review, which the reviews module (above orders) keeps (modules/orders/effects.ts). */
export const orderReviewsOf = (db: Database): OrderReviews => (ids) => orderReviews(db, ids);

/** What tells customers and staff of a booking, in the notifications (above reservations). */
export const bookingNotices: BookingNotices = { newBooking: notifyNewBooking, statusChanged: notifyBookingStatus };

/** How the app is built; the modules' own settings are theirs (AuthModuleOptions, …). */
export interface BuildAppOptions extends Omit<AuthModuleOptions, 'tokens'>, FirebaseModuleOptions {
  /** The database; may be left out to build the app only for its OpenAPI document. */
  db?: Database;
  logger?: FastifyServerOptions['logger'];
  /** Time source of token expiry and login throttling (tests pass a fake clock). */
  clock?: Clock;
  /** Where uploaded files (avatars, review pictures) are kept; default: the configured UPLOADS_DIR. */
  uploadsDir?: string;
  /** The payment provider of wallet top-ups; default: the configured one (WALLET_PAYMENTS). */
  topUps?: TopUpProvider;
  /** The origin of e-mailed links and of full image URLs; default: the configured one (PUBLIC_URL,
   * else WEB_ORIGIN). */
  storefrontOrigin?: string;
  /** Trusted proxies, CORS origins and rate limits; each default: the configured one. */
  edges?: Partial<EdgeConfig>;
  /** The chat's send rate and stream ping interval; default 20 a minute and 15 s (tests change them). */
  chat?: Pick<ChatModuleOptions, 'sendRate' | 'pingMs'>;
  /** What one account may hold at once (reservations, unpaid orders, event streams); each default:
   * the configured one. */
  caps?: Partial<AccountCaps>;
  /** How long a sign-in lasts (idle timeout, absolute lifetime); each default: the configured one. */
  sessions?: Partial<SessionLifetimes>;
  /** Whether the process is draining (server.ts drains it on SIGTERM); default: never. */
  readiness?: Readiness;
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
  const config = loadConfig();
  const edges = { ...config.edges, ...options.edges };
  const caps = { ...config.caps, ...options.caps };
  const app = Fastify({
    // Every logger, the server's or a test's own, hides secrets (http/log-redaction.ts).
    logger: withLogRedaction(options.logger),
    routerOptions: { ignoreTrailingSlash: true },
    // The gateway and the web server pass the customer's address in X-Forwarded-For: believed
    // from trusted proxies only, so `request.ip` (throttles, rate limits) is the customer.
    trustProxy: edges.trustedProxies,
    frameworkErrors,
    clientErrorHandler: clientErrors,
    // `format: 'uuid'` is a uuid as the contract writes it (isUuid): Ajv's own also takes a
    // `urn:uuid:` prefix, which names no row and which the gateway's UUID scalar refuses. Bounds
    // a service checks itself are published, not validated (http/schemas.ts).
    ajv: { onCreate: (ajv) => { ajv.addFormat('uuid', UUID_PATTERN).addKeyword({ keyword: SERVICE_BOUNDS, schemaType: 'object' }); } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const db = options.db ?? missingDatabase();
  const clock = options.clock ?? systemClock;
  const tokens = createAccessTokens(db, clock, { ...config.sessions, ...options.sessions });
  const requireUser = createRequireUser(tokens);
  const signedInPrefix = `${API_PREFIX}/dashboard/`;
  const signedIn = signedInArea(signedInPrefix, requireUser);

  registerErrorHandling(app, signedIn);
  // Before any route: these add hooks to the routes registered after them (the signed-in area's
  // after the rate limits', so a flood is counted before its tokens are looked up).
  await registerSecurityHeaders(app, `${API_PREFIX}/docs`);
  await registerCors(app, edges.corsOrigins);
  const rateLimitReports = await registerRateLimits(app, API_PREFIX, edges.rateLimits);
  // At the root, outside the prefix's rate limits; after the hooks above, so with their headers.
  // Only the database decides: without Redis the rate limits let requests through uncounted, and
  // every api process shares one Redis, so its outage is reported (`degraded`), never a 503.
  registerHealth(app, {
    readiness: options.readiness ?? createReadiness(),
    checks: [{ name: 'database', check: () => db.execute(sql`select 1`) }],
    reports: rateLimitReports,
  });
  guardSignedInArea(app, signedInPrefix, signedIn);
  const storefrontOrigin = options.storefrontOrigin ?? config.storefrontOrigin;
  registerImageUrls(app, storefrontOrigin);
  await registerOpenApi(app, API_PREFIX);
  await app.register(fastifyStatic, { root: imagesDir, prefix: '/storage/images/', decorateReply: false });
  // Uploaded avatars and review pictures, at /storage/images/<folder>/.
  const uploadsDir = options.uploadsDir ?? config.uploadsDir;
  for (const folder of [AVATARS, REVIEW_PICTURES]) await serveUploads(app, uploadsDir, folder, Boolean(options.db));
  await app.register(requestContextPlugin, { contexts: createRequestContexts(db) });

  // The chat signs its tokens for the configured project; a test's stand-in verifier has none.
  const chatFirebase = options.firebase && !('verifier' in options.firebase) ? options.firebase : undefined;
  // What every module's plugin reads (http/app-deps.ts); then the modules, in the order the
  // contract lists their routes (schema/openapi.json). Each declares the modules it needs
  // (http/api-module.ts): one listed before them fails at boot.
  app.decorate('deps', {
    db, withDatabase: Boolean(options.db), clock, caps, storefrontOrigin, uploadsDir, tokens, requireUser, staffOnly: createStaffOnly(db),
  } satisfies AppDeps);
  await app.register(async (api) => {
    await api.register(settingsModule);
    await api.register(shopsModule, { figures: shopFigures(db) });
    await api.register(catalogueModule, { reviewsVersion: () => reviewsVersion(db) });
    await api.register(authModule, { tokens, throttleStore: options.throttleStore, sms: options.sms, email: options.email });
    await api.register(profileModule);
    await api.register(sessionsModule);
    await api.register(sellersModule);
    await api.register(firebaseModule, { firebase: options.firebase });
    await api.register(cartModule);
    await api.register(addressesModule);
    await api.register(deliveryZonesModule);
    await api.register(checkoutModule, { reviews: orderReviewsOf(db) });
    await api.register(ordersModule, { effects: orderEffects, reviews: orderReviewsOf(db) });
    await api.register(notificationsModule);
    await api.register(newsModule);
    await api.register(reservationsModule, { notices: bookingNotices });
    await api.register(walletModule, { topUps: options.topUps ?? TOP_UP_PROVIDERS[config.walletPayments] });
    await api.register(reviewsModule);
    await api.register(contentModule);
    await api.register(promotionsModule);
    await api.register(recipesModule);
    await api.register(couriersModule);
    await api.register(chatModule, { ...options.chat, firebase: chatFirebase });
  }, { prefix: API_PREFIX });

  return app;
}
