import notificationsStrings from '../../../locales/en/notifications-screens.json';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';

/** English strings of the bell and its panel: they ship in those lazy chunks, not in the first
 * load (see shared/lib/i18n/screen-strings.ts).*/
export function useNotificationsStrings(): void {
  useScreenStrings(notificationsStrings);
}
