import { useMemo } from 'react';
import { NetworkStatus } from '@apollo/client';
import {
  BranchMenuDocument,
  RecommendedProductsDocument,
  useBranchMenuQuery,
  useRecommendedProductsQuery,
} from '../../../graphql/generated';
import { freshQueryOptions } from '../../../shared/lib/apollo/client';
import { present } from '../../../shared/lib/graphql/present';

export const CATEGORIES_PER_PAGE = 10;
export const PRODUCTS_PER_CATEGORY = 24;
export const RECOMMENDED_COUNT = 6;

/** The selected branch's menu, a page of categories at a time (merged by the cache). */
export function useBranchMenu(shopId: number | null) {
  const variables = { shopId: shopId ?? 0, page: 1, perPage: CATEGORIES_PER_PAGE, productPerPage: PRODUCTS_PER_CATEGORY };
  const menu = useBranchMenuQuery({
    variables,
    skip: !shopId,
    notifyOnNetworkStatusChange: true,
    ...freshQueryOptions(BranchMenuDocument, variables),
  });
  const page = menu.data?.branchProducts;
  const categories = useMemo(() => present(page?.data), [page?.data]);
  const meta = page?.meta;
  const hasNextPage = !!meta && meta.current_page < meta.last_page;
  const loadingMore = menu.networkStatus === NetworkStatus.fetchMore;
  return {
    categories,
    loading: !!shopId && !page && menu.loading,
    error: menu.error,
    retry: () => void menu.refetch(),
    hasNextPage,
    loadingMore,
    loadMore: () => {
      if (meta && hasNextPage && !loadingMore) void menu.fetchMore({ variables: { page: meta.current_page + 1 } });
    },
  };
}

/** The branch's recommended dishes (a plain list, no pagination). */
export function useRecommendedProducts(shopId: number | null) {
  const variables = { shopId: shopId ?? 0, recPerPage: RECOMMENDED_COUNT };
  const { data } = useRecommendedProductsQuery({
    variables,
    skip: !shopId,
    ...freshQueryOptions(RecommendedProductsDocument, variables),
  });
  const list = data?.recommendedProducts?.data;
  return useMemo(() => present(list), [list]);
}
