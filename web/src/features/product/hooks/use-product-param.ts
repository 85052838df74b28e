import { useSearchParams } from 'react-router-dom';
import { positiveIdOf, uuidOf } from '../../../shared/lib/ids';

/** The overlay's URL parameters, which closing it removes (with `useDropParams`). */
export const PRODUCT_PARAMS = ['product', 'branch'] as const;

/** The overlay's URL state: `?product=<uuid>[&branch=<id>]`. A `product` that is no uuid
 * opens nothing (no request), a malformed `branch` is left out. */
export function useProductParam() {
  const [params] = useSearchParams();
  return { uuid: uuidOf(params.get('product')), branchId: positiveIdOf(params.get('branch')) };
}
