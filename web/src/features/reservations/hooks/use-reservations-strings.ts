import reservationsStrings from '../../../locales/en/reservations-screens.json';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';

/** English strings of /reservations: they ship in its lazy chunk, not in the first load
 * (see shared/lib/i18n/screen-strings.ts). */
export function useReservationsStrings(): void {
  useScreenStrings(reservationsStrings);
}
