import authStrings from '../../../locales/en/auth-screens.json';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';

/** English strings of the sign-up, phone code, reset, details and firebase screens: they ship in
 * those lazy chunks, not in the first load (see shared/lib/i18n/screen-strings.ts). */
export function useAuthStrings(): void {
  useScreenStrings(authStrings);
}
