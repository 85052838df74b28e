import type { ProductView } from '../../../shared/types/catalogue';
import { ProductDetailsDocument, useProductDetailsQuery } from '../../../graphql/product.generated';
import { freshQueryOptions } from '../../../shared/lib/apollo/client';

export interface ProductDetailsResult {
  product: ProductView | null;
  loading: boolean;
  error?: unknown;
}

/** A product with its stocks, extras and addons, by uuid (`?product=`). Products are per
 * branch rows, so the uuid alone identifies the branch's product; `branchId` is kept for the
 * cart, which needs to know the branch before the product arrives. */
export function useProductDetails(uuid: string | null, _branchId: number | null): ProductDetailsResult {
  const variables = { uuid: uuid ?? '' };
  const { data, loading, error } = useProductDetailsQuery({
    variables,
    skip: !uuid,
    ...freshQueryOptions(ProductDetailsDocument, variables),
  });
  return { product: data?.product ?? null, loading, error };
}
