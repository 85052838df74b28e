import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Static } from 'typebox';
import { createTestApp, getJson, type TestApp } from '../../testing/test-app';
import type { CategoryPage, ProductListResponse, ShopMenuResponse } from './schemas';

const DOWNTOWN = 502;

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('GET /rest/shops/{id}/products (reference A\'s shop page menu)', () => {
  it('answers the recommended products and every category with every product, as the branch menu routes list them', async () => {
    const { status, body } = await getJson<Static<typeof ShopMenuResponse>>(t.app, `/rest/shops/${DOWNTOWN}/products?currency_id=1&lang=en`);
    expect(status).toBe(200);
    const recommended = await getJson<Static<typeof ProductListResponse>>(t.app, `/rest/branch/recommended/products?shop_id=${DOWNTOWN}`);
    expect(ids(body.data.recommended)).toEqual(ids(recommended.body.data));
    expect(body.data.recommended.length).toBeGreaterThan(0);
    const menu = await getJson<Static<typeof CategoryPage>>(t.app, `/rest/branch/products?shop_id=${DOWNTOWN}&perPage=100&productPerPage=100`);
    expect(ids(body.data.all)).toEqual(ids(menu.body.data));
    expect(body.data.all.map((category) => ids(category.products))).toEqual(menu.body.data.map((category) => ids(category.products)));
    for (const category of body.data.all) expect(category.products).toHaveLength(category.products_count);
  });

  it('answers an unknown branch 404 and a malformed id 400', async () => {
    expect((await getJson(t.app, '/rest/shops/99999/products')).status).toBe(404);
    const malformed = await getJson<{ params: Record<string, string[]> }>(t.app, '/rest/shops/abc/products');
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.params)).toEqual(['id']);
  });
});

describe('GET /rest/shops/{id}/categories (reference A)', () => {
  it('pages the menu\'s categories with their counts and no products, taking the client\'s active and status', async () => {
    const path = `/rest/shops/${DOWNTOWN}/categories?active=1&status=published&page=1&perPage=10`;
    const { status, body } = await getJson<Static<typeof CategoryPage>>(t.app, path);
    expect(status).toBe(200);
    const menu = await getJson<Static<typeof CategoryPage>>(t.app, `/rest/branch/products?shop_id=${DOWNTOWN}&perPage=10`);
    expect(ids(body.data)).toEqual(ids(menu.body.data));
    expect(body.data.map((category) => category.products_count)).toEqual(menu.body.data.map((category) => category.products_count));
    expect(body.data.every((category) => category.products.length === 0)).toBe(true);
    expect(body.meta).toMatchObject({ total: menu.body.meta.total, per_page: 10 });
    const second = await getJson<Static<typeof CategoryPage>>(t.app, `/rest/shops/${DOWNTOWN}/categories?perPage=2&page=2`);
    expect(ids(second.body.data)).toEqual(ids(menu.body.data).slice(2, 4));
  });

  it('answers an unknown branch 404 and refuses bad paging', async () => {
    expect((await getJson(t.app, '/rest/shops/99999/categories')).status).toBe(404);
    expect((await getJson(t.app, `/rest/shops/${DOWNTOWN}/categories?perPage=101`)).status).toBe(400);
    expect((await getJson(t.app, `/rest/shops/${DOWNTOWN}/categories?active=2`)).status).toBe(400);
  });
});
