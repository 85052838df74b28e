import type { ProductView } from '../../../shared/types/catalogue';

export interface ProductSearchResult {
  products: ReadonlyArray<ProductView>;
  /** meta.total of the search page. */
  total: number;
  /** First page loading (shows shimmer). */
  loading: boolean;
  /** A further page is loading (shows the indicator under the list). */
  loadingMore: boolean;
  /** meta.current_page < meta.last_page */
  hasNextPage: boolean;
  loadMore: () => void;
  error?: unknown;
}

/**
 * SEAM (lead): replace the body with the generated `useSearchProductsQuery` —
 * variables `{ search: term, page: 1, perPage, shop_id: branchId, ...useQueryLocale() }`,
 * `skip: !term`, and `loadMore` = `fetchMore({ variables: { page: meta.current_page + 1 } })`
 * (the cache merges pages: shared/lib/apollo/type-policies/search-products.ts).
 * `term` is already debounced, trimmed and non-empty when a search should run.
 */
export function useProductSearch(term: string, branchId: number | null): ProductSearchResult {
  void term;
  void branchId;
  return { products: [], total: 0, loading: false, loadingMore: false, hasNextPage: false, loadMore: () => {} };
}
