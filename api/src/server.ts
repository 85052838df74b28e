// Starts the api: opens and prepares the database, builds the app and listens.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';

const config = loadConfig();
const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const { seeded } = await prepareDatabase(database);
const app = await buildApp({ db: database.db, logger: { level: config.logLevel } });
if (seeded) app.log.info('empty database: demo data seeded');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
