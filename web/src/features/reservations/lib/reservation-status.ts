// A reservation's status as the customer reads it. Whether it is over and whether it may still be
// canceled are the api's answers (`ended`, `can_cancel`), by the server's clock: its times are the
// branch's local times, which the reader's clock and time zone cannot judge.
import type { ReservationFieldsFragment } from '../../../graphql/reservations.generated';

type Shown = Pick<ReservationFieldsFragment, 'status' | 'start_date' | 'ended'>;

/** Still to come: not canceled and not over. */
const isUpcoming = (reservation: Shown) => reservation.status !== 'canceled' && !reservation.ended;

/** The translated message's key: the status's, or "over" for one that took place. */
export function statusMessageKey(reservation: Shown): string {
  if (reservation.status !== 'canceled' && reservation.ended) return 'reservations.message.over';
  return `reservations.message.${reservation.status}`;
}

/** Upcoming ones, soonest first; the others (past or canceled) as the api sorts them, latest first. */
export function splitReservations<T extends Shown>(reservations: readonly T[]): { upcoming: T[]; past: T[] } {
  const upcoming = reservations.filter(isUpcoming).sort((a, b) => a.start_date.localeCompare(b.start_date));
  return { upcoming, past: reservations.filter((reservation) => !isUpcoming(reservation)) };
}
