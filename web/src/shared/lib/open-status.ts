// The wording of a branch's opening state, from the server's answer only (`open_now`, `closes_at`,
// `opens_at`, `today_hours`: the api's one rule, in the branch's time zone). Nothing here decides
// whether a branch is open: "Open · Closes at 23:00", "Closed · Opens at 18:00" (today),
// "Closed · Opens tomorrow at 09:00", "Closed · Opens Monday at 09:00", "Closed" (no opening
// within a week). Times are the branch's local time, read from the ISO string as written.
import type { TFunction } from 'i18next';
import type { BranchesQuery } from '../../graphql/generated';
import { dateFormat } from './format/intl';

type Branch = NonNullable<BranchesQuery['branches']>['items'][number];

/** Whether a branch is open, as every branch query asks the server for it. */
export type OpenHours = Pick<Branch, 'open_now' | 'closes_at' | 'opens_at'> & { today_hours: Pick<Branch['today_hours'], 'date'> };

/** Languages shown with a 24-hour clock (the others: their language's usual clock). */
const CLOCK_24H = new Set(['fr', 'ar']);

/** "2026-11-27T09:00:00-05:00" → its local date and HH:MM as written; null when unreadable. */
function localParts(iso: string | null | undefined): { date: string; hours: number; minutes: number } | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(iso ?? '');
  return match ? { date: match[1], hours: Number(match[2]), minutes: Number(match[3]) } : null;
}

/** The calendar day after `day` (YYYY-MM-DD). */
function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** A branch's clock time in `locale`: "9:00 AM", "09:00" (fr, ar). */
export function formatShopTime(hours: number, minutes: number, locale: string): string {
  const h24 = CLOCK_24H.has(locale.split('-')[0]);
  return dateFormat(locale, { hour: h24 ? '2-digit' : 'numeric', minute: '2-digit', ...(h24 ? { hourCycle: 'h23' as const } : {}) })
    .format(new Date(2000, 0, 1, hours, minutes));
}

/** The week day name of a calendar day in `locale`: "Monday", "lundi". */
function weekdayName(day: string, locale: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return dateFormat(locale, { weekday: 'long' }).format(new Date(year, month - 1, date));
}

export interface OpenStatusWords {
  open: boolean;
  /** "Open" or "Closed". */
  status: string;
  /** "Closes at 23:00", "Opens tomorrow at 09:00", …; null when the server gives no time. */
  detail: string | null;
  /** "Open · Closes at 23:00", "Closed" … */
  label: string;
}

/** The words for `shop`'s opening state (keys `branch.*`). */
export function openStatusWords(t: TFunction, shop: OpenHours, locale: string): OpenStatusWords {
  const open = shop.open_now;
  const at = localParts(open ? shop.closes_at : shop.opens_at);
  const today = shop.today_hours.date;
  let detail: string | null = null;
  if (at) {
    const time = formatShopTime(at.hours, at.minutes, locale);
    const verb = open ? 'closes' : 'opens';
    if (!today || at.date === today) detail = t(`branch.${verb}At`, { time });
    else if (at.date === nextDay(today)) detail = open ? t('branch.closesAt', { time }) : t('branch.opensTomorrow', { time });
    else detail = t(`branch.${verb}On`, { day: weekdayName(at.date, locale), time });
  }
  const status = open ? t('branch.open') : t('branch.closed');
  return { open, status, detail, label: detail ? t('branch.status', { status, detail }) : status };
}
