import walletStrings from '../../../locales/en/wallet-screens.json';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';

/** English strings of /wallet: they ship in its lazy chunk, not in the first load
 * (see shared/lib/i18n/screen-strings.ts). */
export function useWalletStrings(): void {
  useScreenStrings(walletStrings);
}
