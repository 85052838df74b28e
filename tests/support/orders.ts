// Orders made through the api for browser tests that start from an existing order.
import { api } from './accounts';

type Row = Record<string, unknown>;
type Shop = { id: number; min_amount: number; translation: { title: string } };
type Dish = { addon: boolean; min_qty: number; max_qty: number; stock: { id: number; price: number; discount: number; quantity: number; addon: boolean } | null };

/** Puts one dish of Downtown, the branch open around the clock, just above its minimum amount
 * into the customer's cart; answers the cart's id. The dish with the most left in stock: every
 * browser test shares one stack, and ordering the same dish each time sold it out for the tests
 * that came later (an "Add to cart" left disabled). And one of which three reach the minimum:
 * the dish these orders sell becomes a best seller, which the menu lists first, and the browser
 * tests put three of the menu's first dish in their cart (a cheaper one left "Place order"
 * disabled, under the minimum). */
export async function fillDowntownCart(token: string): Promise<number> {
  const shops = await api<{ data: Shop[] }>('GET', '/rest/shops/paginate?perPage=100', null);
  const downtown = shops.body.data.find((shop) => shop.translation.title === 'Downtown');
  if (!downtown) throw new Error('no Downtown branch in the demo data');
  const products = await api<{ data: Dish[] }>('GET', `/rest/products/paginate?shop_id=${downtown.id}&perPage=100`, null);
  const lines = products.body.data.flatMap(({ addon, min_qty, max_qty, stock }) => {
    if (addon || !stock || stock.addon) return [];
    const quantity = Math.max(min_qty, Math.ceil((downtown.min_amount + 1) / (stock.price - stock.discount)));
    const threeReachMinimum = 3 * (stock.price - stock.discount) > downtown.min_amount;
    return threeReachMinimum && quantity <= max_qty && quantity <= stock.quantity ? [{ stock_id: stock.id, quantity, left: stock.quantity }] : [];
  }).sort((a, b) => b.left - a.left);
  if (!lines.length) throw new Error('Downtown has no dish to order');
  const cart = await api<{ data: Row }>('POST', '/dashboard/user/cart/insert-product', token, { shop_id: downtown.id, products: [{ stock_id: lines[0].stock_id, quantity: lines[0].quantity }] });
  if (cart.status !== 200) throw new Error(`filling the cart answered ${cart.status}: ${JSON.stringify(cart.body)}`);
  return Number(cart.body.data.id);
}

/** A new pickup order (cash) of one dish of Downtown (`fillDowntownCart`); answers the order's id. */
export async function placePickupOrder(token: string): Promise<number> {
  const cartId = await fillDowntownCart(token);
  const order = await api<{ data: Row }>('POST', '/dashboard/user/orders', token, { cart_id: cartId, delivery_type: 'pickup', payment_type: 'cash' });
  if (order.status !== 200) throw new Error(`placing the order answered ${order.status}: ${JSON.stringify(order.body)}`);
  return Number(order.body.data.id);
}
