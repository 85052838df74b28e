import { useSyncExternalStore } from 'react';
import { useProductParam } from './use-product-param';

// Whether the page holds the product sheet the server drew (`data-served-sheet`, a page drawn with
// `?product=`): it stays the product's surface until it closes, and leaves the page then.
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const servedSheetShown = () => document.querySelector('[data-served-sheet]') !== null;

/** Called by the served sheet once it has left the page: later dishes open in the live dialog. */
export function servedSheetClosed(): void {
  for (const listener of listeners) listener();
}

/** Whether the product sheet the server drew covers the page: on the server and while hydrating
 * whenever `?product=` names a product (a uuid), then until it closes. */
export function useServedSheet(): boolean {
  const { uuid } = useProductParam();
  return useSyncExternalStore(subscribe, servedSheetShown, () => true) && uuid != null;
}
