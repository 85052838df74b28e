// The menu as customers browse it: a branch's categories with products, recommendations,
// flat product lists, product detail, search, best sellers and the price range.
import { and, asc, count, desc, eq, getTableColumns, inArray, lte, max, min, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, categoryTranslations, products, settings, stocks } from '../../db/schema';
import { notFound } from '../../http/errors';
import { isUuid } from '../../http/schemas';
import { toMoney } from '../../http/money';
import { pageOffset, paginated, type PageRequest, type PageUrl } from '../../http/pagination';
import type { RequestContext } from '../../http/request-context';
import { pickTranslations, translationView, wantedLocales } from '../../http/translation';
import type { ShopsService } from '../shops/service';
import { isListed } from './listing';
import { createProductViews, type ProductRow, type ProductView } from './product-view';
import { createProductSearch } from './search';

const DEFAULT_RECOMMENDED_COUNT = 2;
/** Menu and list rows: the first purchasable stock with its price, no options. */
const LIST = { allStocks: false, withOptions: false } as const;

export interface BranchMenuRequest extends PageRequest {
  shopId: number;
  productPerPage: number;
}

export interface ProductFilter extends PageRequest {
  shopId?: number;
  categoryId?: number;
}

type CategoryRow = typeof categories.$inferSelect;

export function createCatalogueService(db: Database, shops: ShopsService) {
  const productViews = createProductViews(db);
  const search = createProductSearch(db);

  const inShop = (shopId?: number): SQL | undefined => (shopId === undefined ? undefined : eq(products.shopId, shopId));

  async function assertShop(shopId?: number) {
    if (shopId !== undefined) await shops.assertShopExists(shopId);
  }

  async function listedPage(ctx: RequestContext, where: SQL | undefined, order: SQL[], page: PageRequest, url: PageUrl) {
    const condition = and(isListed, where);
    const [[{ total }], rows] = await Promise.all([
      db.select({ total: count() }).from(products).where(condition),
      db.select().from(products).where(condition).orderBy(...order).limit(page.perPage).offset(pageOffset(page)),
    ]);
    return paginated(await productViews.views(rows, ctx, LIST), total, page, url);
  }

  /** Up to `perCategory` listed products of the branch in each category, by id. */
  async function topProductsPerCategory(shopId: number, categoryIds: number[], perCategory: number): Promise<ProductRow[]> {
    if (!categoryIds.length) return [];
    const ranked = db.select({
      ...getTableColumns(products),
      position: sql<number>`row_number() over (partition by ${products.categoryId} order by ${products.id})`.as('position'),
    }).from(products)
      .where(and(isListed, eq(products.shopId, shopId), inArray(products.categoryId, categoryIds)))
      .as('ranked');
    const rows = await db.select().from(ranked).where(lte(ranked.position, perCategory)).orderBy(asc(ranked.id));
    return rows.map(({ position: _position, ...row }) => row);
  }

  async function categoryTranslationsOf(ids: number[], ctx: RequestContext) {
    if (!ids.length) return new Map<number, typeof categoryTranslations.$inferSelect>();
    const rows = await db.select().from(categoryTranslations).where(and(
      inArray(categoryTranslations.categoryId, ids),
      inArray(categoryTranslations.locale, wantedLocales(ctx.locale, ctx.defaultLocale)),
    ));
    return pickTranslations(rows, (row) => row.categoryId, ctx.locale);
  }

  async function recommendedCount(): Promise<number> {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'recommended_count'));
    const value = Number(row?.value);
    return Number.isFinite(value) ? value : DEFAULT_RECOMMENDED_COUNT;
  }

  return {
    /** Categories (paged) holding listed products of the branch, each with its first products. */
    async branchProducts(ctx: RequestContext, request: BranchMenuRequest, url: PageUrl) {
      await shops.assertShopExists(request.shopId);
      const where = and(
        isListed, eq(products.shopId, request.shopId),
        eq(categories.active, true), eq(categories.status, 'published'), eq(categories.type, 'main'),
      );
      const productsCount = count(products.id);
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: sql<number>`count(distinct ${categories.id})`.mapWith(Number) })
          .from(categories).innerJoin(products, eq(products.categoryId, categories.id)).where(where),
        db.select({ category: categories, productsCount }).from(categories)
          .innerJoin(products, eq(products.categoryId, categories.id)).where(where)
          .groupBy(categories.id).orderBy(asc(categories.input), asc(categories.id))
          .limit(request.perPage).offset(pageOffset(request)),
      ]);
      const ids = rows.map(({ category }) => category.id);
      const [translations, productRows] = await Promise.all([
        categoryTranslationsOf(ids, ctx),
        topProductsPerCategory(request.shopId, ids, request.productPerPage),
      ]);
      const views = await productViews.views(productRows, ctx, LIST);
      const categoryViews = rows.map(({ category, productsCount: countInCategory }) =>
        categoryView(category, countInCategory, translations.get(category.id), ctx,
          views.filter((view) => view.category_id === category.id)));
      return paginated(categoryViews, total, request, url);
    },

    /** Products of the branch ordered more than `recommended_count` times, best first. */
    async recommendedProducts(ctx: RequestContext, shopId: number, limit: number) {
      await shops.assertShopExists(shopId);
      const threshold = await recommendedCount();
      const rows = await db.select().from(products)
        .where(and(isListed, eq(products.shopId, shopId), sql`${products.soldCount} > ${threshold}`))
        .orderBy(desc(products.soldCount), asc(products.id)).limit(limit);
      return productViews.views(rows, ctx, LIST);
    },

    async products(ctx: RequestContext, filter: ProductFilter, url: PageUrl) {
      await assertShop(filter.shopId);
      const where = and(inShop(filter.shopId), filter.categoryId === undefined ? undefined : eq(products.categoryId, filter.categoryId));
      return listedPage(ctx, where, [asc(products.id)], filter, url);
    },

    async mostSoldProducts(ctx: RequestContext, filter: ProductFilter, url: PageUrl) {
      await assertShop(filter.shopId);
      return listedPage(ctx, inShop(filter.shopId), [desc(products.soldCount), asc(products.id)], filter, url);
    },

    /** Product detail by uuid. A malformed uuid is answered like an unknown one: 404. */
    async product(ctx: RequestContext, uuid: string) {
      if (!isUuid(uuid)) throw notFound();
      const [row] = await db.select().from(products).where(and(
        eq(products.uuid, uuid.toLowerCase()), eq(products.active, true), eq(products.status, 'published'), eq(products.addon, false),
      ));
      if (!row) throw notFound();
      const [view] = await productViews.views([row], ctx, { allStocks: true, withOptions: true });
      return view;
    },

    async searchProducts(ctx: RequestContext, filter: ProductFilter & { search: string }, url: PageUrl) {
      await assertShop(filter.shopId);
      const { rows, total } = await search.find(ctx, filter);
      return paginated(await productViews.views(rows, ctx, { allStocks: true, withOptions: false }), total, filter, url);
    },

    /** Lowest and highest unit price of purchasable stocks, in the requested currency. */
    async priceRange(ctx: RequestContext, shopId?: number) {
      await assertShop(shopId);
      const [range] = await db.select({ low: min(stocks.price), high: max(stocks.price) }).from(stocks)
        .innerJoin(products, eq(products.id, stocks.productId))
        .where(and(isListed, inShop(shopId), eq(stocks.addon, false)));
      return { min: toMoney(range?.low ?? 0, ctx.rate), max: toMoney(range?.high ?? 0, ctx.rate) };
    },
  };
}

function categoryView(
  category: CategoryRow, productsCount: number,
  translation: typeof categoryTranslations.$inferSelect | undefined, ctx: RequestContext,
  productList: ProductView[],
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
    translation: translationView(translation, ctx.locale),
    products: productList,
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
