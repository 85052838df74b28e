import cartStrings from '../../../locales/en/cart-screens.json';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';

/** English strings of the cart and the group order: they ship in the cart's lazy chunks, not in
 * the first load (see shared/lib/i18n/screen-strings.ts). */
export function useCartStrings(): void {
  useScreenStrings(cartStrings);
}
