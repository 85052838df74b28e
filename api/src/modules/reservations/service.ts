// Table reservations: the free times of a branch, booking a table, a customer's reservations and
// their cancellation, and the staff's answer. A table is never booked twice for overlapping times:
// a new reservation is checked and written with the table's row locked, so concurrent requests for
// one table take turns. An account holds at most `maxUpcoming` upcoming reservations (not canceled,
// not over), so that one account cannot take every table of a branch; the count is made with the
// account's row locked, so its parallel bookings take turns and cannot pass the cap together
// (docs/reservations.md).
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/common-tables';
import { localDate } from '../../db/calendar';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Clock } from '../../http/clock';
import { resourceDate } from '../../http/envelope';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { pageOffset, paginated, type PageRequest, type PageUrl } from '../../http/pagination';
import type { RequestContext } from '../../http/request-context';
import { optionalText } from '../../http/text';
import { pickTranslations, wantedLocales } from '../../http/translation';
import { idempotencyKey } from '../../http/idempotency-key';
import { settings } from '../settings';
import { clock as formatClock, shops, type ShopSchedule, shopTranslations } from '../shops';
import {
  bookingClosedDates, bookingTables, bookingWorkingDays, bookings, shopSections, userBookingStatusChanges, userBookings,
  type ReservationStatus,
} from './tables';
import type { FloorService } from './floor';
import {
  NOTE_MAX, cancellableByCustomer, checkStay, dayStart, formatLocalDateTime, parseLocalDateTime, readSettings, refusal, startTimesOn,
  type ReservationSettings,
} from './rules';

const SETTING_KEYS = ['reservation_time_durations', 'reservation_before_time', 'min_reservation_time'];

export interface FreeTimesRequest {
  shop_id: number;
  date: string;
  guest: number;
  duration?: number;
}

export interface BookRequest {
  table_id: number;
  booking_id?: number;
  start_date: string;
  end_date?: string;
  duration?: number;
  guest?: number;
  note?: string | null;
}

/** An Idempotency-Key and the hash of the request it came with. */
interface BookingKey {
  key: string;
  hash: string;
}

/** sha256 of the request's own fields in a fixed order (extra fields are ignored, as they are
 * when booking). */
const bookingHash = (request: BookRequest) => createHash('sha256').update(JSON.stringify([
  request.table_id, request.booking_id, request.start_date, request.end_date, request.duration, request.guest, request.note,
].map((value) => value ?? null))).digest('hex');

/** Non-canceled reservations of `tableIds` overlapping [from, to). */
const overlapping = (tableIds: number[], from: Date, to: Date) => and(
  inArray(userBookings.tableId, tableIds), ne(userBookings.status, 'canceled'), lt(userBookings.startDate, to), gt(userBookings.endDate, from),
);

export interface ReservationLimits {
  /** MAX_UPCOMING_RESERVATIONS: upcoming reservations one account may hold. */
  maxUpcoming: number;
}

/** Who hears of a reservation, in the transaction that makes or moves it: the staff of a new one,
 * its customer of a status change. The notifications module, which reads the reservations (so
 * reservations imports none of it): app.ts passes it in. */
export interface BookingNotices {
  newBooking(tx: Database, bookingId: number, customerId: number, startDate: string, at: Date): Promise<void>;
  statusChanged(tx: Database, bookingId: number, status: ReservationStatus, changedBy: number | null, at: Date): Promise<void>;
}

export function createReservationsService(
  db: Database, floors: FloorService, clock: Clock, { maxUpcoming }: ReservationLimits, notices: BookingNotices,
) {
  async function loadSettings(tx: Database = db): Promise<ReservationSettings> {
    const rows = await tx.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, SETTING_KEYS));
    return readSettings(new Map(rows.map((row) => [row.key, row.value])));
  }

  /** The branch's booking row and reservation hours; 404 when it takes no reservations. */
  async function scheduleOf(tx: Database, shopId: number, now: Date): Promise<{ bookingId: number; schedule: ShopSchedule }> {
    const [booking] = await tx.select().from(bookings).innerJoin(shops, eq(shops.id, bookings.shopId)).where(eq(bookings.shopId, shopId));
    if (!booking) throw notFound();
    const days = await tx.select().from(bookingWorkingDays).where(eq(bookingWorkingDays.shopId, shopId));
    const closed = await tx.select({ day: bookingClosedDates.day }).from(bookingClosedDates)
      .where(and(eq(bookingClosedDates.shopId, shopId), sql`${bookingClosedDates.day} >= ${localDate(now)}`));
    return {
      bookingId: booking.bookings.id,
      schedule: { open: booking.bookings.active && booking.shops.visibility, days, closedDates: closed.map((row) => row.day) },
    };
  }

  /** The branch's active tables seating at least `guest`, smallest first. */
  const tablesFor = (tx: Database, shopId: number, guest: number) => tx
    .select({ id: bookingTables.id, chairCount: bookingTables.chairCount }).from(bookingTables)
    .innerJoin(shopSections, eq(shopSections.id, bookingTables.sectionId))
    .where(and(eq(shopSections.shopId, shopId), eq(bookingTables.active, true), sql`${bookingTables.chairCount} >= ${guest}`))
    .orderBy(asc(bookingTables.chairCount), asc(bookingTables.id));

  /** The start times of a day with, for each, the tables fitting the party that are free for the
   * whole stay; times without a free table are left out. */
  async function freeTimes(request: FreeTimesRequest) {
    const now = clock();
    if (!dayStart(request.date)) throw badRequest('date', 'The date must be a date in the format YYYY-MM-DD.', { code: 'format', format: 'date' });
    const rules = await loadSettings();
    const duration = request.duration ?? rules.durations[0];
    if (!rules.durations.includes(duration)) throw refusal.durationInvalid('duration');
    const { schedule } = await scheduleOf(db, request.shop_id, now);
    const starts = startTimesOn(schedule, rules, request.date, duration, now);
    const tables = starts.length ? await tablesFor(db, request.shop_id, request.guest) : [];
    const dayFrom = dayStart(request.date)!;
    const dayTo = new Date(dayFrom.getTime() + 36 * 3_600_000); // a stay may end after midnight
    const taken = tables.length
      ? await db.select({ tableId: userBookings.tableId, start: userBookings.startDate, end: userBookings.endDate }).from(userBookings)
        .where(overlapping(tables.map((table) => table.id), dayFrom, dayTo))
      : [];
    const slots = starts.map((minutes) => {
      const from = new Date(dayFrom.getTime() + minutes * 60_000);
      const to = new Date(from.getTime() + duration * 60_000);
      const free = tables.filter((table) => !taken.some((b) => b.tableId === table.id && b.start < to && b.end > from));
      return { time: formatClock(minutes), start_date: formatLocalDateTime(from), end_date: formatLocalDateTime(to), tables: free.map((t) => t.id) };
    });
    return { date: request.date, duration, guest: request.guest, durations: rules.durations, times: slots.filter((slot) => slot.tables.length) };
  }

  /** Foodyman's busy intervals of a table, from `from` (default today) for `days`. */
  async function busyIntervals(tableId: number, from: string | undefined, to: string | undefined) {
    const [table] = await db.select({ id: bookingTables.id }).from(bookingTables).where(eq(bookingTables.id, tableId));
    if (!table) throw notFound();
    const start = from === undefined ? dayStart(localDate(clock())) : dayStart(from);
    if (!start) throw badRequest('date_from', 'The date_from must be a date in the format YYYY-MM-DD.', { code: 'format', format: 'date' });
    const end = to === undefined ? new Date(start.getTime() + 31 * 86_400_000) : dayStart(to);
    if (!end) throw badRequest('date_to', 'The date_to must be a date in the format YYYY-MM-DD.', { code: 'format', format: 'date' });
    if (end < start) throw badRequest('date_to', 'The date_to must be a date after or equal to date_from.', { code: 'before_start' });
    const rows = await db.select({ start: userBookings.startDate, end: userBookings.endDate }).from(userBookings)
      .where(overlapping([tableId], start, new Date(end.getTime() + 86_400_000))).orderBy(asc(userBookings.startDate));
    return rows.map((row) => ({ start_date: formatLocalDateTime(row.start), end_date: formatLocalDateTime(row.end) }));
  }

  /** The account's upcoming reservations: not canceled and not over (as "Upcoming" in the web's list). */
  async function upcomingOf(tx: Database, userId: number, now: Date): Promise<number> {
    const [{ upcoming }] = await tx.select({ upcoming: count() }).from(userBookings)
      .where(and(eq(userBookings.userId, userId), ne(userBookings.status, 'canceled'), gt(userBookings.endDate, now)));
    return upcoming;
  }

  /** The id of the user's reservation booked with `key`; 409 when it came with another request. */
  async function keyedBooking(tx: Database, userId: number, key: BookingKey): Promise<number | undefined> {
    const [row] = await tx.select({ id: userBookings.id, requestHash: userBookings.requestHash }).from(userBookings)
      .where(and(eq(userBookings.userId, userId), eq(userBookings.idempotencyKey, key.key)));
    if (row && row.requestHash !== key.hash) throw refusal.keyReused();
    return row?.id;
  }

  /** Books a table: the account and the table are locked while it is checked and written (see the
   * file's top). With an Idempotency-Key, a repeat (a client sending again a request whose answer
   * it never got) answers the reservation the first one made, instead of finding its table taken. */
  async function book(userId: number, request: BookRequest, ctx: RequestContext, keyHeader?: string | string[]) {
    const keyText = idempotencyKey(keyHeader);
    const key = keyText === null ? null : { key: keyText, hash: bookingHash(request) };
    const id = (key && await keyedBooking(db, userId, key))
      ?? await db.transaction((tx) => bookLocked(tx, userId, request, key)).catch((error: unknown) => keyWinner(error, userId, key));
    return (await views([eq(userBookings.id, id)], ctx))[0];
  }

  /** Two submits with one key that did not meet at the account's lock: the key's unique index let
   * one reservation in, which the other answers. Any other error stands. */
  async function keyWinner(error: unknown, userId: number, key: BookingKey | null): Promise<number> {
    const winner = key && isUniqueViolation(error, 'user_bookings_user_idempotency_key') ? await keyedBooking(db, userId, key) : undefined;
    if (winner === undefined) throw error;
    return winner;
  }

  /** Checks and writes one reservation inside `tx`; answers its id (or that of the keyed one). */
  async function bookLocked(tx: Database, userId: number, request: BookRequest, key: BookingKey | null): Promise<number> {
    const now = clock();
    const start = parseLocalDateTime(request.start_date);
    if (!start) throw badRequest('start_date', 'The start_date must be a date and time in the format YYYY-MM-DD HH:MM.', { code: 'format', format: 'date-time' });
    const { duration, durationField } = stayLength(start, request);
    const note = optionalText('note', request.note, NOTE_MAX);
    const guest = request.guest ?? 1;
    // The account's row, then the table's: always in this order (no deadlock between bookings).
    // NO KEY UPDATE: bookings of one account wait for each other, rows pointing at the user do not.
    const [user] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).for('no key update');
    // A parallel submit with this key may have booked while we waited for the account's row.
    const keyed = key ? await keyedBooking(tx, userId, key) : undefined;
    if (keyed !== undefined) return keyed;
    const [table] = await tx.select({ id: bookingTables.id, chairCount: bookingTables.chairCount, active: bookingTables.active, shopId: shopSections.shopId })
      .from(bookingTables).innerJoin(shopSections, eq(shopSections.id, bookingTables.sectionId))
      .where(eq(bookingTables.id, request.table_id)).for('update', { of: bookingTables });
    if (!table?.active) throw refusal.tableInvalid();
    if (!user?.phone?.trim()) throw refusal.noPhone();
    if (await upcomingOf(tx, userId, now) >= maxUpcoming) throw refusal.tooManyUpcoming(maxUpcoming);
    // A table of a branch that takes no reservations is not a table one can book.
    const { bookingId, schedule } = await scheduleOf(tx, table.shopId, now).catch((error: unknown) => {
      throw error instanceof ApiError && error.httpStatus === 404 ? refusal.tableInvalid() : error;
    });
    if (request.booking_id !== undefined && request.booking_id !== bookingId) {
      throw badRequest('booking_id', 'The booking_id must be the booking of the table\'s branch.', { code: 'invalid' });
    }
    if (guest > table.chairCount) throw refusal.tooManyGuests(table.chairCount);
    checkStay(schedule, await loadSettings(tx), start, duration, durationField, now);
    const end = new Date(start.getTime() + duration * 60_000);
    const [clash] = await tx.select({ id: userBookings.id }).from(userBookings).where(overlapping([table.id], start, end)).limit(1);
    if (clash) throw refusal.tableTaken();
    const [created] = await tx.insert(userBookings).values({
      bookingId, userId, tableId: table.id, startDate: start, endDate: end, guest, note,
      idempotencyKey: key?.key ?? null, requestHash: key?.hash ?? null, createdAt: now, updatedAt: now,
    }).returning({ id: userBookings.id });
    await tx.insert(userBookingStatusChanges).values({ userBookingId: created.id, status: 'new', changedBy: userId, createdAt: now });
    await notices.newBooking(tx, created.id, userId, formatLocalDateTime(start), now);
    return created.id;
  }

  /** The stay's length in minutes: `end_date − start_date`, else `duration`, else the shortest offered. */
  function stayLength(start: Date, request: BookRequest): { duration: number; durationField: string } {
    if (request.end_date !== undefined) {
      const end = parseLocalDateTime(request.end_date);
      if (!end) throw badRequest('end_date', 'The end_date must be a date and time in the format YYYY-MM-DD HH:MM.', { code: 'format', format: 'date-time' });
      if (end <= start) throw badRequest('end_date', 'The end_date must be after the start_date.', { code: 'before_start' });
      return { duration: Math.round((end.getTime() - start.getTime()) / 60_000), durationField: 'end_date' };
    }
    return { duration: request.duration ?? 0, durationField: 'duration' };
  }

  /** Reservations as the contract shows them, with their table, section and branch. */
  async function views(where: SQL[], ctx: RequestContext, page?: PageRequest) {
    const query = db.select({ booking: userBookings, table: bookingTables, section: shopSections, shopUuid: shops.uuid }).from(userBookings)
      .innerJoin(bookingTables, eq(bookingTables.id, userBookings.tableId))
      .innerJoin(shopSections, eq(shopSections.id, bookingTables.sectionId))
      .innerJoin(shops, eq(shops.id, shopSections.shopId))
      .where(and(...where)).orderBy(desc(userBookings.startDate), desc(userBookings.id));
    const rows = page ? await query.limit(page.perPage).offset(pageOffset(page)) : await query;
    if (!rows.length) return [];
    const now = clock();
    const locales = wantedLocales(ctx.locale, ctx.defaultLocale);
    const tables = await floors.tableViews(rows, ctx);
    const shopIds = [...new Set(rows.map((row) => row.section.shopId))];
    const shopTexts = pickTranslations(await db.select().from(shopTranslations)
      .where(and(inArray(shopTranslations.shopId, shopIds), inArray(shopTranslations.locale, locales))), (r) => r.shopId, ctx.locale);
    const history = await db.select().from(userBookingStatusChanges)
      .where(inArray(userBookingStatusChanges.userBookingId, rows.map((row) => row.booking.id))).orderBy(asc(userBookingStatusChanges.id));
    return rows.map(({ booking, section, shopUuid }, i) => {
      const shopText = shopTexts.get(section.shopId);
      return {
        id: booking.id, booking_id: booking.bookingId, user_id: booking.userId, table_id: booking.tableId,
        start_date: formatLocalDateTime(booking.startDate), end_date: formatLocalDateTime(booking.endDate),
        status: booking.status, guest: booking.guest, ...(booking.note ? { note: booking.note } : {}),
        can_cancel: cancellableByCustomer(booking, now), ended: booking.endDate <= now,
        created_at: resourceDate(booking.createdAt), updated_at: resourceDate(booking.updatedAt),
        table: tables[i],
        shop: { id: section.shopId, uuid: shopUuid, translation: { id: shopText?.id ?? 0, locale: shopText?.locale ?? ctx.locale, title: shopText?.title ?? '' } },
        status_changes: history.filter((change) => change.userBookingId === booking.id)
          .map((change) => ({ status: change.status, created_at: resourceDate(change.createdAt) })),
      };
    });
  }

  async function list(where: SQL[], page: PageRequest, url: PageUrl, ctx: RequestContext) {
    const [{ total }] = await db.select({ total: count() }).from(userBookings).where(and(...where));
    return paginated(await views(where, ctx, page), total, page, url);
  }

  const statusFilter = (status: ReservationStatus | undefined) => (status ? [eq(userBookings.status, status)] : []);

  /** Moves a reservation to `status`, recorded with its author, and tells its customer. */
  async function move(tx: Database, id: number, status: ReservationStatus, changedBy: number, now: Date) {
    await tx.update(userBookings).set({ status, updatedAt: now }).where(eq(userBookings.id, id));
    await tx.insert(userBookingStatusChanges).values({ userBookingId: id, status, changedBy, createdAt: now });
    await notices.statusChanged(tx, id, status, changedBy, now);
  }

  /** The reservation row, locked; 404 unless it exists (and, with `ownerId`, is theirs). */
  async function lockedBooking(tx: Database, id: number, ownerId?: number) {
    const [row] = await tx.select().from(userBookings)
      .where(ownerId === undefined ? eq(userBookings.id, id) : and(eq(userBookings.id, id), eq(userBookings.userId, ownerId))).for('update');
    if (!row) throw notFound();
    return row;
  }

  return {
    freeTimes,
    busyIntervals,
    book,
    mine: (userId: number, status: ReservationStatus | undefined, page: PageRequest, url: PageUrl, ctx: RequestContext) =>
      list([eq(userBookings.userId, userId), ...statusFilter(status)], page, url, ctx),
    async showMine(userId: number, id: number, ctx: RequestContext) {
      const [view] = await views([eq(userBookings.id, id), eq(userBookings.userId, userId)], ctx);
      if (!view) throw notFound();
      return view;
    },
    /** The customer cancels their own reservation until it starts. */
    async cancelMine(userId: number, id: number, ctx: RequestContext) {
      const now = clock();
      await db.transaction(async (tx) => {
        const row = await lockedBooking(tx, id, userId);
        if (row.status === 'canceled') throw refusal.sameStatus();
        if (!cancellableByCustomer(row, now)) throw refusal.notCancellable();
        await move(tx, id, 'canceled', userId, now);
      });
      return this.showMine(userId, id, ctx);
    },
    all: (status: ReservationStatus | undefined, page: PageRequest, url: PageUrl, ctx: RequestContext) =>
      list(statusFilter(status), page, url, ctx),
    /** Staff accept a new reservation or cancel one that is not canceled. */
    async setStatus(staffId: number, id: number, status: 'accepted' | 'canceled', ctx: RequestContext) {
      const now = clock();
      await db.transaction(async (tx) => {
        const row = await lockedBooking(tx, id);
        if (row.status === status) throw refusal.sameStatus();
        if (row.status === 'canceled') throw badRequest('status', 'A canceled reservation cannot change.', { code: 'not_allowed' });
        await move(tx, id, status, staffId, now);
      });
      return (await views([eq(userBookings.id, id)], ctx))[0];
    },
  };
}

export type ReservationsService = ReturnType<typeof createReservationsService>;
