import type { ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated';

/** Renders its children once the page is interactive; nothing on the server or while hydrating.
 * For the Fluent dialogs and drawers a page's URL opens (`?product=`, `?news=`): Fluent's portals
 * cannot be hydrated (the browser would render a portal where the server's HTML has none), so
 * the server leaves them out and they open right after hydration. */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
