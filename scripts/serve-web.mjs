// `node scripts/serve-web.mjs`: the storefront's web server (started by scripts/stack.mjs), on
// WEB_PORT, in front of the gateway (GATEWAY_URL) and the api (API_URL). See docs/web-server.md.
import { fileURLToPath } from 'node:url';
import { createReadiness, drainSecondsOf } from './web-server/health.mjs';
import { createWebServer } from './web-server/server.mjs';

/** How long requests in flight may take to finish once asked to stop. */
const STOP_GRACE_MS = 10_000;

/** Stops accepting, lets requests in flight finish (at most STOP_GRACE_MS), exits. */
function stop(app) {
  setTimeout(() => {
    console.error(`web: requests still in flight after ${STOP_GRACE_MS / 1000} s, exiting anyway`);
    process.exit(1);
  }, STOP_GRACE_MS).unref();
  app.close().then(() => process.exit(0));
}

/** SIGTERM/SIGINT: drain first (/ready answers 503 for DRAIN_SECONDS while everything else is
 * still served, so a load balancer stops sending), then stop. A repeated signal changes nothing:
 * Ctrl+C under `npm start` reaches this process twice (from the terminal and from the launcher). */
function stopOnSignals(app, readiness, drainSeconds) {
  let stopping = false;
  const onSignal = (signal) => {
    if (stopping) return console.log(`web: ${signal}: already stopping`);
    stopping = true;
    if (drainSeconds) console.log(`web: ${signal}: draining, /ready answers 503 for ${drainSeconds} s`);
    readiness.drain();
    if (drainSeconds) setTimeout(() => stop(app), drainSeconds * 1000);
    else stop(app);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** DRAIN_SECONDS, or the reason it is refused, printed plainly before exiting. */
function drainSecondsOrExit(env) {
  try {
    return drainSecondsOf(env);
  } catch (error) {
    console.error(`web: ${error.message}`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { env } = process;
  const drainSeconds = drainSecondsOrExit(env);
  const readiness = createReadiness();
  const app = await createWebServer({
    distDir: fileURLToPath(new URL('../web/dist', import.meta.url)),
    serverEntry: fileURLToPath(new URL('../web/dist-server/entry-server.js', import.meta.url)),
    gatewayUrl: env.GATEWAY_URL ?? `http://127.0.0.1:${env.GATEWAY_PORT ?? 4000}`,
    apiUrl: env.API_URL ?? `http://127.0.0.1:${env.API_PORT ?? 3001}`,
    logger: { level: 'warn' },
    readiness,
  });
  stopOnSignals(app, readiness, drainSeconds);
  await app.listen({ port: Number(env.WEB_PORT ?? 8080), host: '0.0.0.0' });
  console.log(`web listening on http://localhost:${app.server.address().port}`);
}
