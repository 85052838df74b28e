// The menu as customers browse it: a branch's categories with products, recommendations,
// flat product lists, product detail, search, best sellers and the price range.
// Each answer is one query in the common case: products come as records (product-record.ts),
// a page's total rides on its rows as a window count, and a branch is known to exist when one of
// its products is found (its existence is looked up only when nothing is). Orders and price
// ranges other than the default (ordering.ts) join one grouped subquery only when they need it.
import { and, asc, count, desc, eq, max, min, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { isUuid } from '../../http/schemas';
import { toMoney } from '../../http/money';
import { pageOffset, paginated, type PageRequest, type PageUrl } from '../../http/pagination';
import type { RequestContext } from '../../http/request-context';
import { shownLocale, translationView } from '../../http/translation';
import { settings } from '../settings';
import type { ShopsService } from '../shops';
import { categories, products, stocks } from './tables';
import { isListed } from './listing';
import {
  inPriceRange, orderList, orderTerms, rankSourceOf, ranksJoin, ranksSubquery, type PriceBounds, type ProductOrder, type Ranking,
} from './ordering';
import { productRecord, type ProductRecord } from './product-record';
import { createProductViews, type ProductView } from './product-view';
import { createProductSearch } from './search';

const DEFAULT_RECOMMENDED_COUNT = 2;
/** Categories and products per category of a whole menu: more than a menu has. */
const WHOLE_MENU = 1000;
/** Recommended products on a shop page, as `/rest/branch/recommended/products` gives by default. */
const SHOP_PAGE_RECOMMENDED = 10;
/** Menu and list rows: the first purchasable stock with its price, no options. */
const LIST = { allStocks: false, withOptions: false } as const;

/** How a list is ordered and narrowed beyond its default (ordering.ts). */
export interface ListOptions {
  order?: ProductOrder;
  prices?: PriceBounds;
}

export interface BranchMenuRequest extends PageRequest, ListOptions {
  shopId: number;
  productPerPage: number;
  /** Only this category. */
  categoryId?: number;
}

export interface ProductFilter extends PageRequest, ListOptions {
  shopId?: number;
  categoryId?: number;
}

type CategoryRow = typeof categories.$inferSelect;
type TranslationRecord = { id: number; locale: string; title: string; description: string } | null;

/** Rows of a page and the total of all pages, counted by the same query. */
const windowTotal = sql<number>`count(*) over ()`.mapWith(Number);

/** The category's translation a customer sees, as a JSON record. */
const categoryTranslation = (ctx: RequestContext) => sql<TranslationRecord>`(select
  json_build_object('id', ct.id, 'locale', ct.locale, 'title', ct.title, 'description', ct.description)
  from category_translations ct where ct.category_id = "categories"."id" and ${shownLocale(sql`ct.locale`, ctx)})`;

/** Up to `perCategory` listed products of the branch in the category in scope, by id. */
const firstProducts = (ctx: RequestContext, shopId: number, perCategory: number) => sql<ProductRecord[]>`(select
  coalesce(json_agg(shown.record order by shown.id), '[]'::json) from (
    select "products"."id", ${productRecord(ctx)} as record from ${products}
    where ${isListed} and "products"."shop_id" = ${shopId} and "products"."category_id" = "categories"."id"
    order by "products"."id" limit ${perCategory}) shown)`;

/** The same, in an asked order and/or narrowed to `narrowing` (a price range). */
const firstProductsRanked = (ctx: RequestContext, shopId: number, perCategory: number, ranking: Ranking, narrowing: SQL | undefined) => {
  const order = orderList(ranking.terms);
  const join = ranking.ranks ? sql` left join ${ranking.ranks} on ${ranksJoin}` : sql``;
  const narrowed = narrowing ? sql` and ${narrowing}` : sql``;
  return sql<ProductRecord[]>`(select
  coalesce(json_agg(shown.record order by shown.position), '[]'::json) from (
    select ${productRecord(ctx)} as record, row_number() over (order by ${order}) as position from ${products}${join}
    where ${isListed} and "products"."shop_id" = ${shopId} and "products"."category_id" = "categories"."id"${narrowed}
    order by ${order} limit ${perCategory}) shown)`;
};

const BY_ID: Ranking = { terms: [sql`"products"."id" asc`] };

/**
 * A fingerprint of the branch reviews: rating orders read them, and adding or hiding a review does
 * not change the catalogue version, so their cached answers are filed under it too. Reviews sit
 * above the catalogue (they refer to orders of its stocks): app.ts passes it in.
 */
export type ReviewsVersion = () => Promise<string>;

export function createCatalogueService(db: Database, shops: ShopsService, reviewsVersion: ReviewsVersion) {
  const productViews = createProductViews(db);
  const search = createProductSearch(db);

  const inShop = (shopId?: number): SQL | undefined => (shopId === undefined ? undefined : eq(products.shopId, shopId));

  /** The asked order's terms and subquery; undefined when none was asked. */
  async function rankingOf(order: ProductOrder | undefined, shopId?: number): Promise<Ranking | undefined> {
    if (!order) return undefined;
    const source = rankSourceOf(order);
    return {
      terms: orderTerms(order, order === 'trust_you' ? await recommendedCount() : 0),
      ranks: source && ranksSubquery(source, shopId),
    };
  }

  const priceCondition = (options: ListOptions, ctx: RequestContext): SQL | undefined =>
    (options.prices ? inPriceRange(options.prices, ctx.rate) : undefined);

  async function assertShop(shopId?: number) {
    if (shopId !== undefined) await shops.assertShopExists(shopId);
  }

  /** Runs a lookup of a branch's products; when it refuses or finds nothing, a `shop_id` naming
   * no shop is what is refused first. A product found proves its branch exists, for free. */
  async function withinShop<T>(shopId: number | undefined, lookup: () => Promise<T>, isEmpty: (found: T) => boolean) {
    let found: T;
    try {
      found = await lookup();
    } catch (error) {
      await assertShop(shopId);
      throw error;
    }
    if (isEmpty(found)) await assertShop(shopId);
    return found;
  }

  /** The total of a page that came back empty: none before the first page, else counted. */
  const emptyPageTotal = async (page: PageRequest, counted: () => Promise<number>) => (page.page === 1 ? 0 : counted());

  /** A page of listed products (`filter`'s branch, price range and order, else `order`) and the
   * total; `sold` is each product's `sold_count`. */
  async function listedRows(ctx: RequestContext, filter: ProductFilter, where: SQL | undefined, order: SQL[]) {
    const condition = and(isListed, inShop(filter.shopId), where, priceCondition(filter, ctx));
    const ranking = await rankingOf(filter.order, filter.shopId);
    const rows = await withinShop(filter.shopId, () => {
      const query = db.select({ record: productRecord(ctx), sold: products.soldCount, total: windowTotal }).from(products).$dynamic();
      if (ranking?.ranks) query.leftJoin(ranking.ranks, ranksJoin);
      return query.where(condition).orderBy(...(ranking?.terms ?? order)).limit(filter.perPage).offset(pageOffset(filter));
    }, (found) => !found.length);
    const total = rows.length ? rows[0].total : await emptyPageTotal(filter, async () => {
      const [{ total: all }] = await db.select({ total: count() }).from(products).where(condition);
      return all;
    });
    return { rows, total };
  }

  async function listedPage(ctx: RequestContext, filter: ProductFilter, where: SQL | undefined, order: SQL[], url: PageUrl) {
    const { rows, total } = await listedRows(ctx, filter, where, order);
    return paginated(await productViews.views(rows.map((row) => row.record), ctx, LIST), total, filter, url);
  }

  async function recommendedCount(): Promise<number> {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'recommended_count'));
    const value = Number(row?.value);
    return Number.isFinite(value) ? value : DEFAULT_RECOMMENDED_COUNT;
  }

  /** Categories (paged) holding listed products of the branch, each with its first products
   * (in the asked order; a price range narrows the categories, their counts and products). */
  async function branchProducts(ctx: RequestContext, request: BranchMenuRequest, url: PageUrl) {
    const narrowing = priceCondition(request, ctx);
    const where = and(
      isListed, eq(products.shopId, request.shopId),
      eq(categories.active, true), eq(categories.status, 'published'), eq(categories.type, 'main'),
      request.categoryId === undefined ? undefined : eq(categories.id, request.categoryId), narrowing,
    );
    const ranking = await rankingOf(request.order, request.shopId);
    const firstOnes = ranking || narrowing
      ? firstProductsRanked(ctx, request.shopId, request.productPerPage, ranking ?? BY_ID, narrowing)
      : firstProducts(ctx, request.shopId, request.productPerPage);
    const rows = await withinShop(request.shopId, () => db.select({
      category: categories,
      productsCount: count(products.id),
      total: windowTotal,
      translation: categoryTranslation(ctx),
      products: firstOnes,
    }).from(categories).innerJoin(products, eq(products.categoryId, categories.id)).where(where)
      .groupBy(categories.id).orderBy(asc(categories.input), asc(categories.id))
      .limit(request.perPage).offset(pageOffset(request)), (found) => !found.length);
    const total = rows.length ? rows[0].total : await emptyPageTotal(request, async () => {
      const [{ total: all }] = await db.select({ total: sql<number>`count(distinct ${categories.id})`.mapWith(Number) })
        .from(categories).innerJoin(products, eq(products.categoryId, categories.id)).where(where);
      return all;
    });
    const categoryViews = await Promise.all(rows.map(async (row) =>
      categoryView(row.category, row.productsCount, row.translation, ctx, await productViews.views(row.products, ctx, LIST))));
    return paginated(categoryViews, total, request, url);
  }

  /** Products of the branch ordered more than `recommended_count` times, best first. */
  async function recommendedProducts(ctx: RequestContext, shopId: number, limit: number) {
    const threshold = await recommendedCount();
    const rows = await withinShop(shopId, () => db.select({ record: productRecord(ctx) }).from(products)
      .where(and(isListed, eq(products.shopId, shopId), sql`${products.soldCount} > ${threshold}`))
      .orderBy(desc(products.soldCount), asc(products.id)).limit(limit), (found) => !found.length);
    return productViews.views(rows.map((row) => row.record), ctx, LIST);
  }

  return {
    branchProducts,
    recommendedProducts,

    /** A branch's whole menu at once (Foodyman A's shop page): its recommended products and
     * every category with every product; an unknown branch → 404. */
    async shopMenu(ctx: RequestContext, shopId: number, url: PageUrl) {
      await shops.assertShopFound(shopId);
      const [recommended, menu] = await Promise.all([
        recommendedProducts(ctx, shopId, SHOP_PAGE_RECOMMENDED),
        branchProducts(ctx, { shopId, page: 1, perPage: WHOLE_MENU, productPerPage: WHOLE_MENU }, url),
      ]);
      return { recommended, all: menu.data };
    },

    /** The categories of a branch's menu, a page at a time, without their products; an unknown branch → 404. */
    async shopCategories(ctx: RequestContext, shopId: number, page: PageRequest, url: PageUrl) {
      await shops.assertShopFound(shopId);
      return branchProducts(ctx, { shopId, ...page, productPerPage: 0 }, url);
    },

    async products(ctx: RequestContext, filter: ProductFilter, url: PageUrl) {
      const where = filter.categoryId === undefined ? undefined : eq(products.categoryId, filter.categoryId);
      return listedPage(ctx, filter, where, [asc(products.id)], url);
    },

    /** Best sellers by `sold_count` (units ordered, counted when orders are placed), each with it
     * as `order_details_count`. */
    async mostSoldProducts(ctx: RequestContext, filter: ProductFilter, url: PageUrl) {
      const where = filter.categoryId === undefined ? undefined : eq(products.categoryId, filter.categoryId);
      const { rows, total } = await listedRows(ctx, filter, where, [desc(products.soldCount), asc(products.id)]);
      const views = await productViews.views(rows.map((row) => row.record), ctx, LIST);
      return paginated(views.map((view, i) => ({ ...view, order_details_count: rows[i].sold })), total, filter, url);
    },

    /** Product detail by uuid. A malformed uuid is answered like an unknown one: 404. */
    async product(ctx: RequestContext, uuid: string) {
      if (!isUuid(uuid)) throw notFound();
      const [row] = await db.select({ record: productRecord(ctx) }).from(products).where(and(
        eq(products.uuid, uuid.toLowerCase()), eq(products.active, true), eq(products.status, 'published'), eq(products.addon, false),
      ));
      if (!row) throw notFound();
      const [view] = await productViews.views([row.record], ctx, { allStocks: true, withOptions: true });
      return view;
    },

    async searchProducts(ctx: RequestContext, filter: ProductFilter & { search: string }, url: PageUrl) {
      const ranking = await rankingOf(filter.order, filter.shopId);
      const narrowing = and(
        filter.categoryId === undefined ? undefined : eq(products.categoryId, filter.categoryId), priceCondition(filter, ctx),
      );
      const { records, total } = await withinShop(filter.shopId, () => search.find(ctx, filter, { ranking, narrowing }),
        (found) => !found.records.length);
      return paginated(await productViews.views(records, ctx, { allStocks: true, withOptions: false }), total, filter, url);
    },

    /** Lowest and highest unit price of purchasable stocks, in the requested currency. */
    async priceRange(ctx: RequestContext, shopId?: number) {
      const [range] = await withinShop(shopId, () => db.select({ low: min(stocks.price), high: max(stocks.price) }).from(stocks)
        .innerJoin(products, eq(products.id, stocks.productId))
        .where(and(isListed, inShop(shopId), eq(stocks.addon, false))), ([found]) => found?.low == null);
      return { min: toMoney(range?.low ?? 0, ctx.rate), max: toMoney(range?.high ?? 0, ctx.rate) };
    },

    /** The reviews' fingerprint (ReviewsVersion). */
    reviewsVersion,
  };
}

function categoryView(
  category: CategoryRow, productsCount: number, translation: TranslationRecord, ctx: RequestContext, productList: ProductView[],
) {
  return {
    id: category.id,
    uuid: category.uuid,
    type: category.type,
    input: category.input,
    img: category.img,
    active: category.active,
    status: category.status,
    products_count: productsCount,
    translation: translationView(translation ?? undefined, ctx.locale),
    products: productList,
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
