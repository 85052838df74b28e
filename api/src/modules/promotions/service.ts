// Promotions: banners linking to a set of products or to a page, banner ads,
// and stories of the branches. Only active items are shown; products only when a customer can
// buy them (the menu's rule, catalogue/listing.ts).
import { and, asc, count, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../http/clock';
import { resourceDate } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { pageOffset, paginated, type PageRequest, type PageUrl } from '../../http/pagination';
import type { RequestContext } from '../../http/request-context';
import { pickTranslations, wantedLocales } from '../../http/translation';
import { createProductViews, isListed, productRecord, products, productTranslations } from '../catalogue';
import { shops, shopTranslations } from '../shops';
import { bannerProducts, banners, bannerTranslations, stories, type BANNER_TYPES } from './tables';

type BannerRow = typeof banners.$inferSelect;
export type BannerType = (typeof BANNER_TYPES)[number];

/** The banners a branch shows: its own and the whole restaurant's (all of them without a branch). */
const shownIn = (shopId?: number): SQL | undefined =>
  (shopId === undefined ? undefined : or(isNull(banners.shopId), eq(banners.shopId, shopId)));

/** A banner's products a customer can buy, of the branch when one is asked. */
const listedProductsOf = (bannerIds: SQL | number[], shopId?: number) => and(
  Array.isArray(bannerIds) ? inArray(bannerProducts.bannerId, bannerIds) : bannerIds,
  isListed, shopId === undefined ? undefined : eq(products.shopId, shopId),
);

export function createPromotionsService(db: Database, clock: Clock) {
  const productViews = createProductViews(db);

  async function views(rows: BannerRow[], ctx: RequestContext, shopId?: number) {
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    const [texts, counts] = await Promise.all([
      db.select().from(bannerTranslations).where(and(
        inArray(bannerTranslations.bannerId, ids), inArray(bannerTranslations.locale, wantedLocales(ctx.locale, ctx.defaultLocale)),
      )),
      db.select({ bannerId: bannerProducts.bannerId, total: count() }).from(bannerProducts)
        .innerJoin(products, eq(products.id, bannerProducts.productId))
        .where(listedProductsOf(ids, shopId)).groupBy(bannerProducts.bannerId),
    ]);
    const picked = pickTranslations(texts, (row) => row.bannerId, ctx.locale);
    const totals = new Map(counts.map((row) => [row.bannerId, row.total]));
    return rows.map((row) => {
      const text = picked.get(row.id);
      return {
        id: row.id,
        shop_id: row.shopId,
        type: row.type,
        img: row.img,
        url: row.url,
        clickable: row.clickable,
        active: row.active,
        products_count: totals.get(row.id) ?? 0,
        created_at: resourceDate(row.createdAt),
        updated_at: resourceDate(row.updatedAt),
        translation: {
          id: text?.id ?? 0, locale: text?.locale ?? ctx.locale, title: text?.title ?? '',
          description: text?.description ?? '', button_text: text?.buttonText ?? '',
        },
        products: [],
      };
    });
  }

  return {
    /** A page of active banners of `type`, by position then id. */
    async list(type: BannerType, page: PageRequest & { shopId?: number }, url: PageUrl, ctx: RequestContext) {
      const where = and(eq(banners.active, true), eq(banners.type, type), shownIn(page.shopId));
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(banners).where(where),
        db.select().from(banners).where(where).orderBy(asc(banners.position), asc(banners.id))
          .limit(page.perPage).offset(pageOffset(page)),
      ]);
      return paginated(await views(rows, ctx, page.shopId), total, page, url);
    },

    /** An active banner with its products a customer can buy (of `shopId` when given), in the
     * banner's order; an unknown or inactive one → 404. */
    async show(id: number, ctx: RequestContext, shopId?: number) {
      const [row] = await db.select().from(banners).where(and(eq(banners.id, id), eq(banners.active, true)));
      if (!row) throw notFound();
      const records = await db.select({ record: productRecord(ctx) }).from(bannerProducts)
        .innerJoin(products, eq(products.id, bannerProducts.productId))
        .where(listedProductsOf(eq(bannerProducts.bannerId, id), shopId))
        .orderBy(asc(bannerProducts.position), asc(products.id));
      const [view] = await views([row], ctx, shopId);
      const shown = await productViews.views(records.map(({ record }) => record), ctx, { allStocks: false, withOptions: false });
      return { ...view, products: shown };
    },

    /** Live stories (active, not expired) grouped by branch, a page of branches; `url` is the
     * picture's stored path (the route makes it a full URL). */
    async stories(page: PageRequest, ctx: RequestContext) {
      const locales = wantedLocales(ctx.locale, ctx.defaultLocale);
      const live = and(eq(stories.active, true), or(isNull(stories.expiresAt), gt(stories.expiresAt, clock())));
      const rows = await db.select({ story: stories, logo: shops.logoImg, productUuid: products.uuid }).from(stories)
        .innerJoin(shops, eq(shops.id, stories.shopId))
        .leftJoin(products, eq(products.id, stories.productId))
        .where(live).orderBy(asc(stories.shopId), asc(stories.id));
      const shopIds = [...new Set(rows.map((row) => row.story.shopId))].slice(pageOffset(page), pageOffset(page) + page.perPage);
      const productIds = rows.flatMap((row) => (row.story.productId ? [row.story.productId] : []));
      const [shopTexts, productTexts] = await Promise.all([
        shopIds.length ? db.select().from(shopTranslations).where(and(inArray(shopTranslations.shopId, shopIds), inArray(shopTranslations.locale, locales))) : [],
        productIds.length ? db.select().from(productTranslations).where(and(inArray(productTranslations.productId, productIds), inArray(productTranslations.locale, locales))) : [],
      ]);
      const shopTitles = pickTranslations(shopTexts, (row) => row.shopId, ctx.locale);
      const productTitles = pickTranslations(productTexts, (row) => row.productId, ctx.locale);
      return shopIds.map((shopId) => rows.filter((row) => row.story.shopId === shopId).map(({ story, logo, productUuid }) => ({
        shop_id: shopId,
        logo_img: logo,
        title: shopTitles.get(shopId)?.title ?? '',
        product_uuid: productUuid,
        product_title: story.productId ? productTitles.get(story.productId)?.title ?? '' : null,
        url: story.img,
        created_at: resourceDate(story.createdAt),
        updated_at: resourceDate(story.updatedAt),
      })));
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
