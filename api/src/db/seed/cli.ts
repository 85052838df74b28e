// `npm run seed -w api`: migrates and fills the configured database with the demo data
// (nothing happens when it already holds a main shop), in turn with api processes starting.
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { seedDemo } from './index';

const config = loadConfig();
const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  const seeded = await database.exclusively(async () => {
    await database.migrate();
    return seedDemo(database.db);
  });
  console.log(seeded ? 'demo data seeded' : 'database already seeded: nothing to do');
} finally {
  await database.close();
}
