// Dates from the api ("Y-m-d H:i:sZ", UTC) shown in the reader's language and time zone.

import { dateFormat, relativeTimeFormat } from './intl';

/** The api's resource date as a Date; null when it is not one. */
export function apiDate(text: string | null | undefined): Date | null {
  if (!text) return null;
  const date = new Date(text.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Nov 22, 2026" in `locale`. */
export function formatDate(text: string | null | undefined, locale: string): string {
  const date = apiDate(text);
  return date ? dateFormat(locale, { dateStyle: 'medium' }).format(date) : '';
}

/** "Nov 22, 2026" in `locale` for a calendar day "YYYY-MM-DD" (a delivery day): the day as
 * written, whatever the reader's time zone. */
export function formatDay(day: string, locale: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return dateFormat(locale, { dateStyle: 'medium' }).format(new Date(year, month - 1, date));
}

/** "Nov 22, 2026, 8:05 PM" in `locale`. */
export function formatDateTime(text: string | null | undefined, locale: string): string {
  const date = apiDate(text);
  return date ? dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date) : '';
}

/** "8:05 PM" in `locale`. */
export function formatTime(text: string | null | undefined, locale: string): string {
  const date = apiDate(text);
  return date ? dateFormat(locale, { timeStyle: 'short' }).format(date) : '';
}

// Largest first: the first unit the age reaches is the one shown.
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];
const WEEK_SECONDS = 7 * 24 * 60 * 60;

/** "now", "5 minutes ago", "yesterday" in `locale`; the date itself once it is a week old. */
export function formatRelative(text: string | null | undefined, locale: string, now = Date.now()): string {
  const date = apiDate(text);
  if (!date) return '';
  const seconds = Math.max(0, Math.round((now - date.getTime()) / 1000));
  if (seconds >= WEEK_SECONDS) return formatDate(text, locale);
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  const [unit, size] = RELATIVE_UNITS.find(([, size]) => seconds >= size) ?? ['second', Infinity];
  return format.format(-Math.floor(seconds / size), unit);
}
