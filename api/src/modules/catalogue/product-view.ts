// Turns product records (product-record.ts) into the contract's `Product`: translation (with
// fallback), unit, the single purchasable `stock`, and for detail views every stock with its
// extras and add-ons. Extras and add-ons, which only the detail and cart lines show, take one
// query each for the whole batch, whatever the number of products.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Database } from '../../db/client';
import { roundMoney, toMoney } from '../../http/money';
import type { RequestContext } from '../../http/request-context';
import { shownLocale, translationView } from '../../http/translation';
import { products, stockAddons, stocks } from './tables';
import { productRecord, stockRecord, type ProductRecord, type StockRow } from './product-record';
import type { AddonProduct, AddonStock, ExtraValue, Product, Stock } from './schemas';

export type ProductView = Static<typeof Product>;
type AddonProductView = Static<typeof AddonProduct>;
type StockView = Static<typeof Stock>;
type AddonStockView = Static<typeof AddonStock>;
type ExtraView = Static<typeof ExtraValue>;

export interface ViewOptions {
  /** Emit every stock of the product (detail, search); lists carry only `stock`. */
  allStocks: boolean;
  /** Load each stock's extras and add-ons (product detail only): lists and search rows show a
   * price, and every extra query costs a round trip on the embedded database. */
  withOptions: boolean;
}

/** The stock a list shows: the first in-stock one that is not an add-on's. */
const isPurchasable = (stock: StockRow, addonProduct: boolean) => stock.quantity > 0 && stock.addon === addonProduct;

function stockFields(row: StockRow, productTax: number, extras: ExtraView[], ctx: RequestContext): AddonStockView {
  const price = toMoney(row.price, ctx.rate);
  const discount = toMoney(row.discount, ctx.rate);
  const tax = toMoney((row.price * productTax) / 100, ctx.rate);
  return {
    id: row.id,
    countable_id: row.productId,
    sku: row.sku,
    price,
    quantity: row.quantity,
    discount,
    tax,
    // Summed from the rounded parts so price − discount + tax always adds up on screen.
    total_price: Math.max(0, roundMoney(price - discount + tax)),
    addon: row.addon,
    extras,
  };
}

/** Fields shared by products and add-on products, without stocks. */
function baseView(record: ProductRecord, ctx: RequestContext) {
  const { unit } = record;
  return {
    id: record.id,
    uuid: record.uuid,
    shop_id: record.shopId,
    category_id: record.categoryId,
    img: record.img,
    tax: record.tax,
    active: record.active,
    addon: record.addon,
    vegetarian: record.vegetarian,
    status: record.status,
    interval: record.interval,
    min_qty: record.minQty,
    max_qty: record.maxQty,
    kcal: record.kcal,
    carbs: record.carbs,
    protein: record.protein,
    fats: record.fats,
    stocks_count: 0,
    translation: translationView(record.translation ?? undefined, ctx.locale),
    unit: unit && { id: unit.id, active: unit.active, position: unit.position, translation: { title: unit.title } },
  };
}

/** The extras of the stock whose id is `stockId` (SQL), as the contract's list: by group, then
 * value, each group titled in the request's language. */
export function stockExtrasJson(stockId: SQL, ctx: RequestContext): SQL<ExtraView[]> {
  return sql<ExtraView[]>`coalesce((select json_agg(json_build_object(
      'id', ev.id, 'extra_group_id', ev.extra_group_id, 'value', ev.value, 'active', ev.active,
      'group', json_build_object('id', eg.id, 'type', eg.type, 'active', eg.active, 'translation', json_build_object('title', coalesce(
        (select t.title from extra_group_translations t where t.extra_group_id = eg.id and ${shownLocale(sql`t.locale`, ctx)}), '')))
    ) order by eg.id, ev.id)
    from stock_extras se join extra_values ev on ev.id = se.extra_value_id join extra_groups eg on eg.id = ev.extra_group_id
    where se.stock_id = ${stockId}), '[]'::json)`;
}

const STOCK_ID = sql`"stocks"."id"`;

/** A stock as cart and order lines show it, with its extras and its product without stocks. */
export interface LineStock {
  stock: StockRow;
  record: ProductRecord;
  extras: ExtraView[];
}

/** What a query of stocks (joined to their products) selects for `LineStock`s. */
const lineStockColumns = (ctx: RequestContext) => ({
  stock: stocks, record: productRecord(ctx, false), extras: stockExtrasJson(STOCK_ID, ctx),
});

/** The `LineStock` of the stock whose id is `stockId` (SQL), as one JSON record (null: none). */
export function lineStockJson(stockId: SQL, ctx: RequestContext): SQL<LineStock | null> {
  return sql<LineStock | null>`(select json_build_object('stock', ${stockRecord('"stocks"')}, 'record', ${productRecord(ctx, false)},
    'extras', ${stockExtrasJson(STOCK_ID, ctx)}) from ${stocks} join ${products} on "products"."id" = "stocks"."product_id"
    where "stocks"."id" = ${stockId})`;
}

/** Stocks as cart and order lines show them, by stock id. */
export function stockViewsOf(rows: LineStock[], ctx: RequestContext) {
  return new Map(rows.map(({ stock, record, extras }) => [stock.id, {
    ...stockFields(stock, record.tax, extras, ctx),
    product: baseView(record, ctx),
  }]));
}

export function createProductViews(db: Database) {
  async function loadExtras(stockIds: number[], ctx: RequestContext): Promise<Map<number, ExtraView[]>> {
    if (!stockIds.length) return new Map();
    const rows = await db.select({ id: stocks.id, extras: stockExtrasJson(STOCK_ID, ctx) }).from(stocks).where(inArray(stocks.id, stockIds));
    return new Map(rows.map(({ id, extras }) => [id, extras]));
  }

  /** Add-on products attachable to each stock; only active ones that can be bought. */
  async function loadAddons(stockIds: number[], ctx: RequestContext) {
    const byStock = new Map<number, StockView['addons']>();
    if (!stockIds.length) return byStock;
    const links = await db.select({ link: stockAddons, product: productRecord(ctx) }).from(stockAddons)
      .innerJoin(products, eq(products.id, stockAddons.addonId))
      .where(and(inArray(stockAddons.stockId, stockIds), eq(products.active, true), eq(products.status, 'published')))
      .orderBy(asc(stockAddons.id));
    const views = new Map((await addonViews([...new Map(links.map(({ product }) => [product.id, product])).values()], ctx))
      .map((view) => [view.id, view]));
    for (const { link } of links) {
      const product = views.get(link.addonId);
      if (!product?.stock) continue;
      const addons = byStock.get(link.stockId) ?? [];
      addons.push({ id: link.id, stock_id: link.stockId, addon_id: link.addonId, product });
      byStock.set(link.stockId, addons);
    }
    return byStock;
  }

  async function addonViews(records: ProductRecord[], ctx: RequestContext): Promise<AddonProductView[]> {
    const firstStocks = records.map((record) => record.stocks.find((stock) => isPurchasable(stock, true)));
    const extras = await loadExtras(firstStocks.flatMap((stock) => (stock ? [stock.id] : [])), ctx);
    return records.map((record, i) => {
      const stock = firstStocks[i];
      return {
        ...baseView(record, ctx),
        stocks_count: record.stocks.length,
        stock: stock ? stockFields(stock, record.tax, extras.get(stock.id) ?? [], ctx) : null,
      };
    });
  }

  return {
    /** Stocks by id (any, add-on or not) as cart and order lines show them. */
    async stockViews(stockIds: number[], ctx: RequestContext) {
      const rows = stockIds.length
        ? await db.select(lineStockColumns(ctx)).from(stocks).innerJoin(products, eq(products.id, stocks.productId))
          .where(inArray(stocks.id, stockIds))
        : [];
      return stockViewsOf(rows, ctx);
    },

    async views(records: ProductRecord[], ctx: RequestContext, options: ViewOptions): Promise<ProductView[]> {
      const ownStocks = records.map((record) => record.stocks.filter((stock) => !stock.addon));
      const firstStocks = ownStocks.map((list) => list.find((stock) => isPurchasable(stock, false)));
      const shown = options.allStocks ? ownStocks.flat() : firstStocks.flatMap((stock) => (stock ? [stock] : []));
      const shownIds = shown.map((stock) => stock.id);
      const [extras, addons] = options.withOptions
        ? await Promise.all([loadExtras(shownIds, ctx), loadAddons(shownIds, ctx)])
        : [new Map<number, ExtraView[]>(), new Map<number, StockView['addons']>()];
      const dress = (stock: StockRow, tax: number): StockView => ({
        ...stockFields(stock, tax, extras.get(stock.id) ?? [], ctx),
        addons: addons.get(stock.id) ?? [],
      });
      return records.map((record, i) => {
        const first = firstStocks[i];
        return {
          ...baseView(record, ctx),
          stocks_count: ownStocks[i].length,
          stock: first ? dress(first, record.tax) : null,
          stocks: options.allStocks ? ownStocks[i].map((stock) => dress(stock, record.tax)) : [],
        };
      });
    },
  };
}

export type ProductViews = ReturnType<typeof createProductViews>;
