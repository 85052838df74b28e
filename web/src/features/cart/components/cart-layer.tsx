import type { ShopView } from '../../../shared/types/catalogue';
import { BranchSwitch } from './branch-switch';
import { CartSync } from './cart-sync';

/** What the shell loads of the cart after the first screen, in one chunk: the sign-in merge and,
 * when the customer picks a branch, the branch-switch question. */
export default function CartLayer({ branchRequest, select, onBranchDone }: {
  branchRequest: ShopView | null;
  select: (branch: ShopView) => void;
  onBranchDone: () => void;
}) {
  return (
    <>
      <CartSync />
      {branchRequest && <BranchSwitch branch={branchRequest} select={select} onDone={onBranchDone} />}
    </>
  );
}
