import strings from '../../../locales/en/promotions-screens.json';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';

/** English strings of /banners/{id}: they ship in its lazy chunk, not in the first load. */
export function usePromotionsStrings(): void {
  useScreenStrings(strings);
}
