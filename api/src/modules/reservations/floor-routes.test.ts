import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Static } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingClosedDates, bookings, shops, shopSections, shopSectionTranslations } from '../../db/schema';
import { DEMO_FLOORS } from '../../db/seed/demo-data';
import { pageUrlOf } from '../../http/pagination';
import { asAnswered, createTestApp, getJson, storedImage, TEST_IMAGES, type TestApp } from '../../testing/test-app';
import { shopFigures } from '../../app';
import { createShopsService, type ShopResponse } from '../shops';
import { createFloorService } from './floor';
import type {
  BookingPage, BookingShopPage, BookingShopResponse, BookingTablePage, ShopSectionPage, ShopSectionResponse,
} from './floor-schemas';

type ShopPage = Static<typeof BookingShopPage>;
type SectionPage = Static<typeof ShopSectionPage>;
type TablePage = Static<typeof BookingTablePage>;
type ErrorBody = { status: boolean; statusCode: string; message: string; params?: Record<string, string[]> };

/** Noon on a Tuesday: closed dates before 2031-05-06 are past. */
const NOW = new Date(2031, 4, 6, 12);
const TABLE_COUNT = DEMO_FLOORS.reduce((sum, floor) => sum + floor.sections.reduce((n, section) => n + section.seats.length, 0), 0);
const SECTION_COUNT = DEMO_FLOORS.reduce((sum, floor) => sum + floor.sections.length, 0);

let t: TestApp;
let branchIds: number[];
const floors = () => createFloorService(t.database.db, {
  shops: createShopsService(t.database.db, shopFigures(t.database.db), () => NOW), clock: () => NOW,
});

beforeAll(async () => {
  t = await createTestApp(NOW, { clock: () => NOW });
  branchIds = (await t.database.db.select({ id: shops.id }).from(shops).where(isNotNull(shops.parentId)).orderBy(asc(shops.id)))
    .map((row) => row.id);
});
afterAll(async () => { await t.close(); });

const [downtown] = DEMO_FLOORS;

async function expectRefusal(path: string, field: string) {
  const { status, body } = await getJson<ErrorBody>(t.app, path);
  expect(status, path).toBe(400);
  expect(body, path).toMatchObject({ status: false, statusCode: 'ERROR_400', message: 'Bad request.' });
  expect(Object.keys(body.params ?? {}), path).toEqual([field]);
  expect(body.params![field][0], path).toEqual(expect.any(String));
}

async function expectNotFound(path: string) {
  const { status, body } = await getJson<ErrorBody>(t.app, path);
  expect(status, path).toBe(404);
  expect(body, path).toMatchObject({ status: false, statusCode: 'ERROR_404', message: "Item's not found." });
}

/** Runs `work` with the booking row of `shopId` inactive. */
async function withoutReservations(shopId: number, work: () => Promise<void>) {
  await t.database.db.update(bookings).set({ active: false }).where(eq(bookings.shopId, shopId));
  try {
    await work();
  } finally {
    await t.database.db.update(bookings).set({ active: true }).where(eq(bookings.shopId, shopId));
  }
}

describe('GET /rest/booking/shops/paginate', () => {
  it('lists every demo branch, as /rest/shops answers it plus its reservation days', async () => {
    const { status, body } = await getJson<ShopPage>(t.app, '/rest/booking/shops/paginate?perPage=100');
    expect(status).toBe(200);
    expect(body.data.map((shop) => shop.id)).toEqual(branchIds);
    expect(body.meta).toMatchObject({ total: 4, current_page: 1, per_page: 100, last_page: 1 });
    for (const shop of body.data) {
      const { booking_shop_working_days: days, booking_shop_closed_date: closed, ...plain } = shop;
      const same = await getJson<Static<typeof ShopResponse>>(t.app, `/rest/shops/${shop.id}`);
      expect(plain).toEqual(same.body.data);
      expect(days.map((day) => day.day)).toEqual(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']);
      expect(days[1]).toEqual({ id: expect.any(Number), day: 'monday', from: '11-00', to: '22-00', disabled: false });
      expect(closed).toEqual([]);
    }
    expect(body.data[0].booking_shop_working_days[6]).toMatchObject({ day: 'saturday', from: '11-00', to: '23-30' });
  });

  it('paginates with Laravel links and meta, in the requested language and currency', async () => {
    const first = await getJson<ShopPage>(t.app, '/rest/booking/shops/paginate?perPage=2&lang=fr');
    const second = await getJson<ShopPage>(t.app, '/rest/booking/shops/paginate?perPage=2&page=2&lang=ar&currency_id=2');
    expect(first.body.meta).toMatchObject({
      current_page: 1, per_page: 2, from: 1, to: 2, total: 4, last_page: 2, path: '/api/v1/rest/booking/shops/paginate',
    });
    expect(first.body.links).toEqual({
      first: '/api/v1/rest/booking/shops/paginate?perPage=2&lang=fr&page=1',
      last: '/api/v1/rest/booking/shops/paginate?perPage=2&lang=fr&page=2',
      prev: null,
      next: '/api/v1/rest/booking/shops/paginate?perPage=2&lang=fr&page=2',
    });
    expect(first.body.data[0].translation).toMatchObject({ locale: 'fr', title: 'Centre-ville' });
    expect(second.body.data.map((shop) => shop.id)).toEqual(branchIds.slice(2));
    expect(second.body.data[0].translation).toMatchObject({ locale: 'ar', title: 'سكاربورو' });
    expect(second.body.data[0].price).toBe(3.67); // 3.99 × 0.92
    const past = await getJson<ShopPage>(t.app, '/rest/booking/shops/paginate?perPage=2&page=9');
    expect(past.body.data).toEqual([]);
    expect(past.body.meta).toMatchObject({ current_page: 9, from: null, to: null, total: 4 });
  });

  it('leaves out a branch whose booking row is inactive, and one not approved', async () => {
    await withoutReservations(branchIds[1], async () => {
      const { body } = await getJson<ShopPage>(t.app, '/rest/booking/shops/paginate');
      expect(body.data.map((shop) => shop.id)).toEqual([branchIds[0], branchIds[2], branchIds[3]]);
      expect(body.meta.total).toBe(3);
    });
    await t.database.db.update(shops).set({ status: 'inactive' }).where(eq(shops.id, branchIds[3]));
    try {
      const { body } = await getJson<ShopPage>(t.app, '/rest/booking/shops/paginate');
      expect(body.data.map((shop) => shop.id)).toEqual(branchIds.slice(0, 3));
    } finally {
      await t.database.db.update(shops).set({ status: 'approved' }).where(eq(shops.id, branchIds[3]));
    }
  });
});

describe('GET /rest/booking/shops/{uuid}', () => {
  it('shows a branch by uuid (any case) with its closed dates from today on, earliest first', async () => {
    const [branch] = await t.database.db.select().from(shops).where(eq(shops.id, branchIds[2]));
    await t.database.db.insert(bookingClosedDates).values(['2031-05-20', '2031-05-05', '2031-05-06'].map((day) => ({ shopId: branch.id, day })));
    try {
      const { status, body } = await getJson<Static<typeof BookingShopResponse>>(t.app, `/rest/booking/shops/${branch.uuid.toUpperCase()}?lang=fr`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: true, message: 'success', data: { id: branch.id, uuid: branch.uuid, parent_id: 501 } });
      expect(body.data.translation).toMatchObject({ locale: 'fr', title: 'Scarborough' });
      expect(body.data.booking_shop_closed_date).toEqual([
        { id: expect.any(Number), day: '2031-05-06' }, { id: expect.any(Number), day: '2031-05-20' },
      ]);
      expect(body.data.booking_shop_working_days).toHaveLength(7);
      // The shop's own closed dates are not its reservation ones.
      expect(body.data.shop_closed_date.map((date) => date.day)).not.toContain('2031-05-20');
    } finally {
      await t.database.db.delete(bookingClosedDates).where(eq(bookingClosedDates.shopId, branch.id));
    }
  });

  it('answers 404 for an unknown uuid, the main shop and a branch taking no reservation', async () => {
    const [main] = await t.database.db.select().from(shops).where(eq(shops.id, 501));
    const [branch] = await t.database.db.select().from(shops).where(eq(shops.id, branchIds[0]));
    for (const id of ['00000000-0000-4000-8000-000000000000', main.uuid]) {
      await expectNotFound(`/rest/booking/shops/${id}`);
    }
    await withoutReservations(branch.id, () => expectNotFound(`/rest/booking/shops/${branch.uuid}`));
    expect((await getJson(t.app, `/rest/booking/shops/${branch.uuid}`)).status).toBe(200);
  });

  it('refuses a malformed uuid or a numeric id with 400 params.uuid', async () => {
    const [branch] = await t.database.db.select().from(shops).where(eq(shops.id, branchIds[0]));
    for (const id of ['not-a-uuid', String(branchIds[0]), `${branch.uuid}x`, '%27%20OR%201%3D1--']) {
      await expectRefusal(`/rest/booking/shops/${id}`, 'uuid');
    }
  });
});

describe('GET /rest/booking/bookings', () => {
  it('lists each branch\'s booking row, optionally of one branch', async () => {
    const { status, body } = await getJson<Static<typeof BookingPage>>(t.app, '/rest/booking/bookings');
    expect(status).toBe(200);
    expect(body.data).toEqual(branchIds.map((shopId) => ({ id: expect.any(Number), shop_id: shopId, max_time: 180, active: true })));
    expect(body.meta).toMatchObject({ total: 4, per_page: 10, path: '/api/v1/rest/booking/bookings' });
    const one = await getJson<Static<typeof BookingPage>>(t.app, `/rest/booking/bookings?shop_id=${branchIds[1]}`);
    expect(one.body.data).toEqual([body.data[1]]);
    expect(one.body.meta.total).toBe(1);
    const main = await getJson<Static<typeof BookingPage>>(t.app, '/rest/booking/bookings?shop_id=501');
    expect(main.body.data).toEqual([]);
  });

  it('lists an inactive booking row with active false', async () => {
    await withoutReservations(branchIds[3], async () => {
      const { body } = await getJson<Static<typeof BookingPage>>(t.app, `/rest/booking/bookings?shop_id=${branchIds[3]}`);
      expect(body.data).toMatchObject([{ shop_id: branchIds[3], active: false }]);
    });
  });

  it('pages by perPage', async () => {
    const { body } = await getJson<Static<typeof BookingPage>>(t.app, '/rest/booking/bookings?perPage=3&page=2');
    expect(body.data.map((booking) => booking.shop_id)).toEqual([branchIds[3]]);
    expect(body.meta).toMatchObject({ current_page: 2, from: 4, to: 4, last_page: 2 });
    expect(body.links.next).toBeNull();
    expect(body.links.prev).toBe('/api/v1/rest/booking/bookings?perPage=3&page=1');
  });
});

describe('GET /rest/booking/shop-sections', () => {
  it('lists the sections by branch, titled in the requested language', async () => {
    const { status, body } = await getJson<SectionPage>(t.app, '/rest/booking/shop-sections?perPage=100');
    expect(status).toBe(200);
    expect(body.meta.total).toBe(SECTION_COUNT);
    expect(body.data.map((section) => section.shop_id)).toEqual(
      DEMO_FLOORS.flatMap((floor, i) => floor.sections.map(() => branchIds[i])),
    );
    expect(body.data[0]).toEqual({
      id: expect.any(Number), shop_id: branchIds[0], area: downtown.sections[0].area, img: `${TEST_IMAGES}sections/downtown-hall.svg`,
      translation: { id: expect.any(Number), locale: 'en', title: 'Main hall' },
    });
    const picture = await t.app.inject({ url: `/storage/images/${storedImage(body.data[0].img!)}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');

    const french = await getJson<SectionPage>(t.app, `/rest/booking/shop-sections?shop_id=${branchIds[0]}&lang=fr`);
    expect(french.body.data.map((section) => section.translation.title)).toEqual(downtown.sections.map((section) => section.texts.fr));
    expect(french.body.data.every((section) => section.translation.locale === 'fr')).toBe(true);
    const arabic = await getJson<SectionPage>(t.app, `/rest/booking/shop-sections?shop_id=${branchIds[0]}&lang=ar`);
    expect(arabic.body.data.map((section) => section.translation.title)).toEqual(downtown.sections.map((section) => section.texts.ar));
  });

  it('falls back to the default language, else an empty title', async () => {
    const db = t.database.db;
    const [english] = await db.insert(shopSections).values({ shopId: branchIds[1], area: 12 }).returning();
    await db.insert(shopSectionTranslations).values({ sectionId: english.id, locale: 'en', title: 'Garden' });
    const [bare] = await db.insert(shopSections).values({ shopId: branchIds[1] }).returning();
    try {
      const shown = await getJson<Static<typeof ShopSectionResponse>>(t.app, `/rest/booking/shop-sections/${english.id}?lang=ar`);
      expect(shown.body.data).toEqual({
        id: english.id, shop_id: branchIds[1], area: 12, img: null, translation: { id: expect.any(Number), locale: 'en', title: 'Garden' },
      });
      const untitled = await getJson<Static<typeof ShopSectionResponse>>(t.app, `/rest/booking/shop-sections/${bare.id}?lang=fr`);
      expect(untitled.body.data).toEqual({ id: bare.id, shop_id: branchIds[1], area: 0, img: null, translation: { id: 0, locale: 'fr', title: '' } });
      const listed = await getJson<SectionPage>(t.app, `/rest/booking/shop-sections?shop_id=${branchIds[1]}&lang=fr`);
      expect(listed.body.data.slice(-2).map((section) => section.translation)).toEqual([
        { id: expect.any(Number), locale: 'en', title: 'Garden' }, { id: 0, locale: 'fr', title: '' },
      ]);
    } finally {
      await db.delete(shopSections).where(inArray(shopSections.id, [english.id, bare.id]));
    }
  });

  it('shows one section as an envelope; an unknown one → 404', async () => {
    const [section] = (await getJson<SectionPage>(t.app, '/rest/booking/shop-sections?perPage=1&page=2')).body.data;
    const { status, body } = await getJson<Static<typeof ShopSectionResponse>>(t.app, `/rest/booking/shop-sections/${section.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: true, data: section });
    await expectNotFound('/rest/booking/shop-sections/2147483647');
    await expectNotFound('/rest/booking/shop-sections/999999');
  });
});

describe('GET /rest/booking/tables', () => {
  it('lists every table with its section, out-of-service ones with active false', async () => {
    const { status, body } = await getJson<TablePage>(t.app, '/rest/booking/tables?perPage=100');
    expect(status).toBe(200);
    expect(body.meta.total).toBe(TABLE_COUNT);
    expect(body.data.filter((table) => !table.active).map((table) => table.name)).toEqual(['Terrace 4']);
    const [first] = body.data;
    expect(first).toEqual({
      id: expect.any(Number), name: 'T1', shop_section_id: first.shop_section.id, chair_count: 2, active: true,
      shop_section: { id: expect.any(Number), shop_id: branchIds[0], area: 140, img: `${TEST_IMAGES}sections/downtown-hall.svg`, translation: expect.any(Object) },
    });
    for (const table of body.data) {
      expect(table.chair_count).toBeGreaterThanOrEqual(2);
      expect(table.chair_count).toBeLessThanOrEqual(8);
      expect(table.shop_section_id).toBe(table.shop_section.id);
    }
  });

  it('keeps one branch\'s or one section\'s tables, in the requested language', async () => {
    const ofDowntown = await getJson<TablePage>(t.app, `/rest/booking/tables?shop_id=${branchIds[0]}&perPage=100&lang=ar`);
    expect(ofDowntown.body.data.map((table) => [table.name, table.chair_count])).toEqual(downtown.sections.flatMap((section) =>
      section.seats.map((seats, i) => [`${section.tablePrefix}${i + 1}`, seats])));
    expect(ofDowntown.body.data.at(-1)!.shop_section.translation).toMatchObject({ locale: 'ar', title: 'البار' });

    const terrace = ofDowntown.body.data.find((table) => table.name === 'Terrace 1')!.shop_section_id;
    const ofTerrace = await getJson<TablePage>(t.app, `/rest/booking/tables?shop_section_id=${terrace}&lang=fr`);
    expect(ofTerrace.body.data.map((table) => table.name)).toEqual(['Terrace 1', 'Terrace 2', 'Terrace 3', 'Terrace 4']);
    expect(ofTerrace.body.data[0].shop_section.translation).toMatchObject({ locale: 'fr', title: 'Terrasse' });

    const both = await getJson<TablePage>(t.app, `/rest/booking/tables?shop_section_id=${terrace}&shop_id=${branchIds[0]}`);
    expect(both.body.meta.total).toBe(4);
    const elsewhere = await getJson<TablePage>(t.app, `/rest/booking/tables?shop_section_id=${terrace}&shop_id=${branchIds[1]}`);
    expect(elsewhere.body.data).toEqual([]);
    expect(elsewhere.body.meta).toMatchObject({ total: 0, last_page: 1, from: null });
  });

  it('pages through every table once', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(TABLE_COUNT / 10); page++) {
      const { body } = await getJson<TablePage>(t.app, `/rest/booking/tables?page=${page}`);
      expect(body.meta).toMatchObject({ current_page: page, last_page: Math.ceil(TABLE_COUNT / 10) });
      seen.push(...body.data.map((table) => table.id));
    }
    expect(new Set(seen).size).toBe(TABLE_COUNT);
  });
});

describe('validation', () => {
  const LISTS = ['/rest/booking/shops/paginate', '/rest/booking/bookings', '/rest/booking/shop-sections', '/rest/booking/tables'];

  it('refuses bad paging and languages on every list with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['perPage=0', 'perPage'], ['perPage=101', 'perPage'], ['perPage=-1', 'perPage'], ['perPage=ten', 'perPage'], ['perPage=1.5', 'perPage'],
      ['perPage=1&perPage=2', 'perPage'], ['page=0', 'page'], ['page=-3', 'page'], ['page=abc', 'page'], ['page=1e999', 'page'],
      ['page=', 'page'], ['lang=xx', 'lang'], ['currency_id=99', 'currency_id'], ['currency_id=abc', 'currency_id'],
    ];
    for (const path of LISTS) for (const [query, field] of cases) await expectRefusal(`${path}?${query}`, field);
  });

  it('answers a page far past the end empty, never 500', async () => {
    for (const path of LISTS) {
      for (const page of ['2147483648', '9007199254740991', '100000000000000000000']) {
        const { status, body } = await getJson<{ data: unknown[]; params?: object }>(t.app, `${path}?page=${page}`);
        expect([200, 400], `${path}?page=${page}`).toContain(status);
        if (status === 200) expect(body.data).toEqual([]);
        else expect(Object.keys(body.params!)).toEqual(['page']);
      }
    }
  });

  it('refuses a bad or unknown shop_id and shop_section_id with 400 naming the field', async () => {
    for (const path of ['/rest/booking/bookings', '/rest/booking/shop-sections', '/rest/booking/tables']) {
      for (const value of ['abc', '-1', '0', '1.5', '2147483648', '99999999999999999999', '1e999', '', '999999', '%27%20OR%201%3D1--']) {
        await expectRefusal(`${path}?shop_id=${value}`, 'shop_id');
      }
      await expectRefusal(`${path}?shop_id=${branchIds[0]}&shop_id=${branchIds[1]}`, 'shop_id');
    }
    for (const value of ['abc', '-1', '0', '2147483648', '999999', '']) {
      await expectRefusal(`/rest/booking/tables?shop_section_id=${value}`, 'shop_section_id');
    }
    const { body } = await getJson<ErrorBody>(t.app, '/rest/booking/tables?shop_id=999999');
    expect(body.params).toEqual({ shop_id: ['The selected shop id is invalid.'] });
    const section = await getJson<ErrorBody>(t.app, '/rest/booking/tables?shop_section_id=999999');
    expect(section.body.params).toEqual({ shop_section_id: ['The selected shop section id is invalid.'] });
  });

  it('refuses a malformed section id with 400 params.id', async () => {
    for (const value of ['abc', '-1', '0', '1.5', '2147483648', '1e999', '99999999999999999999']) {
      await expectRefusal(`/rest/booking/shop-sections/${value}`, 'id');
    }
  });
});

describe('serialisation', () => {
  it('drops no field the service produces', async () => {
    const ctx = { locale: 'fr', defaultLocale: 'en', currencyId: 1, rate: 1 };
    const service = floors();
    const cases: [string, () => Promise<unknown>][] = [
      ['/rest/booking/shops/paginate?lang=fr', () => service.shops(ctx, { page: 1, perPage: 10 }, pageUrlOf('/api/v1/rest/booking/shops/paginate?lang=fr'))],
      ['/rest/booking/bookings?lang=fr', () => service.bookings({ page: 1, perPage: 10 }, pageUrlOf('/api/v1/rest/booking/bookings?lang=fr'))],
      ['/rest/booking/shop-sections?lang=fr', () => service.sections(ctx, { page: 1, perPage: 10 }, pageUrlOf('/api/v1/rest/booking/shop-sections?lang=fr'))],
      ['/rest/booking/tables?lang=fr', () => service.tables(ctx, { page: 1, perPage: 10 }, pageUrlOf('/api/v1/rest/booking/tables?lang=fr'))],
    ];
    for (const [path, direct] of cases) {
      expect((await getJson(t.app, path)).body, path).toEqual(asAnswered(await direct()));
    }
  });
});
