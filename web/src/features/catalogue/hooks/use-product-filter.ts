import { useCallback } from 'react';
import { useRootStore, useRootStoreApi, type ProductFilter } from '../../../shared/lib/storage';

/** The menu's product filter (order and category), kept on this device and in the prefs cookie
 * so the server renders the menu the way the customer left it. */
export function useProductFilter() {
  const store = useRootStoreApi();
  const filter = useRootStore((s) => s.productFilter);
  const change = useCallback((next: ProductFilter) => store.setState({ productFilter: next }), [store]);
  const clear = useCallback(() => store.setState({ productFilter: {} }), [store]);
  return { filter, change, clear };
}
