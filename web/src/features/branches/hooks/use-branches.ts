import { useMemo } from 'react';
import { BranchesDocument, useBranchesQuery, type BranchesQuery } from '../../../graphql/generated';
import { freshQueryOptions } from '../../../shared/lib/apollo/client';

/** A branch as the branch list gives it. */
export type Branch = NonNullable<BranchesQuery['branches']>['items'][number];

export interface BranchesResult {
  branches: ReadonlyArray<Branch>;
  loading: boolean;
}

export interface BranchesOptions {
  /** Ask the server again even when the cached list is fresh (cached data shows meanwhile): for
   * screens that act on `open_now`, such as checkout's "as soon as possible". */
  current?: boolean;
}

/** The branch list (page 1, perPage 100; every branch, with the server's `open_now`). */
export function useBranches({ current = false }: BranchesOptions = {}): BranchesResult {
  const { data, loading } = useBranchesQuery(
    current ? { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } : freshQueryOptions(BranchesDocument),
  );
  const list = data?.branches?.items;
  const branches = useMemo(() => list ?? [], [list]);
  return { branches, loading };
}
