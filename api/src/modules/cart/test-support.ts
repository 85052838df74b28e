// Test support of the cart: fresh customers, calls with their token, and stocks picked from the
// demo menu by what a test needs (tax, discount, add-ons, another branch).
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { currencies, products, shops, stockAddons, stocks, users } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import { hashPassword } from '../auth/passwords';

const PASSWORD = 'cart-pass-1';
let passwordHash: Promise<string> | undefined;
let nextIp = 1;

/** A new customer and a token of theirs. */
export async function newCustomer(t: TestApp): Promise<{ id: number; token: string }> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = `cart-${randomBytes(4).toString('hex')}@storefront.test`;
  const [row] = await t.database.db.insert(users).values({
    email, firstname: 'Cart', passwordHash: await passwordHash, myReferral: randomBytes(6).toString('hex'),
  }).returning({ id: users.id });
  const response = await t.app.inject({
    method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD }, remoteAddress: `10.9.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`,
  });
  return { id: row.id, token: response.json().data.access_token };
}

export type Method = 'GET' | 'POST' | 'DELETE';

export async function call(t: TestApp, method: Method, path: string, token: string | null, payload?: unknown, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method, url: `/api/v1${path}`, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

export type Answer = Awaited<ReturnType<typeof call>>;

/** A validation refusal: 400 ERROR_400 naming exactly `field`. */
export function expectFieldError(answer: Answer, field: string, message?: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body).toMatchObject({ status: false, statusCode: 'ERROR_400', message: 'Bad request.' });
  expect(Object.keys(answer.body.params)).toEqual([field]);
  if (message) expect(answer.body.params[field]).toEqual([message]);
}

/** A refusal with a cart error of its own code (ERROR_44x), its message also on `field`. */
export function expectCartError(answer: Answer, statusCode: string, message: string, field: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body).toMatchObject({ status: false, statusCode, message, params: { [field]: [message] } });
}

export type StockRow = typeof stocks.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

export interface MenuStock {
  stock: StockRow;
  product: ProductRow;
}

export interface Fixture {
  shopId: number;
  otherShopId: number;
  /** In-stock, non-add-on stocks of `shopId` (products active and published), by id; not `withAddons`. */
  stocks: MenuStock[];
  /** A stock of `shopId` with at least two add-ons, and the add-ons' stocks. */
  withAddons: MenuStock;
  addons: MenuStock[];
  /** An add-on stock of the branch that is not an add-on of `withAddons`. */
  unrelatedAddon: MenuStock;
  /** A stock with a discount. */
  discounted: MenuStock;
  /** A stock of `otherShopId`. */
  otherShop: MenuStock;
  eur: { id: number; rate: number };
}

export async function loadFixture(t: TestApp): Promise<Fixture> {
  const db = t.database.db;
  const branches = await db.select({ id: shops.id }).from(shops).where(isNotNull(shops.parentId)).orderBy(asc(shops.id));
  const [shopId, otherShopId] = branches.map((b) => b.id);
  const menu = async (shop: number, addon: boolean) => db.select({ stock: stocks, product: products }).from(stocks)
    .innerJoin(products, eq(products.id, stocks.productId))
    .where(and(eq(products.shopId, shop), eq(products.addon, addon), eq(stocks.addon, addon), eq(products.active, true),
      eq(products.status, 'published')))
    .orderBy(asc(stocks.id));
  const own = (await menu(shopId, false)).filter((row) => row.stock.quantity >= 20);
  const addonStocks = await menu(shopId, true);
  const links = await db.select().from(stockAddons);
  const addonIdsOf = (stockId: number) => links.filter((link) => link.stockId === stockId).map((link) => link.addonId);
  const withAddons = own.find((row) => addonIdsOf(row.stock.id).length >= 2)!;
  const linked = addonIdsOf(withAddons.stock.id);
  const addons = addonStocks.filter((row) => linked.includes(row.product.id));
  const unrelatedAddon = addonStocks.find((row) => !linked.includes(row.product.id))!;
  const discounted = own.find((row) => row.stock.discount > 0)!;
  const [otherShop] = (await menu(otherShopId, false)).filter((row) => row.stock.quantity > 0);
  const [eur] = await db.select({ id: currencies.id, rate: currencies.rate }).from(currencies).where(eq(currencies.title, 'EUR'));
  const plain = own.filter((row) => row.stock.id !== withAddons.stock.id);
  return { shopId, otherShopId, stocks: plain, withAddons, addons, unrelatedAddon, discounted, otherShop, eur };
}

/** What one unit costs in cents of a currency: the catalogue's rounded price + tax, and discount. */
export function unitCents({ stock, product }: MenuStock, rate = 1) {
  return {
    gross: Math.round(stock.price * rate) + Math.round(((stock.price * product.tax) / 100) * rate),
    discount: Math.round(stock.discount * rate),
  };
}
