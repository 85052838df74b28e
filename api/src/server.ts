// Starts the api: opens and prepares the database, builds the app and listens.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { systemClock } from './http/clock';
import { createKitchenSimulator } from './modules/orders/kitchen';

const config = loadConfig();
if (!config.databaseUrl && !existsSync(join(config.dataDir, 'PG_VERSION'))) {
  // A new embedded database is created and seeded in a child process: initdb and the seed grow
  // PGlite's WASM heap to ~900 MB, and a WASM heap never shrinks, so the server would keep it.
  const seedCli = fileURLToPath(new URL('./db/seed/cli.ts', import.meta.url));
  execFileSync(process.execPath, ['--import', 'tsx', seedCli], { stdio: 'inherit', env: process.env });
}
const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const { seeded } = await prepareDatabase(database);
const app = await buildApp({ db: database.db, logger: { level: config.logLevel }, sms: config.sms, firebase: config.firebase, uploadsDir: config.uploadsDir });
if (seeded) app.log.info('empty database: demo data seeded');
if (config.firebase.emulator) app.log.warn('FIREBASE_AUTH_EMULATOR_HOST is set: unsigned firebase ID tokens are accepted (never in production)');

// The demo's stand-in for staff: moves open orders along (docs/checkout.md); off by default.
const kitchen = createKitchenSimulator({
  db: database.db, clock: systemClock, stepMs: config.kitchen.stepSeconds * 1000,
  onError: (error) => app.log.error({ err: error }, 'kitchen simulator tick failed'),
});
if (config.kitchen.simulator) {
  kitchen.start();
  app.log.info(`kitchen simulator on: orders move one status forward every ${config.kitchen.stepSeconds} s`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await kitchen.stop();
    await app.close();
    await database.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
