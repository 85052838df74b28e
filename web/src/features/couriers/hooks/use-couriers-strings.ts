import strings from '../../../locales/en/couriers-screens.json';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';

/** English strings of /deliver and /staff/couriers: they ship in their lazy chunks, not in the
 * first load (see shared/lib/i18n/screen-strings.ts). */
export function useCouriersStrings(): void {
  useScreenStrings(strings);
}
