import strings from '../../../locales/en/branch-directory-screens.json';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';

/** English strings of /branches and /branches/{id}: they ship in their lazy chunk, not in the
 * first load (see shared/lib/i18n/screen-strings.ts). */
export function useBranchDirectoryStrings(): void {
  useScreenStrings(strings);
}
