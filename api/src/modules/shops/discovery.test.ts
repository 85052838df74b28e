// Finding branches: tags ("takes"), pictures with their alternative texts, search, tag filters,
// orders and the recommended branches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Static } from 'typebox';
import { galleries, galleryTranslations, orders, shopRatings, shops, shopTagTranslations } from '../../db/schema';
import { createTestApp, getJson, storedImage, TEST_IMAGES, type TestApp } from '../../testing/test-app';
import type { ShopGalleriesResponse, ShopListResponse, ShopPage, ShopResponse, ShopTagListResponse } from './schemas';

type Page = Static<typeof ShopPage>;
type Galleries = Static<typeof ShopGalleriesResponse>;
const MAIN_SHOP = 501;
const [DOWNTOWN, MIDTOWN, SCARBOROUGH, ETOBICOKE] = [502, 503, 504, 505];

let t: TestApp;
const tag: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select().from(shopTagTranslations).where(eq(shopTagTranslations.locale, 'en'));
  for (const row of rows) tag[row.title] = row.tagId;
});
afterAll(async () => { await t.close(); });

const ids = async (path: string) => {
  const { status, body } = await getJson<Page>(t.app, path);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.meta.total).toBe(body.data.length);
  return body.data.map((shop) => shop.id);
};

async function refused(path: string, field: string) {
  const { status, body } = await getJson<{ statusCode: string; params: Record<string, string[]> }>(t.app, path);
  expect(status, path).toBe(400);
  expect(body.statusCode).toBe('ERROR_400');
  expect(Object.keys(body.params), path).toEqual([field]);
}

describe('shop tags (shops-takes)', () => {
  it('lists every tag by id with its icon, titled in the requested language', async () => {
    const { status, body } = await getJson<Static<typeof ShopTagListResponse>>(t.app, '/rest/shops-takes');
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    expect(body.data.map((entry) => entry.translation.title)).toEqual([
      'Terrace', 'Family friendly', 'Late night', 'Vegan options', 'Parking', 'Wheelchair accessible',
    ]);
    expect(body.data[0]).toMatchObject({ img: `${TEST_IMAGES}tags/terrace.svg`, translation: { locale: 'en' } });
    const french = await getJson<Static<typeof ShopTagListResponse>>(t.app, '/rest/shops-takes?lang=fr&category_id=3');
    expect(french.body.data[1].translation).toMatchObject({ locale: 'fr', title: 'Adapté aux familles' });
    const icon = await t.app.inject({ url: `/storage/images/${storedImage(body.data[0].img!)}` });
    expect(icon.statusCode).toBe(200);
  });

  it('falls back to the default language when a tag has no title in the requested one', async () => {
    await t.database.db.delete(shopTagTranslations)
      .where(and(eq(shopTagTranslations.tagId, tag.Parking), eq(shopTagTranslations.locale, 'ar')));
    const { body } = await getJson<Static<typeof ShopTagListResponse>>(t.app, '/rest/shops-takes?lang=ar');
    expect(body.data.find((entry) => entry.id === tag.Parking)!.translation).toMatchObject({ locale: 'en', title: 'Parking' });
    expect(body.data.find((entry) => entry.id === tag.Terrace)!.translation).toMatchObject({ locale: 'ar', title: 'شرفة' });
  });

  it('puts each branch\'s tags on every shop the api answers', async () => {
    const downtown = await getJson<Static<typeof ShopResponse>>(t.app, `/rest/shops/${DOWNTOWN}?lang=fr`);
    expect(downtown.body.data.tags.map((entry) => entry.translation.title))
      .toEqual(['Terrasse', 'Ouvert tard', 'Options véganes', 'Accessible en fauteuil roulant']);
    const main = await getJson<{ data: { tags: unknown[] } }>(t.app, '/rest/main-shop');
    expect(main.body.data.tags).toEqual([]);
    const page = await getJson<Page>(t.app, '/rest/shops/paginate?perPage=100');
    expect(page.body.data.find((shop) => shop.id === ETOBICOKE)!.tags.map((entry) => entry.id))
      .toEqual([tag.Terrace, tag['Family friendly'], tag.Parking]);
  });

  it('refuses a category_id that is not an id', async () => {
    await refused('/rest/shops-takes?category_id=abc', 'category_id');
  });
});

describe('shop galleries', () => {
  it('answers a branch\'s pictures by id or uuid, titled by their alternative text in the requested language', async () => {
    const { status, body } = await getJson<Galleries>(t.app, `/rest/shops/${MIDTOWN}/galleries`);
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data).toMatchObject({ id: MIDTOWN, shop_id: MIDTOWN, active: true });
    expect(body.data.galleries).toHaveLength(5);
    expect(body.data.galleries[0]).toMatchObject({
      title: 'The Midtown storefront near Yonge and Eglinton', type: 'shop-galleries', path: 'galleries/midtown-storefront.svg',
      base_path: TEST_IMAGES,
    });
    const { body: shop } = await getJson<Static<typeof ShopResponse>>(t.app, `/rest/shops/${MIDTOWN}`);
    const french = await getJson<Galleries>(t.app, `/rest/shops/${shop.data.uuid.toUpperCase()}/galleries?lang=fr`);
    expect(french.body.data.galleries[1].title).toBe('Le patio de Midtown et ses parasols verts');
    const picture = await t.app.inject({ url: `/storage/images/${body.data.galleries[1].path}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
  });

  it('translates the main shop\'s pictures too', async () => {
    const { body } = await getJson<Galleries>(t.app, '/rest/main-shop/galleries?lang=ar');
    expect(body.data.galleries[0]).toMatchObject({ title: 'صالة الطعام لدينا، معدّة للعشاء', path: 'galleries/dining-room.svg' });
    expect(body.data.galleries.length).toBeGreaterThanOrEqual(4);
  });

  it('falls back to the default language, then to the stored caption', async () => {
    const db = t.database.db;
    const [onlyEnglish, captionOnly] = await db.insert(galleries).values([
      { shopId: ETOBICOKE, title: 'Caption A', path: 'galleries/etobicoke-dining.svg' },
      { shopId: ETOBICOKE, title: 'Caption B', path: 'galleries/etobicoke-lakeside.svg' },
    ]).returning({ id: galleries.id });
    await db.insert(galleryTranslations).values({ galleryId: onlyEnglish.id, locale: 'en', title: 'English only' });
    const { body } = await getJson<Galleries>(t.app, `/rest/shops/${ETOBICOKE}/galleries?lang=fr`);
    const byId = new Map(body.data.galleries.map((picture) => [picture.id, picture.title]));
    expect(byId.get(onlyEnglish.id)).toBe('English only');
    expect(byId.get(captionOnly.id)).toBe('Caption B');
    expect(body.data.galleries[0].title).toBe('La devanture d’Etobicoke sur The West Mall');
  });

  it.each(['999999', 'not-a-shop', '00000000-0000-4000-8000-000000000000'])('answers 404 for shop %s', async (id) => {
    const { status, body } = await getJson(t.app, `/rest/shops/${id}/galleries`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: false, statusCode: 'ERROR_404' });
  });

  it('answers 404 for a branch without pictures', async () => {
    const [bare] = await t.database.db.insert(shops).values({ parentId: 501, status: 'approved' }).returning({ id: shops.id });
    expect((await getJson(t.app, `/rest/shops/${bare.id}/galleries`)).status).toBe(404);
    await t.database.db.delete(shops).where(eq(shops.id, bare.id));
  });
});

describe('branch search', () => {
  it('finds branches by title or address, every word the start of a word, ignoring case and accents', async () => {
    expect(await ids('/rest/shops/paginate?search=yonge')).toEqual([DOWNTOWN, MIDTOWN]);
    expect(await ids('/rest/shops/paginate?search=MIDT')).toEqual([MIDTOWN]);
    expect(await ids('/rest/shops/paginate?search=2300%20yonge')).toEqual([MIDTOWN]);
    expect(await ids('/rest/shops/paginate?search=town')).toEqual([]);
    expect(await ids('/rest/shops/paginate?search=centre&lang=fr')).toEqual([DOWNTOWN]);
    // "إيتوبيكوك" typed without the hamza.
    expect(await ids(`/rest/shops/paginate?lang=ar&search=${encodeURIComponent('ايتوبيكوك')}`)).toEqual([ETOBICOKE]);
    expect(await ids('/rest/shops/paginate?search=%20%20')).toEqual([DOWNTOWN, MIDTOWN, SCARBOROUGH, ETOBICOKE]);
  });

  it('is also GET /rest/shops/search, paginated, where search is required', async () => {
    const { status, body } = await getJson<Page>(t.app, '/rest/shops/search?search=scarb&perPage=1');
    expect(status).toBe(200);
    expect(body.data.map((shop) => shop.translation.title)).toEqual(['Scarborough']);
    expect(body.data[0].tags.length).toBeGreaterThan(0);
    expect(body.meta).toMatchObject({ total: 1, per_page: 1, path: '/api/v1/rest/shops/search' });
    expect(await ids(`/rest/shops/search?search=yonge&take=${tag['Late night']}`)).toEqual([DOWNTOWN]);
    await refused('/rest/shops/search', 'search');
    await refused('/rest/shops/search?search=%20', 'search');
    await refused(`/rest/shops/search?search=${'a'.repeat(101)}`, 'search');
    await refused(`/rest/shops/paginate?search=${'a'.repeat(101)}`, 'search');
  });
});

describe('tag filter (take)', () => {
  it('keeps the branches with one of the tags, in any of Foodyman\'s list forms', async () => {
    expect(await ids(`/rest/shops/paginate?take=${tag.Terrace}`)).toEqual([DOWNTOWN, MIDTOWN, ETOBICOKE]);
    expect(await ids(`/rest/shops/paginate?take=${tag['Late night']}&take=${tag.Parking}`)).toEqual([DOWNTOWN, SCARBOROUGH, ETOBICOKE]);
    expect(await ids(`/rest/shops/paginate?take%5B%5D=${tag['Late night']}&take%5B%5D=${tag.Parking}`)).toEqual([DOWNTOWN, SCARBOROUGH, ETOBICOKE]);
    expect(await ids(`/rest/shops/paginate?take[0]=${tag['Vegan options']}&take[1]=${tag.Parking}`))
      .toEqual([DOWNTOWN, MIDTOWN, SCARBOROUGH, ETOBICOKE]);
    expect(await ids('/rest/shops/paginate?take=99999')).toEqual([]);
  });

  it('combines with open=1 (the open flag)', async () => {
    const open = await ids('/rest/shops/paginate?open=1');
    const terraces = await ids(`/rest/shops/paginate?take=${tag.Terrace}`);
    expect(await ids(`/rest/shops/paginate?open=1&take=${tag.Terrace}`)).toEqual(terraces.filter((id) => open.includes(id)));
  });

  it('refuses ids that are not ids', async () => {
    const { status, body } = await getJson<{ params: Record<string, string[]> }>(t.app, '/rest/shops/paginate?take=abc');
    expect(status).toBe(400);
    expect(Object.keys(body.params)[0]).toMatch(/^take/);
  });
});

describe('branch order (order_by) and recommended branches', () => {
  beforeAll(async () => {
    const db = t.database.db;
    // Downtown 4.8 (10 reviews), Scarborough 4.5, Etobicoke 2, Midtown none.
    await db.delete(shopRatings);
    await db.insert(shopRatings).values([
      { shopId: DOWNTOWN, star4: 2, star5: 8 },
      { shopId: SCARBOROUGH, star4: 1, star5: 1 },
      { shopId: ETOBICOKE, star2: 3 },
      { shopId: MIDTOWN },
    ]);
    const created = { [DOWNTOWN]: 3, [MIDTOWN]: 1, [SCARBOROUGH]: 4, [ETOBICOKE]: 2 };
    for (const [id, day] of Object.entries(created)) {
      await db.update(shops).set({ createdAt: new Date(Date.UTC(2026, 0, day)) }).where(eq(shops.id, Number(id)));
    }
  });

  it.each<[string, number[]]>([
    ['new', [SCARBOROUGH, DOWNTOWN, ETOBICOKE, MIDTOWN]],
    ['old', [MIDTOWN, ETOBICOKE, DOWNTOWN, SCARBOROUGH]],
    ['high_rating', [DOWNTOWN, SCARBOROUGH, ETOBICOKE, MIDTOWN]],
    ['low_rating', [ETOBICOKE, SCARBOROUGH, DOWNTOWN, MIDTOWN]],
    ['trust_you', [DOWNTOWN, SCARBOROUGH, MIDTOWN, ETOBICOKE]],
    ['', [DOWNTOWN, MIDTOWN, SCARBOROUGH, ETOBICOKE]],
  ])('order_by=%s', async (order, expected) => {
    expect(await ids(`/rest/shops/paginate?order_by=${order}`)).toEqual(expected);
  });

  it('orders by orders that are not canceled for best_sale and low_sale', async () => {
    const rows = await t.database.db.select({ shopId: orders.shopId }).from(orders).where(ne(orders.status, 'canceled'))
      .orderBy(asc(orders.id));
    const counted = new Map([DOWNTOWN, MIDTOWN, SCARBOROUGH, ETOBICOKE].map((id) => [id, 0]));
    for (const row of rows) if (counted.has(row.shopId)) counted.set(row.shopId, counted.get(row.shopId)! + 1);
    expect(new Set(counted.values()).size).toBeGreaterThan(1); // the demo's reviewed orders
    const byCount = (sign: number) => [...counted].sort(([a, x], [b, y]) => sign * (x - y) || a - b).map(([id]) => id);
    expect(await ids('/rest/shops/paginate?order_by=best_sale')).toEqual(byCount(-1));
    expect(await ids('/rest/shops/paginate?order_by=low_sale')).toEqual(byCount(1));
  });

  it('pages an ordered list', async () => {
    const { body } = await getJson<Page>(t.app, '/rest/shops/paginate?order_by=high_rating&perPage=3&page=2');
    expect(body.data.map((shop) => shop.id)).toEqual([MIDTOWN]);
    expect(body.meta).toMatchObject({ total: 4, current_page: 2 });
  });

  it('lists the recommended branches: an average of 4 or more, best first, as a plain list', async () => {
    const { status, body } = await getJson<Static<typeof ShopListResponse>>(t.app, '/rest/shops/recommended?lang=fr');
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    expect(body.data.map((shop) => shop.id)).toEqual([DOWNTOWN, SCARBOROUGH]);
    expect(body.data[0].translation.title).toBe('Centre-ville');
  });

  it.each(['/rest/shops/paginate?order_by=best', '/rest/shops/search?search=yonge&order_by=HIGH_RATING'])('refuses %s', async (path) => {
    await refused(path, 'order_by');
  });
});

describe('kind filter (type)', () => {
  it('keeps the branches of the asked kind, as a Foodyman client\'s restaurants and shops tabs ask', async () => {
    const everyBranch = await ids('/rest/shops/paginate');
    expect(await ids('/rest/shops/paginate?type=restaurant')).toEqual(everyBranch);
    expect(await ids('/rest/shops/paginate?type=shop')).toEqual([]);
    await t.database.db.update(shops).set({ type: 'shop' }).where(eq(shops.id, MIDTOWN));
    try {
      expect(await ids('/rest/shops/paginate?type=shop&page=1&perPage=10')).toEqual([MIDTOWN]);
      expect(await ids('/rest/shops/paginate?type=Restaurant')).toEqual(everyBranch.filter((id) => id !== MIDTOWN));
      expect(await ids('/rest/shops/search?search=midtown&type=restaurant')).toEqual([]);
      expect(await ids('/rest/shops/paginate?type=')).toEqual(everyBranch);
    } finally {
      await t.database.db.update(shops).set({ type: 'restaurant' }).where(eq(shops.id, MIDTOWN));
    }
    await refused('/rest/shops/paginate?type=pizzeria', 'type');
    await refused('/rest/shops/search?search=yonge&type=pizzeria', 'type');
  });
});

describe('GET /rest/branches (Foodyman A\'s pickup places)', () => {
  type Pickup = { id: number; shop_id: number; address: { address: string }; location: object; translation: { title: string }; shop: { id: number } };
  const pickups = (path: string) => getJson<{ data: Pickup[]; meta: { total: number } }>(t.app, path);

  it('lists a branch as its own pickup place, and the main shop\'s branches as its places', async () => {
    const own = await pickups(`/rest/branches?shop_id=${DOWNTOWN}&page=1&perPage=10&lang=en`);
    expect(own.status).toBe(200);
    expect(own.body.meta.total).toBe(1);
    const [downtown] = own.body.data;
    expect(downtown).toMatchObject({ id: DOWNTOWN, shop_id: DOWNTOWN, translation: { title: 'Downtown' }, shop: { id: DOWNTOWN } });
    expect(downtown.address.address).not.toBe('');
    expect(downtown.location).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });

    const everyBranch = await ids('/rest/shops/paginate');
    expect((await pickups(`/rest/branches?shop_id=${MAIN_SHOP}`)).body.data.map((place) => place.id)).toEqual(everyBranch);
    expect((await pickups('/rest/branches?perPage=2&page=2')).body.data.map((place) => place.id)).toEqual(everyBranch.slice(2, 4));
  });

  it('refuses a shop_id naming no shop', async () => {
    await refused('/rest/branches?shop_id=99999', 'shop_id');
    await refused('/rest/branches?shop_id=abc', 'shop_id');
  });
});
