import checkoutStrings from '../../../locales/en/checkout-screens.json';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';
import { useOrdersStrings } from '../../orders';

/** English strings of checkout, with the orders' (the summary's labels): they ship in the
 * checkout's lazy chunk, not in the first load (shared/lib/i18n/screen-strings.ts). */
export function useCheckoutStrings(): void {
  useOrdersStrings();
  useScreenStrings(checkoutStrings);
}
