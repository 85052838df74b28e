import type { CartFieldsFragment, CartItemInput } from '../../../graphql/cart.generated';
import { ownerRow, serverCartView, type CartLineView } from './cart-view';
import { lineKey, type LocalCart, type LocalCartLine } from './local-cart';
import { serverEntries } from './server-entries';

/** insert-product entries that add `line` to a server cart holding `existing`: the same dish
 * with the same add-ons gets the sum of both quantities, within the dish's maximum. */
export function addedEntries(existing: ReadonlyArray<CartLineView>, line: LocalCartLine): CartItemInput[] {
  const same = existing.find((l) => l.key === lineKey(line));
  const quantity = Math.min(line.product.max_qty, line.quantity + (same?.quantity ?? 0));
  return serverEntries(line.stock.id, quantity, line.addons);
}

/**
 * insert-product entries that add a guest's lines to the signed-in customer's server cart. A
 * server cart of another branch counts for nothing here (CartSync deletes it first).
 */
export function mergeEntries(server: CartFieldsFragment | null | undefined, guest: LocalCart): CartItemInput[] {
  const existing = server && server.shop_id === guest.shopId ? serverCartView(server, ownerRow(server.owner_id)).lines : [];
  return guest.lines.flatMap((line) => addedEntries(existing, line));
}
