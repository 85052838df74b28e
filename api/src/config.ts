// Every environment variable the api reads, parsed and validated in one place.
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SmsConfig } from './modules/auth/sms';
import type { FirebaseSettings } from './modules/firebase/verifier';

/** The repository root: DATA_DIR is relative to it, whatever the working directory. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

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
  /** FIREBASE_PROJECT_ID (the ID tokens' audience; unset: firebase sign-in is not configured)
   * and emulator mode, on only when FIREBASE_AUTH_EMULATOR_HOST is set (unsigned tokens). */
  firebase: FirebaseSettings;
  /** KITCHEN_SIMULATOR (`on` | `off`, default off; `npm start` turns it on for the demo) moves
   * open orders one status forward every KITCHEN_STEP_SECONDS (default 45), see docs/checkout.md. */
  kitchen: KitchenConfig;
}

export interface KitchenConfig {
  simulator: boolean;
  stepSeconds: number;
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

function parseKitchen(env: NodeJS.ProcessEnv): KitchenConfig {
  const mode = env.KITCHEN_SIMULATOR || 'off';
  if (mode !== 'on' && mode !== 'off') throw new Error(`KITCHEN_SIMULATOR must be on or off, got "${mode}"`);
  const step = env.KITCHEN_STEP_SECONDS || '45';
  const stepSeconds = Number(step);
  if (!Number.isFinite(stepSeconds) || stepSeconds <= 0) throw new Error(`KITCHEN_STEP_SECONDS must be a positive number, got "${step}"`);
  return { simulator: mode === 'on', stepSeconds };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = env.DATA_DIR || '.data/';
  const absoluteDataDir = isAbsolute(dataDir) ? dataDir : resolve(repoRoot, dataDir);
  const uploadsDir = env.UPLOADS_DIR || join(absoluteDataDir, 'uploads');
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: absoluteDataDir,
    uploadsDir: isAbsolute(uploadsDir) ? uploadsDir : resolve(repoRoot, uploadsDir),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    sms: parseSms(env),
    firebase: { projectId: env.FIREBASE_PROJECT_ID || undefined, emulator: Boolean(env.FIREBASE_AUTH_EMULATOR_HOST) },
    kitchen: parseKitchen(env),
  };
}
