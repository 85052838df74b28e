// The api's refusals of a reservation, by their stable code (docs/reservations.md) → keys of the
// `errors` namespace. They live with this lazy screen, not in shared/lib/i18n/api-messages.ts.
import type { TFunction } from 'i18next';
import type { ApiError } from '../../../shared/lib/graphql/api-error';
import { translateApiError } from '../../../shared/lib/i18n/api-messages';

export const RESERVATION_ERROR_KEYS: Readonly<Record<string, string>> = {
  ERROR_117: 'phoneForReservation',
  ERROR_118: 'reservationClosedDay',
  ERROR_460: 'reservationTableTaken',
  ERROR_461: 'reservationTooManyGuests',
  ERROR_462: 'reservationNotFreeTime',
  ERROR_463: 'reservationTooSoon',
  ERROR_464: 'reservationTooFar',
  ERROR_465: 'reservationDuration',
  ERROR_466: 'reservationTable',
  ERROR_467: 'reservationNotCancelable',
  ERROR_468: 'reservationLimit',
  ERROR_252: 'reservationAlreadyCanceled',
};

/** A refusal of a reservation call, translated by its code, else as the rest of the app does. */
export function translateReservationError(t: TFunction, error: ApiError | null): string {
  const key = error?.statusCode ? RESERVATION_ERROR_KEYS[error.statusCode] : undefined;
  return key ? t(key, { ns: 'errors' }) : translateApiError(t, error);
}

/** The customer has no phone number: the refusal comes with a way to add one. */
export const needsPhone = (error: ApiError | null) => error?.statusCode === 'ERROR_117';

/** Refusals after which the free times on screen are out of date and are read again. */
export const STALE_TIMES_CODES: ReadonlySet<string> = new Set(['ERROR_118', 'ERROR_460', 'ERROR_462', 'ERROR_463']);
