// A branch's week as its page shows it (display only: whether it is open now is the server's
// `open_now`, never decided from these).

import { dateFormat } from '../../../shared/lib/format/intl';

export const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export interface WorkingDayInput {
  day: string;
  /** The api's HH:MM opening of that day; null: closed (disabled or unreadable). */
  hours: { from: string; to: string } | null;
}

export interface WeekRow {
  day: (typeof WEEK)[number];
  /** null: closed that day (no opening, or no entry). */
  hours: { from: string; to: string } | null;
}

/** Monday to Sunday, each with the api's hours or closed. */
export function weekRows(days: ReadonlyArray<WorkingDayInput>): WeekRow[] {
  return WEEK.map((day) => {
    const hours = days.find((d) => d.day.toLowerCase() === day)?.hours;
    return { day, hours: hours ? { from: hours.from, to: hours.to } : null };
  });
}

/** The weekday's name in `locale` ("Monday", "lundi"); 2024-01-01 was a Monday. */
export function weekdayLabel(day: (typeof WEEK)[number], locale: string): string {
  return dateFormat(locale, { weekday: 'long' }).format(new Date(2024, 0, 1 + WEEK.indexOf(day)));
}

/** The closed dates from the branch's today on (YYYY-MM-DD compare as text), earliest first. */
export function upcomingClosedDates(dates: ReadonlyArray<{ day: string }>, today: string): string[] {
  return dates.map((d) => d.day).filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= today).sort();
}

/** "Friday 25 December 2026" in `locale`, read as a calendar day (no time zone shift). */
export function formatDay(day: string, locale: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return dateFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(year, month - 1, date));
}
