// The days offered in the day picker. Which times of a day are free is the server's answer
// (ReservationFreeTimes); here a day is only marked closed when the server's data says so: one
// of the branch's closed dates, or a week day its reservation hours mark disabled.
import { DAY_NAMES, nextDays } from '../../../shared/lib/shop-status';

/** How many days the picker offers, today first (the api takes up to 30 days ahead). */
export const BOOKING_DAYS = 30;

export interface BookingCalendar {
  booking_shop_working_days: ReadonlyArray<{ day: string; disabled: boolean }>;
  booking_shop_closed_date: ReadonlyArray<{ day: string }>;
}

/** The calendar day `YYYY-MM-DD` → its week day name (sunday..saturday). */
function weekDayOf(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return DAY_NAMES[new Date(year, month - 1, date).getDay()];
}

/** The branch takes no reservation on `day`, as its data says. */
export function isClosedDay(shop: BookingCalendar, day: string): boolean {
  if (shop.booking_shop_closed_date.some((closed) => closed.day.slice(0, 10) === day)) return true;
  const weekDay = weekDayOf(day);
  return shop.booking_shop_working_days.some((entry) => entry.day.toLowerCase() === weekDay && entry.disabled);
}

/** The days of the picker. */
export const bookingDays = (now: Date): string[] => nextDays(now, BOOKING_DAYS);

/** `day` when the branch takes reservations then, else the first such day of `days` (else `day`). */
export function openDayFrom(shop: BookingCalendar | undefined, days: readonly string[], day: string): string {
  if (!shop || !isClosedDay(shop, day)) return day;
  return days.find((candidate) => candidate >= day && !isClosedDay(shop, candidate))
    ?? days.find((candidate) => !isClosedDay(shop, candidate))
    ?? day;
}
