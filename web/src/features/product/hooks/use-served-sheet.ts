import { useSyncExternalStore } from 'react';
import { useProductParam } from './use-product-param';

// In the browser: whether the server's HTML holds the product's sheet (`data-served-sheet`, a page
// drawn with `?product=`; read once that HTML is parsed), which stays on screen until the live
// drawer or dialog replaces it (`servedSheetReplaced`). Not on a page the browser renders alone.
let served = typeof document !== 'undefined' && document.querySelector('[data-served-sheet]') !== null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the product's surface starts as the served sheet: on the server, and in the browser
 * while the server's sheet is still on screen (hydrating it as drawn). */
export const sheetServed = (): boolean => typeof document === 'undefined' || served;

/** Called by the live surface once mounted: the server's sheet is gone for good. */
export function servedSheetReplaced(): void {
  if (!served) return;
  served = false;
  for (const listener of listeners) listener();
}

/** Whether the product sheet the server drew covers the page: on the server and while hydrating
 * whenever `?product=` is there, then until the live surface replaces it. */
export function useServedSheet(): boolean {
  const { uuid } = useProductParam();
  return useSyncExternalStore(subscribe, () => served, () => true) && uuid != null;
}
