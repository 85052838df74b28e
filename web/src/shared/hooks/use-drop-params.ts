import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

const without = (params: URLSearchParams, names: readonly string[]) => {
  const next = new URLSearchParams(params);
  for (const name of names) next.delete(name);
  return next;
};

/** Closes what query parameters opened (an overlay): removes `names` from the URL, keeping the page
 * and its other parameters, without a reload or a new history entry. `names` must be stable (a
 * module constant). */
export function useDropParams(names: readonly string[]): () => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    () => setParams((prev) => without(prev, names), { replace: true, preventScrollReset: true }),
    [setParams, names],
  );
}

/** Where closing leads: this page without `names`, for a close link that works without
 * JavaScript too (a page the server draws with an overlay open). */
export function useHrefWithout(names: readonly string[]): string {
  const { pathname, search } = useLocation();
  const query = without(new URLSearchParams(search), names).toString();
  return query ? `${pathname}?${query}` : pathname;
}
