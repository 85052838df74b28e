// Every environment variable the api reads, parsed and validated in one place.
import { isAbsolute, join, resolve } from 'node:path';
import { parseDrainSeconds } from './http/health';
import { redactUrlCredentials } from './http/log-redaction';
import { repoRoot } from './paths';
import type { EmailConfig, SmsConfig } from './modules/auth';
import type { FirebaseSettings } from './modules/firebase';
import { TOP_UP_PROVIDERS, type TopUpProviderName } from './modules/wallet';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** Directory of the embedded PGlite database. */
  dataDir: string;
  /** UPLOADS_DIR: where uploaded files (avatars) are kept; default `<DATA_DIR>/uploads`, also
   * when the database is PostgreSQL. */
  uploadsDir: string;
  logLevel: LogLevel;
  /** SMS_PROVIDER: `outbox` (default: messages go to the sms_outbox table and the log) or
   * `twilio` (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM). */
  sms: SmsConfig;
  /** EMAIL_PROVIDER: `outbox` (default: messages go to the email_outbox table and the log) or
   * `smtp` (SMTP_URL, EMAIL_FROM). */
  email: EmailConfig;
  /** FIREBASE_PROJECT_ID (the ID tokens' audience; unset: firebase sign-in is not configured)
   * and emulator mode, on only when FIREBASE_AUTH_EMULATOR_HOST is set (unsigned tokens). */
  firebase: FirebaseSettings;
  /** KITCHEN_SIMULATOR (`on` | `off`, default off; `npm start` turns it on for the demo) moves
   * open orders one status forward every KITCHEN_STEP_SECONDS (default 45), see docs/checkout.md. */
  kitchen: KitchenConfig;
  /** WALLET_PAYMENTS: the payment provider of wallet top-ups; `demo` (the default and, so far,
   * the only one) approves at once and takes no money (modules/wallet/top-up.ts). */
  walletPayments: TopUpProviderName;
  /** How the api meets clients: believed proxies, allowed origins, request rates (docs/api-edges.md). */
  edges: EdgeConfig;
  /** The storefront's origin (e.g. `https://food.example`), the base of links sent by e-mail and
   * of the full image URLs the api answers: PUBLIC_URL, else WEB_ORIGIN, else
   * `http://localhost:$WEB_PORT`; never a request's Host or X-Forwarded-Host, which a caller
   * chooses and a proxy hop may rewrite. */
  storefrontOrigin: string;
  /** STOP_GRACE_SECONDS (default 10): how long requests in flight may take to finish once the
   * api is asked to stop (SIGTERM, SIGINT); past it the process ends at once (exit 1). */
  stopGraceSeconds: number;
  /** DRAIN_SECONDS (0 to 60, default 0): once asked to stop, how long the api keeps serving with
   * /ready answering 503, so a load balancer takes it out of rotation before it closes. */
  drainSeconds: number;
  /** Fair-use caps per account: what one account may hold at once (docs/reservations.md,
   * docs/checkout.md, docs/chat.md). */
  caps: AccountCaps;
  sessions: SessionLifetimes;
}

/** How long a sign-in lasts (docs/security.md). */
export interface SessionLifetimes {
  /** SESSION_IDLE_HOURS (default 72): a token unused this long ends, so a forgotten session on
   * a shared device does not wait out its whole life. */
  idleMs: number;
  /** SESSION_MAX_DAYS (default 7): a token ends this long after its sign-in, used or not. */
  maxAgeMs: number;
}

/** Each a positive whole number; beyond it the account is refused until it holds fewer. */
export interface AccountCaps {
  /** MAX_UPCOMING_RESERVATIONS (default 5): reservations not canceled and not over; each holds a table. */
  upcomingReservations: number;
  /** MAX_UNPAID_ORDERS (default 5): orders neither delivered nor canceled whose payment is not
   * made (cash to collect); each holds stock, a slot and the kitchen's time. */
  unpaidOrders: number;
  /** MAX_EVENT_STREAMS (default 5): event streams open at once (the chat's), counted per api
   * process; each holds a connection and a database look every ping. */
  eventStreams: number;
}

export interface KitchenConfig {
  simulator: boolean;
  stepSeconds: number;
}

export interface EdgeConfig {
  /** TRUSTED_PROXIES (comma list of IPs, CIDRs or `loopback`, `linklocal`, `uniquelocal`;
   * default loopback): peers whose X-Forwarded-For is believed, so `request.ip` is the client. */
  trustedProxies: string[];
  /** WEB_ORIGIN (default `http://localhost:$WEB_PORT`) plus CORS_ORIGINS (comma list): the
   * browser origins allowed to call the api. */
  corsOrigins: string[];
  rateLimits: RateLimits;
}

/** At most `max` requests per `windowMs` from one client address. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  /** RATE_LIMIT_PUBLIC (default 600/minute, `off`): the unauthenticated catalogue, search,
   * settings and guest cart (`/rest/...`), one budget per client address. */
  public: RateLimit | null;
  /** RATE_LIMIT_AUTH (default 60/minute, `off`): sign-in, sign-up, codes and resets (`/auth/...`),
   * an outer bound over the per-account throttles. */
  auth: RateLimit | null;
  /** RATE_LIMIT_MONEY (default 30/minute, `off`): the requests that move wallet money or points
   * (top-up, withdrawal and its cancel, points conversion: POST `/payments/...`,
   * `/dashboard/user/wallet/...`, `/dashboard/user/point/...`), one budget per client address. */
  money: RateLimit | null;
  /** REDIS_URL: counters kept in Redis, shared by every api process; unset: in this process. */
  redisUrl: string | undefined;
  /** Prefix of the counters' Redis keys. */
  redisPrefix: string;
}

const WINDOWS_MS: Record<string, number> = { second: 1_000, minute: 60_000, hour: 3_600_000 };

/** `<count>/<second|minute|hour>`, or `off`. */
export function parseRateLimit(name: string, value: string): RateLimit | null {
  if (value === 'off') return null;
  const [, count, window] = /^(\d+)\s*\/\s*(second|minute|hour)$/.exec(value.trim()) ?? [];
  const max = Number(count);
  if (!window || max < 1) throw new Error(`${name} must be <count>/<second|minute|hour> or off, got "${value}"`);
  return { max, windowMs: WINDOWS_MS[window] };
}

const list = (value: string | undefined): string[] => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);

const webOriginOf = (env: NodeJS.ProcessEnv) => env.WEB_ORIGIN || `http://localhost:${env.WEB_PORT || 8080}`;

function parseEdges(env: NodeJS.ProcessEnv): EdgeConfig {
  const webOrigin = webOriginOf(env);
  return {
    trustedProxies: list(env.TRUSTED_PROXIES || 'loopback'),
    corsOrigins: [webOrigin, ...list(env.CORS_ORIGINS)],
    rateLimits: {
      public: parseRateLimit('RATE_LIMIT_PUBLIC', env.RATE_LIMIT_PUBLIC || '600/minute'),
      auth: parseRateLimit('RATE_LIMIT_AUTH', env.RATE_LIMIT_AUTH || '60/minute'),
      money: parseRateLimit('RATE_LIMIT_MONEY', env.RATE_LIMIT_MONEY || '30/minute'),
      redisUrl: env.REDIS_URL || undefined,
      redisPrefix: 'storefront-rate-limit:',
    },
  };
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3001;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a TCP port, got "${value}"`);
  return port;
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(value)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  }
  return value as LogLevel;
}

function parseSms(env: NodeJS.ProcessEnv): SmsConfig {
  const provider = env.SMS_PROVIDER || 'outbox';
  if (provider === 'outbox') return { provider };
  if (provider !== 'twilio') throw new Error(`SMS_PROVIDER must be outbox or twilio, got "${provider}"`);
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
  if (!accountSid || !authToken || !from) throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  return { provider, twilio: { accountSid, authToken, from } };
}

/** An address, or a display name with the address in angle brackets. */
const EMAIL_FROM = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

function isSmtpUrl(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return (protocol === 'smtp:' || protocol === 'smtps:') && hostname !== '';
  } catch {
    return false;
  }
}

function parseEmail(env: NodeJS.ProcessEnv): EmailConfig {
  const provider = env.EMAIL_PROVIDER || 'outbox';
  if (provider === 'outbox') return { provider };
  if (provider !== 'smtp') throw new Error(`EMAIL_PROVIDER must be outbox or smtp, got "${provider}"`);
  const { SMTP_URL: url, EMAIL_FROM: from } = env;
  if (!url || !from) throw new Error('EMAIL_PROVIDER=smtp needs SMTP_URL (smtp://user:password@host:587 or smtps://user:password@host:465) and EMAIL_FROM');
  // The value is shown with its password hidden: the message goes to the terminal and the logs.
  if (!isSmtpUrl(url)) {
    throw new Error(`SMTP_URL must be smtp://[user:password@]host[:port] or smtps://…, got "${redactUrlCredentials(url)}"`);
  }
  if (!EMAIL_FROM.test(from.trim())) throw new Error(`EMAIL_FROM must be an address or "Name <address>", got "${from}"`);
  return { provider, smtp: { url, from: from.trim() } };
}

function parsePositiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return seconds;
}

function parseKitchen(env: NodeJS.ProcessEnv): KitchenConfig {
  const mode = env.KITCHEN_SIMULATOR || 'off';
  if (mode !== 'on' && mode !== 'off') throw new Error(`KITCHEN_SIMULATOR must be on or off, got "${mode}"`);
  return { simulator: mode === 'on', stepSeconds: parsePositiveNumber('KITCHEN_STEP_SECONDS', env.KITCHEN_STEP_SECONDS, 45) };
}

function parseWalletPayments(env: NodeJS.ProcessEnv): TopUpProviderName {
  const provider = env.WALLET_PAYMENTS || 'demo';
  if (!Object.hasOwn(TOP_UP_PROVIDERS, provider)) {
    throw new Error(`WALLET_PAYMENTS must be one of ${Object.keys(TOP_UP_PROVIDERS).join(', ')}, got "${provider}"`);
  }
  return provider as TopUpProviderName;
}

/** A fair-use cap: a whole number of at least 1 (0 would refuse everything; a large one is "off"). */
function parseCap(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const cap = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(cap) || cap < 1) {
    throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  }
  return cap;
}

function parseCaps(env: NodeJS.ProcessEnv): AccountCaps {
  return {
    upcomingReservations: parseCap('MAX_UPCOMING_RESERVATIONS', env.MAX_UPCOMING_RESERVATIONS, 5),
    unpaidOrders: parseCap('MAX_UNPAID_ORDERS', env.MAX_UNPAID_ORDERS, 5),
    eventStreams: parseCap('MAX_EVENT_STREAMS', env.MAX_EVENT_STREAMS, 5),
  };
}

const HOUR_MS = 3_600_000;

function parseSessions(env: NodeJS.ProcessEnv): SessionLifetimes {
  return {
    idleMs: parsePositiveNumber('SESSION_IDLE_HOURS', env.SESSION_IDLE_HOURS, 72) * HOUR_MS,
    maxAgeMs: parsePositiveNumber('SESSION_MAX_DAYS', env.SESSION_MAX_DAYS, 7) * 24 * HOUR_MS,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = env.DATA_DIR || '.data/';
  const absoluteDataDir = isAbsolute(dataDir) ? dataDir : resolve(repoRoot, dataDir);
  const uploadsDir = env.UPLOADS_DIR || join(absoluteDataDir, 'uploads');
  const publicUrl = parsePublicUrl(env.PUBLIC_URL);
  const config: Config = {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: absoluteDataDir,
    uploadsDir: isAbsolute(uploadsDir) ? uploadsDir : resolve(repoRoot, uploadsDir),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    sms: parseSms(env),
    email: parseEmail(env),
    firebase: {
      projectId: env.FIREBASE_PROJECT_ID || undefined,
      emulator: Boolean(env.FIREBASE_AUTH_EMULATOR_HOST),
      serviceAccount: env.GOOGLE_APPLICATION_CREDENTIALS || undefined,
    },
    kitchen: parseKitchen(env),
    walletPayments: parseWalletPayments(env),
    edges: parseEdges(env),
    storefrontOrigin: publicUrl ?? webOriginOf(env).replace(/\/+$/, ''),
    stopGraceSeconds: parsePositiveNumber('STOP_GRACE_SECONDS', env.STOP_GRACE_SECONDS, 10),
    drainSeconds: parseDrainSeconds(env.DRAIN_SECONDS),
    caps: parseCaps(env),
    sessions: parseSessions(env),
  };
  if (env.NODE_ENV === 'production') refuseDemoInProduction(env, config);
  return config;
}

const allowed = (value: string | undefined) => ['yes', 'true', '1'].includes((value ?? '').toLowerCase());

/** The senders still on their demo outbox, each with the provider that sends for real. */
function outboxProblem(config: Config): string | false {
  const outboxes = [
    config.sms.provider === 'outbox' && ['SMS_PROVIDER', 'twilio'],
    config.email.provider === 'outbox' && ['EMAIL_PROVIDER', 'smtp'],
  ].filter((outbox): outbox is string[] => Boolean(outbox));
  if (!outboxes.length) return false;
  return `${outboxes.map(([name]) => `${name}=outbox`).join(', ')}: codes and links go to the log instead of being sent `
    + `(set ${outboxes.map(([name, real]) => `${name}=${real}`).join(', ')}; ALLOW_DEMO_OUTBOX=yes to run the outboxes anyway)`;
}

/**
 * What `npm start` does for the demo must never happen unnoticed in production (NODE_ENV=
 * production): top-ups approved without money, a simulated kitchen moving orders along, codes
 * and links written to the log instead of sent, unsigned sign-in tokens, links built from a
 * default origin. Each demo behaviour needs its ALLOW_DEMO_* variable there; the others cannot
 * be allowed. Throws one message listing every problem.
 */
function refuseDemoInProduction(env: NodeJS.ProcessEnv, config: Config): void {
  const problems = [
    config.walletPayments === 'demo' && !allowed(env.ALLOW_DEMO_PAYMENTS)
      && 'WALLET_PAYMENTS=demo approves every top-up without taking money (ALLOW_DEMO_PAYMENTS=yes to run it anyway)',
    config.kitchen.simulator && !allowed(env.ALLOW_DEMO_KITCHEN)
      && 'KITCHEN_SIMULATOR=on moves orders along with no kitchen behind them (ALLOW_DEMO_KITCHEN=yes to run it anyway)',
    !allowed(env.ALLOW_DEMO_OUTBOX) && outboxProblem(config),
    config.firebase.emulator && 'FIREBASE_AUTH_EMULATOR_HOST is set: unsigned sign-in tokens would be accepted',
    !env.PUBLIC_URL && !env.WEB_ORIGIN && 'PUBLIC_URL (or WEB_ORIGIN) is required: e-mailed links and image URLs are built from it',
  ].filter((problem): problem is string => Boolean(problem));
  if (problems.length) throw new Error(`NODE_ENV=production refuses to start:\n- ${problems.join('\n- ')}`);
}

function parsePublicUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an http(s) URL, got "${value}"`);
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
}
