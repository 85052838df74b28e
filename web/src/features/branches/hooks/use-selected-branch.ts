import { useCallback, useEffect } from 'react';
import type { Branch } from './use-branches';
import { useRootStore, useRootStoreApi } from '../../../shared/lib/storage';

/**
 * The branch to use: the chosen one while it is still listed, else the first branch open now (the
 * server's `open_now`), else the first branch: a customer
 * who has chosen none is never left without one.
 */
export function pickBranch(branches: ReadonlyArray<Branch>, chosenId: number | null): Branch | null {
  const chosen = chosenId == null ? undefined : branches.find((b) => b.id === chosenId);
  if (chosen) return chosen;
  return branches.find((b) => b.open_now === true) ?? branches[0] ?? null;
}

/** The selected branch (persisted as `branchId`), auto-chosen once branches are known. */
export function useSelectedBranch(branches: ReadonlyArray<Branch>) {
  const store = useRootStoreApi();
  const chosenId = useRootStore((s) => s.branchId);
  const selected = pickBranch(branches, chosenId);
  const select = useCallback((branch: Pick<Branch, 'id'>) => store.setState({ branchId: branch.id }), [store]);

  useEffect(() => {
    if (selected && selected.id !== chosenId) store.setState({ branchId: selected.id });
  }, [selected, chosenId, store]);

  return { selected, selectedId: selected?.id ?? chosenId, select };
}
