import { useCallback, useSyncExternalStore } from 'react';

export const DESKTOP_MIN = 1140; // spec §9 desktop breakpoint
export const SMALL_MAX = 576; // spec §9 small breakpoint

export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN}px)`;
export const SMALL_QUERY = `(max-width: ${SMALL_MAX}px)`;

/** Live `matchMedia` result; false where matchMedia is unavailable. */
export function useMediaQuery(query: string): boolean {
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
    () => false,
  );
}

export const useIsDesktop = () => useMediaQuery(DESKTOP_QUERY);
export const useIsSmall = () => useMediaQuery(SMALL_QUERY);
