import strings from '../../../locales/en/recipes-screens.json';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';

/** English strings of /recipes and /recipes/{id}: they ship in their lazy chunk, not in the first
 * load (see shared/lib/i18n/screen-strings.ts). */
export function useRecipesStrings(): void {
  useScreenStrings(strings);
}
