import { NetworkStatus, type OperationVariables } from '@apollo/client';

interface PagedQuery {
  networkStatus: NetworkStatus;
  fetchMore: (options: { variables: OperationVariables }) => Promise<unknown>;
}

/** The next-page controls of a query answering a Laravel page (`meta.current_page` of
 * `meta.last_page`), whose pages the cache merges (type-policies/page-merge.ts). */
export function pageControls(query: PagedQuery, meta: { current_page: number; last_page: number } | null | undefined) {
  const hasNextPage = !!meta && meta.current_page < meta.last_page;
  const loadingMore = query.networkStatus === NetworkStatus.fetchMore;
  return {
    hasNextPage,
    loadingMore,
    loadMore: () => {
      if (meta && hasNextPage && !loadingMore) Promise.resolve(query.fetchMore({ variables: { page: meta.current_page + 1 } })).catch(() => undefined);
    },
  };
}
