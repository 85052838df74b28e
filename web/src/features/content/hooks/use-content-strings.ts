import strings from '../../../locales/en/content-screens.json';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';

/** English strings of /about, /privacy, /terms, /careers and /help: they ship in their lazy
 * chunk, not in the first load (see shared/lib/i18n/screen-strings.ts). */
export function useContentStrings(): void {
  useScreenStrings(strings);
}
