import type { ReactNode } from 'react';
import { GroupOrderPage } from '../../features/cart';
import { ProductOverlay } from '../../features/product';

/** /group/order/{cartId}: a guest's place in someone's group order, over the branch menu that
 * the (eager) route table passes in, so the menu stays in the home route's chunk; the product
 * sheet (in the shell's chunk already) opens inside the membership. */
export default function GroupOrderRoute({ menu }: { menu: ReactNode }) {
  return <GroupOrderPage menu={menu} overlay={<ProductOverlay />} />;
}
