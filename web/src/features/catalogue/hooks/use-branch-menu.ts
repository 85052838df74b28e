import { useMemo, useState } from 'react';
import { NetworkStatus, useFragment, type OperationVariables } from '@apollo/client';
import {
  BranchCategoriesDocument,
  BranchMenuDocument,
  ProductCardFragmentDoc,
  type ProductCardFragment,
  FilteredProductsDocument,
  MostPopularProductsDocument,
  RecommendedProductsDocument,
  useBranchCategoriesQuery,
  useBranchMenuOutlineQuery,
  useBranchMenuQuery,
  useFilteredProductsQuery,
  useMostPopularProductsQuery,
  useRecommendedProductsQuery,
} from '../../../graphql/generated';
import { freshQueryOptions } from '../../../shared/lib/apollo/client';
import { pageControls } from '../../../shared/lib/graphql/paging';
import type { ProductFilter } from '../../../shared/lib/storage';

export const CATEGORIES_PER_PAGE = 10;
export const PRODUCTS_PER_CATEGORY = 24;
export const RECOMMENDED_COUNT = 6;
/** Dishes per page of a sorted or filtered menu. */
export const FILTERED_PAGE_SIZE = 24;
/** The category filter lists at most this many categories (the api's page limit). */
export const CATEGORY_CHOICES = 100;
export const MOST_POPULAR_COUNT = 6;

/**
 * The selected branch's menu, a page of categories at a time (merged by the cache): each
 * category with the uuids of its dishes, whose cards read their own fields (`useMenuDish`).
 *
 * The page reads `BranchMenuOutline` from the cache only; `BranchMenu`, the same field with every
 * dish's card fields, fetches when the outline is missing or stale (and each next page) and is
 * not read here. Reading 84 dishes at once from the normalised cache is one task a phone cannot
 * split (~200 ms at a quarter of a desktop's speed); read card by card, hydration yields between
 * them.
 */
export function useBranchMenu(shopId: number | null) {
  const variables = { shopId: shopId ?? 0, page: 1, perPage: CATEGORIES_PER_PAGE, productPerPage: PRODUCTS_PER_CATEGORY };
  const outline = useBranchMenuOutlineQuery({ variables, skip: !shopId, fetchPolicy: 'cache-only' });
  const cached = outline.data?.branchProducts;
  const fresh = freshQueryOptions(BranchMenuDocument, variables);
  const fetcher = useBranchMenuQuery({ variables, skip: !shopId || (!!cached && fresh.fetchPolicy === 'cache-first'), ...fresh });
  // What the fetch brought, until the outline reads it: a server render's second pass sees the
  // outline as it was in the first (its cache-only query is not watched on the server).
  const page = cached ?? fetcher.data?.branchProducts;
  const [fetchingMore, setFetchingMore] = useState(false);
  const categories = useMemo(() => page?.items ?? [], [page?.items]);
  const nextPage = {
    networkStatus: fetchingMore ? NetworkStatus.fetchMore : outline.networkStatus,
    fetchMore: ({ variables: more }: { variables: OperationVariables }) => {
      setFetchingMore(true);
      return outline.fetchMore({ query: BranchMenuDocument, variables: { ...variables, ...more } }).finally(() => setFetchingMore(false));
    },
  };
  return {
    categories,
    loading: !!shopId && !page && !fetcher.error,
    error: page ? undefined : fetcher.error,
    retry: () => void fetcher.refetch(),
    ...pageControls(nextPage, page?.pageInfo),
  };
}

/** A dish of the branch menu, read from the cache by its uuid (its card's fields arrived with
 * the menu): null until they are there. */
export function useMenuDish(uuid: string): ProductCardFragment | null {
  const { data, complete } = useFragment({ fragment: ProductCardFragmentDoc, fragmentName: 'ProductCard', from: { __typename: 'Product', uuid } });
  return complete ? data : null;
}

/** The branch's dishes in the product filter's order and category, a page at a time: the menu
 * as a customer sorted or narrowed it (the server orders and filters). */
export function useFilteredProducts(shopId: number | null, filter: ProductFilter) {
  const variables = { shopId: shopId ?? 0, page: 1, perPage: FILTERED_PAGE_SIZE, orderBy: filter.order_by, categoryId: filter.category_id };
  const list = useFilteredProductsQuery({
    variables,
    skip: !shopId,
    notifyOnNetworkStatusChange: true,
    ...freshQueryOptions(FilteredProductsDocument, variables),
  });
  const page = list.data?.products;
  const products = useMemo(() => page?.items ?? [], [page?.items]);
  return {
    products,
    total: page?.pageInfo.total ?? 0,
    loading: !!shopId && !page && list.loading,
    error: list.error,
    retry: () => void list.refetch(),
    ...pageControls(list, page?.pageInfo),
  };
}

/** The branch's categories (names only), for the category filter. */
export function useBranchCategories(shopId: number | null) {
  const variables = { shopId: shopId ?? 0, perPage: CATEGORY_CHOICES };
  const { data } = useBranchCategoriesQuery({ variables, skip: !shopId, ...freshQueryOptions(BranchCategoriesDocument, variables) });
  const list = data?.branchProducts?.items;
  return useMemo(() => list ?? [], [list]);
}

/** The branch's recommended dishes (a plain list, no pagination). */
export function useRecommendedProducts(shopId: number | null) {
  const variables = { shopId: shopId ?? 0, recPerPage: RECOMMENDED_COUNT };
  const { data } = useRecommendedProductsQuery({
    variables,
    skip: !shopId,
    ...freshQueryOptions(RecommendedProductsDocument, variables),
  });
  const list = data?.recommendedProducts;
  return useMemo(() => list ?? [], [list]);
}

/** "Most popular": the branch's best sellers (the server's units-ordered count) that were ordered
 * at least once and are not already in the recommended row above it. */
export function useMostPopularProducts(shopId: number | null, shown: ReadonlyArray<{ uuid: string }>) {
  const variables = { shopId: shopId ?? 0, perPage: RECOMMENDED_COUNT + MOST_POPULAR_COUNT };
  const { data } = useMostPopularProductsQuery({ variables, skip: !shopId, ...freshQueryOptions(MostPopularProductsDocument, variables) });
  const list = data?.mostSoldProducts?.items;
  return useMemo(() => {
    const skip = new Set(shown.map((product) => product.uuid));
    return (list ?? []).filter((product) => product.order_details_count > 0 && !skip.has(product.uuid)).slice(0, MOST_POPULAR_COUNT);
  }, [list, shown]);
}
