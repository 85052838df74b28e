// Step one of every cart change (docs/cart.md): the request is checked against the database
// without writing anything, so a refusal leaves the cart as it was.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/errors';
import { products, stocks } from '../catalogue';
import type { ShopsService } from '../shops';
import { MAX_ITEMS, invalid, isId, otherShop } from './validation';

export interface CartItemInput {
  stock_id: number;
  quantity: number;
  parent_id?: number | null;
}

export interface InsertProductsInput {
  shop_id: number;
  products: CartItemInput[];
}

type StockRow = typeof stocks.$inferSelect;
/** What the checks read of a product. */
const PRODUCT_COLUMNS = {
  id: products.id, shopId: products.shopId, addon: products.addon, active: products.active, status: products.status,
  minQty: products.minQty, maxQty: products.maxQty,
};
type ProductRow = { [K in keyof typeof PRODUCT_COLUMNS]: (typeof products.$inferSelect)[K] };

/** A validated main entry with its add-on entries (quantity > 0 only). */
export interface PlannedItem {
  index: number;
  stock: StockRow;
  product: ProductRow;
  quantity: number;
  addons: { index: number; stock: StockRow; quantity: number }[];
}

const isAddonEntry = (entry: CartItemInput) => entry.parent_id !== undefined && entry.parent_id !== null;

/** The checks that need no database: numbers, list size, duplicates, parents in the request. */
function checkEntries(entries: CartItemInput[]): void {
  if (!entries.length) throw badRequest('products', 'The products field is required.', { code: 'required' });
  if (entries.length > MAX_ITEMS) throw badRequest('products', `The products may not have more than ${MAX_ITEMS} items.`, { code: 'too_many', max: MAX_ITEMS });
  entries.forEach((entry, i) => {
    if (!isId(entry.stock_id)) throw invalid(`products.${i}.stock_id`);
    if (!Number.isInteger(entry.quantity)) throw badRequest(`products.${i}.quantity`, `The products.${i}.quantity must be an integer.`, { code: 'type' });
    if (entry.quantity < 0) throw badRequest(`products.${i}.quantity`, `The products.${i}.quantity must be at least 0.`, { code: 'too_small', min: 0 });
    if (isAddonEntry(entry) && !isId(entry.parent_id!)) throw invalid(`products.${i}.parent_id`);
  });
  const duplicate = (i: number) => badRequest(`products.${i}.stock_id`, `The products.${i}.stock_id field has a duplicate value.`, { code: 'duplicate' });
  const mainStockIds = new Set<number>();
  entries.forEach((entry, i) => {
    if (isAddonEntry(entry)) return;
    if (mainStockIds.has(entry.stock_id)) throw duplicate(i);
    mainStockIds.add(entry.stock_id);
  });
  const addonKeys = new Set<string>();
  entries.forEach((entry, i) => {
    if (!isAddonEntry(entry)) return;
    if (!mainStockIds.has(entry.parent_id!)) {
      throw badRequest(`products.${i}.parent_id`, `The products.${i}.parent_id must be the stock id of another entry of this request.`, { code: 'invalid' });
    }
    const key = `${entry.parent_id}:${entry.stock_id}`;
    if (addonKeys.has(key)) throw duplicate(i);
    addonKeys.add(key);
  });
}

const buyable = (product: ProductRow) => product.active && product.status === 'published';

function checkQuantity(i: number, quantity: number, product: ProductRow) {
  if (quantity < product.minQty || quantity > product.maxQty) {
    throw badRequest(`products.${i}.quantity`, `The products.${i}.quantity must be between ${product.minQty} and ${product.maxQty}.`,
      { code: 'between', min: product.minQty, max: product.maxQty });
  }
}

export function createCartPlanner(db: Database, shops: ShopsService) {
  async function checkShop(shopId: number): Promise<void> {
    if (!isId(shopId)) throw invalid('shop_id');
    await shops.assertShopExists(shopId);
  }

  /** The entries' stocks with their products and, for each stock, the add-on products linked
   * to it: one query. */
  async function loadStocks(ids: number[]) {
    const addonIds = sql<number[]>`coalesce((select json_agg(sa.addon_id) from stock_addons sa where sa.stock_id = ${stocks.id}), '[]'::json)`;
    const rows = await db.select({ stock: stocks, product: PRODUCT_COLUMNS, addonIds }).from(stocks)
      .innerJoin(products, eq(products.id, stocks.productId)).where(inArray(stocks.id, ids));
    return new Map(rows.map((row) => [row.stock.id, row]));
  }

  /** Checks the request against the database without writing: the entries grouped by parent. */
  async function planEntries(input: InsertProductsInput): Promise<PlannedItem[]> {
    const entries = input.products;
    checkEntries(entries);
    const byId = await loadStocks([...new Set(entries.map((entry) => entry.stock_id))]);

    entries.forEach((entry, i) => {
      const row = byId.get(entry.stock_id);
      if (!row) throw invalid(`products.${i}.stock_id`);
      if (row.product.shopId !== input.shop_id) throw otherShop();
    });
    const planned: PlannedItem[] = [];
    entries.forEach((entry, i) => {
      const { stock, product } = byId.get(entry.stock_id)!;
      if (isAddonEntry(entry)) {
        if (!stock.addon || !product.addon || !byId.get(entry.parent_id!)!.addonIds.includes(product.id)) {
          throw badRequest(`products.${i}.stock_id`, `The selected products.${i}.stock_id is not an add-on of its parent.`, { code: 'invalid' });
        }
      } else if (stock.addon || product.addon) throw invalid(`products.${i}.stock_id`);
      if (entry.quantity > 0 && !buyable(product)) throw invalid(`products.${i}.stock_id`);
      if (entry.quantity > 0) checkQuantity(i, entry.quantity, product);
      if (!isAddonEntry(entry)) planned.push({ index: i, stock, product, quantity: entry.quantity, addons: [] });
    });
    entries.forEach((entry, i) => {
      if (!isAddonEntry(entry) || entry.quantity === 0) return;
      const parent = planned.find((item) => item.stock.id === entry.parent_id)!;
      parent.addons.push({ index: i, stock: byId.get(entry.stock_id)!.stock, quantity: entry.quantity });
    });
    for (const item of planned) item.addons.sort((a, b) => a.stock.id - b.stock.id);
    return planned;
  }

  /** `planEntries`, refusing an unknown branch first. Its existence is looked up only when the
   * request is refused: accepted entries are stocks of the branch, which proves it exists. */
  async function plan(input: InsertProductsInput): Promise<PlannedItem[]> {
    if (!isId(input.shop_id)) throw invalid('shop_id');
    try {
      return await planEntries(input);
    } catch (error) {
      await checkShop(input.shop_id);
      throw error;
    }
  }

  return { checkShop, plan };
}

export type CartPlanner = ReturnType<typeof createCartPlanner>;
