import referralsStrings from '../../../locales/en/referrals-screens.json';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';

/** English strings of /referrals: they ship in its lazy chunk, not in the first load
 * (see shared/lib/i18n/screen-strings.ts). */
export function useReferralsStrings(): void {
  useScreenStrings(referralsStrings);
}
