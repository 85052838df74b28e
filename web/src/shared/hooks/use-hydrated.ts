import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False on the server and while the browser hydrates the server's page (React reads the server
 * snapshot then, in every boundary, even one hydrated late), true from the next render on and
 * whenever the page was rendered in the browser alone. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
