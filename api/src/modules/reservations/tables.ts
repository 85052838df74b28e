// The reservations' tables (docs/reservations.md): a branch's booking hours, dining areas and
// tables, and the customers' reservations.
import { boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { id, createdAt, translationsTable, timestamps } from '../../db/columns';
import { users } from '../../db/common-tables';
import { closedDatesTable, shops, weekHoursTable } from '../shops';

// Table reservations (docs/reservations.md).

/** A branch's booking configuration (Foodyman's `bookings`): the longest stay it takes. */
export const bookings = pgTable('bookings', {
  id: id(),
  shopId: integer('shop_id').notNull().unique().references(() => shops.id, { onDelete: 'cascade' }),
  /** The longest reservation, in minutes. */
  maxTime: integer('max_time').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** When a branch takes reservations, per week day (like the shop's hours). */
export const bookingWorkingDays = weekHoursTable('booking_working_days');

/** Days a branch takes no reservations. */
export const bookingClosedDates = closedDatesTable('booking_closed_dates');

/** A dining area of a branch (hall, terrace, …). */
export const shopSections = pgTable('shop_sections', {
  id: id(),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  /** Floor area in square metres. */
  area: integer('area').notNull().default(0),
  img: text('img'),
}, (t) => [index('shop_sections_shop_id').on(t.shopId)]);

export const shopSectionTranslations = translationsTable('shop_section_translations', { key: 'sectionId', parent: () => shopSections.id }, {
  title: text('title').notNull(),
});

/** A table of a section; `chair_count` is how many it seats. */
export const bookingTables = pgTable('booking_tables', {
  id: id(),
  sectionId: integer('shop_section_id').notNull().references(() => shopSections.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  chairCount: integer('chair_count').notNull(),
  active: boolean('active').notNull().default(true),
}, (t) => [index('booking_tables_section_id').on(t.sectionId)]);

export const RESERVATION_STATUSES = ['new', 'accepted', 'canceled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** A customer's reservation of a table from `start_date` to `end_date` (server local time). Two
 * reservations of a table that are not canceled never overlap: a new one is checked with the
 * table's row locked (reservations/service.ts). */
export const userBookings = pgTable('user_bookings', {
  id: id(),
  bookingId: integer('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tableId: integer('table_id').notNull().references(() => bookingTables.id, { onDelete: 'cascade' }),
  startDate: timestamp('start_date', { mode: 'date' }).notNull(),
  endDate: timestamp('end_date', { mode: 'date' }).notNull(),
  status: text('status', { enum: RESERVATION_STATUSES }).notNull().default('new'),
  guest: integer('guest').notNull(),
  note: text('note'),
  /** The client's Idempotency-Key and a hash of the request it came with. */
  idempotencyKey: text('idempotency_key'),
  requestHash: text('request_hash'),
  ...timestamps(),
}, (t) => [
  index('user_bookings_user_id').on(t.userId, t.id),
  index('user_bookings_table_start').on(t.tableId, t.startDate),
  unique('user_bookings_user_idempotency_key').on(t.userId, t.idempotencyKey),
]);

/** Every status a reservation went through, with when and who (null: the demo's simulator). */
export const userBookingStatusChanges = pgTable('user_booking_status_changes', {
  id: id(),
  userBookingId: integer('user_booking_id').notNull().references(() => userBookings.id, { onDelete: 'cascade' }),
  status: text('status', { enum: RESERVATION_STATUSES }).notNull(),
  changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [index('user_booking_status_changes_booking').on(t.userBookingId, t.id)]);
