import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Closes what query parameters opened (an overlay): removes `names` from the URL, keeping the page
 * and its other parameters, without a reload or a new history entry. `names` must be stable (a
 * module constant). */
export function useDropParams(names: readonly string[]): () => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const name of names) next.delete(name);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams, names],
  );
}
