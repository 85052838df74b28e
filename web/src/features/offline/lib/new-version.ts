import { useSyncExternalStore } from 'react';

// A new version of the storefront installed and waiting (lib/register-worker.ts): the page
// offers it, and the customer's yes (`accept`) lets it take over and reloads.
let accept: (() => void) | null = null;
const listeners = new Set<() => void>();

/** A new version waits; `acceptIt` lets it take over. */
export function announceNewVersion(acceptIt: () => void): void {
  accept = acceptIt;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The waiting version's acceptance, or null while none waits. */
export function useNewVersion(): (() => void) | null {
  return useSyncExternalStore(subscribe, () => accept, () => null);
}
