// What the server does with its database at start: apply migrations, fill an empty database
// with the demo data, keep a demo database's "closed today" branches current, and give a demo
// database seeded before reservations its branches' floors.
import type { OpenDatabase } from './client';
import { refreshDemo } from './seed/demo-refresh';
import { seedFloors } from './seed/floors';
import { seedDemo } from './seed/index';

export async function prepareDatabase(database: OpenDatabase, now = new Date()): Promise<{ seeded: boolean }> {
  await database.migrate();
  const seeded = await seedDemo(database.db, now);
  if (!seeded) {
    await refreshDemo(database.db, now);
    // A demo database seeded before reservations existed gets its floors once.
    await seedFloors(database.db);
  }
  return { seeded };
}
