// A reservation's status as the customer reads it, and what they may still do with it.
import type { ReservationFieldsFragment } from '../../../graphql/reservations.generated';
import { localMoment } from './reservation-time';

type Timed = Pick<ReservationFieldsFragment, 'status' | 'start_date' | 'end_date'>;

const ended = (reservation: Timed, now: Date) => (localMoment(reservation.end_date)?.getTime() ?? 0) <= now.getTime();

/** Still to come: not canceled and not over. */
export const isUpcoming = (reservation: Timed, now: Date) => reservation.status !== 'canceled' && !ended(reservation, now);

/** The customer may cancel it until it starts (the api has the last word: ERROR_467). */
export function canCancel(reservation: Timed, now: Date): boolean {
  return reservation.status !== 'canceled' && (localMoment(reservation.start_date)?.getTime() ?? 0) > now.getTime();
}

/** The translated message's key: the status's, or "over" for one that took place. */
export function statusMessageKey(reservation: Timed, now: Date): string {
  if (reservation.status !== 'canceled' && ended(reservation, now)) return 'reservations.message.over';
  return `reservations.message.${reservation.status}`;
}

/** Upcoming ones, soonest first; the others (past or canceled) as the api sorts them, latest first. */
export function splitReservations<T extends Timed>(reservations: readonly T[], now: Date): { upcoming: T[]; past: T[] } {
  const upcoming = reservations.filter((reservation) => isUpcoming(reservation, now))
    .sort((a, b) => a.start_date.localeCompare(b.start_date));
  return { upcoming, past: reservations.filter((reservation) => !isUpcoming(reservation, now)) };
}
