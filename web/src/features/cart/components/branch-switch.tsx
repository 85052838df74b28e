import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Branch } from '../../branches';
import { useCart } from '../hooks/use-cart';
import { ReplaceCartDialog } from './replace-cart-dialog';
import { useCartStrings } from '../hooks/use-cart-strings';

export interface BranchSwitchProps {
  /** The branch the customer picked. */
  branch: Branch;
  select: (branch: Branch) => void;
  /** The request is over (switched or cancelled). */
  onDone: () => void;
}

/** A branch switch: at once when the cart is empty or of that branch; otherwise it asks, then
 * empties the cart (a cart belongs to one branch) and switches. */
export function BranchSwitch({ branch, select, onDone }: BranchSwitchProps) {
  useCartStrings();
  const { t } = useTranslation();
  const { cart, clear, loading } = useCart();
  const free = cart.lines.length === 0 || cart.shopId === branch.id;
  const switched = useRef(false);

  useEffect(() => {
    if (loading || !free || switched.current) return;
    switched.current = true;
    select(branch);
    onDone();
  }, [loading, free, branch, select, onDone]);

  return (
    <ReplaceCartDialog
      open={!loading && !free}
      text={t('cart.switchBranch', { branch: branch.translation?.title ?? '' })}
      onConfirm={() => {
        switched.current = true;
        void clear().then(() => select(branch)).finally(onDone);
      }}
      onCancel={onDone}
    />
  );
}

