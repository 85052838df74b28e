// The rules of a table reservation, without the database: which durations, start times and days
// a branch takes, and the errors a refused reservation answers (each a code, a field and an English
// message the web translates). A branch's local time is the server's local time, as for orders.
import { localDate } from '../../db/calendar';
import { ApiError, fieldRefusal, onField } from '../../http/errors';
import { clock, DAY_MINUTES, hoursOn as openingOn, type ShopSchedule } from '../shops';

/** A day's reservation hours: booking hours whose closing is at or before their opening (running
 * past midnight) are not taken for reservations — the branch takes none that day. */
function hoursOn(schedule: ShopSchedule, day: string) {
  const hours = openingOn(schedule, day);
  return hours && hours.to <= DAY_MINUTES ? hours : null;
}

/** The server's local midnight of a `YYYY-MM-DD` day; null for anything that is no calendar day
 * (booking hours are in the server's local time, docs/reservations.md). */
export function dayStart(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return localDate(date) === day ? date : null;
}

/** `date` moved by `days` days of the server's local calendar. */
export const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** A customer may cancel their reservation until it starts, unless it is canceled already. */
export const cancellableByCustomer = (reservation: { status: string; startDate: Date }, now: Date) =>
  reservation.status !== 'canceled' && reservation.startDate > now;

/** How far ahead a table may be booked, in days from today. */
export const MAX_DAYS_AHEAD = 30;
/** A reservation's note, at most this long. */
export const NOTE_MAX = 500;

/** The reservation settings, read from the settings table (keys of the spec's settings list). */
export interface ReservationSettings {
  /** `reservation_time_durations`: the stays offered, in minutes (a comma-separated list). */
  durations: number[];
  /** `reservation_before_time`: how long before its start a table can still be booked, in hours. */
  leadHours: number;
  /** `min_reservation_time`: minutes between two start times offered (15 or 30). */
  stepMinutes: number;
}

const DEFAULT_SETTINGS: ReservationSettings = { durations: [60, 90, 120], leadHours: 1, stepMinutes: 30 };

/** The settings from their stored text; an unreadable value gives the default. */
export function readSettings(values: Map<string, string | null>): ReservationSettings {
  const durations = String(values.get('reservation_time_durations') ?? '')
    .split(',').map((part) => Number(part.trim())).filter((n) => Number.isInteger(n) && n >= 15 && n <= 12 * 60);
  const lead = Number(values.get('reservation_before_time'));
  const step = Number(values.get('min_reservation_time'));
  return {
    durations: durations.length ? [...new Set(durations)].sort((a, b) => a - b) : DEFAULT_SETTINGS.durations,
    leadHours: Number.isFinite(lead) && lead >= 0 && lead <= 72 ? lead : DEFAULT_SETTINGS.leadHours,
    stepMinutes: step === 15 || step === 30 ? step : DEFAULT_SETTINGS.stepMinutes,
  };
}

export const RESERVATION_MESSAGES = {
  noPhone: 'Please, make sure you have a phone number in system before making reservation',
  closedDay: 'The branch takes no reservations on this day. Please, choose another day.',
  tableTaken: 'This table is already booked at this time. Please, choose another table or time.',
  tooManyGuests: 'This table does not seat that many guests. Please, choose a bigger table.',
  outsideHours: 'The branch takes no reservations at this time. Please, choose one of the free times.',
  tooSoon: 'This time is too soon to book. Please, choose a later time.',
  tooFar: `Tables can be booked at most ${MAX_DAYS_AHEAD} days ahead.`,
  durationInvalid: 'This duration is not offered. Please, choose one of the durations offered.',
  tableInvalid: 'This table does not exist or takes no reservations.',
  notCancellable: 'This reservation can no longer be canceled.',
  statusInvalid: 'The status must be accepted or canceled.',
  keyReused: 'This Idempotency-Key was used for another booking request',
} as const;

/** The account holds `max` upcoming reservations already (MAX_UPCOMING_RESERVATIONS). */
export const tooManyUpcomingMessage = (max: number) =>
  `You already have ${max} upcoming reservations, the most one account may hold. Please, cancel one or wait until one is over before booking another.`;


/** Codes the web translates (docs/reservations.md). ERROR_117 and ERROR_118 are Foodyman's. */
export const refusal = {
  noPhone: () => fieldRefusal('ERROR_117', 'phone', RESERVATION_MESSAGES.noPhone, { code: 'required' }),
  closedDay: () => fieldRefusal('ERROR_118', 'start_date', RESERVATION_MESSAGES.closedDay, { code: 'closed_day' }),
  tableTaken: () => fieldRefusal('ERROR_460', 'table_id', RESERVATION_MESSAGES.tableTaken, { code: 'taken' }),
  tooManyGuests: (seats: number) => fieldRefusal('ERROR_461', 'guest', RESERVATION_MESSAGES.tooManyGuests, { code: 'too_large', max: seats }),
  outsideHours: () => fieldRefusal('ERROR_462', 'start_date', RESERVATION_MESSAGES.outsideHours, { code: 'outside_hours' }),
  tooSoon: (leadMinutes: number) => fieldRefusal('ERROR_463', 'start_date', RESERVATION_MESSAGES.tooSoon, { code: 'too_soon', min: leadMinutes }),
  tooFar: () => fieldRefusal('ERROR_464', 'start_date', RESERVATION_MESSAGES.tooFar, { code: 'too_far', max: MAX_DAYS_AHEAD }),
  durationInvalid: (field: string) => fieldRefusal('ERROR_465', field, RESERVATION_MESSAGES.durationInvalid, { code: 'one_of' }),
  tableInvalid: () => fieldRefusal('ERROR_466', 'table_id', RESERVATION_MESSAGES.tableInvalid, { code: 'invalid' }),
  notCancellable: () => fieldRefusal('ERROR_467', 'status', RESERVATION_MESSAGES.notCancellable, { code: 'not_cancelable' }),
  /** Fair use: one account cannot hold every table of a branch. */
  tooManyUpcoming: (max: number) => fieldRefusal('ERROR_468', 'reservations', tooManyUpcomingMessage(max), { code: 'too_many', max }),
  /** The same Idempotency-Key with another request: 409, as for orders. */
  keyReused: () => new ApiError(409, 'ERROR_409', RESERVATION_MESSAGES.keyReused, onField('Idempotency-Key', RESERVATION_MESSAGES.keyReused, { code: 'duplicate' })),
  /** Foodyman's ERROR_252: the reservation already has the status asked for. */
  sameStatus: () => new ApiError(400, 'ERROR_252', 'Status already used'),
};

/** `YYYY-MM-DD HH:MM` (or with `T`, or `:SS`) of the local calendar → the moment; null if not one. */
export function parseLocalDateTime(text: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)(?::00)?$/.exec(text.trim());
  const day = match && dayStart(match[1]);
  if (!match || !day) return null;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), Number(match[2]), Number(match[3]));
}

/** The moment → `YYYY-MM-DD HH:MM` of the local calendar (Foodyman's booking dates). */
export const formatLocalDateTime = (date: Date) => `${localDate(date)} ${clock(date.getHours() * 60 + date.getMinutes())}`;

const startOf = (day: string, minutes: number) => new Date(dayStart(day)!.getTime() + minutes * 60_000);

/** The start times (minutes after midnight) of `day` a stay of `duration` minutes may begin at:
 * every `stepMinutes` from opening, ending by closing time, no sooner than the lead time from
 * `now`; none on a closed day or past MAX_DAYS_AHEAD. `day` must be a calendar day. */
export function startTimesOn(schedule: ShopSchedule, settings: ReservationSettings, day: string, duration: number, now: Date): number[] {
  const hours = schedule.open && day <= localDate(addDays(now, MAX_DAYS_AHEAD)) ? hoursOn(schedule, day) : null;
  if (!hours) return [];
  const earliest = now.getTime() + settings.leadHours * 3_600_000;
  const step = settings.stepMinutes;
  const times: number[] = [];
  for (let t = Math.ceil(hours.from / step) * step; t + duration <= hours.to; t += step) {
    if (startOf(day, t).getTime() >= earliest) times.push(t);
  }
  return times;
}

/** The stay a customer asks for, checked against the rules (not yet against other bookings):
 * the refusal names the first rule broken. */
export function checkStay(
  schedule: ShopSchedule, settings: ReservationSettings, start: Date, duration: number, durationField: string, now: Date,
): void {
  if (!settings.durations.includes(duration)) throw refusal.durationInvalid(durationField);
  const day = localDate(start);
  if (day > localDate(addDays(now, MAX_DAYS_AHEAD))) throw refusal.tooFar();
  if (!schedule.open || !hoursOn(schedule, day)) throw refusal.closedDay();
  if (start.getTime() < now.getTime() + settings.leadHours * 3_600_000) throw refusal.tooSoon(settings.leadHours * 60);
  const minutes = start.getHours() * 60 + start.getMinutes();
  if (!startTimesOn(schedule, settings, day, duration, now).includes(minutes)) throw refusal.outsideHours();
}
