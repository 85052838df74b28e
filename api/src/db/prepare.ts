// What the server does with its database at start: apply migrations, fill an empty database
// with the demo data, keep a demo database's "closed today" branches current, and give a demo
// database seeded before reservations its branches' floors. Api processes starting together on
// one PostgreSQL take turns (`exclusively`): the first prepares, the next find nothing to do.
import type { OpenDatabase } from './client';
import { refreshDemo } from './seed/demo-refresh';
import { seedFloors } from './seed/floors';
import { seedDemo } from './seed/index';

export function prepareDatabase(database: OpenDatabase, now = new Date()): Promise<{ seeded: boolean }> {
  return database.exclusively(() => prepare(database, now));
}

async function prepare(database: OpenDatabase, now: Date): Promise<{ seeded: boolean }> {
  await database.migrate();
  const seeded = await seedDemo(database.db, now);
  if (!seeded) {
    await refreshDemo(database.db, now);
    // A demo database seeded before reservations existed gets its floors once.
    await seedFloors(database.db);
  }
  return { seeded };
}
