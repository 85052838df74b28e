// When an order is wanted: as soon as possible (only while the branch is open) or a 30-minute
// slot of one of the next days within that day's working hours. The branch's local time is the
// server's local time (as the demo refresh's), so a day is `YYYY-MM-DD` of the local calendar.
// Working-day times are stored as the reference's "09-00" (spec §4) and read as 09:00.
import { and, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopClosedDates, shopWorkingDays, shops } from '../../db/schema';
import { WEEK_DAYS, localDate } from '../../db/calendar';
import { badRequest } from '../../http/errors';
import { CHECKOUT_MESSAGES, shopClosed } from './validation';

export const SLOT_MINUTES = 30;
/** A scheduled order is at least this far ahead, so the kitchen can make it. */
export const LEAD_MINUTES = 30;
export const MAX_DAYS_AHEAD = 7;

export interface ShopSchedule {
  open: boolean;
  days: { day: string; from: string; to: string; disabled: boolean }[];
  closedDates: string[];
}

export interface DeliveryTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
  asap: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Minutes after midnight → `HH:MM`. */
export const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const minutesOfDay = (date: Date) => date.getHours() * 60 + date.getMinutes();

/** "09-00" or "09:00" → minutes after midnight; null when unreadable. */
function minutesOf(text: string): number | null {
  const match = /^(\d{1,2})[-:](\d{2})$/.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 24 * 60 ? minutes : null;
}

/** The local midnight of a `YYYY-MM-DD` day; null for anything that is no calendar day. */
export function dayStart(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return localDate(date) === day ? date : null;
}

export const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** The branch's working hours on `day` (minutes), or null when it is closed that day. */
export function hoursOn(schedule: ShopSchedule, day: string): { from: number; to: number } | null {
  const start = dayStart(day);
  if (!start || schedule.closedDates.includes(day)) return null;
  const entry = schedule.days.find((row) => row.day === WEEK_DAYS[start.getDay()]);
  if (!entry || entry.disabled) return null;
  const from = minutesOf(entry.from);
  const to = minutesOf(entry.to);
  return from === null || to === null || from >= to ? null : { from, to };
}

/** Whether an order can be made now: the open flag, today's hours, not a closed date. */
export function isOpenNow(schedule: ShopSchedule, now: Date): boolean {
  const hours = schedule.open ? hoursOn(schedule, localDate(now)) : null;
  const minute = minutesOfDay(now);
  return hours !== null && minute >= hours.from && minute < hours.to;
}

/** A day a slot may be booked on: a calendar day from today to MAX_DAYS_AHEAD days ahead. */
export function checkDay(field: string, day: string, now: Date): string {
  const start = dayStart(day);
  if (!start) throw badRequest(field, `The ${field} must be a date in the format YYYY-MM-DD.`);
  if (day < localDate(now)) throw badRequest(field, `The ${field} must be a date after or equal to today.`);
  if (day > localDate(addDays(now, MAX_DAYS_AHEAD))) {
    throw badRequest(field, `The ${field} may not be more than ${MAX_DAYS_AHEAD} days ahead.`);
  }
  return day;
}

/** Whether `time` (minutes) of `day` is at least LEAD_MINUTES after `now`. */
const farEnough = (day: string, minutes: number, now: Date) =>
  dayStart(day)!.getTime() + minutes * 60_000 >= now.getTime() + LEAD_MINUTES * 60_000;

/** The bookable slot times of `day` (a checked day): every half hour from opening to before
 * closing, at least LEAD_MINUTES from now. None when the branch is closed that day. */
export function slotsOn(schedule: ShopSchedule, day: string, now: Date): string[] {
  const hours = schedule.open ? hoursOn(schedule, day) : null;
  if (!hours) return [];
  const times: string[] = [];
  for (let t = Math.ceil(hours.from / SLOT_MINUTES) * SLOT_MINUTES; t < hours.to; t += SLOT_MINUTES) {
    if (farEnough(day, t, now)) times.push(clock(t));
  }
  return times;
}

function checkTime(schedule: ShopSchedule, day: string, time: string, now: Date): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw badRequest('delivery_time', 'The delivery_time must be a time in the format HH:MM.');
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes % SLOT_MINUTES) throw badRequest('delivery_time', 'The delivery_time must be on a 30-minute slot (HH:00 or HH:30).');
  if (!farEnough(day, minutes, now)) throw badRequest('delivery_time', `The delivery_time must be at least ${LEAD_MINUTES} minutes from now.`);
  const hours = hoursOn(schedule, day)!;
  const first = Math.ceil(hours.from / SLOT_MINUTES) * SLOT_MINUTES;
  const last = Math.ceil(hours.to / SLOT_MINUTES) * SLOT_MINUTES - SLOT_MINUTES;
  if (minutes < first || minutes > last) {
    throw badRequest('delivery_time', `The delivery_time must be between ${clock(first)} and ${clock(last)} on this day.`);
  }
  return time;
}

/** The order's delivery day and time: now when neither is given (the branch must be open now),
 * else a checked slot. The open flag is checked by the caller (ERROR_118 on shop_id). */
export function resolveDeliveryTime(
  schedule: ShopSchedule, request: { delivery_date?: string | null; delivery_time?: string | null }, now: Date,
): DeliveryTime {
  const date = request.delivery_date?.trim() || undefined;
  const time = request.delivery_time?.trim() || undefined;
  if (date === undefined && time === undefined) {
    if (!isOpenNow(schedule, now)) throw shopClosed('delivery_time', CHECKOUT_MESSAGES.closedNow);
    return { date: localDate(now), time: clock(minutesOfDay(now)), asap: true };
  }
  if (date === undefined) throw badRequest('delivery_date', 'The delivery_date field is required when delivery_time is present.');
  if (time === undefined) throw badRequest('delivery_time', 'The delivery_time field is required when delivery_date is present.');
  checkDay('delivery_date', date, now);
  if (!hoursOn(schedule, date)) throw shopClosed('delivery_date', CHECKOUT_MESSAGES.closedDay);
  return { date, time: checkTime(schedule, date, time, now), asap: false };
}

/** The branch's open flag, working days and closed dates from today on (one query at a time:
 * `db` may be a transaction's single connection). */
export async function loadSchedule(db: Database, shop: typeof shops.$inferSelect, now: Date): Promise<ShopSchedule> {
  const days = await db.select().from(shopWorkingDays).where(eq(shopWorkingDays.shopId, shop.id));
  const closed = await db.select({ day: shopClosedDates.day }).from(shopClosedDates)
    .where(and(eq(shopClosedDates.shopId, shop.id), gte(shopClosedDates.day, localDate(now))));
  return { open: shop.open, days, closedDates: closed.map((row) => row.day) };
}
