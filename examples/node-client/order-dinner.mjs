// Orders dinner through the gateway only: the first open branch, its first dish in stock (enough
// of it to reach the branch's minimum), for pickup, paid in cash; then follows the order.
//   GATEWAY_URL=http://localhost:4000/graphql EMAIL=… PASSWORD=… node examples/node-client/order-dinner.mjs
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Storefront } from './storefront.mjs';

/** The first dish of the menu that can be bought, and how many make the branch's minimum. */
function pickDish(menu, minAmount) {
  const dish = menu.flatMap((category) => category.products).find((product) => product.stock && product.stock.quantity >= product.min_qty);
  if (!dish) throw new Error('no dish of this branch is in stock');
  const enough = Math.ceil(minAmount / dish.stock.total_price);
  return { dish, quantity: Math.min(Math.max(dish.min_qty, enough), dish.max_qty, dish.stock.quantity) };
}

/** Each step's answer, for the caller to show or check. */
export async function orderDinner({ url, email, password, lang = 'en', log = () => {} }) {
  const storefront = new Storefront(url, { lang });
  const [branch] = await storefront.openBranches();
  if (!branch) throw new Error('no branch is open now');
  log(`Branch: ${branch.translation.title} (${branch.id})`);
  const { dish, quantity } = pickDish(await storefront.menu(branch.id), branch.min_amount);
  log(`Dish: ${quantity} × ${dish.translation.title} at ${dish.stock.total_price}`);
  const customer = await storefront.signIn(email, password);
  log(`Signed in as ${customer.firstname}`);
  const cart = await storefront.fillCart(branch.id, [{ stock_id: dish.stock.id, quantity }]);
  const price = await storefront.price(cart.id, 'pickup');
  log(`Cart ${cart.id}: ${price.total_price} to pay at pickup`);
  const idempotencyKey = randomUUID();
  const placed = await storefront.placeOrder(cart.id, { idempotencyKey });
  // A retry with the same key (say the answer was lost) answers the same order.
  const retried = await storefront.placeOrder(cart.id, { idempotencyKey });
  const followed = await storefront.order(placed.id);
  log(`Order ${followed.id}: ${followed.status} (${followed.status_history.map((change) => change.status).join(' → ')})`);
  return { branch, dish, quantity, cart, price, placed, retried, followed };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { GATEWAY_URL = 'http://localhost:4000/graphql', EMAIL, PASSWORD, STOREFRONT_LANG } = process.env;
  if (!EMAIL || !PASSWORD) {
    console.error('Set EMAIL and PASSWORD to a customer of the storefront (the demo database has demo@storefront.test / demo-pass-1).');
    process.exit(2);
  }
  await orderDinner({ url: GATEWAY_URL, email: EMAIL, password: PASSWORD, lang: STOREFRONT_LANG, log: console.log });
}
