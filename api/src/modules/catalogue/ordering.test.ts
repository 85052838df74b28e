// Ordering (`order_by`) and price ranges of the product lists, on a branch of four dishes this
// file creates, with orders and reviews written straight into the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import {
  categoryTranslations, orderDetails, orders, productTranslations, products, shopReviews, shops, stocks, users,
} from '../../db/schema';
import { createTestApp, getJson, type TestApp } from '../../testing/test-app';
import { countReview, type Star } from '../reviews';
import type { CategoryPage, ProductPage, SoldProductPage } from './schemas';

type Products = Static<typeof ProductPage>;
type Menu = Static<typeof CategoryPage>;
const EUR = 2; // rate 0.92

let t: TestApp;
let shopId: number;
let userId: number;
let pizza: number;
let salads: number;
/** The four dishes by name: Alpha $10, Beta $20, Gamma $30 (pizza), Delta $40 (salads). */
const id: Record<'alpha' | 'beta' | 'gamma' | 'delta', number> = { alpha: 0, beta: 0, gamma: 0, delta: 0 };
const stockOf: Record<string, number> = {};

async function categoryId(title: string) {
  const [row] = await t.database.db.select({ id: categoryTranslations.categoryId }).from(categoryTranslations)
    .where(and(eq(categoryTranslations.locale, 'en'), eq(categoryTranslations.title, title)));
  return row.id;
}

async function addProduct(name: keyof typeof id, categoryId: number, price: number, day: number, soldCount: number) {
  const title = `Zorblax ${name[0].toUpperCase()}${name.slice(1)}`;
  const [row] = await t.database.db.insert(products).values({
    shopId, categoryId, soldCount, createdAt: new Date(Date.UTC(2026, 0, day)),
  }).returning({ id: products.id });
  await t.database.db.insert(productTranslations).values({
    productId: row.id, locale: 'en', title, searchTitle: title.toLowerCase(), searchDescription: '',
  });
  const [stock] = await t.database.db.insert(stocks).values({ productId: row.id, price, quantity: 50 }).returning({ id: stocks.id });
  id[name] = row.id;
  stockOf[name] = stock.id;
}

/** An order of the test branch with `lines` (dish → quantity), reviewed with `rating` when given. */
async function addOrder(lines: Partial<Record<keyof typeof id, number>>, options: { status?: 'delivered' | 'canceled'; rating?: Star; hidden?: boolean } = {}) {
  const db = t.database.db;
  const [order] = await db.insert(orders).values({
    userId, shopId, status: options.status ?? 'delivered', deliveryType: 'pickup', paymentType: 'cash', originPrice: 100, totalPrice: 100,
    deliveryDate: '2026-01-10', deliveryTime: '12:00',
  }).returning({ id: orders.id });
  for (const [name, quantity] of Object.entries(lines)) {
    await db.insert(orderDetails).values({ orderId: order.id, stockId: stockOf[name], quantity: quantity!, originPrice: 100, totalPrice: 100 });
  }
  if (options.rating) {
    await db.insert(shopReviews).values({ shopId, orderId: order.id, userId, rating: options.rating, hidden: options.hidden ?? false });
    if (!options.hidden) await countReview(db, shopId, options.rating);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [main] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, 501));
  [{ id: shopId }] = await db.insert(shops).values({ parentId: main.id }).returning({ id: shops.id });
  [{ id: userId }] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'demo@storefront.test'));
  pizza = await categoryId('Pizza');
  salads = await categoryId('Salads');
  // Created on Jan 1, 3, 2, 4; recommended (sold_count > 2): Delta (50) and Beta (10).
  await addProduct('alpha', pizza, 1000, 1, 0);
  await addProduct('beta', pizza, 2000, 3, 10);
  await addProduct('gamma', pizza, 3000, 2, 0);
  await addProduct('delta', salads, 4000, 4, 50);
  // Alpha has a second, sold-out stock at $25: it never puts Alpha in a $15–30 range.
  await db.insert(stocks).values({ productId: id.alpha, price: 2500, quantity: 0 });
  // Sold (not canceled): Gamma 9, Alpha 5, Beta 3, Delta 1. Rated: Alpha 5, Gamma 4, Beta (5 + 1) / 2 = 3, Delta
  // only by a hidden review (unrated).
  await addOrder({ alpha: 5, beta: 1 }, { rating: 5 });
  await addOrder({ gamma: 9 }, { rating: 4 });
  await addOrder({ beta: 2 }, { rating: 1 });
  await addOrder({ beta: 100 }, { status: 'canceled' });
  await addOrder({ delta: 1 }, { rating: 5, hidden: true });
});
afterAll(async () => { await t.close(); });

const listed = async (path: string) => {
  const { status, body } = await getJson<Products>(t.app, path);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.map((product) => product.id);
};
const names = (...keys: (keyof typeof id)[]) => keys.map((key) => id[key]);

describe('order_by on a branch\'s products', () => {
  it.each<[string, (keyof typeof id)[]]>([
    ['', ['alpha', 'beta', 'gamma', 'delta']],
    ['new', ['delta', 'beta', 'gamma', 'alpha']],
    ['old', ['alpha', 'gamma', 'beta', 'delta']],
    ['best_sale', ['gamma', 'alpha', 'beta', 'delta']],
    ['low_sale', ['delta', 'beta', 'alpha', 'gamma']],
    ['high_rating', ['alpha', 'gamma', 'beta', 'delta']],
    ['low_rating', ['beta', 'gamma', 'alpha', 'delta']],
    ['trust_you', ['delta', 'beta', 'gamma', 'alpha']],
  ])('products/paginate order_by=%s', async (order, expected) => {
    expect(await listed(`/rest/products/paginate?shop_id=${shopId}&order_by=${order}`)).toEqual(names(...expected));
  });

  it('orders search results the same way (relevance otherwise)', async () => {
    expect(await listed(`/rest/products/search?search=zorblax&shop_id=${shopId}&order_by=best_sale`)).toEqual(names('gamma', 'alpha', 'beta', 'delta'));
    expect(await listed(`/rest/products/search?search=zorblax&shop_id=${shopId}&order_by=low_rating`)).toEqual(names('beta', 'gamma', 'alpha', 'delta'));
    expect(await listed(`/rest/products/search?search=zorblax&shop_id=${shopId}`)).toEqual(names('alpha', 'beta', 'gamma', 'delta'));
    expect(await listed(`/rest/products/search?search=zorblax&shop_id=${shopId}&category_id=${salads}`)).toEqual(names('delta'));
  });

  it('orders the products within each category of the branch menu, the categories keeping theirs', async () => {
    const menu = async (query: string) => {
      const { status, body } = await getJson<Menu>(t.app, `/rest/branch/products?shop_id=${shopId}&${query}`);
      expect(status).toBe(200);
      return body.data.map((category) => [category.id, category.products_count, category.products.map((product) => product.id)]);
    };
    expect(await menu('')).toEqual([[pizza, 3, names('alpha', 'beta', 'gamma')], [salads, 1, names('delta')]]);
    expect(await menu('order_by=best_sale')).toEqual([[pizza, 3, names('gamma', 'alpha', 'beta')], [salads, 1, names('delta')]]);
    expect(await menu('order_by=high_rating&productPerPage=2')).toEqual([[pizza, 3, names('alpha', 'gamma')], [salads, 1, names('delta')]]);
    expect(await menu('order_by=trust_you')).toEqual([[pizza, 3, names('beta', 'gamma', 'alpha')], [salads, 1, names('delta')]]);
    expect(await menu(`order_by=new&category_id=${pizza}`)).toEqual([[pizza, 3, names('beta', 'gamma', 'alpha')]]);
  });

  it('recomputes a cached rating order when a review is added, though the catalogue did not change', async () => {
    const url = `/rest/products/paginate?shop_id=${shopId}&order_by=high_rating&perPage=2`;
    expect(await listed(url)).toEqual(names('alpha', 'gamma'));
    await addOrder({ delta: 1 }, { rating: 5 }); // Delta: 5, tied with Alpha, which has the lower id
    expect(await listed(url)).toEqual(names('alpha', 'delta'));
  });
});

describe('price range', () => {
  it('keeps the products with an in-stock stock priced within the range, both ends included', async () => {
    expect(await listed(`/rest/products/paginate?shop_id=${shopId}&price_from=15&price_to=30`)).toEqual(names('beta', 'gamma'));
    expect(await listed(`/rest/products/paginate?shop_id=${shopId}&price_from=30`)).toEqual(names('gamma', 'delta'));
    expect(await listed(`/rest/products/paginate?shop_id=${shopId}&price_to=20&order_by=new`)).toEqual(names('beta', 'alpha'));
  });

  it('reads the amounts in the requested currency, as its prices are shown', async () => {
    // EUR: Beta 18.40, Gamma 27.60.
    expect(await listed(`/rest/products/paginate?shop_id=${shopId}&currency_id=${EUR}&price_from=18.4&price_to=27.6`)).toEqual(names('beta', 'gamma'));
    expect(await listed(`/rest/products/paginate?shop_id=${shopId}&currency_id=${EUR}&price_from=18.41&price_to=27.59`)).toEqual([]);
    const { body } = await getJson<Products>(t.app, `/rest/products/paginate?shop_id=${shopId}&currency_id=${EUR}&price_from=18.4&price_to=18.4`);
    expect(body.data.map((product) => product.stock!.price)).toEqual([18.4]);
  });

  it('takes Foodyman\'s prices[0] / prices[1]', async () => {
    expect(await listed(`/rest/products/paginate?shop_id=${shopId}&prices%5B0%5D=15&prices%5B1%5D=30`)).toEqual(names('beta', 'gamma'));
    expect(await listed(`/rest/products/search?search=zorblax&shop_id=${shopId}&prices[0]=35`)).toEqual(names('delta'));
  });

  it('narrows the branch menu: categories, their counts and products', async () => {
    const { body } = await getJson<Menu>(t.app, `/rest/branch/products?shop_id=${shopId}&price_from=15&price_to=30&order_by=best_sale`);
    expect(body.data.map((category) => [category.id, category.products_count, category.products.map((product) => product.id)]))
      .toEqual([[pizza, 2, names('gamma', 'beta')]]);
    expect(body.meta.total).toBe(1);
  });
});

describe('best sellers', () => {
  it('carry order_details_count, the units ordered they are ordered by', async () => {
    const { body } = await getJson<Static<typeof SoldProductPage>>(t.app, `/rest/products/most-sold?shop_id=${shopId}`);
    expect(body.data.map((product) => [product.id, product.order_details_count])).toEqual([
      [id.delta, 50], [id.beta, 10], [id.alpha, 0], [id.gamma, 0],
    ]);
    const pizzas = await getJson<Static<typeof SoldProductPage>>(t.app, `/rest/products/most-sold?shop_id=${shopId}&category_id=${pizza}&perPage=1`);
    expect(pizzas.body.data.map((product) => product.id)).toEqual([id.beta]);
    expect(pizzas.body.meta.total).toBe(3);
  });
});

describe('validation', () => {
  const refused = async (path: string, field: string) => {
    const { status, body } = await getJson<{ params: Record<string, string[]> }>(t.app, path);
    expect(status, path).toBe(400);
    expect(Object.keys(body.params), path).toEqual([field]);
  };

  it.each([
    ['/rest/products/paginate?order_by=cheapest', 'order_by'],
    ['/rest/branch/products?shop_id=502&order_by=NEW', 'order_by'],
    ['/rest/products/search?search=pizza&order_by=best', 'order_by'],
    ['/rest/products/paginate?price_from=-1', 'price_from'],
    ['/rest/products/paginate?price_to=-0.01', 'price_to'],
    ['/rest/products/paginate?prices%5B0%5D=-5', 'prices[0]'],
    ['/rest/branch/products?shop_id=502&price_from=30&price_to=10', 'price_to'],
    ['/rest/products/search?search=pizza&prices[0]=30&prices[1]=10', 'price_to'],
    ['/rest/products/paginate?price_from=abc', 'price_from'],
    ['/rest/branch/products?shop_id=502&category_id=0', 'category_id'],
  ])('%s → 400 params.%s', async (path, field) => {
    await refused(path, field);
  });
});
