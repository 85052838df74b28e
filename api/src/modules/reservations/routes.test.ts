import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notificationPreferences, notifications, settings, userBookingStatusChanges, users } from '../../db/schema';
import { createTestApp, fakeClock, type TestApp } from '../../testing/test-app';
import { RESERVATION_MESSAGES } from './rules';
import {
  NOW, TOMORROW, book, call, expectFieldError, freeTimes, newCustomer, newDiner, newStaff, openTestFloor, type Answer,
  type TestFloor,
} from './test-support';

const clock = fakeClock(NOW);
let t: TestApp;
let floor: TestFloor;
beforeAll(async () => {
  t = await createTestApp(NOW, { clock });
  floor = await openTestFloor(t);
  await t.database.db.update(settings).set({ value: '60,90,120' }).where(eq(settings.key, 'reservation_time_durations'));
});
afterAll(async () => { await t.close(); });

const at = (time: string, day = TOMORROW) => `${day} ${time}`;
const times = (answer: Answer) => answer.body.data.times.map((slot: { time: string }) => slot.time);
const slot = (answer: Answer, time: string) => answer.body.data.times.find((s: { time: string }) => s.time === time);

function expectRefusal(answer: Answer, statusCode: string, field: string, message: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body).toMatchObject({ status: false, statusCode, message, params: { [field]: [message] } });
}

describe('GET /rest/booking/free-times', () => {
  it('offers every 30 minutes from opening to the last start that ends by closing, and the tables seating the party', async () => {
    const answer = await freeTimes(t, `shop_id=${floor.shopId}&date=${TOMORROW}&guest=3&duration=90`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ date: TOMORROW, duration: 90, guest: 3, durations: [60, 90, 120] });
    expect(times(answer)[0]).toBe('10:00');
    expect(times(answer).at(-1)).toBe('20:30');
    expect(times(answer)).toHaveLength(22);
    expect(slot(answer, '12:30')).toEqual({ time: '12:30', start_date: at('12:30'), end_date: at('14:00'), tables: [floor.tables.four, floor.tables.six] });
  });

  it('starts no sooner than reservation_before_time hours from now, and offers nothing on closed, disabled or far days', async () => {
    expect(times(await freeTimes(t, `shop_id=${floor.shopId}&date=2030-01-07&guest=2`))[0]).toBe('10:00');
    clock.advance(3 * 3_600_000); // 12:00
    expect(times(await freeTimes(t, `shop_id=${floor.shopId}&date=2030-01-07&guest=2`))[0]).toBe('13:00');
    clock.advance(-3 * 3_600_000);
    expect(times(await freeTimes(t, `shop_id=${floor.shopId}&date=${floor.closedDay}&guest=2`))).toEqual([]);
    expect(times(await freeTimes(t, `shop_id=${floor.shopId}&date=2030-01-13&guest=2`))).toEqual([]); // a Sunday
    expect(times(await freeTimes(t, `shop_id=${floor.shopId}&date=2030-02-07&guest=2`))).toEqual([]); // 31 days ahead
    expect(times(await freeTimes(t, `shop_id=${floor.shopId}&date=2030-02-06&guest=2`))).not.toEqual([]);
    expect(times(await freeTimes(t, `shop_id=${floor.shopId}&date=2030-01-06&guest=2`))).toEqual([]); // yesterday
  });

  it('leaves out a table booked for an overlapping time, and times when no table fits', async () => {
    const diner = await newDiner(t);
    expect((await book(t, diner.token, { table_id: floor.tables.six, start_date: at('18:00'), duration: 60, guest: 5 })).status).toBe(200);
    const answer = await freeTimes(t, `shop_id=${floor.shopId}&date=${TOMORROW}&guest=5&duration=60`);
    expect(times(answer)).not.toContain('17:30');
    expect(times(answer)).not.toContain('18:00');
    expect(times(answer)).not.toContain('18:30');
    expect(times(answer)).toContain('17:00');
    expect(times(answer)).toContain('19:00');
    expect(slot(await freeTimes(t, `shop_id=${floor.shopId}&date=${TOMORROW}&guest=2&duration=60`), '18:00').tables)
      .toEqual([floor.tables.two, floor.tables.four]);
    expect(times(await freeTimes(t, `shop_id=${floor.shopId}&date=${TOMORROW}&guest=7`))).toEqual([]);
  });

  it('refuses bad input with the field, never a 500', async () => {
    expectFieldError(await freeTimes(t, `shop_id=${floor.shopId}&date=tomorrow&guest=2`), 'date');
    expectFieldError(await freeTimes(t, `shop_id=${floor.shopId}&date=2030-02-30&guest=2`), 'date');
    expectFieldError(await freeTimes(t, `shop_id=${floor.shopId}&date=${TOMORROW}&guest=0`), 'guest');
    expectFieldError(await freeTimes(t, `shop_id=x&date=${TOMORROW}&guest=2`), 'shop_id');
    expectFieldError(await freeTimes(t, `shop_id=${floor.shopId}&date=${TOMORROW}`), 'guest');
    expectRefusal(await freeTimes(t, `shop_id=${floor.shopId}&date=${TOMORROW}&guest=2&duration=45`), 'ERROR_465', 'duration', RESERVATION_MESSAGES.durationInvalid);
    expect((await freeTimes(t, `shop_id=999999&date=${TOMORROW}&guest=2`)).status).toBe(404);
  });
});

describe('POST /dashboard/user/my-bookings', () => {
  it('books a free table in Foodyman\'s shape, records who made it and tells the staff', async () => {
    const staff = await newStaff(t);
    const diner = await newDiner(t);
    const answer = await book(t, diner.token, {
      table_id: floor.tables.four, booking_id: floor.bookingId, start_date: at('12:00'), end_date: at('13:30'), guest: 4, note: 'A high chair, please',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      booking_id: floor.bookingId, user_id: diner.id, table_id: floor.tables.four, start_date: at('12:00'), end_date: at('13:30'),
      status: 'new', guest: 4, note: 'A high chair, please',
      table: { id: floor.tables.four, name: 'T4', chair_count: 4, shop_section: { shop_id: floor.shopId, translation: { title: 'Hall' } } },
      shop: { id: floor.shopId, translation: { title: 'Test branch' } },
      status_changes: [{ status: 'new' }],
    });
    const history = await t.database.db.select().from(userBookingStatusChanges).where(eq(userBookingStatusChanges.userBookingId, answer.body.data.id));
    expect(history).toMatchObject([{ status: 'new', changedBy: diner.id }]);
    const [notice] = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, staff.id), eq(notifications.type, 'new_booking')));
    expect(notice).toMatchObject({ title: String(answer.body.data.id), body: `New table reservation for ${at('12:00')}`, clientId: diner.id });
  });

  it('tells a customer without a phone number the spec\'s message, on `phone`', async () => {
    const noPhone = await newCustomer(t);
    expectRefusal(await book(t, noPhone.token, { table_id: floor.tables.two, start_date: at('15:00'), duration: 60, guest: 2 }),
      'ERROR_117', 'phone', 'Please, make sure you have a phone number in system before making reservation');
  });

  it('refuses each broken rule with its code and field', async () => {
    const diner = await newDiner(t);
    const base = { table_id: floor.tables.two, start_date: at('15:00'), duration: 60, guest: 2 };
    expectRefusal(await book(t, diner.token, { ...base, guest: 3 }), 'ERROR_461', 'guest', RESERVATION_MESSAGES.tooManyGuests);
    expectRefusal(await book(t, diner.token, { ...base, duration: 45 }), 'ERROR_465', 'duration', RESERVATION_MESSAGES.durationInvalid);
    expectRefusal(await book(t, diner.token, { ...base, end_date: at('15:45') }), 'ERROR_465', 'end_date', RESERVATION_MESSAGES.durationInvalid);
    expectRefusal(await book(t, diner.token, { ...base, start_date: at('15:00', floor.closedDay) }), 'ERROR_118', 'start_date', RESERVATION_MESSAGES.closedDay);
    expectRefusal(await book(t, diner.token, { ...base, start_date: at('15:00', '2030-01-13') }), 'ERROR_118', 'start_date', RESERVATION_MESSAGES.closedDay);
    expectRefusal(await book(t, diner.token, { ...base, start_date: at('09:30', '2030-01-07') }), 'ERROR_463', 'start_date', RESERVATION_MESSAGES.tooSoon);
    expectRefusal(await book(t, diner.token, { ...base, start_date: at('15:00', '2030-02-08') }), 'ERROR_464', 'start_date', RESERVATION_MESSAGES.tooFar);
    expectRefusal(await book(t, diner.token, { ...base, start_date: at('21:30') }), 'ERROR_462', 'start_date', RESERVATION_MESSAGES.outsideHours);
    expectRefusal(await book(t, diner.token, { ...base, start_date: at('15:10') }), 'ERROR_462', 'start_date', RESERVATION_MESSAGES.outsideHours);
    expectRefusal(await book(t, diner.token, { ...base, start_date: at('08:00') }), 'ERROR_462', 'start_date', RESERVATION_MESSAGES.outsideHours);
    expectRefusal(await book(t, diner.token, { ...base, table_id: floor.inactiveTable }), 'ERROR_466', 'table_id', RESERVATION_MESSAGES.tableInvalid);
    expectRefusal(await book(t, diner.token, { ...base, table_id: 2_000_000 }), 'ERROR_466', 'table_id', RESERVATION_MESSAGES.tableInvalid);
    expectFieldError(await book(t, diner.token, { ...base, booking_id: floor.bookingId + 1000 }), 'booking_id');
    expect((await book(t, diner.token, base)).status).toBe(200);
    expectRefusal(await book(t, diner.token, { ...base, start_date: at('15:30') }), 'ERROR_460', 'table_id', RESERVATION_MESSAGES.tableTaken);
    expect((await book(t, diner.token, { ...base, start_date: at('16:00') })).status).toBe(200); // back to back is fine
  });

  it('refuses malformed input with the field, never a 500, and needs a sign-in', async () => {
    const diner = await newDiner(t);
    const base = { table_id: floor.tables.two, start_date: at('17:00'), duration: 60, guest: 2 };
    for (const [field, value] of [
      ['start_date', '2030-01-08'], ['start_date', 'tomorrow 7pm'], ['start_date', '2030-13-01 10:00'], ['start_date', 42],
      ['table_id', 'one'], ['table_id', -1], ['guest', 0], ['guest', 51], ['note', 'x'.repeat(501)], ['end_date', at('16:00')],
    ] as const) {
      expectFieldError(await book(t, diner.token, { ...base, [field]: value }), field);
    }
    expectFieldError(await book(t, diner.token, { duration: 60 }), 'table_id');
    expect((await book(t, null, base)).status).toBe(401);
  });

  it('books one table and time exactly once when 20 customers try at the same moment', async () => {
    const diners = await Promise.all(Array.from({ length: 20 }, () => newDiner(t)));
    const answers = await Promise.all(diners.map((diner) => book(t, diner.token, { table_id: floor.tables.six, start_date: at('20:00'), duration: 120, guest: 2 })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) expect(refused.body.statusCode).toBe('ERROR_460');
    const busy = await call(t, 'GET', `/rest/booking/disable-dates/table/${floor.tables.six}?date_from=${TOMORROW}&date_to=${TOMORROW}`, null);
    expect(busy.body).toContainEqual({ start_date: at('20:00'), end_date: at('22:00') });
  });
});

describe('GET /rest/booking/disable-dates/table/{id}', () => {
  it('answers the times a table is taken as a raw array, without canceled ones or anyone\'s name', async () => {
    const diner = await newDiner(t);
    const kept = await book(t, diner.token, { table_id: floor.tables.two, start_date: at('11:00', '2030-01-10'), duration: 60, guest: 1 });
    const dropped = await book(t, diner.token, { table_id: floor.tables.two, start_date: at('13:00', '2030-01-10'), duration: 60, guest: 1 });
    await call(t, 'POST', `/dashboard/user/my-bookings/${dropped.body.data.id}/status/change?status=canceled`, diner.token);
    const busy = await call(t, 'GET', `/rest/booking/disable-dates/table/${floor.tables.two}?date_from=2030-01-10&date_to=2030-01-10`, null);
    expect(busy.body).toEqual([{ start_date: kept.body.data.start_date, end_date: kept.body.data.end_date }]);
    expect((await call(t, 'GET', '/rest/booking/disable-dates/table/999999', null)).status).toBe(404);
    expectFieldError(await call(t, 'GET', `/rest/booking/disable-dates/table/${floor.tables.two}?date_from=soon`, null), 'date_from');
    expectFieldError(await call(t, 'GET', `/rest/booking/disable-dates/table/${floor.tables.two}?date_from=2030-01-10&date_to=2030-01-09`, null), 'date_to');
  });
});

describe('a customer\'s own reservations', () => {
  it('lists, shows and cancels only their own', async () => {
    const [owner, other] = [await newDiner(t), await newDiner(t)];
    const mine = await book(t, owner.token, { table_id: floor.tables.four, start_date: at('10:00', '2030-01-11'), duration: 60, guest: 2 });
    const id = mine.body.data.id;
    const list = await call(t, 'GET', '/dashboard/user/my-bookings', owner.token);
    expect(list.body.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(list.body.meta).toMatchObject({ total: 1, current_page: 1 });
    expect((await call(t, 'GET', '/dashboard/user/my-bookings', other.token)).body.data).toEqual([]);
    expect((await call(t, 'GET', `/dashboard/user/my-bookings/${id}`, other.token)).status).toBe(404);
    expect((await call(t, 'POST', `/dashboard/user/my-bookings/${id}/status/change?status=canceled`, other.token)).status).toBe(404);
    expect((await call(t, 'GET', `/dashboard/user/my-bookings/${id}`, owner.token)).body.data.status).toBe('new');
    for (const path of ['/dashboard/user/my-bookings', `/dashboard/user/my-bookings/${id}`]) expect((await call(t, 'GET', path, null)).status).toBe(401);

    const canceled = await call(t, 'POST', `/dashboard/user/my-bookings/${id}/status/change?status=canceled`, owner.token);
    expect(canceled.body.data).toMatchObject({ status: 'canceled', can_cancel: false, ended: false, status_changes: [{ status: 'new' }, { status: 'canceled' }] });
    expect((await call(t, 'POST', `/dashboard/user/my-bookings/${id}/status/change?status=canceled`, owner.token)).body.statusCode).toBe('ERROR_252');
    expect((await call(t, 'GET', '/dashboard/user/my-bookings?status=new', owner.token)).body.data).toEqual([]);
    expectFieldError(await call(t, 'GET', '/dashboard/user/my-bookings?status=lost', owner.token), 'status');
  });

  it('cannot be canceled once it has started, and says so and when it has ended by the server\'s clock', async () => {
    const diner = await newDiner(t);
    const made = await book(t, diner.token, { table_id: floor.tables.two, start_date: at('10:30', '2030-01-07'), duration: 60, guest: 2 });
    const shown = async () => (await call(t, 'GET', `/dashboard/user/my-bookings/${made.body.data.id}`, diner.token)).body.data;
    expect(made.body.data).toMatchObject({ can_cancel: true, ended: false });
    clock.advance(2 * 3_600_000); // 11:00: started
    try {
      expect(await shown()).toMatchObject({ can_cancel: false, ended: false });
      expectRefusal(await call(t, 'POST', `/dashboard/user/my-bookings/${made.body.data.id}/status/change`, diner.token), 'ERROR_467', 'status', RESERVATION_MESSAGES.notCancellable);
      clock.advance(3_600_000); // 12:00: over
      expect(await shown()).toMatchObject({ can_cancel: false, ended: true });
    } finally {
      clock.advance(-3 * 3_600_000);
    }
  });
});

describe('staff', () => {
  it('alone list every reservation and accept or cancel one; the customer is told in their language unless they turned it off', async () => {
    const staff = await newStaff(t);
    const diner = await newDiner(t);
    await t.database.db.update(users).set({ lang: 'fr' }).where(eq(users.id, diner.id));
    const made = await book(t, diner.token, { table_id: floor.tables.four, start_date: at('19:00', '2030-01-11'), duration: 60, guest: 2 });
    const id = made.body.data.id;
    const setStatus = (token: string | null, status: unknown) => call(t, 'POST', `/dashboard/staff/bookings/${id}/status`, token, { status });

    expect((await setStatus(null, 'accepted')).status).toBe(401);
    expect((await setStatus(diner.token, 'accepted')).status).toBe(403);
    expect((await call(t, 'GET', '/dashboard/staff/bookings/paginate', diner.token)).status).toBe(403);
    expectFieldError(await setStatus(staff.token, 'seated'), 'status');

    const accepted = await setStatus(staff.token, 'accepted');
    expect(accepted.body.data.status).toBe('accepted');
    const history = await t.database.db.select().from(userBookingStatusChanges).where(eq(userBookingStatusChanges.userBookingId, id));
    expect(history.map((change) => [change.status, change.changedBy])).toEqual([['new', diner.id], ['accepted', staff.id]]);
    const told = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, diner.id), eq(notifications.type, 'booking_status')));
    expect(told).toMatchObject([{ title: String(id), body: 'Votre réservation est confirmée. À bientôt !', data: { id, status: 'accepted', type: 'booking_status' } }]);
    expect((await setStatus(staff.token, 'accepted')).body.statusCode).toBe('ERROR_252');

    const list = await call(t, 'GET', '/dashboard/staff/bookings/paginate?status=accepted', staff.token);
    expect(list.body.data.map((r: { id: number }) => r.id)).toContain(id);

    await t.database.db.insert(notificationPreferences).values({ userId: diner.id, type: 'booking_status', active: false });
    expect((await setStatus(staff.token, 'canceled')).body.data.status).toBe('canceled');
    expect(await t.database.db.select().from(notifications).where(and(eq(notifications.userId, diner.id), eq(notifications.type, 'booking_status')))).toHaveLength(1);
    expectFieldError(await setStatus(staff.token, 'accepted'), 'status');
    expect((await call(t, 'POST', '/dashboard/staff/bookings/999999/status', staff.token, { status: 'accepted' })).status).toBe(404);
  });
});
