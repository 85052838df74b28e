import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, asc, eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { productTranslations, products } from '../../db/schema';
import { pageUrlOf } from '../../http/pagination';
import { asAnswered, createTestApp, getJson, type TestApp } from '../../testing/test-app';
import { shopFigures } from '../../app';
import { reviewsVersion } from '../reviews';
import { createShopsService } from '../shops';
import { createCatalogueService } from './service';
import type { AvgPricesResponse, CategoryPage, ProductListResponse, ProductPage, ProductResponse, Stock } from './schemas';

type Products = Static<typeof ProductPage>;
type Detail = Static<typeof ProductResponse>;
const DOWNTOWN = 502;
const EUR = 2;

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

function expectConsistentMoney(stock: Static<typeof Stock>, productTax: number) {
  expect(stock.tax).toBeCloseTo(Math.round(stock.price * productTax) / 100, 2);
  expect(stock.total_price).toBeCloseTo(stock.price - stock.discount + stock.tax, 2);
  for (const amount of [stock.price, stock.tax, stock.total_price, stock.discount]) {
    expect(Math.round(amount * 100) / 100).toBe(amount);
  }
}

async function aProduct(title: string, shopId = DOWNTOWN) {
  const [row] = await t.database.db.select({ uuid: products.uuid, id: products.id }).from(products)
    .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
    .where(and(eq(products.shopId, shopId), eq(productTranslations.locale, 'en'), eq(productTranslations.title, title)));
  return row;
}

describe('branch menu (branchProducts)', () => {
  it('pages categories and caps products per category', async () => {
    const { status, body } = await getJson<Static<typeof CategoryPage>>(t.app, `/rest/branch/products?shop_id=${DOWNTOWN}&perPage=3&productPerPage=2`);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(3);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 3, total: 9, last_page: 3 });
    for (const category of body.data) {
      expect(category.products.length).toBeGreaterThan(0);
      expect(category.products.length).toBeLessThanOrEqual(2);
      expect(category.products_count).toBeGreaterThanOrEqual(category.products.length);
      for (const product of category.products) {
        expect(product).toMatchObject({ shop_id: DOWNTOWN, category_id: category.id, addon: false, active: true, stocks: [] });
        expect(product.stock).not.toBeNull();
        expect(product.stock!.quantity).toBeGreaterThan(0);
        expect(product.stock!.addon).toBe(false);
      }
    }
    expect(body.data.map((category) => category.translation.title)).toEqual(['Pizza', 'Burgers', 'Salads']);
  });

  it('serves the next categories on the next page', async () => {
    const { body } = await getJson<Static<typeof CategoryPage>>(t.app, `/rest/branch/products?shop_id=${DOWNTOWN}&perPage=3&page=3&lang=fr`);
    expect(body.data.map((category) => category.translation.title)).toEqual(['Boissons', 'Petit-déjeuner', 'Accompagnements']);
    expect(body.links.next).toBeNull();
  });

  it('counts only products that can be bought', async () => {
    const { body } = await getJson<Static<typeof CategoryPage>>(t.app, `/rest/branch/products?shop_id=${DOWNTOWN}&perPage=100&productPerPage=100`);
    const listed = body.data.reduce((sum, category) => sum + category.products.length, 0);
    const shop = await getJson<{ data: { products_count: number } }>(t.app, `/rest/shops/${DOWNTOWN}`);
    expect(listed).toBe(shop.body.data.products_count);
    expect(listed).toBeGreaterThanOrEqual(80);
  });
});

describe('recommended products', () => {
  it('lists the branch\'s often ordered products, best first, as a plain array', async () => {
    const { body } = await getJson<Static<typeof ProductListResponse>>(t.app, `/rest/branch/recommended/products?shop_id=${DOWNTOWN}&recPerPage=5`);
    expect(body.status).toBe(true);
    expect(body.data).toHaveLength(5);
    const expected = await t.database.db.select({ id: products.id }).from(products)
      .where(and(eq(products.shopId, DOWNTOWN), eq(products.addon, false), sql`${products.soldCount} > 2`))
      .orderBy(desc(products.soldCount), asc(products.id)).limit(5);
    expect(body.data.map((product) => product.id)).toEqual(expected.map((row) => row.id));
  });

  it('returns something for every branch', async () => {
    for (const shopId of [502, 503, 504, 505]) {
      const { body } = await getJson<Static<typeof ProductListResponse>>(t.app, `/rest/branch/recommended/products?shop_id=${shopId}`);
      expect(body.data.length, String(shopId)).toBe(10);
    }
  });
});

describe('product list (products)', () => {
  it('filters by branch and category', async () => {
    const { body } = await getJson<Products>(t.app, `/rest/products/paginate?shop_id=${DOWNTOWN}&category_id=1&perPage=4`);
    expect(body.data).toHaveLength(4);
    expect(body.data.every((product) => product.shop_id === DOWNTOWN && product.category_id === 1)).toBe(true);
    expect(body.meta.total).toBeGreaterThanOrEqual(9);
  });

  it('lists every branch when no shop is given', async () => {
    const { body } = await getJson<Products>(t.app, '/rest/products/paginate?perPage=100');
    expect(new Set(body.data.map((product) => product.shop_id)).size).toBeGreaterThan(1);
    expect(body.meta.total).toBeGreaterThanOrEqual(320);
  });
});

describe('most sold products', () => {
  it('orders by number of orders', async () => {
    const { body } = await getJson<Products>(t.app, `/rest/products/most-sold?shop_id=${DOWNTOWN}&perPage=6`);
    const ids = body.data.map((product) => product.id);
    const rows = await t.database.db.select({ id: products.id, sold: products.soldCount }).from(products).where(eq(products.shopId, DOWNTOWN));
    const sold = new Map(rows.map((row) => [row.id, row.sold]));
    const counts = ids.map((id) => sold.get(id)!);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBe(Math.max(...rows.map((row) => row.sold)));
  });
});

describe('product detail', () => {
  it('has every stock with its extras and add-ons', async () => {
    const pizza = await aProduct('Margherita Pizza');
    const { status, body } = await getJson<Detail>(t.app, `/rest/products/${pizza.uuid}`);
    expect(status).toBe(200);
    const product = body.data;
    expect(product.translation.title).toBe('Margherita Pizza');
    expect(product.stocks.map((stock) => stock.extras[0].value)).toEqual(['Small', 'Medium', 'Large']);
    expect(product.stocks_count).toBe(3);
    const [small] = product.stocks;
    expect(small.extras[0].group.translation.title).toBe('Size');
    expect(small.addons.map((addon) => addon.product.translation.title)).toEqual(expect.arrayContaining(['Extra Cheese', 'Bacon']));
    const addon = small.addons[0].product;
    expect(addon.addon).toBe(true);
    expect(addon.stock).not.toBeNull();
    expect(addon.stock!.id).toBeGreaterThan(0);
    expect(product.unit).toMatchObject({ translation: { title: 'pcs' } });
    for (const stock of product.stocks) expectConsistentMoney(stock, product.tax);
  });

  it('computes tax and total from the unit price (13 %)', async () => {
    const pizza = await aProduct('Margherita Pizza');
    const { body } = await getJson<Detail>(t.app, `/rest/products/${pizza.uuid}`);
    expect(body.data.stocks[0]).toMatchObject({ price: 12.99, tax: 1.69, discount: 0, total_price: 14.68 });
  });

  it('converts money with the currency rate, rounded to 2 decimals', async () => {
    const pizza = await aProduct('Margherita Pizza');
    const { body } = await getJson<Detail>(t.app, `/rest/products/${pizza.uuid}?currency_id=${EUR}`);
    const [small] = body.data.stocks;
    expect(small.price).toBe(11.95); // 12.99 × 0.92 = 11.9508
    expect(small.tax).toBe(1.55); // 1.6887 × 0.92 = 1.5536
    expect(small.total_price).toBe(13.5);
    expect(small.addons[0].product.stock!.price).toBe(1.38); // 1.50 × 0.92
  });

  it('speaks Arabic, extras included', async () => {
    const pizza = await aProduct('Margherita Pizza');
    const { body } = await getJson<Detail>(t.app, `/rest/products/${pizza.uuid}?lang=ar`);
    expect(body.data.translation).toMatchObject({ locale: 'ar', title: 'بيتزا مارغريتا' });
    expect(body.data.stocks[0].extras[0].group.translation.title).toBe('الحجم');
    expect(body.data.unit!.translation.title).toBe('قطعة');
  });

  it('falls back to English when the requested translation is missing', async () => {
    const tiramisu = await aProduct('Tiramisu');
    await t.database.db.delete(productTranslations)
      .where(and(eq(productTranslations.productId, tiramisu.id), eq(productTranslations.locale, 'fr')));
    const { body } = await getJson<Detail>(t.app, `/rest/products/${tiramisu.uuid}?lang=fr`);
    expect(body.data.translation).toMatchObject({ locale: 'en', title: 'Tiramisu' });
  });

  it('does not show add-on products on their own', async () => {
    const cheese = await aProduct('Extra Cheese');
    const { status } = await getJson(t.app, `/rest/products/${cheese.uuid}`);
    expect(status).toBe(404);
  });

  // The uuid is a path segment: only a uuid reaches the service, anything else is bad input.
  it('takes a uuid in any case; refuses anything else with 400 params.uuid, an unknown one is 404', async () => {
    const pizza = await aProduct('Margherita Pizza');
    expect((await getJson(t.app, `/rest/products/${pizza.uuid.toUpperCase()}`)).status).toBe(200);
    for (const uuid of ['not-a-uuid', '123', `${pizza.uuid}x`, `urn:uuid:${pizza.uuid}`, `%7B${pizza.uuid}%7D`, '..%2F..%2Fsettings']) {
      const { status, body } = await getJson(t.app, `/rest/products/${uuid}`);
      expect(status, uuid).toBe(400);
      expect(body, uuid).toMatchObject({ status: false, statusCode: 'ERROR_400', message: 'Bad request.', params: { uuid: [expect.any(String)] } });
    }
    expect((await getJson(t.app, '/rest/products/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('price range (productAvgPrices)', () => {
  it('spans the branch\'s unit prices, converted', async () => {
    const usd = await getJson<Static<typeof AvgPricesResponse>>(t.app, `/rest/products-avg-prices?shop_id=${DOWNTOWN}`);
    const eur = await getJson<Static<typeof AvgPricesResponse>>(t.app, `/rest/products-avg-prices?shop_id=${DOWNTOWN}&currency_id=${EUR}`);
    expect(usd.body.data.min).toBeGreaterThan(0);
    expect(usd.body.data.max).toBeGreaterThan(usd.body.data.min);
    expect(eur.body.data.max).toBeCloseTo(usd.body.data.max * 0.92, 1);
    expect(Math.round(eur.body.data.max * 100) / 100).toBe(eur.body.data.max);
  });

  it('covers every branch without shop_id', async () => {
    const all = await getJson<Static<typeof AvgPricesResponse>>(t.app, '/rest/products-avg-prices');
    const one = await getJson<Static<typeof AvgPricesResponse>>(t.app, `/rest/products-avg-prices?shop_id=${DOWNTOWN}`);
    expect(all.body.data.min).toBeLessThanOrEqual(one.body.data.min);
    expect(all.body.data.max).toBeGreaterThanOrEqual(one.body.data.max);
  });
});

describe('serialisation', () => {
  it('drops no field the services produce (the schemas cover them all)', async () => {
    const db = t.database.db;
    const catalogue = createCatalogueService(db, createShopsService(db, shopFigures(db)), () => reviewsVersion(db));
    const ctx = { locale: 'en', defaultLocale: 'en', currencyId: 1, rate: 1 };
    const pizza = await aProduct('Margherita Pizza');
    const detail = await getJson<Detail>(t.app, `/rest/products/${pizza.uuid}`);
    expect(detail.body.data).toEqual(asAnswered(await catalogue.product(ctx, pizza.uuid)));
    const url = `/api/v1/rest/branch/products?shop_id=${DOWNTOWN}&perPage=2&productPerPage=3`;
    const menu = await t.app.inject({ url });
    const direct = await catalogue.branchProducts(ctx, { shopId: DOWNTOWN, page: 1, perPage: 2, productPerPage: 3 }, pageUrlOf(url));
    expect(menu.json()).toEqual(asAnswered(direct));
  });
});
