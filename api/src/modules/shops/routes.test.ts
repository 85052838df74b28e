import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Static } from 'typebox';
import { pageUrlOf } from '../../http/pagination';
import { asAnswered, createTestApp, getJson, TEST_IMAGES, type TestApp } from '../../testing/test-app';
import { shopFigures } from '../../app';
import { createShopsService } from './service';
import type { MainShopResponse, ShopGalleriesResponse, ShopPage, ShopResponse } from './schemas';

type Page = Static<typeof ShopPage>;
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('main shop', () => {
  it('is the shop without parent, as a bare {data} resource', async () => {
    const { status, body } = await getJson<Static<typeof MainShopResponse>>(t.app, '/rest/main-shop');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data).toMatchObject({ id: 501, parent_id: null, tax: 13, translation: { locale: 'en', title: 'Storefront Kitchen' } });
  });

  it('has a gallery of pictures under /storage/images/', async () => {
    const { body } = await getJson<Static<typeof ShopGalleriesResponse>>(t.app, '/rest/main-shop/galleries');
    expect(body.data).toMatchObject({ id: 501, shop_id: 501, active: true });
    expect(body.data.galleries.length).toBeGreaterThanOrEqual(3);
    expect(body.data.galleries[0].base_path).toBe(TEST_IMAGES);
    const picture = await t.app.inject({ url: `/storage/images/${body.data.galleries[0].path}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('branches', () => {
  it('lists the main shop\'s branches near Toronto with their schedule', async () => {
    const { status, body } = await getJson<Page>(t.app, '/rest/shops/paginate?perPage=100');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    for (const branch of body.data) {
      expect(branch.parent_id).toBe(501);
      expect(branch.tax).toBe(13);
      expect(branch.min_amount).toBe(15);
      expect(branch.location.latitude).toBeCloseTo(43.7, 0);
      expect(branch.location.longitude).toBeCloseTo(-79.4, 0);
      expect(branch.shop_working_days.map((day) => day.day).sort())
        .toEqual(['friday', 'monday', 'saturday', 'sunday', 'thursday', 'tuesday', 'wednesday']);
      const hours = branch.translation.title === 'Downtown' ? { from: '00-00', to: '24-00' } : { from: '09-00', to: '23-00' };
      expect(branch.shop_working_days[0]).toMatchObject(hours);
      expect(branch.logo_img).toMatch(/\.svg$/);
    }
    expect(body.data.map((branch) => branch.translation.title)).toEqual(expect.arrayContaining(['Downtown', 'Midtown', 'Scarborough']));
    expect(body.data.find((branch) => branch.translation.title === 'Downtown')!.products_count).toBeGreaterThanOrEqual(80);
  });

  it('keeps only branches whose open flag is set with open=1', async () => {
    const all = await getJson<Page>(t.app, '/rest/shops/paginate?perPage=100');
    const open = await getJson<Page>(t.app, '/rest/shops/paginate?perPage=100&open=1');
    expect(all.body.data.some((branch) => !branch.open)).toBe(true);
    expect(open.body.data.map((branch) => branch.id)).toEqual(all.body.data.filter((branch) => branch.open).map((branch) => branch.id));
    expect(open.body.meta.total).toBe(open.body.data.length);
  });

  it('paginates with Laravel links and meta', async () => {
    const first = await getJson<Page>(t.app, '/rest/shops/paginate?perPage=2&lang=fr');
    const second = await getJson<Page>(t.app, '/rest/shops/paginate?perPage=2&page=2&lang=fr');
    expect(first.body.meta).toMatchObject({ current_page: 1, per_page: 2, from: 1, to: 2, total: 4, last_page: 2, path: '/api/v1/rest/shops/paginate' });
    expect(first.body.links.prev).toBeNull();
    expect(first.body.links.next).toBe('/api/v1/rest/shops/paginate?perPage=2&lang=fr&page=2');
    expect(second.body.links.next).toBeNull();
    expect(second.body.meta).toMatchObject({ current_page: 2, from: 3, to: 4 });
    const ids = [...first.body.data, ...second.body.data].map((branch) => branch.id);
    expect(new Set(ids).size).toBe(4);
  });

  it('answers an empty page past the end', async () => {
    const { body } = await getJson<Page>(t.app, '/rest/shops/paginate?perPage=2&page=9');
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ current_page: 9, from: null, to: null, total: 4 });
  });

  it('translates branches to Arabic and converts money to the currency', async () => {
    const usd = await getJson<Page>(t.app, '/rest/shops/paginate?perPage=1');
    const eurArabic = await getJson<Page>(t.app, '/rest/shops/paginate?perPage=1&lang=ar&currency_id=2');
    expect(eurArabic.body.data[0].translation).toMatchObject({ locale: 'ar', title: 'وسط المدينة' });
    expect(usd.body.data[0].price).toBe(2.99);
    expect(eurArabic.body.data[0].price).toBe(2.75); // 2.99 × 0.92 = 2.7508
    expect(eurArabic.body.data[0].min_amount).toBe(13.8);
  });
});

describe('shop', () => {
  it('is found by numeric id or by uuid', async () => {
    const byId = await getJson<Static<typeof ShopResponse>>(t.app, '/rest/shops/502');
    expect(byId.status).toBe(200);
    expect(byId.body.status).toBe(true);
    const byUuid = await getJson<Static<typeof ShopResponse>>(t.app, `/rest/shops/${byId.body.data.uuid}`);
    expect(byUuid.body.data.id).toBe(502);
  });

  it('carries the payment methods it accepts (shop_payments), as GET /rest/payments lists them', async () => {
    const { body } = await getJson<Static<typeof ShopResponse>>(t.app, '/rest/shops/502');
    const payments = await getJson<{ data: unknown[] }>(t.app, '/rest/payments');
    expect(body.data.shop_payments).toEqual([
      { id: 1, shop_id: 502, status: true, payment: { id: 1, tag: 'cash', input: 1, sandbox: false, active: true } },
      { id: 2, shop_id: 502, status: true, payment: { id: 2, tag: 'wallet', input: 2, sandbox: false, active: true } },
    ]);
    expect(body.data.shop_payments.map((row) => row.payment)).toEqual(payments.body.data);
  });

  it.each(['999999', 'downtown', '00000000-0000-4000-8000-000000000000', '99999999999999999999'])('answers 404 for %s', async (id) => {
    const { status, body } = await getJson(t.app, `/rest/shops/${id}`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: false, statusCode: 'ERROR_404', message: "Item's not found." });
  });
});

describe('serialisation', () => {
  it('drops no field the service produces', async () => {
    const shops = createShopsService(t.database.db, shopFigures(t.database.db));
    const ctx = { locale: 'en', defaultLocale: 'en', currencyId: 1, rate: 1 };
    const url = '/api/v1/rest/shops/paginate?perPage=100';
    const response = await t.app.inject({ url });
    const direct = await shops.branches(ctx, { page: 1, perPage: 100 }, pageUrlOf(url));
    expect(response.json()).toEqual(asAnswered(direct));
  });
});
