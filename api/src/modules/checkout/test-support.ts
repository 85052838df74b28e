// Test support of checkout: an app on a fake clock at a moment the demo branches are open, a
// customer with a filled cart, a saved address inside the branch's zone, and the database
// facts the tests compare with (stock levels, orders, wallets).
import { count, eq, inArray } from 'drizzle-orm';
import { createTestApp, fakeClock, type TestApp } from '../../testing/test-app';
import { call, newCustomer } from '../../testing/customers';
import { loadFixture, unitCents, type Fixture, type MenuStock } from '../../testing/menu';
import type { BuildAppOptions } from '../../app';
import { carts, cartDetails, userCarts } from '../cart';
import { orders } from '../orders';
import { shops, shopWorkingDays } from '../shops';
import { stocks } from '../catalogue';
import { moveWallet, wallets } from '../wallet';

export { type Answer, call, expectCodedError, expectFieldError, newCustomer } from '../../testing/customers';
export { unitCents } from '../../testing/menu';

/** Monday 7 January 2030, 12:00 local time: Downtown (the fixture's branch, set to 09:00–23:00) is open;
 * the demo closes Midtown on Mondays and Scarborough on this day. */
export const NOON = new Date(2030, 0, 7, 12, 0);

export interface CheckoutTest {
  t: TestApp;
  f: Fixture;
  clock: ReturnType<typeof fakeClock>;
  shop: typeof shops.$inferSelect;
}

/** `options`: the app's own (e.g. its caps), besides the clock. */
export async function createCheckoutTest(options: Omit<BuildAppOptions, 'db' | 'clock'> = {}): Promise<CheckoutTest> {
  const clock = fakeClock(NOON);
  const t = await createTestApp(NOON, { ...options, clock });
  const f = await loadFixture(t);
  // The demo opens Downtown around the clock; these tests need a day with an opening and a closing.
  await t.database.db.update(shopWorkingDays).set({ from: '09-00', to: '23-00' }).where(eq(shopWorkingDays.shopId, f.shopId));
  const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, f.shopId));
  return { t, f, clock, shop };
}

export interface Customer {
  id: number;
  token: string;
}

export interface Item {
  row: MenuStock;
  quantity: number;
  addons?: { row: MenuStock; quantity: number }[];
}

/** The default cart: 2 × a dish with one add-on (×2) and 2 × another dish; above the $15 minimum. */
export const defaultItems = (f: Fixture): Item[] => [
  { row: f.withAddons, quantity: 2, addons: [{ row: f.addons[0], quantity: 2 }] },
  { row: f.stocks[0], quantity: 2 },
];

/** Sets the customer's cart of the fixture's branch to `items`; answers the cart id. */
export async function fillCart(c: CheckoutTest, user: Customer, items = defaultItems(c.f)): Promise<number> {
  const products = items.flatMap((item) => [
    { stock_id: item.row.stock.id, quantity: item.quantity },
    ...(item.addons ?? []).map((addon) => ({ stock_id: addon.row.stock.id, quantity: addon.quantity, parent_id: item.row.stock.id })),
  ]);
  const answer = await call(c.t, 'POST', '/dashboard/user/cart/insert-product', user.token, { shop_id: c.f.shopId, products });
  if (answer.status !== 200) throw new Error(`fillCart: ${JSON.stringify(answer.body)}`);
  return answer.body.data.id as number;
}

/** What `items` cost in base cents: subtotal, discounts, add-ons' share. */
export function itemsCents(items: Item[]) {
  let price = 0;
  let discount = 0;
  let addons = 0;
  for (const item of items) {
    for (const [line, isAddon] of [[item, false] as const, ...(item.addons ?? []).map((addon) => [addon, true] as const)]) {
      const unit = unitCents(line.row);
      price += unit.gross * line.quantity;
      discount += unit.discount * line.quantity;
      if (isAddon) addons += unit.gross * line.quantity;
    }
  }
  return { price, discount, addons };
}

/** A point about 1.1 km north of the branch: inside its ~4 km zone. */
export const nearBranch = (c: CheckoutTest) => ({ latitude: c.shop.latitude + 0.01, longitude: c.shop.longitude });
/** A point far from every branch (the lake). */
export const outsideZones = { latitude: 43.3, longitude: -79.3 };

/** A saved address of the user at `location`; answers its id. */
export async function saveAddress(c: CheckoutTest, user: Customer, location = nearBranch(c)): Promise<number> {
  const answer = await call(c.t, 'POST', '/dashboard/user/addresses', user.token, { title: 'Home', address: '1 Test Street', location });
  return answer.body.data.id as number;
}

export const calculate = (c: CheckoutTest, user: Customer, cartId: number, body: Record<string, unknown>, query = '') =>
  call(c.t, 'POST', `/dashboard/user/cart/calculate/${cartId}${query}`, user.token, body);

export const placeOrder = (c: CheckoutTest, user: Customer, body: Record<string, unknown>, key?: string) =>
  call(c.t, 'POST', '/dashboard/user/orders', user.token, body, key === undefined ? {} : { 'idempotency-key': key });

/** A new customer with the default cart: their id, token and cart id. */
export async function customerWithCart(c: CheckoutTest, items?: Item[]): Promise<Customer & { cartId: number }> {
  const user = await newCustomer(c.t);
  return { ...user, cartId: await fillCart(c, user, items) };
}

export async function stockLevels(c: CheckoutTest, ids: number[]): Promise<Map<number, number>> {
  const rows = await c.t.database.db.select({ id: stocks.id, quantity: stocks.quantity }).from(stocks).where(inArray(stocks.id, ids));
  return new Map(rows.map((row) => [row.id, row.quantity]));
}

export async function ordersOf(c: CheckoutTest, userId: number) {
  return c.t.database.db.select().from(orders).where(eq(orders.userId, userId));
}

/** Lines left in the user's cart (0 when the cart is gone). */
export async function cartLineCount(c: CheckoutTest, userId: number): Promise<number> {
  const [{ n }] = await c.t.database.db.select({ n: count() }).from(cartDetails)
    .innerJoin(userCarts, eq(userCarts.id, cartDetails.userCartId))
    .innerJoin(carts, eq(carts.id, userCarts.cartId))
    .where(eq(carts.ownerId, userId));
  return n;
}

/** Brings the wallet to `cents` through the ledger (a top-up or a withdrawal of the difference),
 * so its history still adds up. */
export async function setWallet(c: CheckoutTest, userId: number, cents: number): Promise<void> {
  const difference = cents - ((await walletBalance(c, userId)) ?? 0);
  if (!difference) return;
  await c.t.database.db.transaction((tx) => moveWallet(tx, { userId, cents: difference, type: difference > 0 ? 'topup' : 'withdraw', authorId: userId, at: new Date() }));
}

export async function walletBalance(c: CheckoutTest, userId: number): Promise<number | undefined> {
  const [row] = await c.t.database.db.select({ price: wallets.price }).from(wallets).where(eq(wallets.userId, userId));
  return row?.price;
}

/** Opens the owner's cart as a group order and lets a guest add `items`; answers the guest's uuid. */
export async function addGuest(c: CheckoutTest, owner: Customer, cartId: number, items: Item[]): Promise<string> {
  await call(c.t, 'POST', `/dashboard/user/cart/set-group/${cartId}`, owner.token);
  const member = await call(c.t, 'POST', '/rest/cart/open', null, { cart_id: cartId, name: 'Guest' });
  const uuid = member.body.data.uuid as string;
  const products = items.map((item) => ({ stock_id: item.row.stock.id, quantity: item.quantity }));
  const answer = await call(c.t, 'POST', '/rest/cart/insert-product', null, { cart_id: cartId, user_cart_uuid: uuid, products });
  if (answer.status !== 200) throw new Error(`addGuest: ${JSON.stringify(answer.body)}`);
  return uuid;
}
