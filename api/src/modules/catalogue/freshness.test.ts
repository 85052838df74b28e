// The catalogue cache never serves what a write has changed: prices and stock levels changed by
// hand, by orders and by cancels, here or in another api process (on PostgreSQL a second pool
// and a second app, as another process would have), show at once in the menu, the cart and the
// cart's calculation.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpenDatabase } from '../../db/client';
import { stocks } from '../../db/schema';
import { toMoney } from '../../http/money';
import { NO_RATE_LIMITS } from '../../testing/test-app';
import { unitCents } from '../../testing/menu';
import { buildApp } from '../../app';
import { calculate, call, createCheckoutTest, newCustomer, placeOrder, type CheckoutTest } from '../checkout/test-support';
import { catalogueVersionOf } from './cache';

let c: CheckoutTest;
/** The database as another api process sees it (PGlite has one connection: the same one). */
let elsewhere: OpenDatabase;
/** Another api process with its own catalogue cache, over `elsewhere`. */
let otherApp: FastifyInstance;

beforeAll(async () => {
  c = await createCheckoutTest();
  elsewhere = c.t.database.reconnect?.() ?? c.t.database;
  otherApp = await buildApp({
    db: elsewhere.db, clock: c.clock, uploadsDir: mkdtempSync(join(tmpdir(), 'storefront-uploads-')), edges: { rateLimits: NO_RATE_LIMITS },
  });
});
afterAll(async () => {
  await otherApp.close();
  if (elsewhere !== c.t.database) await elsewhere.close();
  await c.t.close();
});

const menuPath = () => `/rest/branch/products?shop_id=${c.f.shopId}&perPage=100&productPerPage=100`;

interface MenuStock { id: number; price: number; quantity: number }
interface MenuPage { data: { products: { stock: MenuStock | null }[] }[] }

/** The stock `stockId` as the branch menu shows it (each dish shows its first stock in stock). */
async function menuStock(stockId: number, headers: Record<string, string> = {}) {
  const { body } = await call(c.t, 'GET', menuPath(), null, undefined, headers);
  return (body as MenuPage).data.flatMap((category) => category.products).find((product) => product.stock?.id === stockId)?.stock;
}

/** A dish of the fixture's branch that the menu shows with this stock. */
async function shownStock(): Promise<MenuStock> {
  const { body } = await call(c.t, 'GET', menuPath(), null);
  const shown = new Set((body as MenuPage).data.flatMap((category) => category.products).map((product) => product.stock?.id));
  const { id } = c.f.stocks.find((row) => shown.has(row.stock.id) && row.stock.discount === 0)!.stock;
  const { price, quantity } = await storedStock(id);
  return { id, price, quantity };
}

async function storedStock(id: number) {
  const [row] = await c.t.database.db.select().from(stocks).where(eq(stocks.id, id));
  return row;
}

describe('catalogue cache freshness', () => {
  it('shows a new price and stock level at once in the menu, the cart and its calculation', async () => {
    const stock = await shownStock();
    const user = await newCustomer(c.t);
    const cart = await call(c.t, 'POST', '/dashboard/user/cart/insert-product', user.token, {
      shop_id: c.f.shopId, products: [{ stock_id: stock.id, quantity: 1 }],
    });
    expect(await menuStock(stock.id)).toMatchObject({ price: toMoney(stock.price, 1), quantity: stock.quantity });

    await elsewhere.db.update(stocks).set({ price: stock.price + 123, quantity: stock.quantity - 3 }).where(eq(stocks.id, stock.id));
    const [menu, shownCart, quote] = await Promise.all([
      menuStock(stock.id),
      call(c.t, 'GET', '/dashboard/user/cart', user.token),
      calculate(c, user, cart.body.data.id, { type: 'pickup' }),
    ]);

    const row = c.f.stocks.find((known) => known.stock.id === stock.id)!;
    const newGross = unitCents({ ...row, stock: await storedStock(stock.id) }).gross / 100;
    expect(menu).toMatchObject({ price: toMoney(stock.price + 123, 1), quantity: stock.quantity - 3 });
    expect(shownCart.body.data.user_carts[0].cartDetails[0]).toMatchObject({ stock_id: stock.id, price: newGross });
    expect(shownCart.body.data.price).toBe(newGross);
    expect(quote.body.data.price).toBe(newGross);
  });

  it('shows the stock an order takes and a cancel gives back, placed through another api process', async () => {
    const stock = await shownStock();
    const before = (await menuStock(stock.id))!.quantity;
    const user = await newCustomer(c.t);
    const inOther = (method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) =>
      otherApp.inject({ method, url: `/api/v1${path}`, headers: { authorization: `Bearer ${user.token}` }, payload });
    const cart = await inOther('POST', '/dashboard/user/cart/insert-product', { shop_id: c.f.shopId, products: [{ stock_id: stock.id, quantity: 2 }] });
    const order = await inOther('POST', '/dashboard/user/orders', { cart_id: cart.json().data.id, delivery_type: 'pickup', payment_type: 'cash' });
    expect(order.statusCode, order.body).toBe(200);
    expect((await menuStock(stock.id))!.quantity).toBe(before - 2);

    const canceled = await inOther('POST', `/dashboard/user/orders/${order.json().data.id}/status/change?status=canceled`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect((await menuStock(stock.id))!.quantity).toBe(before);
  });

  it('sees an order placed in this process too', async () => {
    const stock = await shownStock();
    const before = (await menuStock(stock.id))!.quantity;
    const user = await newCustomer(c.t);
    const cart = await call(c.t, 'POST', '/dashboard/user/cart/insert-product', user.token, {
      shop_id: c.f.shopId, products: [{ stock_id: stock.id, quantity: 1 }],
    });
    expect((await placeOrder(c, user, { cart_id: cart.body.data.id, delivery_type: 'pickup', payment_type: 'cash' })).status).toBe(200);
    expect((await menuStock(stock.id))!.quantity).toBe(before - 1);
  });

  it('answers from memory while nothing changed; Cache-Control: no-cache computes afresh', async () => {
    const stock = await shownStock();
    expect((await menuStock(stock.id))!.price).toBe(toMoney(stock.price, 1));
    // A write the catalogue version does not see (triggers off): only a cached answer misses it.
    await c.t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(stocks).set({ price: stock.price + 7 }).where(eq(stocks.id, stock.id));
    });
    expect((await menuStock(stock.id))!.price).toBe(toMoney(stock.price, 1));
    expect((await menuStock(stock.id, { 'cache-control': 'no-cache' }))!.price).toBe(toMoney(stock.price + 7, 1));
    await c.t.database.db.update(stocks).set({ price: stock.price }).where(eq(stocks.id, stock.id));
  });

  it('keeps answers apart by language and currency, asked by query or by header', async () => {
    const stock = await shownStock();
    const title = async (headers: Record<string, string>, query = '') =>
      (await call(c.t, 'GET', `${menuPath()}${query}`, null, undefined, headers)).body.data[0].translation.title;
    expect(await title({})).toBe('Pizza');
    expect(await title({ 'x-lang': 'fr' })).toBe(await title({}, '&lang=fr'));
    expect(await title({ 'x-lang': 'fr' })).not.toBe('Pizza');
    expect((await menuStock(stock.id, { 'x-currency-id': String(c.f.eur.id) }))!.price).toBe(toMoney(stock.price, c.f.eur.rate));
    expect((await menuStock(stock.id))!.price).toBe(toMoney(stock.price, 1));
  });

  it('stamps a cached answer with the time it is sent', async () => {
    const path = `/rest/branch/recommended/products?shop_id=${c.f.shopId}`;
    const first = await call(c.t, 'GET', path, null);
    await vi.waitUntil(() => Date.now() > Date.parse(first.body.timestamp)); // a later millisecond
    const second = await call(c.t, 'GET', path, null);
    expect(second.body.timestamp).not.toBe(first.body.timestamp);
    expect(Date.parse(second.body.timestamp)).toBeGreaterThan(Date.parse(first.body.timestamp));
    expect({ ...second.body, timestamp: '' }).toEqual({ ...first.body, timestamp: '' });
  });
});

/** Every table a catalogue answer reads from (languages and currencies are in the cache key). */
const SHOWN_TABLES = [
  'shops', 'settings', 'categories', 'category_translations', 'units', 'unit_translations', 'products',
  'product_translations', 'stocks', 'stock_extras', 'stock_addons', 'extra_groups', 'extra_group_translations', 'extra_values',
];

describe('catalogue version', () => {
  const version = () => catalogueVersionOf(c.t.database.db)();

  it.each(SHOWN_TABLES)('changes with a write to %s', async (table) => {
    const before = await version();
    const [{ name }] = await c.t.database.db.select({ name: sql<string>`column_name` }).from(sql`information_schema.columns`)
      .where(sql`table_name = ${table}`).orderBy(sql`ordinal_position`).limit(1);
    const column = sql.identifier(name);
    await c.t.database.db.execute(sql`update ${sql.identifier(table)} set ${column} = ${column}
      where ctid = (select ctid from ${sql.identifier(table)} limit 1)`);
    expect(await version()).not.toBe(before);
  });

  it('changes once for a transaction of many writes, and not for one rolled back', async () => {
    const before = BigInt(await version());
    await c.t.database.db.transaction(async (tx) => {
      await tx.update(stocks).set({ quantity: sql`${stocks.quantity} + 1` }).where(eq(stocks.productId, c.f.stocks[0].product.id));
      await tx.update(stocks).set({ quantity: sql`${stocks.quantity} - 1` }).where(eq(stocks.productId, c.f.stocks[0].product.id));
    });
    expect(BigInt(await version())).toBe(before + 1n);
    await expect(c.t.database.db.transaction(async (tx) => {
      await tx.update(stocks).set({ price: 1 }).where(eq(stocks.id, c.f.stocks[0].stock.id));
      tx.rollback();
    })).rejects.toThrow();
    expect(BigInt(await version())).toBe(before + 1n);
  });

  it('changes when a table is emptied', async () => {
    const before = await version();
    await c.t.database.db.execute(sql`truncate stock_extras`);
    expect(await version()).not.toBe(before);
  });
});
