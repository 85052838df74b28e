// When an order is wanted: as soon as possible (only while the branch is open now) or a 30-minute
// slot of one of the next days within that day's opening. Whether the branch is open and a day's
// opening are the one rule of `shops/hours.ts`, in the branch's time zone (`shops.time_zone`,
// null → the server's): a day is `YYYY-MM-DD` of the branch's calendar, and an opening whose
// closing is at or before its opening ("18-00".."02-00") runs into the next day, so that day's
// slots go on after midnight (18:00 .. 01:30) and such a slot is on the next calendar day.
import { and, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/errors';
import {
  clock, DAY_MINUTES, type DayHours, hoursOn, isCalendarDay, isOpenAt, localNow, momentOf, shiftDay, shopClosedDates, shops,
  type ShopSchedule, shopWorkingDays, zoneOf,
} from '../shops';
import { CHECKOUT_MESSAGES, shopClosed } from './validation';

export const SLOT_MINUTES = 30;
/** A scheduled order is at least this far ahead, so the kitchen can make it. */
export const LEAD_MINUTES = 30;
export const MAX_DAYS_AHEAD = 7;

export interface DeliveryTime {
  /** YYYY-MM-DD of the branch's calendar. */
  date: string;
  /** HH:MM of the branch's clocks. */
  time: string;
  asap: boolean;
}

/** Whether an order can be made now: the branch is open by the one rule (shops/hours.ts). */
export const isOpenNow = (schedule: ShopSchedule, now: Date): boolean => isOpenAt(schedule, now);

/** A day a slot may be booked on: a calendar day from the branch's today to MAX_DAYS_AHEAD days
 * ahead (`timeZone`: the branch's, null → the server's). */
export function checkDay(field: string, day: string, now: Date, timeZone?: string | null): string {
  if (!isCalendarDay(day)) throw badRequest(field, `The ${field} must be a date in the format YYYY-MM-DD.`, { code: 'format', format: 'date' });
  const today = localNow(now, zoneOf(timeZone)).date;
  if (day < today) throw badRequest(field, `The ${field} must be a date after or equal to today.`, { code: 'in_past' });
  if (day > shiftDay(today, MAX_DAYS_AHEAD)) {
    throw badRequest(field, `The ${field} may not be more than ${MAX_DAYS_AHEAD} days ahead.`, { code: 'too_far', max: MAX_DAYS_AHEAD });
  }
  return day;
}

/** Whether minute `minutes` of `day` (past DAY_MINUTES: the next day's) is at least
 * LEAD_MINUTES after `now`. */
const farEnough = (schedule: ShopSchedule, day: string, minutes: number, now: Date) =>
  momentOf(day, minutes, zoneOf(schedule.timeZone)).getTime() >= now.getTime() + LEAD_MINUTES * 60_000;

/** The first and last slot minutes of an opening (the last starts half an hour before closing at the latest). */
const slotBounds = (hours: DayHours) => ({
  first: Math.ceil(hours.from / SLOT_MINUTES) * SLOT_MINUTES,
  last: Math.ceil(hours.to / SLOT_MINUTES) * SLOT_MINUTES - SLOT_MINUTES,
});

/** Slot minute `minutes` of `day` → the calendar day and time it is at. */
const slotAt = (day: string, minutes: number) => ({ date: shiftDay(day, Math.floor(minutes / DAY_MINUTES)), time: clock(minutes % DAY_MINUTES) });

/** The bookable slots of `day` (a checked day): every half hour from its opening to before its
 * closing (after midnight when the opening runs into the next day), at least LEAD_MINUTES from
 * now; each with the calendar day it is on. None when the branch is closed that day. */
export function slotPlacesOn(schedule: ShopSchedule, day: string, now: Date): { date: string; time: string }[] {
  const hours = schedule.open ? hoursOn(schedule, day) : null;
  if (!hours) return [];
  const places: { date: string; time: string }[] = [];
  for (let t = slotBounds(hours).first; t < hours.to; t += SLOT_MINUTES) {
    if (farEnough(schedule, day, t, now)) places.push(slotAt(day, t));
  }
  return places;
}

/** The bookable slot times (HH:MM) of `day`, in order (see slotPlacesOn). */
export const slotsOn = (schedule: ShopSchedule, day: string, now: Date): string[] =>
  slotPlacesOn(schedule, day, now).map((place) => place.time);

/** A checked slot `time` of `day`: a time before the day's opening that its opening reaches
 * after midnight is that night's (the next calendar day). */
function checkTime(schedule: ShopSchedule, day: string, time: string, now: Date): { date: string; time: string } {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw badRequest('delivery_time', 'The delivery_time must be a time in the format HH:MM.', { code: 'format', format: 'time' });
  const hours = hoursOn(schedule, day)!;
  let minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes < hours.from && minutes + DAY_MINUTES < hours.to) minutes += DAY_MINUTES;
  if (minutes % SLOT_MINUTES) throw badRequest('delivery_time', 'The delivery_time must be on a 30-minute slot (HH:00 or HH:30).', { code: 'format', format: 'half-hour' });
  if (!farEnough(schedule, day, minutes, now)) throw badRequest('delivery_time', `The delivery_time must be at least ${LEAD_MINUTES} minutes from now.`, { code: 'too_soon', min: LEAD_MINUTES });
  const { first, last } = slotBounds(hours);
  if (minutes < first || minutes > last) {
    throw badRequest('delivery_time',
      `The delivery_time must be between ${clock(first % DAY_MINUTES)} and ${clock(last % DAY_MINUTES)} on this day.`, { code: 'outside_hours' });
  }
  return slotAt(day, minutes);
}

/** The order's delivery day and time: now when neither is given (the branch must be open now),
 * else a checked slot (its calendar day: the next one for a slot after midnight). The open flag
 * is checked by the caller (ERROR_118 on shop_id). */
export function resolveDeliveryTime(
  schedule: ShopSchedule, request: { delivery_date?: string | null; delivery_time?: string | null }, now: Date,
): DeliveryTime {
  const date = request.delivery_date?.trim() || undefined;
  const time = request.delivery_time?.trim() || undefined;
  if (date === undefined && time === undefined) {
    if (!isOpenNow(schedule, now)) throw shopClosed('delivery_time', CHECKOUT_MESSAGES.closedNow, 'closed_now');
    const local = localNow(now, zoneOf(schedule.timeZone));
    return { date: local.date, time: clock(local.minutes), asap: true };
  }
  if (date === undefined) throw badRequest('delivery_date', 'The delivery_date field is required when delivery_time is present.', { code: 'required' });
  if (time === undefined) throw badRequest('delivery_time', 'The delivery_time field is required when delivery_date is present.', { code: 'required' });
  checkDay('delivery_date', date, now, schedule.timeZone);
  if (!hoursOn(schedule, date)) throw shopClosed('delivery_date', CHECKOUT_MESSAGES.closedDay, 'closed_day');
  return { ...checkTime(schedule, date, time, now), asap: false };
}

/** The branch's open flag, zone, working days and closed dates from its yesterday on (yesterday's
 * opening may run into today). One query at a time: `db` may be a transaction's single connection. */
export async function loadSchedule(db: Database, shop: typeof shops.$inferSelect, now: Date): Promise<ShopSchedule> {
  const timeZone = zoneOf(shop.timeZone);
  const yesterday = shiftDay(localNow(now, timeZone).date, -1);
  const days = await db.select().from(shopWorkingDays).where(eq(shopWorkingDays.shopId, shop.id));
  const closed = await db.select({ day: shopClosedDates.day }).from(shopClosedDates)
    .where(and(eq(shopClosedDates.shopId, shop.id), gte(shopClosedDates.day, yesterday)));
  return { open: shop.open, days, closedDates: closed.map((row) => row.day), timeZone };
}
