// Builds the Fastify app: plugins, error handling, documentation and the modules under
// /api/v1. It never listens (server.ts does), so tests use app.inject().
import { mkdirSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
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
import { createRequestContexts, requestContextPlugin } from './http/request-context';
import { SERVICE_BOUNDS, UUID_PATTERN } from './http/schemas';
import { registerSecurityHeaders } from './http/security-headers';
import { loadConfig, type AccountCaps, type EdgeConfig, type SessionLifetimes } from './config';
import { imagesDir } from './paths';
import { addressesRoutes, createAddressesService } from './modules/addresses';
import {
  ADDRESS_POLICY, authRoutes, createAccessTokens, createAccountNotices, createAuthService, createCodeExchange,
  createDatabaseThrottleStore, createEmailSender, createEmailVerifications, createFirebaseTokens, createMemoryThrottleStore,
  createPhoneService, createPhoneVerifications, createSmsSender, createThrottle, createVerificationCodes, type EmailConfig,
  SEND_POLICY, sessionRoutes, type SmsConfig, type ThrottleStore,
} from './modules/auth';
import {
  type CartDeps, cartRoutes, createCartPlanner, createCartService, createCartViews, createGroupCartService, groupCartRoutes,
} from './modules/cart';
import {
  catalogueRoutes, catalogueVersionOf, createCatalogueCache, createCatalogueService, listedProductCounts,
} from './modules/catalogue';
import {
  chatRoutes, createChatBus, createChatService, createChatStore, createFirebaseChatTokens, type SendRate,
} from './modules/chat';
import { checkoutRoutes, createCheckoutService, createOrderPayments, createOrderPlacement } from './modules/checkout';
import { contentRoutes, createContentService, createLandingPages } from './modules/content';
import { couriersRoutes, createCouriersService } from './modules/couriers';
import { createDeliveryZonesService, deliveryZonesRoutes } from './modules/delivery-zones';
import {
  createFirebaseService, firebaseRoutes, type FirebaseSettings, type FirebaseTokenVerifier, firebaseVerifierFor,
} from './modules/firebase';
import { createNewsService, newsRoutes } from './modules/news';
import {
  createNotificationSettings, createNotificationsService, notificationsRoutes, notifyBookingStatus, notifyNewBooking,
  notifyOrderStatus,
} from './modules/notifications';
import {
  createOrdersService, createOrderViews, createRefundsService, createStaffOnly, type OrderEffects, ordersRoutes, staffRoutes,
} from './modules/orders';
import { AVATARS_URL_PREFIX, createAvatars, createProfileService, profileRoutes } from './modules/profile';
import { createPromotionsService, promotionsRoutes } from './modules/promotions';
import { createRecipeBoxes, createRecipesService, recipesRoutes } from './modules/recipes';
import { bookingFloorRoutes, createFloorService, createReservationsService, reservationsRoutes } from './modules/reservations';
import {
  createReviewPictures, createReviewsService, orderReviews, REVIEW_PICTURES_URL_PREFIX, reviewsRoutes, reviewsVersion,
  shopRatingFields,
} from './modules/reviews';
import { createSellersService, sellersRoutes } from './modules/sellers';
import { createSettingsService, settingsRoutes } from './modules/settings';
import { createShopsService, type ShopFigures, shopsRoutes } from './modules/shops';
import {
  createRewardsService, createWalletService, moveWallet, revokeOrderPoints, revokeReferral, rewardDelivery, rewardsRoutes,
  TOP_UP_PROVIDERS, type TopUpProvider, walletRoutes,
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
  await app.register(requestContextPlugin, { contexts: createRequestContexts(db) });
  const shops = createShopsService(db, shopFigures(db), clock);
  const settings = createSettingsService(db);
  const catalogue = createCatalogueService(db, shops, () => reviewsVersion(db));
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
  const orderViews = createOrderViews(db, (ids) => orderReviews(db, ids));
  const placement = createOrderPlacement({ db, views: orderViews, clock, maxUnpaidOrders: caps.unpaidOrders });
  const orderPayments = createOrderPayments({ db, views: orderViews, clock });
  const orders = createOrdersService({ db, views: orderViews, clock, effects: orderEffects });
  const refunds = createRefundsService(db, clock, orderEffects);
  const staffOnly = createStaffOnly(db);
  const notifications = createNotificationsService(db, clock);
  const notificationSettings = createNotificationSettings(db, clock);
  const profile = createProfileService(db, tokens, clock, {
    rewards, notificationSettings, auth, notices, links: emails, phones,
  });
  const news = createNewsService(db);
  const floors = createFloorService(db, { shops, clock });
  const reservations = createReservationsService(db, floors, clock, { maxUpcoming: caps.upcomingReservations }, {
    newBooking: notifyNewBooking, statusChanged: notifyBookingStatus,
  });
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
    await api.register(settingsRoutes, { settings });
    await api.register(shopsRoutes, { shops });
    await api.register(catalogueRoutes, { catalogue, cache: catalogueCache });
    await api.register(authRoutes, { auth, phone, emails, firebaseTokens, requireUser });
    await api.register(profileRoutes, { profile, avatars, firebaseTokens, phones, requireUser });
    await api.register(sessionRoutes, { tokens, requireUser });
    await api.register(sellersRoutes, { sellers, requireUser });
    await api.register(firebaseRoutes, { firebase });
    await api.register(cartRoutes, { cart, requireUser });
    await api.register(groupCartRoutes, { groupCart });
    await api.register(addressesRoutes, { addresses, requireUser });
    await api.register(deliveryZonesRoutes, { zones, shops });
    await api.register(checkoutRoutes, { checkout, placement, payments: orderPayments, tokens, requireUser });
    await api.register(ordersRoutes, { orders, refunds, requireUser });
    await api.register(staffRoutes, { orders, refunds, requireUser, staffOnly });
    await api.register(notificationsRoutes, { notifications, settings: notificationSettings, requireUser });
    await api.register(newsRoutes, { news });
    await api.register(bookingFloorRoutes, { floors });
    await api.register(reservationsRoutes, { reservations, requireUser, staffOnly });
    await api.register(walletRoutes, { wallets, requireUser, staffOnly });
    await api.register(rewardsRoutes, { rewards, requireUser });
    await api.register(reviewsRoutes, { reviews, pictures: reviewPictures, requireUser, staffOnly });
    await api.register(contentRoutes, { content, landing: createLandingPages(db) });
    await api.register(promotionsRoutes, { promotions });
    await api.register(recipesRoutes, { recipes, requireUser });
    await api.register(couriersRoutes, { couriers, requireUser, staffOnly });
    await api.register(chatRoutes, {
      chat, store: chatStore, bus: chatBus, firebaseTokens: chatFirebaseTokens, requireUser, staffOnly, pingMs: options.chat?.pingMs,
      streamSlots: createEventStreamSlots(caps.eventStreams),
    });
  }, { prefix: API_PREFIX });

  return app;
}
