import strings from '../../../locales/en/chat-screens.json';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';

/** English strings of the chat widget and the staff inbox: they ship in their lazy chunks, not
 * in the first load (see shared/lib/i18n/screen-strings.ts). */
export function useChatStrings(): void {
  useScreenStrings(strings);
}
