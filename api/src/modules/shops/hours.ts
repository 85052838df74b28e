// The one rule for "is this branch open now". Every shop the api answers
// carries its result (`open_now`, `closes_at`, `opens_at`, `today_hours`), and checkout asks it
// before an order "as soon as possible" and for the hours a day's delivery slots fill. Pure: the
// moment is passed in.
//
// The rule, in the branch's time zone (`shops.time_zone`; null → the api server's zone):
// - The open flag off → closed, with no opening to come.
// - Each calendar day gets one opening from its working-day entry: from `from` to `to`, stored
//   "09-00" (a dash, as Foodyman; "09:00" is read too). "24-00" is midnight at the day's end.
//   A `to` at or before `from` ("18-00".."02-00", or "09-00".."09-00" for 24 hours) runs into the
//   next day: the early hours of a day belong to the previous day's entry.
// - A day has no opening when it is a closed date, or its entry is missing, disabled or
//   unreadable; so the early hours its opening would have run into are closed too.
// - Open from the opening minute; closed from the closing minute on ("23-00" closes at 23:00).
// Local dates, weekdays and minutes come from `Intl.DateTimeFormat` with the zone, so a day with a
// clock change is as long as it really is; a wall time the clock skips (spring forward) is read
// as the moment after the gap (02:30 → 03:30).
import { WEEK_DAYS } from '../../db/calendar';

export const DAY_MINUTES = 24 * 60;
/** How far ahead `opens_at` looks, and `closes_at` (an opening that lasts longer gives null). */
export const LOOKAHEAD_DAYS = 7;

export interface WorkingDayEntry {
  day: string;
  from: string;
  to: string;
  disabled: boolean;
}

/** What the rule reads of a branch. */
export interface ShopSchedule {
  /** The branch's open flag. */
  open: boolean;
  days: readonly WorkingDayEntry[];
  /** Closed dates `YYYY-MM-DD` (those from yesterday on are enough). */
  closedDates: readonly string[];
  /** IANA zone of the branch; null/absent (or unknown): the server's zone. */
  timeZone?: string | null;
}

/** One calendar day's opening, in minutes after that day's midnight: `from` < `to`, and `to`
 * is past DAY_MINUTES when the opening runs into the next day. */
export interface DayHours {
  from: number;
  to: number;
}

/** The rule's answer for a branch at a moment (the `Shop` fields of the same names). */
export interface ShopHours {
  open_now: boolean;
  /** When open: the next closing, ISO 8601 local date-time with the branch's offset; null when it
   * does not close within LOOKAHEAD_DAYS. Null when closed. */
  closes_at: string | null;
  /** When closed: the next opening within LOOKAHEAD_DAYS (same format); else null. Null when open. */
  opens_at: string | null;
  today_hours: {
    /** The branch's calendar day now, YYYY-MM-DD. */
    date: string;
    /** false: no opening that day (open flag off, closed date, no/disabled/unreadable entry). */
    open: boolean;
    /** HH:MM, null when not open that day. */
    from: string | null;
    /** HH:MM ("24:00" when the opening ends at midnight; the next day's time when it runs past
     * midnight), null when not open. */
    to: string | null;
  };
  /** The zone used. */
  time_zone: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes after midnight → `HH:MM`. */
export const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** "09-00" or "09:00" → minutes after midnight (00:00..24:00); null when unreadable. */
export function minutesOf(text: string): number | null {
  const match = /^(\d{1,2})[-:](\d{2})$/.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= DAY_MINUTES ? minutes : null;
}

/** The api server's own zone (what a branch without `time_zone` uses). */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone `name` when it is one Intl knows, else the server's zone. */
export function zoneOf(name?: string | null): string {
  if (name) {
    try {
      formatterOf(name);
      return name;
    } catch {
      // An unknown zone reads as none.
    }
  }
  return serverTimeZone();
}

interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** Minutes after midnight. */
  minutes: number;
  /** Offset from UTC, in minutes (east positive). */
  offset: number;
  /** HH:MM:SS */
  time: string;
}

/** What the clocks of `zone` show at `instant`. */
function wallClock(instant: Date, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const hour = parts.hour % 24;
  const seconds = Math.floor(instant.getTime() / 1000) * 1000;
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, hour, parts.minute, parts.second);
  return {
    date: `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`,
    minutes: hour * 60 + parts.minute,
    offset: Math.round((wall - seconds) / 60_000),
    time: `${pad(hour)}:${pad(parts.minute)}:${pad(parts.second)}`,
  };
}

/** The branch's calendar day and minute at `now`. */
export function localNow(now: Date, zone: string): { date: string; minutes: number } {
  const { date, minutes } = wallClock(now, zone);
  return { date, minutes };
}

/** `instant` as an ISO 8601 local date-time of `zone` with its offset: "2026-11-27T09:00:00-05:00". */
export function isoLocal(instant: Date, zone: string): string {
  const { date, time, offset } = wallClock(instant, zone);
  const sign = offset < 0 ? '-' : '+';
  return `${date}T${time}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** `YYYY-MM-DD` → its UTC midnight in ms; null for anything that is no calendar day. */
function dayMs(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : null;
}

export const isCalendarDay = (day: string) => dayMs(day) !== null;

/** The calendar day `days` after `day` (a calendar day). */
export const shiftDay = (day: string, days: number) => new Date(dayMs(day)! + days * 86_400_000).toISOString().slice(0, 10);

/** The week day name (sunday..saturday) of a calendar day; null when `day` is not one. */
export function weekdayOf(day: string): string | null {
  const ms = dayMs(day);
  return ms === null ? null : WEEK_DAYS[new Date(ms).getUTCDay()];
}

/** The moment the clocks of `zone` show `minutes` after the midnight of `day` (minutes past
 * DAY_MINUTES are the next day's). A skipped wall time is the moment after the gap. */
export function momentOf(day: string, minutes: number, zone: string): Date {
  const wall = dayMs(day)! + minutes * 60_000;
  const offsetAt = (ms: number) => wallClock(new Date(ms), zone).offset * 60_000;
  const first = wall - offsetAt(wall);
  const second = wall - offsetAt(first);
  if (second === first) return new Date(first);
  if (wall - offsetAt(second) === second) return new Date(second);
  return new Date(Math.max(first, second));
}

/** The opening a working-day entry gives its day; null when it is disabled or unreadable. */
function entryHours(entry: WorkingDayEntry): DayHours | null {
  if (entry.disabled) return null;
  const from = minutesOf(entry.from);
  const to = minutesOf(entry.to);
  if (from === null || to === null || from >= DAY_MINUTES) return null;
  return { from, to: to <= from ? to + DAY_MINUTES : to };
}

/** The opening of calendar day `day` by its entry and closed dates (the open flag aside); null
 * when that day has none. */
export function hoursOn(schedule: ShopSchedule, day: string): DayHours | null {
  const weekday = weekdayOf(day);
  if (!weekday || schedule.closedDates.includes(day)) return null;
  const entry = schedule.days.find((row) => row.day.toLowerCase() === weekday);
  return entry ? entryHours(entry) : null;
}

/** An opening as HH:MM: `to` is "24:00" when it ends at midnight, the next day's time when it
 * runs past midnight. */
const clockHours = (hours: DayHours) => ({ from: clock(hours.from), to: clock(hours.to === DAY_MINUTES ? hours.to : hours.to % DAY_MINUTES) });

/** A working-day entry's opening as HH:MM (the `WorkingDay.hours` clients show), read as the rule
 * reads it; null when the entry gives none. */
export function workingHours(entry: WorkingDayEntry): { from: string; to: string } | null {
  const hours = entryHours(entry);
  return hours && clockHours(hours);
}

interface Opening {
  start: number;
  end: number;
}

/** The openings (ms) of the days from `first` to `last` days after `today`, earliest first. */
function openings(schedule: ShopSchedule, today: string, zone: string, first: number, last: number): Opening[] {
  if (!schedule.open) return [];
  const out: Opening[] = [];
  for (let k = first; k <= last; k += 1) {
    const day = shiftDay(today, k);
    const hours = hoursOn(schedule, day);
    if (hours) out.push({ start: momentOf(day, hours.from, zone).getTime(), end: momentOf(day, hours.to, zone).getTime() });
  }
  return out;
}

/** Whether the branch is open at `now` (the rule of the file's top). */
export function isOpenAt(schedule: ShopSchedule, now: Date): boolean {
  const zone = zoneOf(schedule.timeZone);
  const t = now.getTime();
  return openings(schedule, localNow(now, zone).date, zone, -1, 0).some((o) => o.start <= t && t < o.end);
}

/** The rule's full answer at `now`: open now, the next closing or opening, today's hours. */
export function shopHours(schedule: ShopSchedule, now: Date): ShopHours {
  const zone = zoneOf(schedule.timeZone);
  const t = now.getTime();
  const horizon = t + LOOKAHEAD_DAYS * 86_400_000;
  const today = localNow(now, zone).date;
  const all = openings(schedule, today, zone, -1, LOOKAHEAD_DAYS + 1);
  const current = all.filter((o) => o.start <= t && t < o.end);
  let closesAt: number | null = null;
  if (current.length) {
    // Openings that meet or overlap (one ending at midnight, the next starting then) are one.
    let end = Math.max(...current.map((o) => o.end));
    for (const o of all) if (o.start <= end && o.end > end) end = o.end;
    closesAt = end > horizon ? null : end;
  }
  const next = current.length ? undefined : all.find((o) => o.start > t && o.start <= horizon);
  const hours = schedule.open ? hoursOn(schedule, today) : null;
  return {
    open_now: current.length > 0,
    closes_at: closesAt === null ? null : isoLocal(new Date(closesAt), zone),
    opens_at: next ? isoLocal(new Date(next.start), zone) : null,
    today_hours: { date: today, open: hours !== null, ...(hours ? clockHours(hours) : { from: null, to: null }) },
    time_zone: zone,
  };
}
