import { ProductDetailsDocument, useProductDetailsQuery, type ProductDetailsQuery } from '../../../graphql/product.generated';
import { freshQueryOptions } from '../../../shared/lib/apollo/client';

/** A product with its stocks, extras and add-ons, as the overlay shows it. */
export type Product = NonNullable<ProductDetailsQuery['product']>;
/** One stock of it (a combination of extras), with its add-ons. */
export type Stock = Product['stocks'][number];
export type StockAddon = Stock['addons'][number];

export interface ProductDetailsResult {
  product: Product | null;
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
