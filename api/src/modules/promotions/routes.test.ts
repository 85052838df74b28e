import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, stories } from '../../db/schema';
import { DEMO_BANNERS } from '../../db/seed/demo-data';
import { createTestApp, getJson, TEST_IMAGES, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const DOWNTOWN = 502;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const HOME_BANNERS = DEMO_BANNERS.filter((banner) => banner.type === 'banner');

describe('GET /rest/banners/paginate', () => {
  it('lists the active home banners by position, in the requested language, with full picture URLs', async () => {
    const { status, body } = await getJson<Json>(t.app, '/rest/banners/paginate?lang=fr');
    expect(status).toBe(200);
    expect(body.meta).toMatchObject({ total: HOME_BANNERS.length, current_page: 1 });
    expect(body.data.map((banner: Json) => banner.translation.title)).toEqual(HOME_BANNERS.map((banner) => banner.texts.fr[0]));
    expect(body.data[0]).toEqual({
      id: expect.any(Number), shop_id: null, type: 'banner', img: `${TEST_IMAGES}banners/pizza-night.svg`, url: null, clickable: true,
      active: true, products_count: 12, created_at: expect.stringMatching(/Z$/), updated_at: expect.stringMatching(/Z$/),
      translation: { id: expect.any(Number), locale: 'fr', title: 'Soirée pizza', description: 'Trois classiques cuits sur pierre', button_text: 'Voir les pizzas' },
      products: [],
    });
    expect(body.data[2]).toMatchObject({ url: '/recipes', products_count: 0 });
  });

  it('counts one branch\'s products with shop_id, leaves inactive banners out and pages', async () => {
    const branch = await getJson<Json>(t.app, `/rest/banners/paginate?shop_id=${DOWNTOWN}`);
    expect(branch.body.data[0].products_count).toBe(3);
    const [first] = branch.body.data;
    await t.database.db.update(banners).set({ active: false }).where(eq(banners.id, first.id));
    const after = await getJson<Json>(t.app, '/rest/banners/paginate?perPage=1&page=2');
    expect(after.body.meta.total).toBe(HOME_BANNERS.length - 1);
    expect(after.body.data.map((banner: Json) => banner.url)).toEqual(['/recipes']);
    await t.database.db.update(banners).set({ active: true }).where(eq(banners.id, first.id));
  });

  it('refuses bad paging and an unknown language with 400 naming the field', async () => {
    for (const [query, field] of [['perPage=0', 'perPage'], ['page=0', 'page'], ['lang=xx', 'lang'], ['shop_id=x', 'shop_id']]) {
      const { status, body } = await getJson<Json>(t.app, `/rest/banners/paginate?${query}`);
      expect(status, query).toBe(400);
      expect(Object.keys(body.params)).toEqual([field]);
    }
  });
});

describe('GET /rest/banners-ads', () => {
  it('lists the ads only', async () => {
    const { status, body } = await getJson<Json>(t.app, '/rest/banners-ads?perPage=6');
    expect(status).toBe(200);
    expect(body.data.map((banner: Json) => banner.type)).toEqual(['ad']);
    expect(body.data[0].translation.title).toBe('Breakfast all morning');
  });
});

describe('GET /rest/banners/{id}', () => {
  it('answers a banner with its products a customer can buy, in the banner\'s order, of one branch with shop_id', async () => {
    const list = await getJson<Json>(t.app, '/rest/banners/paginate');
    const pizza = list.body.data[0];
    const { status, body } = await getJson<Json>(t.app, `/rest/banners/${pizza.id}?shop_id=${DOWNTOWN}&lang=ar`);
    expect(status).toBe(200);
    expect(body.data.products.map((product: Json) => product.img)).toEqual(
      ['margherita', 'pepperoni', 'quattro-formaggi'].map((slug) => `${TEST_IMAGES}products/${slug}.svg`));
    expect(body.data.products.every((product: Json) => product.shop_id === DOWNTOWN && product.stock)).toBe(true);
    expect(body.data.translation.title).toBe('ليلة البيتزا');
  });

  it('answers 404 for an unknown or inactive banner', async () => {
    const [hidden] = await t.database.db.insert(banners).values({ img: 'banners/x.svg', active: false }).returning();
    for (const id of [hidden.id, 999_999]) {
      const { status, body } = await getJson<Json>(t.app, `/rest/banners/${id}`);
      expect(status, String(id)).toBe(404);
      expect(body.statusCode).toBe('ERROR_404');
    }
  });
});

describe('GET /rest/stories/paginate', () => {
  it('answers a raw array of branches, each its live stories with full picture URLs', async () => {
    const { status, body } = await getJson<Json[][]>(t.app, '/rest/stories/paginate?lang=en');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((group) => group.length)).toEqual([2, 2, 1]);
    expect(body[0][0]).toEqual({
      shop_id: DOWNTOWN, logo_img: expect.stringMatching(/^http:\/\/localhost:80\/storage\/images\//), title: 'Downtown',
      product_uuid: expect.any(String), product_title: 'Margherita Pizza', url: `${TEST_IMAGES}products/margherita.svg`,
      created_at: expect.any(String), updated_at: expect.any(String),
    });
  });

  it('leaves expired and inactive stories out and pages by branch', async () => {
    const [first] = await t.database.db.select().from(stories).where(eq(stories.shopId, DOWNTOWN));
    await t.database.db.update(stories).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(stories.id, first.id));
    const { body } = await getJson<Json[][]>(t.app, '/rest/stories/paginate?perPage=1');
    expect(body).toHaveLength(1);
    expect(body[0].map((story) => story.url)).toEqual([`${TEST_IMAGES}products/chocolate-lava-cake.svg`]);
    const second = await getJson<Json[][]>(t.app, '/rest/stories/paginate?perPage=1&page=2');
    expect(second.body[0][0].title).toBe('Midtown');
  });
});
