import newsStrings from '../../../locales/en/news-screens.json';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';

/** English strings of the news item and /blog: they ship in those lazy chunks, not in the first
 * load (see shared/lib/i18n/screen-strings.ts). */
export function useNewsStrings(): void {
  useScreenStrings(newsStrings);
}
