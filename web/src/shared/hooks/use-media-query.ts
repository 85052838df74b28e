import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

export const DESKTOP_MIN = 1140; // desktop layout from this width up
export const SMALL_MAX = 576; // small screens (full-screen dialogs) up to this width

export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN}px)`;
export const SMALL_QUERY = `(max-width: ${SMALL_MAX}px)`;

/** The viewport width the server rendered for (a phone or a desktop, guessed from the request),
 * so that hydration starts from the same layout and only a wrong guess re-renders. */
export const ViewportHintContext = createContext<number>(0);

/** Evaluates a `(min-width: Npx)` / `(max-width: Npx)` query against a width. */
export function matchesWidth(query: string, width: number): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

/** Live `matchMedia` result; on the server and during hydration, the viewport hint's answer. */
export function useMediaQuery(query: string): boolean {
  const hint = useContext(ViewportHintContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => hint > 0 && matchesWidth(query, hint),
  );
}

export const useIsDesktop = () => useMediaQuery(DESKTOP_QUERY);
export const useIsSmall = () => useMediaQuery(SMALL_QUERY);
