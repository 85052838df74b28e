// Fair use of tables: an account holds at most MAX_UPCOMING_RESERVATIONS upcoming reservations
// (here 3). On PostgreSQL (DATABASE_URL) the parallel bookings really run in parallel; on PGlite
// they are serialised by its single connection.
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingTables, settings, userBookings } from '../../db/schema';
import { createTestApp, fakeClock, type TestApp } from '../../testing/test-app';
import { tooManyUpcomingMessage } from './rules';
import { NOW, TOMORROW, book, call, newDiner, openTestFloor, type Answer, type TestFloor } from './test-support';

const CAP = 3;
const clock = fakeClock(NOW);
let t: TestApp;
let floor: TestFloor;
beforeAll(async () => {
  t = await createTestApp(NOW, { clock, caps: { upcomingReservations: CAP } });
  floor = await openTestFloor(t);
  await t.database.db.update(settings).set({ value: '60,90,120' }).where(eq(settings.key, 'reservation_time_durations'));
});
afterAll(async () => { await t.close(); });

const at = (time: string, day = TOMORROW) => `${day} ${time}`;
const stay = (tableId: number, start: string) => ({ table_id: tableId, start_date: start, duration: 60, guest: 2 });

function expectCapRefusal(answer: Answer) {
  const message = tooManyUpcomingMessage(CAP);
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body).toMatchObject({ status: false, statusCode: 'ERROR_468', message, params: { reservations: [message] } });
}

const heldBy = async (userId: number) => (await t.database.db.select({ id: userBookings.id }).from(userBookings)
  .where(and(eq(userBookings.userId, userId), ne(userBookings.status, 'canceled')))).length;

describe('upcoming reservations per account', () => {
  it('refuses one more than the cap with ERROR_468 on `reservations`, writing nothing; another account is not concerned', async () => {
    const diner = await newDiner(t);
    for (const time of ['10:00', '11:00', '12:00']) expect((await book(t, diner.token, stay(floor.tables.two, at(time)))).status).toBe(200);
    expectCapRefusal(await book(t, diner.token, stay(floor.tables.two, at('13:00'))));
    expect(await heldBy(diner.id)).toBe(CAP);
    const other = await newDiner(t);
    expect((await book(t, other.token, stay(floor.tables.two, at('13:00')))).status).toBe(200);
  });

  it('counts neither canceled reservations nor those that are over; one under way still counts', async () => {
    const diner = await newDiner(t);
    const today = await book(t, diner.token, stay(floor.tables.four, at('10:00', '2030-01-07'))); // 10:00–11:00 today
    expect(today.status).toBe(200);
    const soon = await book(t, diner.token, stay(floor.tables.four, at('10:00')));
    await book(t, diner.token, stay(floor.tables.four, at('11:00')));
    expectCapRefusal(await book(t, diner.token, stay(floor.tables.four, at('12:00'))));

    const canceled = await call(t, 'POST', `/dashboard/user/my-bookings/${soon.body.data.id}/status/change?status=canceled`, diner.token);
    expect(canceled.body.data.status).toBe('canceled');
    expect((await book(t, diner.token, stay(floor.tables.four, at('12:00')))).status).toBe(200);
    expectCapRefusal(await book(t, diner.token, stay(floor.tables.four, at('13:00'))));

    try {
      clock.advance(90 * 60_000); // 10:30: today's has begun, it still holds its table
      expectCapRefusal(await book(t, diner.token, stay(floor.tables.four, at('13:00'))));
      clock.advance(30 * 60_000); // 11:00: it is over
      expect((await book(t, diner.token, stay(floor.tables.four, at('13:00')))).status).toBe(200);
    } finally {
      clock.advance(-120 * 60_000);
    }
  });

  it('never lets parallel bookings of one account, each for a table of its own, pass the cap together', async () => {
    const diner = await newDiner(t);
    const [{ sectionId }] = await t.database.db.select({ sectionId: bookingTables.sectionId }).from(bookingTables).where(eq(bookingTables.id, floor.tables.two));
    const tables = await t.database.db.insert(bookingTables)
      .values(Array.from({ length: 10 }, (_, n) => ({ sectionId, name: `P${n + 1}`, chairCount: 2 }))).returning({ id: bookingTables.id });
    const answers = await Promise.all(tables.map((table) => book(t, diner.token, stay(table.id, at('18:00', '2030-01-10')))));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(CAP);
    for (const refused of answers.filter((answer) => answer.status !== 200)) expectCapRefusal(refused);
    expect(await heldBy(diner.id)).toBe(CAP);
  });
});
