import { Suspense, lazy } from 'react';
import type { Branch } from '../../branches';
import { CartSync } from './cart-sync';

// The branch-switch question (a dialog) loads when a customer picks another branch.
const BranchSwitch = lazy(() => import('./branch-switch').then((m) => ({ default: m.BranchSwitch })));

/** What the shell loads of the cart after the first screen, in one chunk: the sign-in merge and,
 * when the customer picks a branch, the branch-switch question. */
export default function CartLayer({ branchRequest, select, onBranchDone }: {
  branchRequest: Branch | null;
  select: (branch: Branch) => void;
  onBranchDone: () => void;
}) {
  return (
    <>
      <CartSync />
      {branchRequest && (
        <Suspense fallback={null}>
          <BranchSwitch branch={branchRequest} select={select} onDone={onBranchDone} />
        </Suspense>
      )}
    </>
  );
}
