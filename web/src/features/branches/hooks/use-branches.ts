import { useMemo } from 'react';
import type { ShopView } from '../../../shared/types/catalogue';
import { BranchesDocument, useBranchesQuery } from '../../../graphql/generated';
import { freshQueryOptions } from '../../../shared/lib/apollo/client';
import { present } from '../../../shared/lib/graphql/present';

export interface BranchesResult {
  branches: ReadonlyArray<ShopView>;
  loading: boolean;
}

/** The branch list (spec §7: page 1, perPage 100, open 1). */
export function useBranches(): BranchesResult {
  const { data, loading } = useBranchesQuery(freshQueryOptions(BranchesDocument));
  const list = data?.branches?.data;
  const branches = useMemo(() => present(list), [list]);
  return { branches, loading };
}
