import type { ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated';

/** Renders its children once the page is interactive; nothing on the server or while hydrating.
 * For a Fluent dialog or drawer a page's URL opens (`?news=`): Fluent's portals cannot be
 * hydrated (the browser would render a portal where the server's HTML has none), so the server
 * leaves it out and it opens right after hydration. (`?product=` is drawn by the server in the
 * page instead: product-overlay-surface.tsx.) */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
