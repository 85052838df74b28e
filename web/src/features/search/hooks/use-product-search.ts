import { useMemo } from 'react';
import { NetworkStatus } from '@apollo/client';
import { SearchProductsDocument, useSearchProductsQuery, type SearchProductsQuery } from '../../../graphql/generated';
import { freshQueryOptions } from '../../../shared/lib/apollo/client';
import { pageControls } from '../../../shared/lib/graphql/paging';

export const SEARCH_PAGE_SIZE = 10;

/** A product as the search finds it. */
export type FoundProduct = NonNullable<SearchProductsQuery['searchProducts']>['items'][number];

export interface ProductSearchResult {
  products: ReadonlyArray<FoundProduct>;
  /** pageInfo.total of the search page. */
  total: number;
  /** First page loading (shows shimmer). */
  loading: boolean;
  /** A further page is loading (shows the indicator under the list). */
  loadingMore: boolean;
  /** pageInfo.current_page < pageInfo.last_page */
  hasNextPage: boolean;
  loadMore: () => void;
  error?: unknown;
}

/** Product search; `term` is already debounced, trimmed and non-empty when a search should run.
 * Pages are merged by the cache (shared/lib/apollo/type-policies/search-products.ts). */
export function useProductSearch(term: string, branchId: number | null): ProductSearchResult {
  const variables = { search: term, page: 1, perPage: SEARCH_PAGE_SIZE, shopId: branchId ?? undefined };
  const search = useSearchProductsQuery({
    variables,
    skip: !term,
    notifyOnNetworkStatusChange: true,
    ...freshQueryOptions(SearchProductsDocument, variables),
  });
  const page = search.data?.searchProducts;
  const products = useMemo(() => page?.items ?? [], [page?.items]);
  return {
    products,
    total: page?.pageInfo.total ?? 0,
    loading: !!term && !page && search.networkStatus !== NetworkStatus.error,
    ...pageControls(search, page?.pageInfo),
    error: search.error,
  };
}
