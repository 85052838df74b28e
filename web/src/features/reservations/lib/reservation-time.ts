// A reservation's times are the branch's local `YYYY-MM-DD HH:MM` (docs/reservations.md): shown
// as written, in the reader's language, whatever the browser's time zone.
import type { TFunction } from 'i18next';
import { dateFormat } from '../../../shared/lib/format/intl';

/** `YYYY-MM-DD HH:MM` → that moment of the local calendar; null when unreadable. */
function localMoment(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number);
  return new Date(year, month - 1, day, hours, minutes);
}

/** "19:30" → "7:30 PM" (or "19:30", "١٩:٣٠") in `locale`. */
export function formatClock(time: string, locale: string): string {
  const match = /(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  return dateFormat(locale, { timeStyle: 'short' }).format(new Date(2000, 0, 1, Number(match[1]), Number(match[2])));
}

/** "Sat, Nov 28, 2026" in `locale` for a calendar day `YYYY-MM-DD` (or the day of a local time). */
export function formatBookingDay(day: string, locale: string): string {
  const moment = localMoment(`${day.slice(0, 10)} 00:00`);
  if (!moment) return day;
  return dateFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(moment);
}

/** "Sat, Nov 28, 2026, 7:30 PM – 9:00 PM". */
export function formatStay(t: TFunction, start: string, end: string, locale: string): string {
  return t('reservations.stay', {
    day: formatBookingDay(start, locale),
    from: formatClock(start.slice(11), locale),
    to: formatClock(end.slice(11), locale),
  });
}

/** 90 → "1 h 30 min". */
export function formatDuration(t: TFunction, minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return t('reservations.duration.minutes', { m });
  return m ? t('reservations.duration.hoursMinutes', { h, m }) : t('reservations.duration.hours', { h });
}
