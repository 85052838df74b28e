// The public floor of the reservations: the branches that take them (an approved branch with an
// active booking row), their booking rows, sections and tables. Read only: the staff keep them in
// the database (the demo seeds them, db/seed/floors.ts); reserving is service.ts.
import { and, asc, count, eq, gte, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { localDate } from '../../db/calendar';
import { systemClock, type Clock } from '../../http/clock';
import { badRequest, notFound } from '../../http/errors';
import { pageOffset, paginated, type PageRequest, type PageUrl } from '../../http/pagination';
import type { RequestContext } from '../../http/request-context';
import { isUuid } from '../../http/schemas';
import { pickTranslations, wantedLocales } from '../../http/translation';
import { shops, type ShopsService } from '../shops';
import { bookingClosedDates, bookingTables, bookingWorkingDays, bookings, shopSections, shopSectionTranslations } from './tables';

type SectionRow = typeof shopSections.$inferSelect;

export interface FloorFilter extends PageRequest {
  /** Only this branch's rows (400 `params.shop_id` when it names no shop). */
  shopId?: number;
}

export interface TablesFilter extends FloorFilter {
  /** Only this section's tables (400 `params.shop_section_id` when it names no section). */
  sectionId?: number;
}

export interface FloorOptions {
  /** The shops' views, shared with the shops routes. */
  shops: ShopsService;
  /** Now: for the closed dates still to come; default: the system clock. */
  clock?: Clock;
}

/** A branch of an approved shop: whose sections, tables and booking rows are shown. */
const approvedBranch = and(isNotNull(shops.parentId), eq(shops.status, 'approved'));
/** A branch that takes reservations. */
const takesReservations = and(approvedBranch, eq(bookings.active, true));

export function createFloorService(db: Database, options: FloorOptions) {
  const clock = options.clock ?? systemClock;
  const shopViews = options.shops;

  async function assertShopExists(shopId: number | undefined): Promise<void> {
    if (shopId !== undefined) await shopViews.assertShopExists(shopId);
  }

  async function assertSectionExists(sectionId: number | undefined): Promise<void> {
    if (sectionId === undefined) return;
    const [row] = await db.select({ id: shopSections.id }).from(shopSections).where(eq(shopSections.id, sectionId));
    if (!row) throw badRequest('shop_section_id', 'The selected shop section id is invalid.', { code: 'invalid' });
  }

  /** Shop rows → `BookingShop`s: the shop's view with its reservation days and closed dates from today on. */
  async function bookingShops(rows: (typeof shops.$inferSelect)[], ctx: RequestContext) {
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    const [views, days, closed] = await Promise.all([
      shopViews.toShops(rows, ctx),
      db.select().from(bookingWorkingDays).where(inArray(bookingWorkingDays.shopId, ids)).orderBy(asc(bookingWorkingDays.id)),
      db.select().from(bookingClosedDates)
        .where(and(inArray(bookingClosedDates.shopId, ids), gte(bookingClosedDates.day, localDate(clock()))))
        .orderBy(asc(bookingClosedDates.day)),
    ]);
    return views.map((view) => ({
      ...view,
      booking_shop_working_days: days.filter((day) => day.shopId === view.id)
        .map(({ id, day, from, to, disabled }) => ({ id, day, from, to, disabled })),
      booking_shop_closed_date: closed.filter((date) => date.shopId === view.id).map(({ id, day }) => ({ id, day })),
    }));
  }

  /** Section rows → `ShopSection`s, titled in the requested language (else the default one). */
  async function sectionViews(rows: SectionRow[], ctx: RequestContext) {
    if (!rows.length) return [];
    const translations = await db.select().from(shopSectionTranslations).where(and(
      inArray(shopSectionTranslations.sectionId, rows.map((row) => row.id)),
      inArray(shopSectionTranslations.locale, wantedLocales(ctx.locale, ctx.defaultLocale)),
    ));
    const picked = pickTranslations(translations, (row) => row.sectionId, ctx.locale);
    return rows.map((row) => {
      const translation = picked.get(row.id);
      return {
        id: row.id,
        shop_id: row.shopId,
        area: row.area,
        img: row.img,
        translation: { id: translation?.id ?? 0, locale: translation?.locale ?? ctx.locale, title: translation?.title ?? '' },
      };
    });
  }

  /** Tables as the contract shows them, each with its section. */
  async function tableViews(rows: { table: typeof bookingTables.$inferSelect; section: SectionRow }[], ctx: RequestContext) {
    const sectionRows = [...new Map(rows.map(({ section }) => [section.id, section])).values()];
    const sections = new Map((await sectionViews(sectionRows, ctx)).map((view) => [view.id, view]));
    return rows.map(({ table }) => ({
      id: table.id,
      name: table.name,
      shop_section_id: table.sectionId,
      chair_count: table.chairCount,
      active: table.active,
      shop_section: sections.get(table.sectionId)!,
    }));
  }

  return {
    /** The branches that take reservations, by id. */
    async shops(ctx: RequestContext, filter: PageRequest, url: PageUrl) {
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(shops).innerJoin(bookings, eq(bookings.shopId, shops.id)).where(takesReservations),
        db.select({ shop: shops }).from(shops).innerJoin(bookings, eq(bookings.shopId, shops.id)).where(takesReservations)
          .orderBy(asc(shops.id)).limit(filter.perPage).offset(pageOffset(filter)),
      ]);
      return paginated(await bookingShops(rows.map((row) => row.shop), ctx), total, filter, url);
    },

    /** A branch that takes reservations, by uuid; anything else → 404. */
    async shop(ctx: RequestContext, uuid: string) {
      if (!isUuid(uuid)) throw notFound();
      const [row] = await db.select({ shop: shops }).from(shops).innerJoin(bookings, eq(bookings.shopId, shops.id))
        .where(and(eq(shops.uuid, uuid.toLowerCase()), takesReservations));
      if (!row) throw notFound();
      const [view] = await bookingShops([row.shop], ctx);
      return view;
    },

    /** Booking rows of approved branches (active or not), by id. */
    async bookings(filter: FloorFilter, url: PageUrl) {
      await assertShopExists(filter.shopId);
      const where = and(approvedBranch, filter.shopId === undefined ? undefined : eq(bookings.shopId, filter.shopId));
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(bookings).innerJoin(shops, eq(shops.id, bookings.shopId)).where(where),
        db.select({ booking: bookings }).from(bookings).innerJoin(shops, eq(shops.id, bookings.shopId)).where(where)
          .orderBy(asc(bookings.id)).limit(filter.perPage).offset(pageOffset(filter)),
      ]);
      const items = rows.map(({ booking }) => ({ id: booking.id, shop_id: booking.shopId, max_time: booking.maxTime, active: booking.active }));
      return paginated(items, total, filter, url);
    },

    /** Sections of approved branches, by branch then id. */
    async sections(ctx: RequestContext, filter: FloorFilter, url: PageUrl) {
      await assertShopExists(filter.shopId);
      const where = and(approvedBranch, filter.shopId === undefined ? undefined : eq(shopSections.shopId, filter.shopId));
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(shopSections).innerJoin(shops, eq(shops.id, shopSections.shopId)).where(where),
        db.select({ section: shopSections }).from(shopSections).innerJoin(shops, eq(shops.id, shopSections.shopId)).where(where)
          .orderBy(asc(shopSections.shopId), asc(shopSections.id)).limit(filter.perPage).offset(pageOffset(filter)),
      ]);
      return paginated(await sectionViews(rows.map((row) => row.section), ctx), total, filter, url);
    },

    /** A section of an approved branch; anything else → 404. */
    async section(ctx: RequestContext, id: number) {
      const [row] = await db.select({ section: shopSections }).from(shopSections).innerJoin(shops, eq(shops.id, shopSections.shopId))
        .where(and(eq(shopSections.id, id), approvedBranch));
      if (!row) throw notFound();
      const [view] = await sectionViews([row.section], ctx);
      return view;
    },

    /** Tables of approved branches, out-of-service ones included, by section then id, each with its section. */
    async tables(ctx: RequestContext, filter: TablesFilter, url: PageUrl) {
      await Promise.all([assertShopExists(filter.shopId), assertSectionExists(filter.sectionId)]);
      const conditions: (SQL | undefined)[] = [
        approvedBranch,
        filter.shopId === undefined ? undefined : eq(shopSections.shopId, filter.shopId),
        filter.sectionId === undefined ? undefined : eq(bookingTables.sectionId, filter.sectionId),
      ];
      const where = and(...conditions);
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(bookingTables)
          .innerJoin(shopSections, eq(shopSections.id, bookingTables.sectionId)).innerJoin(shops, eq(shops.id, shopSections.shopId))
          .where(where),
        db.select({ table: bookingTables, section: shopSections }).from(bookingTables)
          .innerJoin(shopSections, eq(shopSections.id, bookingTables.sectionId)).innerJoin(shops, eq(shops.id, shopSections.shopId))
          .where(where).orderBy(asc(bookingTables.sectionId), asc(bookingTables.id)).limit(filter.perPage).offset(pageOffset(filter)),
      ]);
      return paginated(await tableViews(rows, ctx), total, filter, url);
    },

    tableViews,
  };
}

export type FloorService = ReturnType<typeof createFloorService>;
