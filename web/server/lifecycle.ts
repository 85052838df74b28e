// How a web server process runs, built (main.ts) or under `npm run dev` (dev.ts): settings from
// the environment, listening on WEB_PORT, and stopping gracefully on SIGTERM or SIGINT.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createReadiness, drainThen, parseDrainSeconds, type Readiness } from '../../api/src/http/health';
import { createWebServer, type AppSource } from './server';

/** How long requests in flight may take to finish once asked to stop. */
const STOP_GRACE_MS = 10_000;

/** Stops accepting, lets requests in flight finish (at most STOP_GRACE_MS), exits. */
function stop(app: FastifyInstance): void {
  setTimeout(() => {
    console.error(`web: requests still in flight after ${STOP_GRACE_MS / 1000} s, exiting anyway`);
    process.exit(1);
  }, STOP_GRACE_MS).unref();
  void app.close().then(() => process.exit(0));
}

/** SIGTERM/SIGINT: drain first (/ready answers 503 for DRAIN_SECONDS while everything else is
 * still served, so a load balancer stops sending), then stop. A repeated signal changes nothing:
 * Ctrl+C under `npm start` reaches this process twice (from the terminal and from the launcher). */
function stopOnSignals(app: FastifyInstance, readiness: Readiness, drainSeconds: number): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return console.log(`web: ${signal}: already stopping`);
    stopping = true;
    if (drainSeconds) console.log(`web: ${signal}: draining, /ready answers 503 for ${drainSeconds} s`);
    drainThen(readiness, drainSeconds, () => stop(app));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** DRAIN_SECONDS, or the reason it is refused, printed plainly before exiting. */
function drainSecondsOrExit(env: NodeJS.ProcessEnv): number {
  try {
    return parseDrainSeconds(env.DRAIN_SECONDS);
  } catch (error) {
    console.error(`web: ${(error as Error).message}`);
    process.exit(1);
  }
}

/** Serves `source` on WEB_PORT, in front of the gateway (GATEWAY_URL) and the api (API_URL). */
export async function serve(source: AppSource): Promise<void> {
  const { env } = process;
  const drainSeconds = drainSecondsOrExit(env);
  const readiness = createReadiness();
  const app = await createWebServer({
    ...source,
    gatewayUrl: env.GATEWAY_URL ?? `http://127.0.0.1:${env.GATEWAY_PORT ?? 4000}`,
    apiUrl: env.API_URL ?? `http://127.0.0.1:${env.API_PORT ?? 3001}`,
    logger: { level: 'warn' },
    readiness,
  });
  stopOnSignals(app, readiness, drainSeconds);
  await app.listen({ port: Number(env.WEB_PORT ?? 8080), host: '0.0.0.0' });
  console.log(`web listening on http://localhost:${(app.server.address() as AddressInfo).port}`);
}
