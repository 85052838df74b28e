// The cart's and checkout's requests of the bench's rows: an insert-product body, and orders
// sustained by several customers with double submits, each order then checked against what the
// customers' order lists hold.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DURATION, call, login, percentile } from './load.mjs';

/** insert-product's body for a branch's first recommended dish that is in stock and not an add-on. */
export async function cartInput(apiUrl, shopId) {
  const { data } = await call(`${apiUrl}/rest/branch/recommended/products?shop_id=${shopId}`);
  const product = data.find((p) => !p.addon && p.stock && !p.stock.addon && p.stock.quantity > 0);
  if (!product) throw new Error(`branch ${shopId} recommends no dish in stock`);
  return { shop_id: shopId, products: [{ stock_id: product.stock.id, quantity: Math.max(1, product.min_qty) }] };
}

export const insertMutation = 'mutation InsertCartProducts($input: InsertCartProductsInput!) { insertCartProducts(input: $input) { id total_price } }';

const placeOrderMutation = 'mutation PlaceOrder($input: PlaceOrderInput!, $key: String) { placeOrder(input: $input, idempotency_key: $key) { id } }';

/** Each checkout worker is its own customer, so they never share a cart (staff last: the bench's
 * browser step signs in as staff and finds its cart gone with the last order). */
export const CUSTOMERS = [['demo@storefront.test', 'demo-pass-1'], ['demo2@storefront.test', 'demo-pass-2'], ['staff@storefront.test', 'staff-pass-1']];
const DOUBLE_SUBMIT_EVERY = 5;

/** In-stock dishes of the branch (not add-ons), each with the quantity that puts one order above
 * the branch's minimum amount; the ten with the most orders' worth of stock, so that a run does
 * not empty them (every order takes its quantity from the stock). */
async function checkoutDishes(apiUrl, branch) {
  const { data } = await call(`${apiUrl}/rest/products/paginate?shop_id=${branch.id}&perPage=100`);
  const dishes = data.filter((p) => !p.addon && p.stock && !p.stock.addon && p.stock.quantity > 0).map((p) => ({
    stockId: p.stock.id,
    // $1 over the minimum, which is checked on the lines after their discounts.
    quantity: Math.max(p.min_qty, Math.ceil((branch.min_amount + 1) / (p.stock.price - p.stock.discount))),
    maxQty: p.max_qty,
    left: p.stock.quantity,
  })).filter((dish) => dish.quantity <= dish.maxQty && dish.quantity <= dish.left);
  if (!dishes.length) throw new Error(`branch ${branch.id} has no dish to order`);
  return dishes.sort((a, b) => b.left / b.quantity - a.left / a.quantity).slice(0, 10);
}

/** The next dish in turn that still has stock for one more order (none: every dish ran out). */
function rotation(dishes) {
  let turn = 0;
  return () => {
    for (let tries = 0; tries < dishes.length; tries++) {
      const dish = dishes[turn++ % dishes.length];
      if (dish.left >= dish.quantity) {
        dish.left -= dish.quantity;
        return dish;
      }
    }
    return undefined;
  };
}

/** One placeOrder through the gateway, timed; a refusal comes back as a GraphQL error (HTTP 200). */
async function placeOrder(gatewayUrl, token, input, key) {
  const started = performance.now();
  const { data, errors } = await call(gatewayUrl, { method: 'POST', token, body: { query: placeOrderMutation, variables: { input, key } } });
  const ms = performance.now() - started;
  return errors ? { ms, refusal: `${errors[0].message} ${JSON.stringify(errors[0].extensions ?? {})}` } : { ms, id: data.placeOrder.id };
}

/** Every order id of the customer, through REST (newest first, 100 a page). */
async function orderIds(apiUrl, token) {
  const ids = new Set();
  for (let page = 1; ; page++) {
    const { data, meta } = await call(`${apiUrl}/dashboard/user/orders/paginate?perPage=100&page=${page}`, { token });
    for (const order of data) ids.add(order.id);
    if (!data.length || ids.size >= meta.total) return ids;
  }
}

/** One customer ordering until `deadline`: fill the cart (REST), place it (gateway) with a fresh
 * key. Every 5th order is submitted twice at once with the same key and body, as a double click
 * does; both answers must name the same order. Only the first submit is timed. */
async function orderUntil(stack, shopId, customer, nextDish, deadline, tally) {
  for (let n = 1; Date.now() < deadline; n++) {
    const dish = nextDish();
    if (!dish) {
      tally.stockRanOut = true;
      return;
    }
    const cart = await call(`${stack.apiUrl}/dashboard/user/cart/insert-product`, {
      method: 'POST', token: customer.token, body: { shop_id: shopId, products: [{ stock_id: dish.stockId, quantity: dish.quantity }] },
    });
    const input = { cart_id: cart.data.id, delivery_type: 'pickup', payment_type: 'cash' };
    const key = randomUUID();
    const submits = [placeOrder(stack.gatewayUrl, customer.token, input, key)];
    if (n % DOUBLE_SUBMIT_EVERY === 0) submits.push(placeOrder(stack.gatewayUrl, customer.token, input, key));
    const [first, second] = await Promise.all(submits);
    for (const answer of [first, second]) if (answer?.id) customer.answered.add(answer.id);
    if (first.refusal) {
      tally.refused++;
      tally.refusal ??= first.refusal;
      // A refused order leaves the cart; the next insert-product would add to it.
      if (!second?.id) await call(`${stack.apiUrl}/dashboard/user/cart/delete`, { method: 'DELETE', token: customer.token, body: { ids: [input.cart_id] } });
      continue;
    }
    tally.latencies.push(first.ms);
    if (second) {
      tally.doubleSubmits++;
      if (second.id === first.id) tally.sameOrder++;
    }
  }
}

/** Orders sustained for `duration` seconds by one worker per customer; then, through REST, every
 * order a customer has must be one its submits were answered with (else: a duplicate). `measured`
 * wraps the ordering alone (not the lists read before and after), e.g. to read CPU around it. */
export async function checkoutRun(stack, branch, { duration = DURATION, measured = (work) => work() } = {}) {
  const customers = await Promise.all(CUSTOMERS.map(async ([email, password]) => ({ token: await login(stack.apiUrl, email, password), answered: new Set() })));
  const before = await Promise.all(customers.map((customer) => orderIds(stack.apiUrl, customer.token)));
  const nextDish = rotation(await checkoutDishes(stack.apiUrl, branch));
  const tally = { latencies: [], refused: 0, refusal: undefined, doubleSubmits: 0, sameOrder: 0, stockRanOut: false };
  const started = performance.now();
  const deadline = Date.now() + duration * 1000;
  await measured(() => Promise.all(customers.map((customer) => orderUntil(stack, branch.id, customer, nextDish, deadline, tally))));
  const seconds = (performance.now() - started) / 1000;
  let duplicates = 0;
  let unlisted = 0;
  for (const [i, customer] of customers.entries()) {
    const placed = new Set([...await orderIds(stack.apiUrl, customer.token)].filter((id) => !before[i].has(id)));
    duplicates += [...placed].filter((id) => !customer.answered.has(id)).length;
    unlisted += [...customer.answered].filter((id) => !placed.has(id)).length;
  }
  const orders = tally.latencies.length;
  return {
    ...tally, orders, seconds, duplicates, unlisted, workers: customers.length,
    perSecond: orders / seconds, p50: percentile(tally.latencies, 0.5), p95: percentile(tally.latencies, 0.95),
  };
}
