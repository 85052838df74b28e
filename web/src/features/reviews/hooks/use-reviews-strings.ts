import reviewsStrings from '../../../locales/en/reviews-screens.json';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';

/** English strings of the reviews (the branch page's lazy chunk and /orders/{id}): they ship in
 * those chunks, not in the first load (see shared/lib/i18n/screen-strings.ts). */
export function useReviewsStrings(): void {
  useScreenStrings(reviewsStrings);
}
