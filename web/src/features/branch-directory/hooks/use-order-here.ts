import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBranches, useSelectedBranch } from '../../branches';

/** "Order from here": the branch becomes the selected one (the header's, persisted as `branchId`)
 * and the customer goes to its menu. */
export function useOrderHere() {
  const navigate = useNavigate();
  const { branches } = useBranches();
  const { select, selectedId } = useSelectedBranch(branches);
  const orderHere = useCallback(
    (branch: { id: number }) => {
      select(branch);
      navigate('/');
    },
    [select, navigate],
  );
  return { orderHere, selectedId };
}
