// The main shop and its branches (shops whose parent is the main shop).
import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { galleries, products, shopClosedDates, shops, shopTranslations, shopWorkingDays } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { isUuid } from '../../http/schemas';
import { toMoney } from '../../http/money';
import { pageOffset, paginated, type PageRequest, type PageUrl } from '../../http/pagination';
import type { RequestContext } from '../../http/request-context';
import { pickTranslations, translationView, wantedLocales } from '../../http/translation';
import { isListed } from '../catalogue/listing';

type ShopRow = typeof shops.$inferSelect;

const MAX_ID = 2_147_483_647;
const IMAGES_PATH = '/storage/images/';

export interface BranchFilter extends PageRequest {
  /** 1 = only branches whose open flag is set. */
  open?: number;
}

export function createShopsService(db: Database) {
  async function loadRelations(ids: number[], ctx: RequestContext) {
    if (!ids.length) return { translations: new Map(), days: [], closed: [], counts: new Map<number, number>() };
    const [translationRows, days, closed, counts] = await Promise.all([
      db.select().from(shopTranslations)
        .where(and(inArray(shopTranslations.shopId, ids), inArray(shopTranslations.locale, wantedLocales(ctx.locale, ctx.defaultLocale)))),
      db.select().from(shopWorkingDays).where(inArray(shopWorkingDays.shopId, ids)).orderBy(asc(shopWorkingDays.id)),
      db.select().from(shopClosedDates).where(inArray(shopClosedDates.shopId, ids)).orderBy(asc(shopClosedDates.day)),
      db.select({ shopId: products.shopId, total: count() }).from(products)
        .where(and(inArray(products.shopId, ids), isListed)).groupBy(products.shopId),
    ]);
    return {
      translations: pickTranslations(translationRows, (row) => row.shopId, ctx.locale),
      days,
      closed,
      counts: new Map(counts.map((row) => [row.shopId, row.total])),
    };
  }

  /** Rows → contract `Shop`s, with translation, schedule and money in the requested currency. */
  async function toShops(rows: ShopRow[], ctx: RequestContext) {
    const related = await loadRelations(rows.map((row) => row.id), ctx);
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
          .map(({ id, day, from, to, disabled }) => ({ id, day, from, to, disabled })),
        shop_closed_date: related.closed.filter((closed) => closed.shopId === row.id).map(({ id, day }) => ({ id, day })),
        products_count: related.counts.get(row.id) ?? 0,
      };
    });
  }

  async function findMainShop(): Promise<ShopRow> {
    const [main] = await db.select().from(shops).where(isNull(shops.parentId)).orderBy(asc(shops.id)).limit(1);
    if (!main) throw notFound();
    return main;
  }

  async function findShop(idOrUuid: string): Promise<ShopRow | undefined> {
    let where: SQL;
    if (/^\d+$/.test(idOrUuid) && Number(idOrUuid) <= MAX_ID) where = eq(shops.id, Number(idOrUuid));
    else if (isUuid(idOrUuid)) where = eq(shops.uuid, idOrUuid.toLowerCase());
    else return undefined;
    const [row] = await db.select().from(shops).where(and(where, eq(shops.status, 'approved')));
    return row;
  }

  return {
    /** Shop rows → contract `Shop`s: for modules that choose their shops themselves (reservations). */
    toShops,

    async mainShop(ctx: RequestContext) {
      const [shop] = await toShops([await findMainShop()], ctx);
      return shop;
    },

    async mainShopGalleries() {
      const main = await findMainShop();
      const rows = await db.select().from(galleries).where(eq(galleries.shopId, main.id)).orderBy(asc(galleries.id));
      if (!rows.length) throw notFound();
      return {
        id: main.id,
        active: true,
        shop_id: main.id,
        galleries: rows.map(({ id, title, type, path }) => ({ id, title, type, path, base_path: IMAGES_PATH })),
      };
    },

    async branches(ctx: RequestContext, filter: BranchFilter, url: PageUrl) {
      const main = await findMainShop();
      const where = and(
        eq(shops.parentId, main.id),
        eq(shops.status, 'approved'),
        filter.open === 1 ? eq(shops.open, true) : undefined,
      );
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(shops).where(where),
        db.select().from(shops).where(where).orderBy(asc(shops.id)).limit(filter.perPage).offset(pageOffset(filter)),
      ]);
      return paginated(await toShops(rows, ctx), total, filter, url);
    },

    /** A shop by numeric id or uuid; anything else is simply not found. */
    async shop(ctx: RequestContext, idOrUuid: string) {
      const row = await findShop(idOrUuid);
      if (!row) throw notFound();
      const [shop] = await toShops([row], ctx);
      return shop;
    },

    /** Rejects a `shop_id` parameter that names no shop (400 params.shop_id). */
    async assertShopExists(shopId: number): Promise<void> {
      const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId));
      if (!row) throw badRequest('shop_id', 'The selected shop id is invalid.');
    },
  };
}

export type ShopsService = ReturnType<typeof createShopsService>;
