// Test support of reservations: a branch of its own with known booking hours and tables (the demo
// floors may change), customers with a phone number, and booking calls.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../db/common-tables';
import { WEEK_DAYS } from '../../db/calendar';
import type { TestApp } from '../../testing/test-app';
import { call, newCustomer } from '../../testing/customers';
import { shopTranslations, shops } from '../shops';
import { bookingClosedDates, bookingTables, bookingWorkingDays, bookings, shopSectionTranslations, shopSections } from './tables';

export { call, expectFieldError, newCustomer, newStaff, type Answer } from '../../testing/customers';

/** Monday 7 January 2030, 09:00 local time: the tests' "now". */
export const NOW = new Date(2030, 0, 7, 9, 0);
export const TOMORROW = '2030-01-08';

export interface TestFloor {
  shopId: number;
  bookingId: number;
  /** Active tables by seats: two, four and six. */
  tables: { two: number; four: number; six: number };
  inactiveTable: number;
  /** A Wednesday closed to reservations; Sundays are disabled. */
  closedDay: string;
}

/** A branch taking reservations 10:00–22:00 every day but Sunday, with three tables and one inactive. */
export async function openTestFloor(t: TestApp): Promise<TestFloor> {
  const db = t.database.db;
  const [main] = await db.select({ id: shops.id }).from(shops).limit(1);
  const [shop] = await db.insert(shops).values({ parentId: main.id }).returning({ id: shops.id });
  await db.insert(shopTranslations).values({ shopId: shop.id, locale: 'en', title: 'Test branch' });
  const [booking] = await db.insert(bookings).values({ shopId: shop.id, maxTime: 180 }).returning({ id: bookings.id });
  await db.insert(bookingWorkingDays).values(WEEK_DAYS.map((day) => ({ shopId: shop.id, day, from: '10-00', to: '22-00', disabled: day === 'sunday' })));
  const closedDay = '2030-01-09';
  await db.insert(bookingClosedDates).values({ shopId: shop.id, day: closedDay });
  const [section] = await db.insert(shopSections).values({ shopId: shop.id, area: 80 }).returning({ id: shopSections.id });
  await db.insert(shopSectionTranslations).values([
    { sectionId: section.id, locale: 'en', title: 'Hall' }, { sectionId: section.id, locale: 'fr', title: 'Salle' },
  ]);
  const table = async (name: string, chairCount: number, active = true) => (await db.insert(bookingTables)
    .values({ sectionId: section.id, name, chairCount, active }).returning({ id: bookingTables.id }))[0].id;
  return {
    shopId: shop.id,
    bookingId: booking.id,
    tables: { two: await table('T2', 2), four: await table('T4', 4), six: await table('T6', 6) },
    inactiveTable: await table('Old', 8, false),
    closedDay,
  };
}

/** A new customer with a phone number (booking needs one). */
export async function newDiner(t: TestApp) {
  const diner = await newCustomer(t);
  await t.database.db.update(users).set({ phone: `+1416${randomBytes(4).readUInt32BE() % 10_000_000}` }).where(eq(users.id, diner.id));
  return diner;
}

export const book = (t: TestApp, token: string | null, body: Record<string, unknown>) => call(t, 'POST', '/dashboard/user/my-bookings', token, body);

export const freeTimes = (t: TestApp, query: string) => call(t, 'GET', `/rest/booking/free-times?${query}`, null);
