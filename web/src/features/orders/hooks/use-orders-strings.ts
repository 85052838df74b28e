import ordersStrings from '../../../locales/en/orders-screens.json';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';

/** English strings of the orders screens and checkout: they ship in those lazy chunks, not in
 * the first load (see shared/lib/i18n/screen-strings.ts). */
export function useOrdersStrings(): void {
  useScreenStrings(ordersStrings);
}
