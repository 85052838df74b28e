// Starts the api: opens and prepares the database, builds the app and listens.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { systemClock } from './http/clock';
import { createReadiness, drainThen } from './http/health';
import { buildApp, orderEffects } from './app';
import { loadConfig, type Config } from './config';
import { seedCli } from './paths';
import { createKitchenSimulator } from './modules/orders';

/** The configuration, or the reason it is refused, printed plainly (no stack) before exiting. */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`api: ${(error as Error).message}`);
    process.exit(1);
  }
}

const config = configOrExit();
if (!config.databaseUrl) {
  // The embedded database is PostgreSQL compiled to WebAssembly. V8 compiles it with its baseline
  // compiler, then recompiles its hot functions with the optimising one, whose compilations leave
  // ~40 MB of native memory and more code resident for good. The server keeps to the baseline:
  // ~90 MB less after load for 8–15 % more CPU on the queries the catalogue cache does not answer,
  // writes unchanged (docs/performance.md, "The api's memory"). Set before PGlite compiles its
  // module; a flag a later V8 no longer knows is ignored, never fatal as an unknown command-line
  // flag is.
  setFlagsFromString('--liftoff-only');
  if (!existsSync(join(config.dataDir, 'PG_VERSION'))) {
    // A new embedded database is created and seeded in a child process: initdb and the seed grow
    // PGlite's WASM heap to ~900 MB, and a WASM heap never shrinks, so the server would keep it.
    // With the server's own flags (the TypeScript loader when it runs from source).
    execFileSync(process.execPath, [...process.execArgv, seedCli], { stdio: 'inherit', env: process.env });
  }
}
const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const { seeded } = await prepareDatabase(database);
const readiness = createReadiness();
const app = await buildApp({
  db: database.db, logger: { level: config.logLevel }, sms: config.sms, email: config.email, firebase: config.firebase,
  uploadsDir: config.uploadsDir, readiness,
});
if (seeded) app.log.info('empty database: demo data seeded');
if (config.firebase.emulator) app.log.warn('FIREBASE_AUTH_EMULATOR_HOST is set: unsigned firebase ID tokens are accepted (never in production)');

// The demo's stand-in for staff: moves open orders along (docs/checkout.md); off by default.
const kitchen = createKitchenSimulator({
  db: database.db, clock: systemClock, stepMs: config.kitchen.stepSeconds * 1000, effects: orderEffects,
  onError: (error) => app.log.error({ err: error }, 'kitchen simulator tick failed'),
});
if (config.kitchen.simulator) {
  kitchen.start();
  app.log.info(`kitchen simulator on: orders move one status forward every ${config.kitchen.stepSeconds} s`);
}

/** How long requests in flight may take to finish once the api is asked to stop. */
const STOP_GRACE_MS = config.stopGraceSeconds * 1000;

/**
 * After the drain: stop accepting requests, let those in flight finish, stop the kitchen and
 * close the database cleanly (PGlite shuts PostgreSQL down, the pool ends), exit 0. A stop that
 * outlasts STOP_GRACE_MS ends the process at once (exit 1); the database then recovers from its
 * write-ahead log at the next start, as after a crash.
 */
async function stop(signal: NodeJS.Signals) {
  app.log.info(`${signal}: stopping (in-flight requests get up to ${STOP_GRACE_MS / 1000} s)`);
  setTimeout(() => forceExit('requests still running after the grace period'), STOP_GRACE_MS).unref();
  try {
    await kitchen.stop();
    await app.close();
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, 'stopping failed');
    process.exit(1);
  }
  app.log.info('stopped');
  process.exit(0);
}

function forceExit(reason: string) {
  app.log.error(`stopping at once: ${reason}`);
  process.exit(1);
}

/**
 * SIGTERM or SIGINT: drain first (/ready answers 503 for DRAIN_SECONDS while everything else is
 * still served, so a load balancer stops sending before the api closes), then stop. A repeated
 * signal changes nothing: Ctrl+C under `npm start` reaches the api twice (SIGINT from the
 * terminal, SIGTERM from the launcher), and must not cut short the drain or the stop it asked for.
 */
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return app.log.info(`${signal}: already stopping`);
    stopping = true;
    if (config.drainSeconds) app.log.info(`${signal}: draining, /ready answers 503 for ${config.drainSeconds} s`);
    drainThen(readiness, config.drainSeconds, () => void stop(signal));
  });
}

await app.listen({ port: config.port, host: config.host });
