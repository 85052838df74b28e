// Builds the Fastify app: plugins, error handling, documentation and the modules under
// /api/v1. It never listens (server.ts does), so tests use app.inject().
import { mkdirSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { loadConfig, type AccountCaps, type EdgeConfig, type SessionLifetimes } from './config';
import type { Database } from './db/client';
import { createRequireUser, guardSignedInArea, signedInArea } from './http/auth';
import { registerCors } from './http/cross-origin';
import { systemClock, type Clock } from './http/clock';
import { clientErrors, frameworkErrors, registerErrorHandling } from './http/errors';
import { createEventStreamSlots } from './http/event-streams';
import { createReadiness, registerHealth, type Readiness } from './http/health';
import { registerImageUrls } from './http/image-urls';
import { withLogRedaction } from './http/log-redaction';
import { registerRateLimits } from './http/rate-limits';
import { createRequestContexts } from './http/request-context';
import { SERVICE_BOUNDS, UUID_PATTERN } from './http/schemas';
import { registerSecurityHeaders } from './http/security-headers';
import { authRoutes } from './modules/auth/routes';
import { sessionRoutes } from './modules/auth/session-routes';
import { createAuthService } from './modules/auth/service';
import { createPhoneService } from './modules/auth/phone-service';
import { createCodeExchange } from './modules/auth/code-exchange';
import { createPhoneVerifications } from './modules/auth/phone-verification';
import { createSmsSender, type SmsConfig } from './modules/auth/sms';
import { ADDRESS_POLICY, createMemoryThrottleStore, createThrottle, SEND_POLICY, type ThrottleStore } from './modules/auth/throttle';
import { createDatabaseThrottleStore } from './modules/auth/throttle-store';
import { createVerificationCodes } from './modules/auth/verification';
import { createEmailVerifications } from './modules/auth/email-verification';
import { createEmailSender, type EmailConfig } from './modules/auth/email';
import { createAccessTokens } from './modules/auth/tokens';
import { createAccountNotices } from './modules/auth/account-notices';
import { createChatBus } from './modules/chat/bus';
import { createFirebaseChatTokens } from './modules/chat/firebase-token';
import { chatRoutes } from './modules/chat/routes';
import { createChatService } from './modules/chat/service';
import { createChatStore, type SendRate } from './modules/chat/store';
import { firebaseRoutes } from './modules/firebase/routes';
import { createFirebaseService } from './modules/firebase/service';
import { firebaseVerifierFor, type FirebaseSettings, type FirebaseTokenVerifier } from './modules/firebase/verifier';
import { createGroupCartService } from './modules/cart/group';
import { groupCartRoutes } from './modules/cart/group-routes';
import { createCartPlanner } from './modules/cart/plan';
import { cartRoutes } from './modules/cart/routes';
import { createCartService, type CartDeps } from './modules/cart/service';
import { createCartViews } from './modules/cart/view';
import { catalogueVersionOf, createCatalogueCache } from './modules/catalogue/cache';
import { catalogueRoutes } from './modules/catalogue/routes';
import { createCatalogueService } from './modules/catalogue/service';
import { createOrderPayments } from './modules/checkout/order-payment';
import { createOrderPlacement } from './modules/checkout/place-order';
import { checkoutRoutes } from './modules/checkout/routes';
import { createCheckoutService } from './modules/checkout/service';
import { contentRoutes } from './modules/content/routes';
import { createLandingPages } from './modules/content/landing';
import { createContentService } from './modules/content/service';
import { couriersRoutes } from './modules/couriers/routes';
import { createCouriersService } from './modules/couriers/service';
import { AVATARS_URL_PREFIX, createAvatars } from './modules/profile/avatar';
import { createFirebaseTokens } from './modules/profile/firebase-tokens';
import { profileRoutes } from './modules/profile/routes';
import { createProfileService } from './modules/profile/service';
import { addressesRoutes } from './modules/addresses/routes';
import { createAddressesService } from './modules/addresses/service';
import { deliveryZonesRoutes } from './modules/delivery-zones/routes';
import { createRefundsService } from './modules/orders/refunds';
import { ordersRoutes } from './modules/orders/routes';
import { createOrdersService } from './modules/orders/service';
import { createStaffOnly, staffRoutes } from './modules/orders/staff-routes';
import { createOrderViews } from './modules/orders/view';
import { createDeliveryZonesService } from './modules/delivery-zones/service';
import { newsRoutes } from './modules/news/routes';
import { promotionsRoutes } from './modules/promotions/routes';
import { createPromotionsService } from './modules/promotions/service';
import { createNewsService } from './modules/news/service';
import { createNotificationSettings } from './modules/notifications/preferences';
import { notificationsRoutes } from './modules/notifications/routes';
import { createNotificationsService } from './modules/notifications/service';
import { bookingFloorRoutes } from './modules/reservations/floor-routes';
import { createFloorService } from './modules/reservations/floor';
import { reservationsRoutes } from './modules/reservations/routes';
import { createReservationsService } from './modules/reservations/service';
import { createRecipeBoxes } from './modules/recipes/box';
import { recipesRoutes } from './modules/recipes/routes';
import { createRecipesService } from './modules/recipes/service';
import { createReviewPictures, REVIEW_PICTURES_URL_PREFIX } from './modules/reviews/pictures';
import { reviewsRoutes } from './modules/reviews/routes';
import { createReviewsService } from './modules/reviews/service';
import { sellersRoutes } from './modules/sellers/routes';
import { createSellersService } from './modules/sellers/service';
import { settingsRoutes } from './modules/settings/routes';
import { createSettingsService } from './modules/settings/service';
import { shopsRoutes } from './modules/shops/routes';
import { createShopsService } from './modules/shops/service';
import { rewardsRoutes } from './modules/wallet/rewards-routes';
import { createRewardsService } from './modules/wallet/rewards-service';
import { walletRoutes } from './modules/wallet/routes';
import { createWalletService } from './modules/wallet/service';
import { TOP_UP_PROVIDERS, type TopUpProvider } from './modules/wallet/top-up';
import { registerOpenApi } from './openapi';
import { imagesDir } from './paths';

export const API_PREFIX = '/api/v1';

export interface BuildAppOptions {
  /** The database; may be left out to build the app only for its OpenAPI document. */
  db?: Database;
  logger?: FastifyServerOptions['logger'];
  /** Time source of token expiry and login throttling (tests pass a fake clock). */
  clock?: Clock;
  /** Where uploaded files (avatars, review pictures) are kept; default: the configured UPLOADS_DIR. */
  uploadsDir?: string;
  /** Where login failures, wrong codes and codes sent are counted; default: the database (shared
   * by every api process), or this process's memory when there is none. */
  throttleStore?: ThrottleStore;
  /** How SMS codes are sent; default: written to the sms_outbox table. */
  sms?: SmsConfig;
  /** How e-mail is sent; default: written to the email_outbox table. */
  email?: EmailConfig;
  /** Firebase sign-in: the project (and emulator mode), or a verifier (tests); default: not configured. */
  firebase?: FirebaseSettings | { verifier: FirebaseTokenVerifier };
  /** The payment provider of wallet top-ups; default: the configured one (WALLET_PAYMENTS). */
  topUps?: TopUpProvider;
  /** The origin of e-mailed links and of full image URLs; default: the configured one (PUBLIC_URL,
   * else WEB_ORIGIN). */
  storefrontOrigin?: string;
  /** Trusted proxies, CORS origins and rate limits; each default: the configured one. */
  edges?: Partial<EdgeConfig>;
  /** The chat's send rate and stream ping interval; default 20 a minute and 15 s (tests change them). */
  chat?: { sendRate?: SendRate; pingMs?: number };
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

  const avatars = createAvatars(db, options.uploadsDir ?? config.uploadsDir, clock);
  if (options.db) mkdirSync(avatars.dir, { recursive: true });
  // Uploaded avatars have random names and never change: cached for good.
  await app.register(fastifyStatic, {
    root: avatars.dir, prefix: AVATARS_URL_PREFIX, decorateReply: false, maxAge: '365d', immutable: true,
  });
  // Review pictures likewise (modules/reviews/pictures.ts).
  const reviewPictures = createReviewPictures(db, options.uploadsDir ?? config.uploadsDir);
  if (options.db) mkdirSync(reviewPictures.dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: reviewPictures.dir, prefix: REVIEW_PICTURES_URL_PREFIX, decorateReply: false, maxAge: '365d', immutable: true,
  });
  const contexts = createRequestContexts(db);
  const shops = createShopsService(db, clock);
  const settings = createSettingsService(db);
  const catalogue = createCatalogueService(db, shops);
  const catalogueCache = createCatalogueCache(catalogueVersionOf(db));
  const throttleStore = options.throttleStore ?? (options.db ? createDatabaseThrottleStore(db, clock) : createMemoryThrottleStore(clock));
  const guesses = createThrottle(throttleStore, clock);
  const auth = createAuthService(db, tokens, clock, { accounts: guesses, addresses: createThrottle(throttleStore, clock, ADDRESS_POLICY) });
  const sms = createSmsSender(options.sms ?? { provider: 'outbox' }, db, app.log);
  const codes = createVerificationCodes(db, sms, clock);
  const sends = createThrottle(throttleStore, clock, SEND_POLICY);
  const mail = createEmailSender(options.email ?? { provider: 'outbox' }, db, app.log);
  const notices = createAccountNotices({ mail, sms, origin: storefrontOrigin, log: app.log });
  const emails = createEmailVerifications({ db, mail, sends, clock, origin: storefrontOrigin, log: app.log });
  const exchange = createCodeExchange({ codes, sends, guesses });
  const phone = createPhoneService({ db, codes, exchange, tokens, clock, notices, links: emails });
  const phones = createPhoneVerifications({ db, codes, exchange, clock });
  const wallets = createWalletService({ db, clock, topUps: options.topUps ?? TOP_UP_PROVIDERS[config.walletPayments] });
  const rewards = createRewardsService(db, wallets, clock);
  const firebaseTokens = createFirebaseTokens(db);
  const sellers = createSellersService(db, clock);
  const addresses = createAddressesService(db, clock);
  const zones = createDeliveryZonesService(db);
  const firebase = createFirebaseService(db, tokens, firebaseVerifierFor(options.firebase, clock), clock);
  const cartDeps: CartDeps = { db, planner: createCartPlanner(db, shops), views: createCartViews(db), clock };
  const cart = createCartService(cartDeps);
  const groupCart = createGroupCartService(cartDeps);
  const checkout = createCheckoutService(db, clock);
  const orderViews = createOrderViews(db);
  const placement = createOrderPlacement({ db, views: orderViews, clock, maxUnpaidOrders: caps.unpaidOrders });
  const orderPayments = createOrderPayments({ db, views: orderViews, clock });
  const orders = createOrdersService({ db, views: orderViews, clock });
  const refunds = createRefundsService(db, clock);
  const staffOnly = createStaffOnly(db);
  const notifications = createNotificationsService(db, clock);
  const notificationSettings = createNotificationSettings(db, clock);
  const profile = createProfileService(db, tokens, clock, {
    rewards, notificationSettings, auth, notices, links: emails, phones,
  });
  const news = createNewsService(db);
  const floors = createFloorService(db, { shops, clock });
  const reservations = createReservationsService(db, floors, clock, { maxUpcoming: caps.upcomingReservations });
  const reviews = createReviewsService({ db, clock, pictures: reviewPictures });
  const content = createContentService(db);
  const promotions = createPromotionsService(db, clock);
  const recipes = createRecipesService(db, createRecipeBoxes(db, shops), cart);
  const couriers = createCouriersService(db, clock);
  const chatStore = createChatStore(db);
  const chatBus = options.db ? createChatBus(db, app.log) : { publish: async () => {}, subscribe: () => () => {}, close: async () => {} };
  const chat = createChatService(chatStore, chatBus, clock, options.chat?.sendRate);
  const chatFirebaseTokens = createFirebaseChatTokens(db, options.firebase && !('verifier' in options.firebase) ? options.firebase : undefined, clock);

  await app.register(async (api) => {
    await api.register(settingsRoutes, { contexts, settings });
    await api.register(shopsRoutes, { contexts, shops });
    await api.register(catalogueRoutes, { contexts, catalogue, cache: catalogueCache });
    await api.register(authRoutes, { contexts, auth, phone, emails, firebaseTokens, requireUser });
    await api.register(profileRoutes, { contexts, profile, avatars, firebaseTokens, phones, requireUser });
    await api.register(sessionRoutes, { contexts, tokens, requireUser });
    await api.register(sellersRoutes, { contexts, sellers, requireUser });
    await api.register(firebaseRoutes, { contexts, firebase });
    await api.register(cartRoutes, { contexts, cart, requireUser });
    await api.register(groupCartRoutes, { contexts, groupCart });
    await api.register(addressesRoutes, { contexts, addresses, requireUser });
    await api.register(deliveryZonesRoutes, { contexts, zones, shops });
    await api.register(checkoutRoutes, { contexts, checkout, placement, payments: orderPayments, tokens, requireUser });
    await api.register(ordersRoutes, { contexts, orders, refunds, requireUser });
    await api.register(staffRoutes, { contexts, orders, refunds, requireUser, staffOnly });
    await api.register(notificationsRoutes, { contexts, notifications, settings: notificationSettings, requireUser });
    await api.register(newsRoutes, { contexts, news });
    await api.register(bookingFloorRoutes, { contexts, floors });
    await api.register(reservationsRoutes, { contexts, reservations, requireUser, staffOnly });
    await api.register(walletRoutes, { contexts, wallets, requireUser, staffOnly });
    await api.register(rewardsRoutes, { contexts, rewards, requireUser });
    await api.register(reviewsRoutes, { contexts, reviews, pictures: reviewPictures, requireUser, staffOnly });
    await api.register(contentRoutes, { contexts, content, landing: createLandingPages(db) });
    await api.register(promotionsRoutes, { contexts, promotions });
    await api.register(recipesRoutes, { contexts, recipes, requireUser });
    await api.register(couriersRoutes, { contexts, couriers, requireUser, staffOnly });
    await api.register(chatRoutes, {
      contexts, chat, store: chatStore, bus: chatBus, firebaseTokens: chatFirebaseTokens, requireUser, staffOnly, pingMs: options.chat?.pingMs,
      streamSlots: createEventStreamSlots(caps.eventStreams),
    });
  }, { prefix: API_PREFIX });

  return app;
}
