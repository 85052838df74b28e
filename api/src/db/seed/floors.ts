// The demo branches' floors: what table reservations need (docs/reservations.md). Every branch
// gets a booking row (stays of up to 180 minutes), reservation hours for the seven days, no
// closed date, and its sections with their tables (demo-data.ts DEMO_FLOORS, the i-th branch by
// id taking the i-th floor). Run by the demo seed, and at start for a demo database seeded before
// reservations existed; a database that has a booking row already, or that the demo seed did
// not fill, is left alone.
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../client';
import {
  appMeta, bookingTables, bookingWorkingDays, bookings, shops, shopSections, shopSectionTranslations,
} from '../schema';
import { WEEK_DAYS } from '../calendar';
import { DEMO_FLOORS, sectionImage, type DemoFloor } from './demo-data';
import { DEMO_MARKERS } from './demo-refresh';

/** The longest reservation, in minutes. */
export const DEMO_MAX_TIME = 180;

const WEEKEND = new Set<string>(['friday', 'saturday']);

async function isDemo(db: Database): Promise<boolean> {
  const [marker] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, DEMO_MARKERS.seed));
  return marker?.value === 'demo';
}

async function seedFloor(tx: Database, shopId: number, floor: DemoFloor): Promise<void> {
  await tx.insert(bookingWorkingDays).values(WEEK_DAYS.map((day) => {
    const [from, to] = WEEKEND.has(day) && floor.weekend ? floor.weekend : floor.hours;
    return { shopId, day, from, to };
  }));
  for (const section of floor.sections) {
    const [row] = await tx.insert(shopSections).values({ shopId, area: section.area, img: sectionImage(floor, section) })
      .returning({ id: shopSections.id });
    await tx.insert(shopSectionTranslations).values(Object.entries(section.texts).map(([locale, title]) => ({
      sectionId: row.id, locale, title,
    })));
    await tx.insert(bookingTables).values(section.seats.map((chairCount, i) => ({
      sectionId: row.id, name: `${section.tablePrefix}${i + 1}`, chairCount, active: !section.inactive?.includes(i),
    })));
  }
}

/** Gives every branch of a demo database its floor unless some branch has a booking row.
 * Returns whether it did. Two processes starting together: the booking rows are written first,
 * and a branch whose row another transaction wrote is skipped. */
export async function seedFloors(db: Database): Promise<boolean> {
  const [existing] = await db.select({ id: bookings.id }).from(bookings).limit(1);
  if (existing || !(await isDemo(db))) return false;
  return db.transaction(async (tx) => {
    const branches = await tx.select({ id: shops.id }).from(shops).where(isNotNull(shops.parentId)).orderBy(asc(shops.id));
    if (!branches.length) return false;
    const added = await tx.insert(bookings).values(branches.map((branch) => ({ shopId: branch.id, maxTime: DEMO_MAX_TIME })))
      .onConflictDoNothing().returning({ shopId: bookings.shopId });
    const ours = new Set(added.map((row) => row.shopId));
    for (const [i, branch] of branches.entries()) {
      if (ours.has(branch.id)) await seedFloor(tx, branch.id, DEMO_FLOORS[i % DEMO_FLOORS.length]);
    }
    return ours.size > 0;
  });
}
