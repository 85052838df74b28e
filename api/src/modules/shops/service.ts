// The main shop and its branches (shops whose parent is the main shop).
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { systemClock, type Clock } from '../../http/clock';
import { badRequest, notFound } from '../../http/errors';
import { isUuid, MAX_INTEGER } from '../../http/schemas';
import { toMoney } from '../../http/money';
import { pageOffset, paginated, type PageRequest, type PageUrl } from '../../http/pagination';
import type { RequestContext } from '../../http/request-context';
import { pickTranslations, translationView, wantedLocales } from '../../http/translation';
import { acceptedPaymentTypes, paymentView } from '../settings';
import { shopClosedDates, shops, shopTranslations, shopWorkingDays, type ShopType } from './tables';
import { mainShopRow, type ShopRow } from './main-shop';
import { shopHours, workingHours } from './hours';
import {
  createShopDiscovery, recommendedCondition, recommendedOrder, shopOrderTerms, tagCondition, type ShopOrder, type ShopTagView,
} from './discovery';


export interface BranchFilter extends PageRequest {
  /** 1 = only branches whose open flag is set (whether each is open now is its `open_now`). */
  open?: number;
  /** Words to find in the title or address (discovery.ts). */
  search?: string;
  /** Only branches with one of these tags. */
  take?: number[];
  /** Only this branch. */
  only?: number;
  /** Only branches of this kind. */
  type?: ShopType;
  order?: ShopOrder;
}

export interface ShopRatingFields {
  /** The mean of the visible reviews, 1 decimal; null without reviews. */
  rating_avg: number | null;
  reviews_count: number;
}

/** Figures of branches that modules above shops keep (their tables refer to the branches, so
 * shops reads none of them): how many products each menu lists (catalogue) and each rating
 * (reviews). app.ts passes them in. */
export interface ShopFigures {
  listedProducts(shopIds: number[]): Promise<Map<number, number>>;
  ratings(shopIds: number[]): Promise<Map<number, ShopRatingFields>>;
}

/** `clock`: the moment `open_now`, `closes_at`, `opens_at` and `today_hours` are computed at. */
export function createShopsService(db: Database, figures: ShopFigures, clock: Clock = systemClock) {
  const discovery = createShopDiscovery(db);

  async function loadRelations(ids: number[], ctx: RequestContext) {
    if (!ids.length) return { translations: new Map(), days: [], closed: [], counts: new Map<number, number>(), tags: new Map<number, ShopTagView[]>() };
    const [translationRows, days, closed, counts, tags] = await Promise.all([
      db.select().from(shopTranslations)
        .where(and(inArray(shopTranslations.shopId, ids), inArray(shopTranslations.locale, wantedLocales(ctx.locale, ctx.defaultLocale)))),
      db.select().from(shopWorkingDays).where(inArray(shopWorkingDays.shopId, ids)).orderBy(asc(shopWorkingDays.id)),
      db.select().from(shopClosedDates).where(inArray(shopClosedDates.shopId, ids)).orderBy(asc(shopClosedDates.day)),
      figures.listedProducts(ids),
      discovery.tagsOf(ids, ctx),
    ]);
    return {
      translations: pickTranslations(translationRows, (row) => row.shopId, ctx.locale),
      days,
      closed,
      counts,
      tags,
    };
  }

  /** Rows → contract `Shop`s, with translation, schedule and money in the requested currency, and
   * whether it is open at `now` by the one rule (hours.ts). */
  async function toShops(rows: ShopRow[], ctx: RequestContext, now: Date = clock()) {
    const ids = rows.map((row) => row.id);
    const [related, ratings, paymentTypes] = await Promise.all([
      loadRelations(ids, ctx), figures.ratings(ids), rows.length ? acceptedPaymentTypes(db) : [],
    ]);
    const payments = paymentTypes.map(paymentView);
    return rows.map((row) => {
      const translation = related.translations.get(row.id);
      return {
        id: row.id,
        uuid: row.uuid,
        parent_id: row.parentId,
        tax: row.tax,
        price: toMoney(row.price, ctx.rate),
        price_per_km: toMoney(row.pricePerKm, ctx.rate),
        min_amount: toMoney(row.minAmount, ctx.rate),
        open: row.open,
        visibility: row.visibility,
        phone: row.phone,
        type: row.type,
        status: row.status,
        logo_img: row.logoImg,
        background_img: row.backgroundImg,
        location: { latitude: row.latitude, longitude: row.longitude },
        delivery_time: { from: row.deliveryTimeFrom, to: row.deliveryTimeTo, type: row.deliveryTimeType },
        translation: { ...translationView(translation, ctx.locale), address: translation?.address ?? '' },
        shop_working_days: related.days.filter((day) => day.shopId === row.id)
          .map((entry) => ({ id: entry.id, day: entry.day, from: entry.from, to: entry.to, disabled: entry.disabled, hours: workingHours(entry) })),
        shop_closed_date: related.closed.filter((closed) => closed.shopId === row.id).map(({ id, day }) => ({ id, day })),
        products_count: related.counts.get(row.id) ?? 0,
        tags: related.tags.get(row.id) ?? [],
        // The visible reviews' figures (a main shop: its branches'), from modules/reviews.
        rating_avg: ratings.get(row.id)?.rating_avg ?? null,
        reviews_count: ratings.get(row.id)?.reviews_count ?? 0,
        // open_now, closes_at, opens_at, today_hours, time_zone: the one rule, in the branch's zone.
        ...shopHours({
          open: row.open,
          days: related.days.filter((day) => day.shopId === row.id),
          closedDates: related.closed.filter((closed) => closed.shopId === row.id).map((closed) => closed.day),
          timeZone: row.timeZone,
        }, now),
        // Every branch takes the restaurant's methods: a Foodyman client reads them here unless
        // the `payment_type` setting is `admin`.
        shop_payments: payments.map((payment) => ({ id: payment.id, shop_id: row.id, status: true, payment })),
      };
    });
  }

  async function findMainShop(): Promise<ShopRow> {
    const main = await mainShopRow(db);
    if (!main) throw notFound();
    return main;
  }

  async function findShop(idOrUuid: string): Promise<ShopRow | undefined> {
    let where: SQL;
    if (/^\d+$/.test(idOrUuid) && Number(idOrUuid) <= MAX_INTEGER) where = eq(shops.id, Number(idOrUuid));
    else if (isUuid(idOrUuid)) where = eq(shops.uuid, idOrUuid.toLowerCase());
    else return undefined;
    const [row] = await db.select().from(shops).where(and(where, eq(shops.status, 'approved')));
    return row;
  }

  /** Rejects a `shop_id` parameter that names no shop (400 params.shop_id). */
  async function assertShopExists(shopId: number): Promise<void> {
    const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId));
    if (!row) throw badRequest('shop_id', 'The selected shop id is invalid.', { code: 'invalid' });
  }

  /** The approved branches of the main shop that `filter` keeps, a page at a time. */
  async function branches(ctx: RequestContext, filter: BranchFilter, url: PageUrl) {
    const main = await findMainShop();
    // search, take and order_by: discovery.ts.
    const order = shopOrderTerms(filter.order);
    const where = and(
      eq(shops.parentId, main.id),
      eq(shops.status, 'approved'),
      filter.search === undefined ? undefined : await discovery.searchCondition(main.id, filter.search, ctx),
      tagCondition(filter.take),
      filter.type === undefined ? undefined : eq(shops.type, filter.type),
      filter.only === undefined ? undefined : eq(shops.id, filter.only),
      filter.open === 1 ? eq(shops.open, true) : undefined,
    );
    const [[{ total }], rows] = await Promise.all([
      db.select({ total: count() }).from(shops).where(where),
      db.select().from(shops).where(where).orderBy(...order).limit(filter.perPage).offset(pageOffset(filter)),
    ]);
    return paginated(await toShops(rows, ctx), total, filter, url);
  }

  return {
    /** Shop rows → contract `Shop`s: for modules that choose their shops themselves (reservations). */
    toShops,

    async mainShop(ctx: RequestContext) {
      const [shop] = await toShops([await findMainShop()], ctx);
      return shop;
    },

    /** The main shop's pictures, titled in the requested language (discovery.ts); none → 404. */
    async mainShopGalleries(ctx: RequestContext) {
      const gallery = await discovery.galleryOf((await findMainShop()).id, ctx);
      if (!gallery) throw notFound();
      return gallery;
    },

    /** An approved shop's pictures (by id or uuid); unknown shop or no picture → 404. */
    async shopGalleries(ctx: RequestContext, idOrUuid: string) {
      const row = await findShop(idOrUuid);
      const gallery = row && await discovery.galleryOf(row.id, ctx);
      if (!gallery) throw notFound();
      return gallery;
    },

    /** Every shop tag ("take"), by id. */
    shopTags: (ctx: RequestContext) => discovery.allTags(ctx),

    /** The recommended branches (discovery.ts), best rated first. */
    async recommendedBranches(ctx: RequestContext) {
      const main = await findMainShop();
      const rows = await db.select().from(shops)
        .where(and(eq(shops.parentId, main.id), eq(shops.status, 'approved'), recommendedCondition)).orderBy(...recommendedOrder);
      return toShops(rows, ctx);
    },

    branches,

    /** Foodyman (A)'s pickup places of `shopId`: the main shop's are its approved branches, a
     * branch's is itself; none named → every branch; a `shopId` naming no shop → 400. */
    async pickupBranches(ctx: RequestContext, shopId: number | undefined, page: PageRequest, url: PageUrl) {
      const main = await findMainShop();
      if (shopId !== undefined && shopId !== main.id) await assertShopExists(shopId);
      const listed = await branches(ctx, { ...page, only: shopId === main.id ? undefined : shopId }, url);
      return { ...listed, data: listed.data.map(pickupBranchView) };
    },

    /** A shop by numeric id or uuid; anything else is simply not found. */
    async shop(ctx: RequestContext, idOrUuid: string) {
      const row = await findShop(idOrUuid);
      if (!row) throw notFound();
      const [shop] = await toShops([row], ctx);
      return shop;
    },

    assertShopExists,

    /** Refuses a shop named in a path (a numeric id) that is unknown or not approved: 404. */
    async assertShopFound(shopId: number): Promise<void> {
      if (!await findShop(String(shopId))) throw notFound();
    },
  };
}

type ShopView = Awaited<ReturnType<ReturnType<typeof createShopsService>['toShops']>>[number];

/** A branch as a pickup place (Foodyman (A)'s branch): its own shop, address and pin. */
function pickupBranchView(shop: ShopView) {
  return {
    id: shop.id, shop_id: shop.id, address: { address: shop.translation.address }, location: shop.location, translation: shop.translation, shop,
  };
}

export type ShopsService = ReturnType<typeof createShopsService>;
