import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The overlay's URL state: `?product=<uuid>[&branch=<id>]` (spec §2). */
export function useProductParam() {
  const [params, setParams] = useSearchParams();
  const uuid = params.get('product');
  const branchParam = params.get('branch');
  const branchId = branchParam != null && /^\d+$/.test(branchParam) ? Number(branchParam) : null;

  /** Removes `product` and `branch`, keeping the page and its other params (no reload). */
  const close = useCallback(
    () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('product');
          next.delete('branch');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  return { uuid: uuid || null, branchId, close };
}
