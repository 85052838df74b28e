import type { ReactNode } from 'react';
import GroupOrderPage from '../../features/cart/components/group-order-page';

/** /group/order/{cartId}: a guest's place in someone's group order, over the branch menu that
 * the (eager) route table passes in, so the menu stays in the home route's chunk. */
export default function GroupOrderRoute({ menu }: { menu: ReactNode }) {
  return <GroupOrderPage menu={menu} />;
}
