import { eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, recipes, recipeTranslations, shops, stocks } from '../../db/schema';
import { DEMO_RECIPES } from '../../db/seed/content-data';
import { createTestApp, getJson, type TestApp } from '../../testing/test-app';
import { call, expectCodedError, newCustomer } from '../../testing/customers';

let t: TestApp;
let branches: number[];
beforeAll(async () => {
  t = await createTestApp();
  branches = (await t.database.db.select({ id: shops.id }).from(shops).where(isNotNull(shops.parentId)).orderBy(shops.id)).map((row) => row.id);
});
afterAll(async () => { await t.close(); });

interface Line { stock_id: number; quantity: number; available: boolean; availability: string; price: number; discount: number; total_price: number; stock: { sku: string; product: { shop_id: number } } }
interface Box { shop_id: number; lines: Line[]; price: number; total_discount: number; total_price: number; shop_tax: { price: number; percent: number }; total_with_tax: number; unavailable_count: number }
interface Recipe { id: number; translation: { title: string; description: string; ingredients: string[]; steps: string[] }; box: Box | null }
interface Cart { shop_id: number; price: number; total_discount: number; total_price: number; shop_tax: { price: number }; total_with_tax: number; user_carts: { cartDetails: { stock_id: number; quantity: number }[] }[] }

const showRecipe = async (id: number, query = '') => (await getJson<{ data: Recipe }>(t.app, `/rest/receipts/${id}${query}`)).body.data;
const firstRecipeId = async () => (await getJson<{ data: Recipe[] }>(t.app, '/rest/receipts/paginate?perPage=1')).body.data[0].id;
const insertBox = (token: string | null, id: number, body: Record<string, unknown>, query = '') =>
  call(t, 'POST', `/dashboard/user/cart/insert-receipt/${id}${query}`, token, body);
const cartLines = (cart: Cart) => cart.user_carts.flatMap((member) => member.cartDetails.map(({ stock_id, quantity }) => ({ stock_id, quantity })));

/** Runs `body` with the stock's row changed, then puts it back. */
async function withStock(stockId: number, change: Partial<typeof stocks.$inferInsert>, body: () => Promise<void>) {
  const [before] = await t.database.db.select().from(stocks).where(eq(stocks.id, stockId));
  await t.database.db.update(stocks).set(change).where(eq(stocks.id, stockId));
  try { await body(); } finally { await t.database.db.update(stocks).set(before).where(eq(stocks.id, stockId)); }
}

describe('GET /rest/receipts/paginate and /rest/receipts/{id}', () => {
  it('lists the published recipes with texts in the requested language and no box without shop_id', async () => {
    const { status, body } = await getJson<{ data: Recipe[]; meta: { total: number } }>(t.app, '/rest/receipts/paginate?perPage=100&lang=ar');
    expect(status).toBe(200);
    expect(body.meta.total).toBe(DEMO_RECIPES.length);
    expect(body.data.map((recipe) => recipe.translation.title)).toEqual(DEMO_RECIPES.map((recipe) => recipe.texts.ar.title));
    expect(body.data[0].translation.ingredients).toEqual(DEMO_RECIPES[0].texts.ar.ingredients);
    expect(body.data[0].translation.steps).toEqual(DEMO_RECIPES[0].texts.ar.steps);
    expect(body.data.every((recipe) => recipe.box === null)).toBe(true);
  });

  it('gives every recipe a box of each branch\'s own dishes', async () => {
    for (const shopId of branches) {
      const { body } = await getJson<{ data: Recipe[] }>(t.app, `/rest/receipts/paginate?perPage=100&shop_id=${shopId}`);
      for (const [i, recipe] of body.data.entries()) {
        expect(recipe.box!.shop_id).toBe(shopId);
        expect(recipe.box!.lines.map((line) => line.stock.sku).sort())
          .toEqual(DEMO_RECIPES[i].box.map(([slug, variant]) => `${shopId}-${slug}-${variant}`).sort());
        expect(recipe.box!.lines.every((line) => line.stock.product.shop_id === shopId)).toBe(true);
      }
    }
  });

  it('prices the box exactly as the cart prices the same lines, in the requested currency', async () => {
    const id = await firstRecipeId();
    const { box } = await showRecipe(id, `?shop_id=${branches[0]}&currency_id=2`);
    const customer = await newCustomer(t);
    const products = box!.lines.filter((line) => line.available).map((line) => ({ stock_id: line.stock_id, quantity: line.quantity }));
    const cart = (await call(t, 'POST', '/dashboard/user/cart/insert-product?currency_id=2', customer.token, { shop_id: branches[0], products })).body.data as Cart;
    expect({ price: box!.price, total_discount: box!.total_discount, total_price: box!.total_price, tax: box!.shop_tax.price, total: box!.total_with_tax })
      .toEqual({ price: cart.price, total_discount: cart.total_discount, total_price: cart.total_price, tax: cart.shop_tax.price, total: cart.total_with_tax });
    expect(box!.price).toBeGreaterThan(0);
  });

  it('follows a price change of a dish', async () => {
    const id = await firstRecipeId();
    const before = (await showRecipe(id, `?shop_id=${branches[0]}`)).box!;
    const line = before.lines[0];
    await withStock(line.stock_id, { price: 10_000 }, async () => {
      const after = (await showRecipe(id, `?shop_id=${branches[0]}`)).box!;
      const changed = after.lines.find((row) => row.stock_id === line.stock_id)!;
      const [{ tax }] = await t.database.db.select({ tax: products.tax }).from(stocks).innerJoin(products, eq(products.id, stocks.productId))
        .where(eq(stocks.id, line.stock_id));
      expect(changed.price).toBe(((10_000 + Math.round((10_000 * tax) / 100)) * line.quantity) / 100);
      expect(after.price).toBeCloseTo(before.price - line.price + changed.price, 2);
    });
  });

  it('marks a dish short of stock or off the menu unavailable and leaves it out of the amounts', async () => {
    const id = await firstRecipeId();
    const before = (await showRecipe(id, `?shop_id=${branches[0]}`)).box!;
    const [short, off] = before.lines;
    await withStock(short.stock_id, { quantity: 0 }, async () => {
      const [product] = await t.database.db.select({ id: stocks.productId }).from(stocks).where(eq(stocks.id, off.stock_id));
      await t.database.db.update(products).set({ status: 'unpublished' }).where(eq(products.id, product.id));
      const after = (await showRecipe(id, `?shop_id=${branches[0]}`)).box!;
      await t.database.db.update(products).set({ status: 'published' }).where(eq(products.id, product.id));
      expect(after.lines.find((line) => line.stock_id === short.stock_id)).toMatchObject({ available: false, availability: 'out_of_stock' });
      expect(after.lines.find((line) => line.stock_id === off.stock_id)).toMatchObject({ available: false, availability: 'unavailable' });
      expect(after.unavailable_count).toBe(2);
      expect(after.price).toBeCloseTo(before.price - short.price - off.price, 2);
    });
  });

  it('falls back to the default language, hides drafts and refuses bad input', async () => {
    const [draft] = await t.database.db.insert(recipes).values({ servings: 2 }).returning({ id: recipes.id });
    await t.database.db.insert(recipeTranslations).values({ recipeId: draft.id, locale: 'en', title: 'Secret stew', description: '<script>x</script>' });
    expect((await getJson(t.app, `/rest/receipts/${draft.id}`)).status).toBe(404);
    const list = await getJson<{ data: Recipe[] }>(t.app, '/rest/receipts/paginate?perPage=100');
    expect(list.body.data.map((recipe) => recipe.id)).not.toContain(draft.id);
    await t.database.db.update(recipes).set({ status: 'published' }).where(eq(recipes.id, draft.id));
    const shown = await showRecipe(draft.id, '?lang=fr');
    // The text as written for Foodyman clients (who show it as text), its HTML escaped.
    expect(shown.translation).toEqual({
      title: 'Secret stew', description: '<script>x</script>', description_html: '<p>&lt;script&gt;x&lt;/script&gt;</p>\n', ingredients: [], steps: [],
    });
    await t.database.db.delete(recipes).where(eq(recipes.id, draft.id));
    for (const [path, field] of [[`/rest/receipts/${draft.id}?shop_id=1`, null], ['/rest/receipts/paginate?shop_id=1', 'shop_id'],
      ['/rest/receipts/x', 'id'], ['/rest/receipts/paginate?category_id=0', 'category_id']] as const) {
      const { status, body } = await getJson<{ params?: object }>(t.app, path);
      if (field === null) { expect(status).toBe(404); continue; }
      expect(status, path).toBe(400);
      expect(Object.keys(body.params!)).toEqual([field]);
    }
  });
});

describe('POST /dashboard/user/cart/insert-receipt/{id}', () => {
  it('puts the available dishes into the cart, reports the others, and does not double them when sent again', async () => {
    const id = await firstRecipeId();
    const box = (await showRecipe(id, `?shop_id=${branches[0]}`)).box!;
    const [short] = box.lines;
    const customer = await newCustomer(t);
    await withStock(short.stock_id, { quantity: 0 }, async () => {
      const first = await insertBox(customer.token, id, { shop_id: branches[0] });
      expect(first.status).toBe(200);
      expect(first.body.data.skipped.map((line: Line) => [line.stock_id, line.availability])).toEqual([[short.stock_id, 'out_of_stock']]);
      const wanted = box.lines.slice(1).map(({ stock_id, quantity }) => ({ stock_id, quantity }));
      expect(cartLines(first.body.data.cart).sort((a, b) => a.stock_id - b.stock_id)).toEqual(wanted.sort((a, b) => a.stock_id - b.stock_id));
      const again = await insertBox(customer.token, id, { shop_id: branches[0] });
      expect(cartLines(again.body.data.cart).sort((a, b) => a.stock_id - b.stock_id)).toEqual(wanted);
    });
  });

  it('keeps a line that already holds more than the recipe needs', async () => {
    const id = await firstRecipeId();
    const [line] = (await showRecipe(id, `?shop_id=${branches[0]}`)).box!.lines;
    const customer = await newCustomer(t);
    await call(t, 'POST', '/dashboard/user/cart/insert-product', customer.token, { shop_id: branches[0], products: [{ stock_id: line.stock_id, quantity: 5 }] });
    const { body } = await insertBox(customer.token, id, { shop_id: branches[0] });
    expect(cartLines(body.data.cart).find((row) => row.stock_id === line.stock_id)!.quantity).toBe(5);
  });

  it('refuses a cart of another branch with ERROR_440, the cart unchanged', async () => {
    const id = await firstRecipeId();
    const [other] = (await showRecipe(id, `?shop_id=${branches[1]}`)).box!.lines;
    const customer = await newCustomer(t);
    await call(t, 'POST', '/dashboard/user/cart/insert-product', customer.token, { shop_id: branches[1], products: [{ stock_id: other.stock_id, quantity: 1 }] });
    expectCodedError(await insertBox(customer.token, id, { shop_id: branches[0] }), 'ERROR_440', 'Other shop', 'shop_id');
    const cart = (await call(t, 'GET', '/dashboard/user/cart', customer.token)).body.data as Cart;
    expect(cart.shop_id).toBe(branches[1]);
    expect(cartLines(cart)).toEqual([{ stock_id: other.stock_id, quantity: 1 }]);
  });

  it('refuses a box with nothing available with ERROR_490, writing nothing', async () => {
    const id = await firstRecipeId();
    const ids = (await showRecipe(id, `?shop_id=${branches[0]}`)).box!.lines.map((line) => line.stock_id);
    const before = await t.database.db.select().from(stocks).where(inArray(stocks.id, ids));
    await t.database.db.update(stocks).set({ quantity: 0 }).where(inArray(stocks.id, ids));
    const customer = await newCustomer(t);
    const answer = await insertBox(customer.token, id, { shop_id: branches[0] });
    for (const row of before) await t.database.db.update(stocks).set({ quantity: row.quantity }).where(eq(stocks.id, row.id));
    expectCodedError(answer, 'ERROR_490', 'None of this recipe\'s dishes is available at this branch now.', 'shop_id');
    expect((await call(t, 'GET', '/dashboard/user/cart', customer.token)).status).toBe(404);
  });

  it('needs a token, a published recipe and a known branch', async () => {
    const id = await firstRecipeId();
    expect((await insertBox(null, id, { shop_id: branches[0] })).status).toBe(401);
    const customer = await newCustomer(t);
    expect((await insertBox(customer.token, 2_000_000_000, { shop_id: branches[0] })).status).toBe(404);
    const unknown = await insertBox(customer.token, id, { shop_id: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.params).toEqual({ shop_id: ['The selected shop id is invalid.'] });
    const missing = await insertBox(customer.token, id, {});
    expect(missing.body.params).toEqual({ shop_id: ['Required'] });
    expect((await call(t, 'GET', '/dashboard/user/cart', customer.token)).status).toBe(404);
  });
});
