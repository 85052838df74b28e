// A booking sent again with its Idempotency-Key (a client that got no answer: a process killed
// mid-request, a 502 from the balancer) answers the reservation the first send made, instead of
// finding its own table taken. On PostgreSQL (DATABASE_URL) the parallel sends really run in
// parallel; on PGlite they are serialised by its single connection.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings, userBookings } from '../../db/schema';
import { createTestApp, fakeClock, type TestApp } from '../../testing/test-app';
import { RESERVATION_MESSAGES } from './rules';
import { NOW, TOMORROW, call, newDiner, openTestFloor, type TestFloor } from './test-support';

let t: TestApp;
let floor: TestFloor;
beforeAll(async () => {
  t = await createTestApp(NOW, { clock: fakeClock(NOW) });
  floor = await openTestFloor(t);
  await t.database.db.update(settings).set({ value: '60,90,120' }).where(eq(settings.key, 'reservation_time_durations'));
});
afterAll(async () => { await t.close(); });

const stay = (tableId: number, time: string, extra: Record<string, unknown> = {}) =>
  ({ table_id: tableId, start_date: `${TOMORROW} ${time}`, duration: 60, guest: 2, ...extra });
const bookWithKey = (token: string, body: Record<string, unknown>, key: string) =>
  call(t, 'POST', '/dashboard/user/my-bookings', token, body, { 'idempotency-key': key });
const bookingsOf = (userId: number) => t.database.db.select().from(userBookings).where(eq(userBookings.userId, userId));

describe('Idempotency-Key on bookings', () => {
  it('answers the same reservation again for the same key and request, booking nothing more', async () => {
    const diner = await newDiner(t);
    const first = await bookWithKey(diner.token, stay(floor.tables.two, '10:00'), 'book-1');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await bookWithKey(diner.token, { ...stay(floor.tables.two, '10:00'), ignored: 1 }, 'book-1');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const [row, ...more] = await bookingsOf(diner.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ idempotencyKey: 'book-1', requestHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('refuses the same key with another request: 409 ERROR_409, booking nothing', async () => {
    const diner = await newDiner(t);
    expect((await bookWithKey(diner.token, stay(floor.tables.two, '11:00'), 'book-2')).status).toBe(200);
    const other = await bookWithKey(diner.token, stay(floor.tables.two, '12:00'), 'book-2');
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      statusCode: 'ERROR_409', message: RESERVATION_MESSAGES.keyReused, params: { 'Idempotency-Key': [RESERVATION_MESSAGES.keyReused] },
    });
    expect(await bookingsOf(diner.id)).toHaveLength(1);
  });

  it('is per customer: another customer\'s key books nothing of theirs, and the table stays taken', async () => {
    const [first, second] = [await newDiner(t), await newDiner(t)];
    expect((await bookWithKey(first.token, stay(floor.tables.four, '10:00'), 'shared')).status).toBe(200);
    const taken = await bookWithKey(second.token, stay(floor.tables.four, '10:00'), 'shared');
    expect(taken.body).toMatchObject({ statusCode: 'ERROR_460' });
  });

  it('answers 10 parallel sends with one key with one reservation', async () => {
    const diner = await newDiner(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => bookWithKey(diner.token, stay(floor.tables.six, '18:00'), 'book-3')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect(await bookingsOf(diner.id)).toHaveLength(1);
  });

  it('refuses a key that is not 1..100 printable characters: 400 naming the header', async () => {
    const diner = await newDiner(t);
    const answer = await bookWithKey(diner.token, stay(floor.tables.six, '12:00'), 'two words');
    expect(answer.status).toBe(400);
    expect(answer.body.params).toHaveProperty(['Idempotency-Key']);
  });
});
