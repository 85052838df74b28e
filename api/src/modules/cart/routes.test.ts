import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartDetails, carts, products, shops, stocks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, expectFieldError, newCustomer, type Answer } from '../../testing/customers';
import { loadFixture, unitCents, type Fixture, type MenuStock } from '../../testing/menu';
import { CART_MESSAGES } from './validation';

let t: TestApp;
let f: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await loadFixture(t);
});
afterAll(async () => { await t.close(); });

type Item = { stock_id: number; quantity: unknown; parent_id?: number | null };

const getCart = (token: string | null, query = '') => call(t, 'GET', `/dashboard/user/cart${query}`, token);
const insert = (token: string, products: Item[], extra: Record<string, unknown> = {}) =>
  call(t, 'POST', '/dashboard/user/cart/insert-product', token, { shop_id: f.shopId, products, ...extra });
const deleteLines = (token: string, ids: unknown[]) => call(t, 'DELETE', '/dashboard/user/cart/product/delete', token, { ids });
const deleteCarts = (token: string, ids: unknown[]) => call(t, 'DELETE', '/dashboard/user/cart/delete', token, { ids });

const item = (row: MenuStock, quantity: unknown): Item => ({ stock_id: row.stock.id, quantity });
const addon = (row: MenuStock, quantity: unknown, parent: MenuStock): Item => ({ stock_id: row.stock.id, quantity, parent_id: parent.stock.id });

/** The cart without its timestamps (two carts written at different moments). */
function content(answer: Answer) {
  return JSON.parse(JSON.stringify(answer.body.data, (key, value) => (key === 'updated_at' || key === 'created_at' ? undefined : value)));
}

interface Line {
  id: number; stock_id: number; parent_id: number | null; quantity: number; price: number; discount: number; total_price: number;
  updated_at: string; stock: { id: number; price: number; product: { translation: { locale: string; title: string } } }; addons: Line[];
}

const lines = (answer: Answer): Line[] => answer.body.data.user_carts[0].cartDetails;

describe('GET /dashboard/user/cart', () => {
  it('needs a signed-in user', async () => {
    expect((await getCart(null)).status).toBe(401);
    expect((await getCart('1|not-a-real-token')).body).toMatchObject({ statusCode: 'ERROR_100' });
  });

  it('answers 404 ERROR_404 when the user has no cart', async () => {
    const user = await newCustomer(t);
    const answer = await getCart(user.token);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ status: false, statusCode: 'ERROR_404', message: "Item's not found." });
  });

  it('shows the cart, converted into the requested currency, and filters by branch', async () => {
    const user = await newCustomer(t);
    await insert(user.token, [item(f.discounted, 2)]);
    const usd = await getCart(user.token);
    expect(usd.status).toBe(200);
    const { gross, discount } = unitCents(f.discounted);
    expect(usd.body.data).toMatchObject({ currency_id: 1, rate: 1, price: (gross * 2) / 100, total_discount: (discount * 2) / 100 });

    const eur = await getCart(user.token, `?currency_id=${f.eur.id}`);
    const inEur = unitCents(f.discounted, f.eur.rate);
    expect(eur.body.data).toMatchObject({
      currency_id: f.eur.id, rate: f.eur.rate, price: (inEur.gross * 2) / 100, total_discount: (inEur.discount * 2) / 100,
      total_price: ((inEur.gross - inEur.discount) * 2) / 100,
    });
    expect(lines(eur)[0].stock.price).toBe(Math.round(f.discounted.stock.price * f.eur.rate) / 100);
    // The cart remembers the currency it was last shown in (Foodyman backends forget it).
    const [row] = await t.database.db.select().from(carts).where(eq(carts.ownerId, user.id));
    expect(row).toMatchObject({ currencyId: f.eur.id, rate: f.eur.rate });

    expect((await getCart(user.token, `?shop_id=${f.shopId}`)).status).toBe(200);
    expect((await getCart(user.token, '?shop_id=0')).status).toBe(200);
    expect((await getCart(user.token, `?shop_id=${f.otherShopId}`)).status).toBe(404);
    expectFieldError(await getCart(user.token, '?currency_id=999'), 'currency_id');

    const french = await call(t, 'GET', '/dashboard/user/cart', user.token, undefined, { 'x-lang': 'fr' });
    const english = await getCart(user.token);
    expect(lines(french)[0].stock.product.translation.locale).toBe('fr');
    expect(lines(french)[0].stock.product.translation.title).not.toBe(lines(english)[0].stock.product.translation.title);
  });
});

describe('POST /dashboard/user/cart/insert-product', () => {
  it('creates the cart with Foodyman\'s shape and prices every line from the database', async () => {
    const user = await newCustomer(t);
    const [first, second] = f.stocks;
    const answer = await insert(user.token, [item(first, 2), item(second, 1)]);
    expect(answer.status).toBe(200);
    const cart = answer.body.data;
    expect(Object.keys(cart).sort()).toEqual([
      'addons_price', 'created_at', 'currency_id', 'group', 'id', 'owner_id', 'price', 'rate', 'shop_id', 'shop_tax', 'status',
      'total_discount', 'total_price', 'total_with_tax', 'updated_at', 'user_carts',
    ]);
    expect(cart).toMatchObject({ owner_id: user.id, shop_id: f.shopId, status: true, group: false });
    expect(cart.user_carts).toHaveLength(1);
    expect(cart.user_carts[0]).toMatchObject({ cart_id: cart.id, user_id: user.id, uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const [line1, line2] = lines(answer);
    expect(line1).toMatchObject({ stock_id: first.stock.id, parent_id: null, quantity: 2, bonus: false, addons: [] });
    expect(line1.stock).toMatchObject({ id: first.stock.id, addon: false, extras: expect.any(Array) });
    expect(line1.stock.product).toMatchObject({
      id: first.product.id, min_qty: first.product.minQty, max_qty: first.product.maxQty,
      translation: { locale: 'en', title: expect.any(String) },
    });
    expect(line1.updated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/);
    const a = unitCents(first);
    const b = unitCents(second);
    expect(line1.price).toBe((a.gross * 2) / 100);
    expect(line2.price).toBe(b.gross / 100);
    expect(cart.price).toBe((a.gross * 2 + b.gross) / 100);
    expect(cart.total_price).toBe((a.gross * 2 + b.gross - a.discount * 2 - b.discount) / 100);
  });

  it('sets the quantity of an existing line, and quantity 0 removes it', async () => {
    const user = await newCustomer(t);
    const [first, second] = f.stocks;
    await insert(user.token, [item(first, 1), item(second, 1)]);
    const updated = await insert(user.token, [item(first, 3)]);
    expect(lines(updated).map((line) => [line.stock_id, line.quantity])).toEqual([[first.stock.id, 3], [second.stock.id, 1]]);
    const removed = await insert(user.token, [item(first, 0)]);
    expect(lines(removed).map((line) => line.stock_id)).toEqual([second.stock.id]);
    const empty = await insert(user.token, [item(second, 0)]);
    expect(empty.status).toBe(200);
    expect(lines(empty)).toEqual([]);
    expect(empty.body.data.total_price).toBe(0);
    // Removing what is not there changes nothing.
    expect((await insert(user.token, [item(first, 0)])).status).toBe(200);
  });

  it('accepts a quantity sent as a numeric string (JSON clients send numbers)', async () => {
    const user = await newCustomer(t);
    expect(lines(await insert(user.token, [item(f.stocks[0], '2')]))[0].quantity).toBe(2);
  });

  it('nests add-on lines, prices them from their own stocks, and keeps each add-on combination a line of its own', async () => {
    const user = await newCustomer(t);
    const parent = f.withAddons;
    const [cheese, other] = f.addons;
    const withCheese = await insert(user.token, [item(parent, 2), addon(cheese, 2, parent)]);
    expect(withCheese.status).toBe(200);
    const [line] = lines(withCheese);
    expect(line.addons).toHaveLength(1);
    expect(line.addons[0]).toMatchObject({ stock_id: cheese.stock.id, parent_id: line.id, quantity: 2 });
    expect(line.addons[0].stock).toMatchObject({ id: cheese.stock.id, addon: true, product: { id: cheese.product.id, addon: true } });
    expect(line.addons[0].price).toBe((unitCents(cheese).gross * 2) / 100);
    expect(withCheese.body.data.price).toBe((unitCents(parent).gross * 2 + unitCents(cheese).gross * 2) / 100);

    // Another combination of the same stock → another line; the plain stock → a third one.
    await insert(user.token, [item(parent, 1), addon(cheese, 1, parent), addon(other, 1, parent)]);
    const three = await insert(user.token, [item(parent, 1)]);
    expect(lines(three).map((l) => [l.stock_id, l.quantity, l.addons.map((a) => a.stock_id)])).toEqual([
      [parent.stock.id, 2, [cheese.stock.id]],
      [parent.stock.id, 1, [cheese.stock.id, other.stock.id].sort((x, y) => x - y)],
      [parent.stock.id, 1, []],
    ]);

    // The same combination again updates that line (parent and add-on quantities).
    const updated = await insert(user.token, [item(parent, 4), addon(cheese, 3, parent)]);
    expect(lines(updated)[0]).toMatchObject({ quantity: 4, addons: [{ stock_id: cheese.stock.id, quantity: 3 }] });
    expect(lines(updated)).toHaveLength(3);

    // Quantity 0 removes that line and its add-ons only.
    const removed = await insert(user.token, [item(parent, 0), addon(cheese, 1, parent)]);
    expect(lines(removed)).toHaveLength(2);
    const cartId = removed.body.data.id as number;
    const rows = await t.database.db.select({ n: count() }).from(cartDetails)
      .where(eq(cartDetails.userCartId, removed.body.data.user_carts[0].id));
    expect(rows[0].n).toBe(2 + 2); // two parents + two add-ons of the second line
    expect(cartId).toBeGreaterThan(0);
  });

  it('accepts only add-ons of the parent, named by the parent stock id of the same request', async () => {
    const user = await newCustomer(t);
    const parent = f.withAddons;
    expectFieldError(await insert(user.token, [item(parent, 1), addon(f.unrelatedAddon, 1, parent)]), 'products.1.stock_id');
    // A main stock as an add-on.
    expectFieldError(await insert(user.token, [item(parent, 1), addon(f.stocks.find((s) => s.stock.id !== parent.stock.id)!, 1, parent)]),
      'products.1.stock_id');
    // The parent is not in the request.
    expectFieldError(await insert(user.token, [addon(f.addons[0], 1, parent)]), 'products.0.parent_id');
    // An add-on stock as a main item.
    expectFieldError(await insert(user.token, [item(f.addons[0], 1)]), 'products.0.stock_id');
    expect((await getCart(user.token)).status).toBe(404);
  });

  describe('bad input is a 400 naming the field, and the cart is unchanged', () => {
    let user: { id: number; token: string };
    let before: Answer;
    beforeAll(async () => {
      user = await newCustomer(t);
      before = await insert(user.token, [item(f.stocks[0], 2), item(f.withAddons, 1), addon(f.addons[0], 1, f.withAddons)]);
    });

    it.each([
      ['a negative quantity', () => [item(f.stocks[0], -1)], 'products.0.quantity', 'The products.0.quantity must be at least 0.'],
      ['a fractional quantity', () => [item(f.stocks[0], 1.5)], 'products.0.quantity', 'The products.0.quantity must be an integer.'],
      ['a huge quantity', () => [item(f.stocks[1], 1e12)], 'products.0.quantity', undefined],
      ['a huge integer beyond 2^53', () => [item(f.stocks[1], 1e300)], 'products.0.quantity', undefined],
      ['a quantity above max_qty', () => [item(f.stocks[1], 11)], 'products.0.quantity', 'The products.0.quantity must be between 1 and 10.'],
      ['a text quantity', () => [item(f.stocks[0], 'two')], 'products.0.quantity', undefined],
      ['a missing quantity', () => [{ stock_id: f.stocks[0].stock.id }], 'products.0.quantity', 'Required'],
      ['an unknown stock', () => [{ stock_id: 99_999_999, quantity: 1 }], 'products.0.stock_id', 'The selected products.0.stock_id is invalid.'],
      ['a stock id 0', () => [{ stock_id: 0, quantity: 1 }], 'products.0.stock_id', undefined],
      ['a stock id beyond 32 bits', () => [{ stock_id: 2 ** 31, quantity: 1 }], 'products.0.stock_id', undefined],
      ['a fractional stock id', () => [{ stock_id: 1.5, quantity: 1 }], 'products.0.stock_id', undefined],
      ['a bad second entry', () => [item(f.stocks[1], 1), item(f.stocks[2], -3)], 'products.1.quantity', undefined],
      ['the same stock twice', () => [item(f.stocks[1], 1), item(f.stocks[1], 2)], 'products.1.stock_id', undefined],
      ['no products', () => [], 'products', 'The products field is required.'],
      ['too many products', () => f.stocks.slice(0, 30).flatMap((s) => [item(s, 1), item(s, 1), item(s, 1), item(s, 1)]).slice(0, 101),
        'products', 'The products may not have more than 100 items.'],
    ])('%s', async (_name, products, field, message) => {
      expectFieldError(await insert(user.token, products() as Item[]), field, message);
      expect((await getCart(user.token)).body.data).toEqual(before.body.data);
    });

    it.each([
      ['no shop_id', {}, 'shop_id'],
      ['an unknown shop', { shop_id: 9999 }, 'shop_id'],
      ['a shop id beyond 32 bits', { shop_id: 2 ** 31 }, 'shop_id'],
      // Ajv coerces a scalar into a one-element list.
      ['products not a list', { products: 'x' }, 'products.0'],
      ['an entry that is not an object', { products: [7] }, 'products.0'],
      ['an unknown currency', { currency_id: 999 }, 'currency_id'],
    ])('%s', async (_name, body, field) => {
      const payload = { shop_id: f.shopId, products: [item(f.stocks[1], 1)], ...body };
      if (field === 'shop_id' && !('shop_id' in body)) delete (payload as Partial<typeof payload>).shop_id;
      expectFieldError(await call(t, 'POST', '/dashboard/user/cart/insert-product', user.token, payload), field);
      expect((await getCart(user.token)).body.data).toEqual(before.body.data);
    });

    it('a malformed JSON body', async () => {
      const response = await t.app.inject({
        method: 'POST', url: '/api/v1/dashboard/user/cart/insert-product',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' }, payload: '{"shop_id": 5',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: false, statusCode: 'ERROR_400' });
    });

    it('an inactive or unpublished product', async () => {
      const [row] = f.stocks.slice(-1);
      await t.database.db.update(products).set({ status: 'unpublished' }).where(eq(products.id, row.product.id));
      try {
        expectFieldError(await insert(user.token, [item(row, 1)]), 'products.0.stock_id');
      } finally {
        await t.database.db.update(products).set({ status: 'published' }).where(eq(products.id, row.product.id));
      }
      expect((await getCart(user.token)).body.data).toEqual(before.body.data);
    });
  });

  it("answers 'Out of stock' on the entry's quantity beyond the stock's quantity, counting every line of the stock", async () => {
    const user = await newCustomer(t);
    const row = f.stocks[3];
    await t.database.db.update(stocks).set({ quantity: 3 }).where(eq(stocks.id, row.stock.id));
    try {
      expectFieldError(await insert(user.token, [item(f.stocks[4], 1), item(row, 4)]), 'products.1.quantity', CART_MESSAGES.outOfStock);
      expect((await getCart(user.token)).status).toBe(404); // nothing was written, not even the cart
      expect((await insert(user.token, [item(row, 3)])).status).toBe(200);
      await t.database.db.update(stocks).set({ quantity: 0 }).where(eq(stocks.id, row.stock.id));
      expectFieldError(await insert(user.token, [item(row, 1)]), 'products.0.quantity', CART_MESSAGES.outOfStock);
      // Removing the line of a sold-out stock still works.
      expect(lines(await insert(user.token, [item(row, 0)]))).toEqual([]);
    } finally {
      await t.database.db.update(stocks).set({ quantity: row.stock.quantity }).where(eq(stocks.id, row.stock.id));
    }
    const parent = f.withAddons;
    const [cheese] = f.addons;
    await t.database.db.update(stocks).set({ quantity: 2 }).where(eq(stocks.id, cheese.stock.id));
    try {
      await insert(user.token, [item(parent, 1), addon(cheese, 2, parent)]);
      // Two lines with the same add-on: 2 + 1 > 2.
      const answer = await insert(user.token, [item(parent, 1), addon(cheese, 1, parent), addon(f.addons[1], 1, parent)]);
      expectFieldError(answer, 'products.1.quantity', CART_MESSAGES.outOfStock);
    } finally {
      await t.database.db.update(stocks).set({ quantity: cheese.stock.quantity }).where(eq(stocks.id, cheese.stock.id));
    }
  });

  it("refuses a stock of another branch with ERROR_440 'Other shop' on shop_id", async () => {
    const user = await newCustomer(t);
    const before = await insert(user.token, [item(f.stocks[0], 1)]);
    const otherShop = { status: false, statusCode: 'ERROR_440', message: CART_MESSAGES.otherShop, params: { shop_id: [CART_MESSAGES.otherShop] } };
    // The cart is of another branch than the request's.
    const asOther = await insert(user.token, [item(f.otherShop, 1)], { shop_id: f.otherShopId });
    expect(asOther.status).toBe(400);
    expect(asOther.body).toMatchObject(otherShop);
    // The stock is of another branch than the request's.
    const mixed = await insert(user.token, [item(f.stocks[1], 1), item(f.otherShop, 1)]);
    expect(mixed.body).toMatchObject(otherShop);
    expect((await getCart(user.token)).body.data).toEqual(before.body.data);

    // Once cleared (or emptied), the cart may move to another branch.
    await insert(user.token, [item(f.stocks[0], 0)]);
    const moved = await insert(user.token, [item(f.otherShop, 1)], { shop_id: f.otherShopId });
    expect(moved.status).toBe(200);
    expect(moved.body.data.shop_id).toBe(f.otherShopId);
  });

  it('ignores price and total fields in the body: the same cart as without them', async () => {
    const honest = await newCustomer(t);
    const tamperer = await newCustomer(t);
    const parent = f.withAddons;
    const products = [item(f.discounted, 2), item(parent, 1), addon(f.addons[0], 1, parent)];
    const expected = await insert(honest.token, products);
    const tampered = await insert(tamperer.token, products.map((entry) => ({
      ...entry, price: 0.01, total_price: 0, discount: 999, tax: 0,
    })), { price: 0.01, total_price: 0, total_discount: 1000, rate: 0.0001, owner_id: honest.id });
    expect(tampered.status).toBe(200);
    const strip = (answer: Answer) => {
      const data = content(answer);
      return { ...data, id: 0, owner_id: 0, user_carts: data.user_carts.map((m: Record<string, unknown>) => ({ ...m, id: 0, cart_id: 0, user_id: 0, uuid: '', cartDetails: 'x' })), lines: lines(answer).map((l) => ({ price: l.price, discount: l.discount, total_price: l.total_price, addons: l.addons.map((a) => a.price) })) };
    };
    expect(strip(tampered)).toEqual(strip(expected));
    expect(tampered.body.data.owner_id).toBe(tamperer.id);
    expect(tampered.body.data.rate).toBe(1);
  });

  it('takes currency_id from the body too', async () => {
    const user = await newCustomer(t);
    const answer = await insert(user.token, [item(f.stocks[0], 1)], { currency_id: f.eur.id });
    expect(answer.body.data).toMatchObject({ currency_id: f.eur.id, rate: f.eur.rate, price: unitCents(f.stocks[0], f.eur.rate).gross / 100 });
  });
});

describe('the calculation', () => {
  it("adds the add-ons' share, the branch tax labelled HST and the total with tax, in the requested currency", async () => {
    const user = await newCustomer(t);
    const parent = f.withAddons;
    const [cheese] = f.addons;
    await insert(user.token, [item(f.discounted, 3), item(parent, 2), addon(cheese, 2, parent)]);
    const [{ tax }] = await t.database.db.select({ tax: shops.tax }).from(shops).where(eq(shops.id, f.shopId));
    expect(tax).toBeGreaterThan(0);
    for (const rate of [1, f.eur.rate]) {
      const answer = await getCart(user.token, rate === 1 ? '' : `?currency_id=${f.eur.id}`);
      const [d, p, a] = [unitCents(f.discounted, rate), unitCents(parent, rate), unitCents(cheese, rate)];
      const price = d.gross * 3 + p.gross * 2 + a.gross * 2;
      const discount = d.discount * 3 + p.discount * 2 + a.discount * 2;
      const shopTax = Math.round(((price - discount) * tax) / 100);
      expect(answer.body.data).toMatchObject({
        price: price / 100,
        addons_price: (a.gross * 2) / 100,
        total_discount: discount / 100,
        total_price: (price - discount) / 100,
        shop_tax: { title: 'HST', percent: tax, price: shopTax / 100 },
        total_with_tax: (price - discount + shopTax) / 100,
      });
    }
  });

  it('is zero for an empty cart', async () => {
    const user = await newCustomer(t);
    await insert(user.token, [item(f.stocks[0], 1)]);
    const empty = await insert(user.token, [item(f.stocks[0], 0)]);
    expect(empty.body.data).toMatchObject({ price: 0, addons_price: 0, total_price: 0, shop_tax: { price: 0 }, total_with_tax: 0 });
  });
});

describe('parallel inserts into one cart', () => {
  it('20 parallel calls adding different stocks end with 20 lines', async () => {
    const user = await newCustomer(t);
    const picked = f.stocks.slice(0, 20);
    expect(picked).toHaveLength(20);
    const answers = await Promise.all(picked.map((row) => insert(user.token, [item(row, 1)])));
    expect(answers.map((a) => a.status)).toEqual(picked.map(() => 200));
    const cart = await getCart(user.token);
    expect(lines(cart).map((line) => line.stock_id).sort((a, b) => a - b)).toEqual(picked.map((row) => row.stock.id).sort((a, b) => a - b));
    const [{ n }] = await t.database.db.select({ n: count() }).from(carts).where(eq(carts.ownerId, user.id));
    expect(n).toBe(1);
  });

  it('20 parallel calls setting one stock (with one add-on) end with one line', async () => {
    const user = await newCustomer(t);
    const parent = f.withAddons;
    await insert(user.token, [item(f.stocks[0], 1)]); // the cart exists: only its row lock orders the calls
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      insert(user.token, [item(parent, (i % 5) + 1), addon(f.addons[0], 1, parent)])));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const cart = await getCart(user.token);
    expect(lines(cart).map((line) => line.stock_id)).toEqual([f.stocks[0].stock.id, parent.stock.id]);
    expect(lines(cart)[1].addons).toHaveLength(1);
  });
});

describe('POST /dashboard/user/cart (single item)', () => {
  it('sets one line with the insert-product rules', async () => {
    const user = await newCustomer(t);
    const add = (body: Record<string, unknown>) => call(t, 'POST', '/dashboard/user/cart', user.token, { shop_id: f.shopId, ...body });
    const answer = await add({ stock_id: f.stocks[0].stock.id, quantity: 2, price: 0 });
    expect(answer.status).toBe(200);
    expect(lines(answer)).toMatchObject([{ stock_id: f.stocks[0].stock.id, quantity: 2, price: (unitCents(f.stocks[0]).gross * 2) / 100 }]);
    expectFieldError(await add({ stock_id: f.stocks[0].stock.id, quantity: -1 }), 'products.0.quantity');
    expectFieldError(await add({ stock_id: f.addons[0].stock.id, quantity: 1 }), 'products.0.stock_id');
    expect((await add({ stock_id: f.otherShop.stock.id, quantity: 1 })).body.statusCode).toBe('ERROR_440');
  });
});

describe('DELETE /dashboard/user/cart/product/delete', () => {
  it('removes lines (a parent takes its add-ons) and answers the Cart', async () => {
    const user = await newCustomer(t);
    const parent = f.withAddons;
    const filled = await insert(user.token, [item(f.stocks[0], 1), item(parent, 1), addon(f.addons[0], 1, parent)]);
    const [plain, withAddon] = lines(filled);
    const afterAddon = await deleteLines(user.token, [withAddon.addons[0].id]);
    expect(afterAddon.status).toBe(200);
    expect(lines(afterAddon)[1].addons).toEqual([]);
    await insert(user.token, [item(parent, 0)]);
    const refilled = await insert(user.token, [item(parent, 1), addon(f.addons[0], 1, parent)]);
    const answer = await deleteLines(user.token, [lines(refilled)[1].id]);
    expect(lines(answer).map((l) => l.id)).toEqual([plain.id]);
    const [{ n }] = await t.database.db.select({ n: count() }).from(cartDetails).where(eq(cartDetails.userCartId, answer.body.data.user_carts[0].id));
    expect(n).toBe(1);
  });

  it('refuses ids that are not lines of your cart, and deletes nothing', async () => {
    const owner = await newCustomer(t);
    const other = await newCustomer(t);
    const ownerCart = await insert(owner.token, [item(f.stocks[0], 1)]);
    const ownerLine = lines(ownerCart)[0].id as number;
    // Without a cart of one's own: 404.
    expect((await deleteLines(other.token, [ownerLine])).status).toBe(404);
    const otherCart = await insert(other.token, [item(f.stocks[1], 1)]);
    const otherLine = lines(otherCart)[0].id as number;
    expectFieldError(await deleteLines(other.token, [otherLine, ownerLine]), 'ids.1', 'The selected ids.1 is invalid.');
    expect(lines(await getCart(other.token))).toHaveLength(1);
    expect((await getCart(owner.token)).body.data).toEqual(ownerCart.body.data);
    expectFieldError(await deleteLines(other.token, []), 'ids', 'The ids field is required.');
    expectFieldError(await deleteLines(other.token, [0]), 'ids.0');
    expectFieldError(await deleteLines(other.token, ['x']), 'ids.0');
    expect((await deleteLines('', [otherLine])).status).toBe(401);
  });

  it("takes the ids in the query string, Foodyman's form, as well as in the body", async () => {
    const user = await newCustomer(t);
    const filled = await insert(user.token, [item(f.stocks[0], 1), item(f.stocks[1], 1), item(f.stocks[2], 1)]);
    const [first, second, third] = lines(filled).map((line) => line.id);
    const afterFirst = await call(t, 'DELETE', `/dashboard/user/cart/product/delete?ids[]=${first}`, user.token);
    expect(afterFirst.status, JSON.stringify(afterFirst.body)).toBe(200);
    expect(lines(afterFirst).map((line) => line.id)).toEqual([second, third]);
    expectFieldError(await call(t, 'DELETE', `/dashboard/user/cart/product/delete?ids[1]=${first}&ids[0]=${second}`, user.token), 'ids.1');
    const afterAll = await call(t, 'DELETE', `/dashboard/user/cart/product/delete?ids=${second}&ids=${third}`, user.token);
    expect(lines(afterAll)).toEqual([]);
  });
});

describe('DELETE /dashboard/user/cart/delete', () => {
  it('deletes your cart: data null, then GET answers 404', async () => {
    const user = await newCustomer(t);
    const cart = await insert(user.token, [item(f.stocks[0], 1)]);
    const answer = await deleteCarts(user.token, [cart.body.data.id]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: true, data: null });
    expect((await getCart(user.token)).status).toBe(404);
    // Clearing again is harmless.
    expect((await deleteCarts(user.token, [cart.body.data.id])).status).toBe(200);
  });

  it("never deletes another user's cart", async () => {
    const owner = await newCustomer(t);
    const other = await newCustomer(t);
    const cart = await insert(owner.token, [item(f.stocks[0], 1)]);
    expect((await deleteCarts(other.token, [cart.body.data.id])).status).toBe(200);
    expect((await getCart(owner.token)).body.data).toEqual(cart.body.data);
    expectFieldError(await deleteCarts(other.token, []), 'ids');
    expectFieldError(await deleteCarts(other.token, [-1]), 'ids.0');
    expect((await deleteCarts('', [cart.body.data.id])).status).toBe(401);
  });

  it("takes the ids in the query string, Foodyman's form (ids[]=, ids[0]= or ids= repeated)", async () => {
    const user = await newCustomer(t);
    for (const form of ['ids[]=', 'ids[0]=', 'ids=']) {
      const cart = await insert(user.token, [item(f.stocks[0], 1)]);
      const answer = await call(t, 'DELETE', `/dashboard/user/cart/delete?${form}${cart.body.data.id}`, user.token);
      expect(answer.body, form).toMatchObject({ status: true, data: null });
      expect((await getCart(user.token)).status, form).toBe(404);
    }
    expectFieldError(await call(t, 'DELETE', '/dashboard/user/cart/delete?ids[]=x', user.token), 'ids.0');
    expectFieldError(await call(t, 'DELETE', '/dashboard/user/cart/delete', user.token), 'ids', 'Required');
  });
});

describe('ownership', () => {
  it('each user sees and changes only their own cart', async () => {
    const a = await newCustomer(t);
    const b = await newCustomer(t);
    const cartA = await insert(a.token, [item(f.stocks[0], 2)]);
    expect((await getCart(b.token)).status).toBe(404);
    const cartB = await insert(b.token, [item(f.stocks[0], 5)]);
    expect(cartB.body.data.id).not.toBe(cartA.body.data.id);
    expect(lines(cartB)[0].quantity).toBe(5);
    expect((await getCart(a.token)).body.data).toEqual(cartA.body.data);
  });
});
