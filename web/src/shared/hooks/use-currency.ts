import { shownCurrency, useRootStore, type StoredCurrency } from '../lib/storage';

/** The currency prices are shown in: the chosen one, else the default, else null ($ before). */
export function useCurrency(): StoredCurrency | null {
  return useRootStore(shownCurrency);
}
