// Test support: stocks picked from the demo menu by what a test needs (tax, discount, add-ons,
// another branch), and what one unit of them costs.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { currencies, products, shops, stockAddons, stocks } from '../db/schema';
import type { TestApp } from './test-app';

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
