// A recipe's box at one branch: the branch's dishes the recipe needs, each priced as a cart line
// and marked available or not, and the box priced as a cart holding its available lines
// (cart/view.ts, cart/pricing.ts: the one place prices are computed).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { type LineStock, lineStockJson, products, stocks, stockViewsOf } from '../catalogue';
import { shops, type ShopsService } from '../shops';
import { cartCalculation, lineAmounts, pricedStocks } from '../cart';
import { recipeStocks } from './tables';
import type { DISH_AVAILABILITIES } from './schemas';

interface BoxRow {
  recipeId: number;
  quantity: number;
  lineStock: LineStock;
}

/** Whether the branch can sell `quantity` of the line's dish now, else why not. */
function availabilityOf({ quantity, lineStock: { stock, record } }: BoxRow): (typeof DISH_AVAILABILITIES)[number] {
  const onMenu = record.active && record.status === 'published' && !record.addon && !stock.addon;
  if (!onMenu || quantity < record.minQty || quantity > record.maxQty) return 'unavailable';
  return stock.quantity < quantity ? 'out_of_stock' : 'available';
}

/** One recipe's box from its rows, in the request's currency. */
function boxView(shopId: number, rows: BoxRow[], shopTaxPercent: number, ctx: RequestContext) {
  const { priced } = pricedStocks(rows.map(({ lineStock: { stock, record } }) => ({ stock, taxPercent: record.tax, active: record.active, status: record.status })));
  const stockViews = stockViewsOf(rows.map((row) => row.lineStock), ctx);
  const lines = rows.map((row) => {
    const availability = availabilityOf(row);
    const stockId = row.lineStock.stock.id;
    return {
      stock_id: stockId,
      quantity: row.quantity,
      available: availability === 'available',
      availability,
      ...lineAmounts(priced.get(stockId)!, { quantity: row.quantity, bonus: false }, ctx.rate),
      stock: stockViews.get(stockId)!,
    };
  });
  const sold = lines.filter((line) => line.available)
    .map((line) => ({ stockId: line.stock_id, parentId: null, quantity: line.quantity, bonus: false }));
  const amounts = cartCalculation(sold, priced, shopTaxPercent, ctx.rate);
  return {
    shop_id: shopId,
    currency_id: ctx.currencyId,
    rate: ctx.rate,
    lines,
    price: amounts.price,
    total_discount: amounts.total_discount,
    total_price: amounts.total_price,
    shop_tax: amounts.shop_tax,
    total_with_tax: amounts.total_with_tax,
    unavailable_count: lines.length - sold.length,
  };
}

export type RecipeBoxView = ReturnType<typeof boxView>;

export function createRecipeBoxes(db: Database, branches: ShopsService) {
  /** The branch's tax percent; an unknown branch → 400 `params.shop_id`. */
  async function shopTaxOf(shopId: number): Promise<number> {
    const [shop] = await db.select({ tax: shops.tax }).from(shops).where(eq(shops.id, shopId));
    if (!shop) await branches.assertShopExists(shopId);
    return shop.tax;
  }

  /** The boxes of `recipeIds` at branch `shopId`, by recipe id (a recipe with no dish of the
   * branch has an empty box). */
  async function boxesOf(recipeIds: number[], shopId: number, ctx: RequestContext): Promise<Map<number, RecipeBoxView>> {
    const shopTax = await shopTaxOf(shopId);
    const rows: BoxRow[] = recipeIds.length ? await db.select({
      recipeId: recipeStocks.recipeId, quantity: recipeStocks.quantity, lineStock: lineStockJson(sql`${recipeStocks.stockId}`, ctx),
    }).from(recipeStocks)
      .innerJoin(stocks, eq(stocks.id, recipeStocks.stockId))
      .innerJoin(products, eq(products.id, stocks.productId))
      .where(and(inArray(recipeStocks.recipeId, recipeIds), eq(products.shopId, shopId)))
      .orderBy(asc(recipeStocks.recipeId), asc(recipeStocks.stockId)) as BoxRow[] : [];
    return new Map(recipeIds.map((id) => [id, boxView(shopId, rows.filter((row) => row.recipeId === id), shopTax, ctx)]));
  }

  return { boxesOf };
}

export type RecipeBoxes = ReturnType<typeof createRecipeBoxes>;
