import type { CartItemInput } from '../../../graphql/cart.generated';

/** insert-product entries for one line: the dish at `quantity`, and each add-on at its quantity
 * per dish × `quantity`, under the dish's stock (the server's add-on lines count every dish). */
export function serverEntries(
  stockId: number,
  quantity: number,
  addons: ReadonlyArray<{ stock: { id: number }; quantity: number }>,
): CartItemInput[] {
  return [
    { stock_id: stockId, quantity },
    ...addons.map((a) => ({ stock_id: a.stock.id, quantity: a.quantity * quantity, parent_id: stockId })),
  ];
}
