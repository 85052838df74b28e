// Turns product rows into the contract's `Product`: translation (with fallback), unit, the
// single purchasable `stock`, and for detail views every stock with its extras and add-ons.
// Each relation is loaded with one query for the whole batch, whatever the number of products.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Database } from '../../db/client';
import {
  extraGroups, extraGroupTranslations, extraValues, productTranslations, products, stockAddons, stockExtras,
  stocks, unitTranslations, units,
} from '../../db/schema';
import { roundMoney, toMoney } from '../../http/money';
import type { RequestContext } from '../../http/request-context';
import { pickTranslations, translationView, wantedLocales } from '../../http/translation';
import type { AddonProduct, AddonStock, ExtraValue, Product, Stock, Unit } from './schemas';

export type ProductRow = typeof products.$inferSelect;
type StockRow = typeof stocks.$inferSelect;
export type ProductView = Static<typeof Product>;
type AddonProductView = Static<typeof AddonProduct>;
type StockView = Static<typeof Stock>;
type AddonStockView = Static<typeof AddonStock>;

export interface ViewOptions {
  /** Emit every stock of the product (detail, search); lists carry only `stock`. */
  allStocks: boolean;
  /** Load each stock's extras and add-ons (product detail only): lists and search rows show a
   * price, and every extra query costs a round trip on the embedded database. */
  withOptions: boolean;
}

/** The stock a list shows: the first in-stock one that is not an add-on's. */
const isPurchasable = (stock: StockRow, addonProduct: boolean) => stock.quantity > 0 && stock.addon === addonProduct;

export function createProductViews(db: Database) {
  async function loadTranslations(ids: number[], ctx: RequestContext) {
    if (!ids.length) return new Map<number, typeof productTranslations.$inferSelect>();
    const rows = await db.select({
      id: productTranslations.id, productId: productTranslations.productId, locale: productTranslations.locale,
      title: productTranslations.title, description: productTranslations.description,
    }).from(productTranslations)
      .where(and(inArray(productTranslations.productId, ids), inArray(productTranslations.locale, wantedLocales(ctx.locale, ctx.defaultLocale))));
    return pickTranslations(rows, (row) => row.productId, ctx.locale);
  }

  async function loadUnits(ids: number[], ctx: RequestContext): Promise<Map<number, Static<typeof Unit>>> {
    if (!ids.length) return new Map();
    const rows = await db.select({ unit: units, translation: unitTranslations }).from(units)
      .leftJoin(unitTranslations, and(
        eq(unitTranslations.unitId, units.id),
        inArray(unitTranslations.locale, wantedLocales(ctx.locale, ctx.defaultLocale)),
      ))
      .where(inArray(units.id, ids));
    const titles = pickTranslations(rows.flatMap(({ translation }) => (translation ? [translation] : [])), (row) => row.unitId, ctx.locale);
    return new Map(rows.map(({ unit }) => [unit.id, {
      id: unit.id, active: unit.active, position: unit.position, translation: { title: titles.get(unit.id)?.title ?? '' },
    }]));
  }

  async function loadStocks(productIds: number[]): Promise<StockRow[]> {
    if (!productIds.length) return [];
    return db.select().from(stocks).where(inArray(stocks.productId, productIds)).orderBy(asc(stocks.id));
  }

  async function loadExtras(stockIds: number[], ctx: RequestContext): Promise<Map<number, Static<typeof ExtraValue>[]>> {
    const byStock = new Map<number, Static<typeof ExtraValue>[]>();
    if (!stockIds.length) return byStock;
    const rows = await db.select({ stockId: stockExtras.stockId, value: extraValues, group: extraGroups })
      .from(stockExtras)
      .innerJoin(extraValues, eq(extraValues.id, stockExtras.extraValueId))
      .innerJoin(extraGroups, eq(extraGroups.id, extraValues.extraGroupId))
      .where(inArray(stockExtras.stockId, stockIds))
      .orderBy(asc(extraGroups.id), asc(extraValues.id));
    const groupIds = [...new Set(rows.map((row) => row.group.id))];
    const groupTitles = groupIds.length ? pickTranslations(
      await db.select().from(extraGroupTranslations).where(and(
        inArray(extraGroupTranslations.extraGroupId, groupIds),
        inArray(extraGroupTranslations.locale, wantedLocales(ctx.locale, ctx.defaultLocale)),
      )),
      (row) => row.extraGroupId, ctx.locale,
    ) : new Map();
    for (const { stockId, value, group } of rows) {
      const extras = byStock.get(stockId) ?? [];
      extras.push({
        id: value.id,
        extra_group_id: value.extraGroupId,
        value: value.value,
        active: value.active,
        group: { id: group.id, type: group.type, active: group.active, translation: { title: groupTitles.get(group.id)?.title ?? '' } },
      });
      byStock.set(stockId, extras);
    }
    return byStock;
  }

  function stockFields(row: StockRow, productTax: number, extras: Static<typeof ExtraValue>[], ctx: RequestContext): AddonStockView {
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
  async function baseViews(rows: ProductRow[], ctx: RequestContext) {
    const [translations, unitsById] = await Promise.all([
      loadTranslations(rows.map((row) => row.id), ctx),
      loadUnits([...new Set(rows.flatMap((row) => (row.unitId === null ? [] : [row.unitId])))], ctx),
    ]);
    return rows.map((row) => ({
      id: row.id,
      uuid: row.uuid,
      shop_id: row.shopId,
      category_id: row.categoryId,
      img: row.img,
      tax: row.tax,
      active: row.active,
      addon: row.addon,
      vegetarian: row.vegetarian,
      status: row.status,
      interval: row.interval,
      min_qty: row.minQty,
      max_qty: row.maxQty,
      kcal: row.kcal,
      carbs: row.carbs,
      protein: row.protein,
      fats: row.fats,
      stocks_count: 0,
      translation: translationView(translations.get(row.id), ctx.locale),
      unit: row.unitId === null ? null : unitsById.get(row.unitId) ?? null,
    }));
  }

  /** Add-on products attachable to each stock; only active ones that can be bought. */
  async function loadAddons(stockIds: number[], ctx: RequestContext) {
    const byStock = new Map<number, StockView['addons']>();
    if (!stockIds.length) return byStock;
    const links = await db.select({ link: stockAddons, product: products }).from(stockAddons)
      .innerJoin(products, eq(products.id, stockAddons.addonId))
      .where(and(inArray(stockAddons.stockId, stockIds), eq(products.active, true), eq(products.status, 'published')))
      .orderBy(asc(stockAddons.id));
    const addonProducts = new Map(links.map(({ product }) => [product.id, product]));
    const views = new Map((await addonViews([...addonProducts.values()], ctx)).map((view) => [view.id, view]));
    for (const { link } of links) {
      const product = views.get(link.addonId);
      if (!product?.stock) continue;
      const addons = byStock.get(link.stockId) ?? [];
      addons.push({ id: link.id, stock_id: link.stockId, addon_id: link.addonId, product });
      byStock.set(link.stockId, addons);
    }
    return byStock;
  }

  async function addonViews(rows: ProductRow[], ctx: RequestContext): Promise<AddonProductView[]> {
    const [bases, stockRows] = await Promise.all([baseViews(rows, ctx), loadStocks(rows.map((row) => row.id))]);
    const firstStocks = rows.map((row) => stockRows.find((stock) => stock.productId === row.id && isPurchasable(stock, true)));
    const extras = await loadExtras(firstStocks.flatMap((stock) => (stock ? [stock.id] : [])), ctx);
    return bases.map((base, i) => {
      const stock = firstStocks[i];
      return {
        ...base,
        stocks_count: stockRows.filter((row) => row.productId === base.id).length,
        stock: stock ? stockFields(stock, rows[i].tax, extras.get(stock.id) ?? [], ctx) : null,
      };
    });
  }

  return {
    /** Stocks by id (any, add-on or not) with their extras and their product without stocks:
     * what cart lines show. */
    async stockViews(stockRows: StockRow[], ctx: RequestContext) {
      const productIds = [...new Set(stockRows.map((row) => row.productId))];
      const productRows = productIds.length ? await db.select().from(products).where(inArray(products.id, productIds)) : [];
      const [bases, extras] = await Promise.all([baseViews(productRows, ctx), loadExtras(stockRows.map((row) => row.id), ctx)]);
      const baseById = new Map(bases.map((base) => [base.id, base]));
      const taxById = new Map(productRows.map((row) => [row.id, row.tax]));
      return new Map(stockRows.map((row) => [row.id, {
        ...stockFields(row, taxById.get(row.productId) ?? 0, extras.get(row.id) ?? [], ctx),
        product: baseById.get(row.productId)!,
      }]));
    },

    async views(rows: ProductRow[], ctx: RequestContext, options: ViewOptions): Promise<ProductView[]> {
      const [bases, stockRows] = await Promise.all([baseViews(rows, ctx), loadStocks(rows.map((row) => row.id))]);
      const ownStocks = rows.map((row) => stockRows.filter((stock) => stock.productId === row.id && !stock.addon));
      const firstStocks = ownStocks.map((list) => list.find((stock) => isPurchasable(stock, false)));
      const shown = options.allStocks ? ownStocks.flat() : firstStocks.flatMap((stock) => (stock ? [stock] : []));
      const shownIds = shown.map((stock) => stock.id);
      const [extras, addons] = options.withOptions
        ? await Promise.all([loadExtras(shownIds, ctx), loadAddons(shownIds, ctx)])
        : [new Map<number, Static<typeof ExtraValue>[]>(), new Map<number, StockView['addons']>()];
      const dress = (stock: StockRow, tax: number): StockView => ({
        ...stockFields(stock, tax, extras.get(stock.id) ?? [], ctx),
        addons: addons.get(stock.id) ?? [],
      });
      return bases.map((base, i) => {
        const first = firstStocks[i];
        return {
          ...base,
          stocks_count: ownStocks[i].length,
          stock: first ? dress(first, rows[i].tax) : null,
          stocks: options.allStocks ? ownStocks[i].map((stock) => dress(stock, rows[i].tax)) : [],
        };
      });
    },
  };
}

export type ProductViews = ReturnType<typeof createProductViews>;
