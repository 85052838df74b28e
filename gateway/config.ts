// Every environment variable the gateway reads (API_URL is read by Mesh's own configuration).
// The api's rule for DRAIN_SECONDS, so both read it alike.
import { parseDrainSeconds } from '../api/src/http/health';

export interface GatewayConfig {
  port: number;
  host: string;
  /** TRUSTED_PROXIES: peers whose X-Forwarded-For is believed (IPs, CIDRs or `loopback`,
   * `linklocal`, `uniquelocal`); default loopback, i.e. the storefront's own web server. */
  trustedProxies: string[];
  /** CORS_ORIGINS plus the storefront's own origin (WEB_ORIGIN): browser origins allowed to
   * call the gateway from another origin. */
  corsOrigins: string[];
  /** GRAPHQL_INTROSPECTION=off: no introspection and no GraphiQL, for deployments that keep
   * their schema private. Default on: developers explore the API in GraphiQL. */
  introspection: boolean;
  /** REDIS_URL: the response cache lives in Redis, shared by every gateway process. */
  redisUrl?: string;
  /** GRAPHQL_TRUSTED_ONLY=on: only the web app's known operations run, sent by their hash; whole
   * documents (other clients, GraphiQL) are refused. Default off. */
  trustedOnly: boolean;
  /** DRAIN_SECONDS (0 to 60, default 0): once asked to stop, how long the gateway keeps serving
   * with /ready answering 503, so a load balancer takes it out of rotation before it closes. */
  drainSeconds: number;
}

export const list = (value: string | undefined): string[] =>
  (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);

function parsePort(value: string | undefined): number {
  const port = Number(value || 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`GATEWAY_PORT must be a TCP port, got "${value}"`);
  return port;
}

function parseSwitch(name: string, value: string | undefined, fallback = true): boolean {
  if (!value) return fallback;
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${name} must be on or off, got "${value}"`);
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const webOrigin = env.WEB_ORIGIN || `http://localhost:${env.WEB_PORT || 8080}`;
  return {
    port: parsePort(env.GATEWAY_PORT),
    host: env.GATEWAY_HOST || '0.0.0.0',
    trustedProxies: list(env.TRUSTED_PROXIES || 'loopback'),
    corsOrigins: [webOrigin, ...list(env.CORS_ORIGINS)],
    introspection: parseSwitch('GRAPHQL_INTROSPECTION', env.GRAPHQL_INTROSPECTION),
    redisUrl: env.REDIS_URL || undefined,
    trustedOnly: parseSwitch('GRAPHQL_TRUSTED_ONLY', env.GRAPHQL_TRUSTED_ONLY, false),
    drainSeconds: parseDrainSeconds(env.DRAIN_SECONDS),
  };
}
