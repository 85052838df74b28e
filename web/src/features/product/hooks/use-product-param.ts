import { useSearchParams } from 'react-router-dom';

/** The overlay's URL parameters, which closing it removes (with `useDropParams`). */
export const PRODUCT_PARAMS = ['product', 'branch'] as const;

/** The overlay's URL state: `?product=<uuid>[&branch=<id>]` (spec §2). */
export function useProductParam() {
  const [params] = useSearchParams();
  const uuid = params.get('product');
  const branchParam = params.get('branch');
  const branchId = branchParam != null && /^\d+$/.test(branchParam) ? Number(branchParam) : null;
  return { uuid: uuid || null, branchId };
}
