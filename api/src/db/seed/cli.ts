// `npm run seed -w api`: migrates and fills the configured database with the demo data
// (nothing happens when it already holds a main shop).
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { seedDemo } from './index';

const config = loadConfig();
const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  await database.migrate();
  const seeded = await seedDemo(database.db);
  console.log(seeded ? 'demo data seeded' : 'database already seeded: nothing to do');
} finally {
  await database.close();
}
