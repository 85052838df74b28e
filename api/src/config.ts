// Every environment variable the api reads, parsed and validated in one place.
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  logLevel: LogLevel;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = env.DATA_DIR || '.data/';
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(repoRoot, dataDir),
    logLevel: parseLogLevel(env.LOG_LEVEL),
  };
}
