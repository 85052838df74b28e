import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartDetails, stocks, userCarts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, expectCodedError, expectFieldError, newCustomer, type Answer } from '../../testing/customers';
import { loadFixture, unitCents, type Fixture, type MenuStock } from '../../testing/menu';
import { CART_MESSAGES } from './validation';

let t: TestApp;
let f: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await loadFixture(t);
});
afterAll(async () => { await t.close(); });

type Customer = { id: number; token: string };
type Item = { stock_id: number; quantity: unknown; parent_id?: number | null };
interface Member {
  id: number; user_id: number | null; name: string; uuid: string | null; status: boolean;
  cartDetails: { id: number; stock_id: number; quantity: number; price: number; addons: { stock_id: number; price: number }[] }[];
}

const item = (row: MenuStock, quantity: unknown): Item => ({ stock_id: row.stock.id, quantity });
const addon = (row: MenuStock, quantity: unknown, parent: MenuStock): Item => ({ stock_id: row.stock.id, quantity, parent_id: parent.stock.id });

// The owner's side.
const ownerCart = (owner: Customer) => call(t, 'GET', '/dashboard/user/cart', owner.token);
const ownerInsert = (owner: Customer, products: Item[]) =>
  call(t, 'POST', '/dashboard/user/cart/insert-product', owner.token, { shop_id: f.shopId, products });
const open = (token: string | null, shopId = f.shopId) => call(t, 'POST', '/dashboard/user/cart/open', token, { shop_id: shopId });
const setGroup = (token: string | null, cartId: unknown) => call(t, 'POST', `/dashboard/user/cart/set-group/${cartId}`, token);
const removeMembers = (token: string | null, cartId: unknown, ids: unknown[]) =>
  call(t, 'DELETE', '/dashboard/user/cart/member/delete', token, { cart_id: cartId, ids });

// The guests' side: no token, the member uuid.
const joinOrder = (cartId: unknown, name: unknown) => call(t, 'POST', '/rest/cart', null, { cart_id: cartId, name });
const openMember = (cartId: unknown, name: unknown) => call(t, 'POST', '/rest/cart/open', null, { cart_id: cartId, name });
const guestCart = (cartId: unknown, uuid: string, query = '') => call(t, 'GET', `/rest/cart/${cartId}?user_cart_uuid=${uuid}${query}`, null);
const guestInsert = (cartId: unknown, uuid: unknown, products: Item[], extra: Record<string, unknown> = {}) =>
  call(t, 'POST', '/rest/cart/insert-product', null, { cart_id: cartId, user_cart_uuid: uuid, products, ...extra });
const guestDelete = (cartId: unknown, uuid: unknown, ids: unknown[]) =>
  call(t, 'DELETE', '/rest/cart/product/delete', null, { cart_id: cartId, user_cart_uuid: uuid, ids });
const toggleStatus = (cartId: unknown, uuid: string) => call(t, 'POST', `/rest/cart/status/${uuid}`, null, { cart_id: cartId });
const leave = (cartId: unknown, ids: unknown[]) => call(t, 'DELETE', '/rest/cart/member/delete', null, { cart_id: cartId, ids });

const members = (answer: Answer): Member[] => answer.body.data.user_carts;
const memberNamed = (answer: Answer, name: string) => members(answer).find((m) => m.name === name)!;

/** A signed-in owner with an open group order of `f.shopId` and its cart id. */
async function groupOrder() {
  const owner = await newCustomer(t);
  const opened = await open(owner.token);
  expect(opened.status).toBe(200);
  const cartId = opened.body.data.id as number;
  expect((await setGroup(owner.token, cartId)).body.data.group).toBe(true);
  return { owner, cartId };
}

/** A guest of `cartId`: their member uuid. */
async function join(cartId: number, name: string): Promise<string> {
  const answer = await openMember(cartId, name);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.uuid;
}

const memberCount = async (cartId: number) =>
  (await t.database.db.select({ n: count() }).from(userCarts).where(eq(userCarts.cartId, cartId)))[0].n;

describe('POST /dashboard/user/cart/open', () => {
  it('creates the owner\'s empty cart, and answers the same cart again', async () => {
    const owner = await newCustomer(t);
    expect((await open(null)).status).toBe(401);
    const first = await open(owner.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ owner_id: owner.id, shop_id: f.shopId, group: false, price: 0 });
    expect(members(first)).toMatchObject([{ user_id: owner.id, cartDetails: [] }]);
    expect((await open(owner.token)).body.data.id).toBe(first.body.data.id);
    expectFieldError(await open(owner.token, 9999), 'shop_id');
    expectFieldError(await open(owner.token, 0), 'shop_id');
  });

  it('refuses another branch while the cart has lines (ERROR_440), and moves an empty one', async () => {
    const owner = await newCustomer(t);
    await ownerInsert(owner, [item(f.stocks[0], 1)]);
    expectCodedError(await open(owner.token, f.otherShopId), 'ERROR_440', CART_MESSAGES.otherShop, 'shop_id');
    expect((await ownerCart(owner)).body.data.shop_id).toBe(f.shopId);
    await ownerInsert(owner, [item(f.stocks[0], 0)]);
    expect((await open(owner.token, f.otherShopId)).body.data.shop_id).toBe(f.otherShopId);
  });
});

describe('POST /dashboard/user/cart/set-group/{id}', () => {
  it('toggles the group flag of the owner\'s cart', async () => {
    const { owner, cartId } = await groupOrder();
    const closed = await setGroup(owner.token, cartId);
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ id: cartId, group: false });
    expect((await setGroup(owner.token, cartId)).body.data.group).toBe(true);
  });

  it('is the owner\'s only: another user gets 404 and the flag stays', async () => {
    const { owner, cartId } = await groupOrder();
    const stranger = await newCustomer(t);
    expect((await setGroup(stranger.token, cartId)).status).toBe(404);
    await open(stranger.token); // with a cart of their own, still not this one
    expect((await setGroup(stranger.token, cartId)).status).toBe(404);
    expect((await setGroup(null, cartId)).status).toBe(401);
    expect((await ownerCart(owner)).body.data.group).toBe(true);
  });

  it('refuses a malformed id', async () => {
    const { owner } = await groupOrder();
    expectFieldError(await setGroup(owner.token, 0), 'id');
    expectFieldError(await setGroup(owner.token, 2 ** 31), 'id');
    expectFieldError(await setGroup(owner.token, 'abc'), 'id');
    expect((await setGroup(owner.token, 99_999_999)).status).toBe(404);
  });
});

describe('joining a group order (POST /rest/cart, POST /rest/cart/open)', () => {
  it('POST /rest/cart makes a guest member and answers the cart with the member\'s own uuid only', async () => {
    const { owner, cartId } = await groupOrder();
    const answer = await joinOrder(cartId, '  Ann  ');
    expect(answer.status).toBe(200);
    const [ownerRow, ann] = members(answer);
    expect(ann).toMatchObject({ user_id: null, name: 'Ann', status: false, uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), cartDetails: [] });
    expect(ownerRow).toMatchObject({ user_id: owner.id, uuid: null }); // the owner's uuid is no guest's business
    // The owner sees every member with their uuid (to remove them).
    expect(memberNamed(await ownerCart(owner), 'Ann').uuid).toBe(ann.uuid);
  });

  it('POST /rest/cart/open answers the member row (Foodyman\'s raw user_cart)', async () => {
    const { cartId } = await groupOrder();
    const answer = await openMember(cartId, 'Bob');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.data).sort()).toEqual(['cart_id', 'created_at', 'id', 'name', 'status', 'updated_at', 'user_id', 'uuid']);
    expect(answer.body.data).toMatchObject({ cart_id: cartId, user_id: null, name: 'Bob', status: false });
  });

  it("refuses a closed or unknown group order with ERROR_441 'You cannot join. Invalid group order'", async () => {
    const { owner, cartId } = await groupOrder();
    await setGroup(owner.token, cartId); // closed
    for (const answer of [await joinOrder(cartId, 'Ann'), await openMember(cartId, 'Ann'), await joinOrder(99_999_999, 'Ann')]) {
      expectCodedError(answer, 'ERROR_441', CART_MESSAGES.invalidGroup, 'cart_id');
    }
    const plain = await newCustomer(t); // a cart that was never a group order
    const { body } = await ownerInsert(plain, [item(f.stocks[0], 1)]);
    expectCodedError(await joinOrder(body.data.id, 'Ann'), 'ERROR_441', CART_MESSAGES.invalidGroup, 'cart_id');
    expect(await memberCount(cartId)).toBe(1);
    expect(await memberCount(body.data.id)).toBe(1);
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name', 'The name field is required.'],
    ['a missing name', { name: undefined }, 'name', 'Required'],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, 'name', 'The name may not be greater than 100 characters.'],
    ['a cart id 0', { cart_id: 0 }, 'cart_id', undefined],
    ['a cart id beyond 32 bits', { cart_id: 2 ** 31 }, 'cart_id', undefined],
    ['a text cart id', { cart_id: 'abc' }, 'cart_id', undefined],
  ])('refuses %s, and adds no member', async (_name, body, field, message) => {
    const { cartId } = await groupOrder();
    const payload = { cart_id: cartId, name: 'Ann', ...body };
    if (payload.name === undefined) delete (payload as Partial<typeof payload>).name;
    expectFieldError(await call(t, 'POST', '/rest/cart', null, payload), field, message);
    expect(await memberCount(cartId)).toBe(1);
  });

  it('20 guests joining at once make 20 members', async () => {
    const { owner, cartId } = await groupOrder();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => openMember(cartId, `Guest ${i}`)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.body.data.uuid)).size).toBe(20);
    expect(members(await ownerCart(owner))).toHaveLength(21);
  });
});

describe('a guest\'s lines', () => {
  it('a guest joins, adds products (with an add-on), and the owner sees them priced from the database', async () => {
    const { owner, cartId } = await groupOrder();
    await ownerInsert(owner, [item(f.stocks[0], 1)]);
    const ann = await join(cartId, 'Ann');
    const parent = f.withAddons;
    const added = await guestInsert(cartId, ann, [item(f.discounted, 2), item(parent, 1), addon(f.addons[0], 1, parent)]);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(memberNamed(added, 'Ann').uuid).toBe(ann);

    const seen = await ownerCart(owner);
    const guestLines = memberNamed(seen, 'Ann').cartDetails;
    expect(guestLines.map((l) => [l.stock_id, l.quantity])).toEqual([[f.discounted.stock.id, 2], [parent.stock.id, 1]]);
    expect(guestLines[0].price).toBe((unitCents(f.discounted).gross * 2) / 100);
    expect(guestLines[1].addons).toMatchObject([{ stock_id: f.addons[0].stock.id, price: unitCents(f.addons[0]).gross / 100 }]);
    const gross = [unitCents(f.stocks[0]).gross, unitCents(f.discounted).gross * 2, unitCents(parent).gross, unitCents(f.addons[0]).gross];
    expect(seen.body.data.price).toBe(gross.reduce((a, b) => a + b) / 100);
    // The guest reads the same cart, with only their own uuid.
    const asGuest = await guestCart(cartId, ann);
    expect(asGuest.status).toBe(200);
    expect(members(asGuest).map((m) => m.uuid)).toEqual([null, ann]);
    expect(asGuest.body.data.price).toBe(seen.body.data.price);
  });

  it('adds only stocks of the owner\'s branch (ERROR_440), whatever shop_id the body names', async () => {
    const { owner, cartId } = await groupOrder();
    const ann = await join(cartId, 'Ann');
    expectCodedError(await guestInsert(cartId, ann, [item(f.otherShop, 1)]), 'ERROR_440', CART_MESSAGES.otherShop, 'shop_id');
    expectCodedError(await guestInsert(cartId, ann, [item(f.otherShop, 1)], { shop_id: f.otherShopId }), 'ERROR_440', CART_MESSAGES.otherShop, 'shop_id');
    expect((await guestInsert(cartId, ann, [item(f.stocks[1], 1)], { shop_id: f.otherShopId })).status).toBe(200);
    expect((await ownerCart(owner)).body.data.shop_id).toBe(f.shopId);
  });

  describe('bad input is a 400 naming the field, and the cart is unchanged', () => {
    let cartId: number;
    let ann: string;
    let owner: Customer;
    let before: Answer;
    beforeAll(async () => {
      ({ owner, cartId } = await groupOrder());
      ann = await join(cartId, 'Ann');
      await guestInsert(cartId, ann, [item(f.stocks[0], 2)]);
      before = await ownerCart(owner);
    });

    it.each([
      ['a negative quantity', () => [item(f.stocks[0], -1)], 'products.0.quantity'],
      ['a fractional quantity', () => [item(f.stocks[0], 1.5)], 'products.0.quantity'],
      ['a huge quantity', () => [item(f.stocks[1], 1e12)], 'products.0.quantity'],
      ['a quantity beyond the stock', () => [item(f.stocks[1], f.stocks[1].stock.quantity + 1)], 'products.0.quantity'],
      ['an unknown stock', () => [{ stock_id: 99_999_999, quantity: 1 }], 'products.0.stock_id'],
      ['a stock id beyond 32 bits', () => [{ stock_id: 2 ** 31, quantity: 1 }], 'products.0.stock_id'],
      ['an add-on as a main item', () => [item(f.addons[0], 1)], 'products.0.stock_id'],
      ['no products', () => [], 'products'],
    ])('%s', async (_name, products, field) => {
      expectFieldError(await guestInsert(cartId, ann, products() as Item[]), field);
      expect((await ownerCart(owner)).body.data).toEqual(before.body.data);
    });

    it.each([
      ['a malformed uuid', () => ({ user_cart_uuid: 'not-a-uuid' }), 'user_cart_uuid'],
      ['a uuid with a SQL tail', () => ({ user_cart_uuid: `${ann}' or 1=1 --` }), 'user_cart_uuid'],
      ['an unknown uuid', () => ({ user_cart_uuid: '00000000-0000-4000-8000-000000000000' }), 'user_cart_uuid'],
      ['a missing uuid', () => ({ user_cart_uuid: undefined }), 'user_cart_uuid'],
      ['a cart id 0', () => ({ cart_id: 0 }), 'cart_id'],
      ['a text cart id', () => ({ cart_id: 'x' }), 'cart_id'],
    ])('%s', async (_name, body, field) => {
      const payload: Record<string, unknown> = { cart_id: cartId, user_cart_uuid: ann, products: [item(f.stocks[1], 1)], ...body() };
      if (payload.user_cart_uuid === undefined) delete payload.user_cart_uuid;
      expectFieldError(await call(t, 'POST', '/rest/cart/insert-product', null, payload), field);
      expect((await ownerCart(owner)).body.data).toEqual(before.body.data);
    });

    it('another cart\'s member, or the owner\'s own uuid, is not a guest of this cart', async () => {
      const other = await groupOrder();
      const bob = await join(other.cartId, 'Bob');
      expectFieldError(await guestInsert(cartId, bob, [item(f.stocks[1], 1)]), 'user_cart_uuid');
      const ownerUuid = memberNamed(before, 'Cart').uuid;
      expectFieldError(await guestInsert(cartId, ownerUuid, [item(f.stocks[1], 1)]), 'user_cart_uuid');
      expect((await guestInsert(99_999_999, ann, [item(f.stocks[1], 1)])).status).toBe(404);
      expect((await ownerCart(owner)).body.data).toEqual(before.body.data);
    });
  });

  it('ignores price fields in the body: the same lines and totals as without them', async () => {
    const { cartId } = await groupOrder();
    const honest = await join(cartId, 'Honest');
    const tamperer = await join(cartId, 'Tamperer');
    const parent = f.withAddons;
    const products = [item(f.discounted, 2), item(parent, 1), addon(f.addons[0], 1, parent)];
    await guestInsert(cartId, honest, products);
    const tampered = await guestInsert(cartId, tamperer, products.map((entry) => ({ ...entry, price: 0.01, total_price: 0, discount: 999 })),
      { price: 0.01, total_price: 0, total_discount: 1000, rate: 0.0001, user_id: 1 });
    expect(tampered.status).toBe(200);
    const amounts = (m: Member) => m.cartDetails.map((l) => [l.stock_id, l.quantity, l.price, l.addons.map((a) => a.price)]);
    expect(amounts(memberNamed(tampered, 'Tamperer'))).toEqual(amounts(memberNamed(tampered, 'Honest')));
    expect(memberNamed(tampered, 'Tamperer').user_id).toBeNull();
    expect(tampered.body.data.rate).toBe(1);
  });

  it('counts the stock over every member\'s lines', async () => {
    const { owner, cartId } = await groupOrder();
    const row = f.stocks[5];
    await t.database.db.update(stocks).set({ quantity: 3 }).where(eq(stocks.id, row.stock.id));
    try {
      const ann = await join(cartId, 'Ann');
      const bob = await join(cartId, 'Bob');
      expect((await guestInsert(cartId, ann, [item(row, 2)])).status).toBe(200);
      expectFieldError(await guestInsert(cartId, bob, [item(row, 2)]), 'products.0.quantity', CART_MESSAGES.outOfStock);
      expectFieldError(await ownerInsert(owner, [item(row, 2)]), 'products.0.quantity', CART_MESSAGES.outOfStock);
      expect((await guestInsert(cartId, bob, [item(row, 1)])).status).toBe(200);
      // Ann changing her own line counts her new quantity instead of the old one.
      expect((await guestInsert(cartId, ann, [item(row, 1)])).status).toBe(200);
    } finally {
      await t.database.db.update(stocks).set({ quantity: row.stock.quantity }).where(eq(stocks.id, row.stock.id));
    }
  });
});

describe('one member never changes another\'s lines', () => {
  it('a guest deletes only their own lines; the same stock makes a line per member', async () => {
    const { owner, cartId } = await groupOrder();
    await ownerInsert(owner, [item(f.stocks[0], 1)]);
    const ann = await join(cartId, 'Ann');
    const bob = await join(cartId, 'Bob');
    await guestInsert(cartId, ann, [item(f.stocks[0], 2), item(f.stocks[1], 1)]);
    await guestInsert(cartId, bob, [item(f.stocks[0], 3)]);
    const seen = await ownerCart(owner);
    expect(seen.body.data.user_carts.map((m: Member) => m.cartDetails.map((l) => l.quantity))).toEqual([[1], [2, 1], [3]]);
    const [annLine] = memberNamed(seen, 'Ann').cartDetails;
    const [bobLine] = memberNamed(seen, 'Bob').cartDetails;
    const [ownerLine] = members(seen)[0].cartDetails;

    expectFieldError(await guestDelete(cartId, bob, [bobLine.id, annLine.id]), 'ids.1', 'The selected ids.1 is invalid.');
    expectFieldError(await guestDelete(cartId, bob, [ownerLine.id]), 'ids.0');
    // The owner removes a guest as a whole, not their lines one by one.
    expectFieldError(await call(t, 'DELETE', '/dashboard/user/cart/product/delete', owner.token, { ids: [annLine.id] }), 'ids.0');
    expect((await ownerCart(owner)).body.data).toEqual(seen.body.data);

    const deleted = await guestDelete(cartId, ann, [annLine.id]);
    expect(deleted.status).toBe(200);
    expect(memberNamed(deleted, 'Ann').cartDetails.map((l) => l.stock_id)).toEqual([f.stocks[1].stock.id]);
    expect(memberNamed(deleted, 'Bob').cartDetails).toHaveLength(1);
    expectFieldError(await guestDelete(cartId, ann, []), 'ids');
    expectFieldError(await guestDelete(cartId, ann, [0]), 'ids.0');
    expectFieldError(await guestDelete(cartId, 'nope', [annLine.id]), 'user_cart_uuid');
  });

  it("a guest names their lines in the query string, Foodyman's form, as well as in the body", async () => {
    const { cartId } = await groupOrder();
    const ann = await join(cartId, 'Ann');
    const filled = await guestInsert(cartId, ann, [item(f.stocks[0], 1), item(f.stocks[1], 1)]);
    const [first, second] = memberNamed(filled, 'Ann').cartDetails.map((line) => line.id);
    const query = `cart_id=${cartId}&user_cart_uuid=${ann}`;
    const deleted = await call(t, 'DELETE', `/rest/cart/product/delete?${query}&ids[]=${first}`, null);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(memberNamed(deleted, 'Ann').cartDetails.map((line) => line.id)).toEqual([second]);
    expectFieldError(await call(t, 'DELETE', `/rest/cart/product/delete?cart_id=${cartId}&ids[]=${second}`, null), 'user_cart_uuid', 'Required');
  });

  it('a guest toggles only their own ready status', async () => {
    const { owner, cartId } = await groupOrder();
    const ann = await join(cartId, 'Ann');
    await join(cartId, 'Bob');
    const ready = await toggleStatus(cartId, ann);
    expect(ready.status).toBe(200);
    expect(memberNamed(ready, 'Ann').status).toBe(true);
    expect(memberNamed(ready, 'Bob').status).toBe(false);
    expect(members(ready)[0].status).toBe(false);
    expect(memberNamed(await toggleStatus(cartId, ann), 'Ann').status).toBe(false);
    expectFieldError(await toggleStatus(cartId, 'not-a-uuid'), 'user_cart_uuid');
    expectFieldError(await call(t, 'POST', `/rest/cart/status/${ann}`, null, {}), 'cart_id');
    expect(memberNamed(await ownerCart(owner), 'Ann').status).toBe(false);
  });
});

describe('GET /rest/cart/{id}', () => {
  it('answers a member the cart; anyone else a 400 naming user_cart_uuid, an unknown cart 404', async () => {
    const { owner, cartId } = await groupOrder();
    const ann = await join(cartId, 'Ann');
    const answer = await guestCart(cartId, ann, `&currency_id=${f.eur.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: cartId, owner_id: owner.id, group: true, currency_id: f.eur.id, rate: f.eur.rate });
    expectFieldError(await call(t, 'GET', `/rest/cart/${cartId}`, null), 'user_cart_uuid', 'Required');
    expectFieldError(await guestCart(cartId, 'abc'), 'user_cart_uuid');
    expectFieldError(await guestCart(cartId, '00000000-0000-4000-8000-000000000000'), 'user_cart_uuid');
    expectFieldError(await guestCart(cartId, members((await ownerCart(owner)))[0].uuid!), 'user_cart_uuid');
    expectFieldError(await guestCart(0, ann), 'id');
    expect((await guestCart(99_999_999, ann)).status).toBe(404);
    // Reading does not change the cart's stored currency (that is the owner's).
    expect((await ownerCart(owner)).body.data.currency_id).toBe(1);
  });
});

describe('removing and leaving', () => {
  it("the owner removes a guest: their lines go, and the guest learns 'You have been kicked from group order' (ERROR_442)", async () => {
    const { owner, cartId } = await groupOrder();
    const ann = await join(cartId, 'Ann');
    const bob = await join(cartId, 'Bob');
    await guestInsert(cartId, ann, [item(f.stocks[0], 1)]);
    const annId = memberNamed(await ownerCart(owner), 'Ann').id;
    const answer = await removeMembers(owner.token, cartId, [ann.toUpperCase()]);
    expect(answer.status).toBe(200);
    expect(members(answer).map((m) => m.name)).toEqual(['Cart', 'Bob']);
    const [{ n }] = await t.database.db.select({ n: count() }).from(cartDetails).where(eq(cartDetails.userCartId, annId));
    expect(n).toBe(0);

    const kicked = (a: Answer) => expectCodedError(a, 'ERROR_442', CART_MESSAGES.kicked, 'user_cart_uuid');
    kicked(await guestCart(cartId, ann));
    kicked(await guestInsert(cartId, ann, [item(f.stocks[1], 1)]));
    kicked(await toggleStatus(cartId, ann));
    expect((await guestCart(cartId, bob)).status).toBe(200);
    expect((await ownerCart(owner)).body.data.price).toBe(0);
  });

  it('only the owner removes members, only guests, all or none', async () => {
    const { owner, cartId } = await groupOrder();
    const ann = await join(cartId, 'Ann');
    const bob = await join(cartId, 'Bob');
    const stranger = await newCustomer(t);
    expect((await removeMembers(stranger.token, cartId, [ann])).status).toBe(404);
    expect((await removeMembers(null, cartId, [ann])).status).toBe(401);
    const ownerUuid = members(await ownerCart(owner))[0].uuid;
    expectFieldError(await removeMembers(owner.token, cartId, [bob, ownerUuid]), 'ids.1', 'The selected ids.1 is invalid.');
    expectFieldError(await removeMembers(owner.token, cartId, [bob, 'not-a-uuid']), 'ids.1');
    expectFieldError(await removeMembers(owner.token, cartId, ['00000000-0000-4000-8000-000000000000']), 'ids.0');
    expectFieldError(await removeMembers(owner.token, cartId, []), 'ids', 'The ids field is required.');
    expectFieldError(await removeMembers(owner.token, 0, [ann]), 'cart_id');
    expect(await memberCount(cartId)).toBe(3);
    expect((await guestCart(cartId, ann)).status).toBe(200);
  });

  it('a guest leaves: gone without being told they were kicked; the owner\'s row cannot leave', async () => {
    const { owner, cartId } = await groupOrder();
    const ann = await join(cartId, 'Ann');
    const ownerUuid = members(await ownerCart(owner))[0].uuid;
    expectFieldError(await leave(cartId, [ownerUuid]), 'ids.0');
    expectFieldError(await leave(cartId, ['x']), 'ids.0');
    expect((await leave(99_999_999, [ann])).status).toBe(404);
    const left = await leave(cartId, [ann]);
    expect(left.status).toBe(200);
    expect(members(left).map((m) => [m.name, m.uuid])).toEqual([['Cart', null]]);
    expectFieldError(await guestCart(cartId, ann), 'user_cart_uuid', 'The selected user_cart_uuid is invalid.');
  });

  it("the owner kicks and a guest leaves with ids[] and cart_id in the query string, Foodyman's form", async () => {
    const { owner, cartId } = await groupOrder();
    const ann = await join(cartId, 'Ann');
    const bob = await join(cartId, 'Bob');
    const cat = await join(cartId, 'Cat');
    const kickedAnn = await call(t, 'DELETE', `/dashboard/user/cart/member/delete?cart_id=${cartId}&ids[]=${ann}`, owner.token);
    expect(kickedAnn.status, JSON.stringify(kickedAnn.body)).toBe(200);
    expect(members(kickedAnn).map((m) => m.name)).toEqual(['Cart', 'Bob', 'Cat']);
    expectCodedError(await guestCart(cartId, ann), 'ERROR_442', CART_MESSAGES.kicked, 'user_cart_uuid');
    // Laravel's indexed form; an error names the entry by its index.
    expectFieldError(await call(t, 'DELETE', `/dashboard/user/cart/member/delete?cart_id=${cartId}&ids[1]=x&ids[0]=${bob}`, owner.token), 'ids.1');
    // As the gateway sends a GraphQL call naming the fields as arguments: a JSON content type, no body.
    const json = { 'content-type': 'application/json' };
    expect((await call(t, 'DELETE', `/dashboard/user/cart/member/delete?cart_id=${cartId}&ids[0]=${bob}`, owner.token, undefined, json)).status).toBe(200);
    expectCodedError(await guestCart(cartId, bob), 'ERROR_442', CART_MESSAGES.kicked, 'user_cart_uuid');
    expectFieldError(await call(t, 'DELETE', `/dashboard/user/cart/member/delete?ids[]=${cat}`, owner.token), 'cart_id', 'Required');

    const left = await call(t, 'DELETE', `/rest/cart/member/delete?cart_id=${cartId}&ids[]=${cat}`, null);
    expect(members(left).map((m) => m.name)).toEqual(['Cart']);
    expectFieldError(await guestCart(cartId, cat), 'user_cart_uuid', 'The selected user_cart_uuid is invalid.');
  });
});

describe('a closed group order', () => {
  it("refuses guests' changes with ERROR_443 until the owner opens it again; reading and leaving still work", async () => {
    const { owner, cartId } = await groupOrder();
    const ann = await join(cartId, 'Ann');
    const bob = await join(cartId, 'Bob');
    const added = await guestInsert(cartId, ann, [item(f.stocks[0], 1)]);
    await setGroup(owner.token, cartId);
    const closed = (a: Answer) => expectCodedError(a, 'ERROR_443', CART_MESSAGES.groupClosed, 'cart_id');
    closed(await guestInsert(cartId, ann, [item(f.stocks[1], 1)]));
    closed(await guestDelete(cartId, ann, [memberNamed(added, 'Ann').cartDetails[0].id]));
    closed(await toggleStatus(cartId, ann));
    expect(memberNamed(await guestCart(cartId, ann), 'Ann').cartDetails).toHaveLength(1);
    expect((await leave(cartId, [bob])).status).toBe(200);
    await setGroup(owner.token, cartId);
    expect((await guestInsert(cartId, ann, [item(f.stocks[1], 1)])).status).toBe(200);
  });
});

describe('parallel guest inserts into one cart', () => {
  it('20 parallel calls of two guests end with the right lines: one per stock and member', async () => {
    const { owner, cartId } = await groupOrder();
    const ann = await join(cartId, 'Ann');
    const bob = await join(cartId, 'Bob');
    const parent = f.withAddons;
    const picked = f.stocks.slice(0, 10);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => guestInsert(cartId, ann, [item(parent, (i % 5) + 1), addon(f.addons[0], 1, parent)])),
      ...picked.map((row) => guestInsert(cartId, bob, [item(row, 1)])),
    ]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const seen = await ownerCart(owner);
    const annLines = memberNamed(seen, 'Ann').cartDetails;
    expect(annLines.map((l) => [l.stock_id, l.addons.map((a) => a.stock_id)])).toEqual([[parent.stock.id, [f.addons[0].stock.id]]]);
    expect(memberNamed(seen, 'Bob').cartDetails.map((l) => l.stock_id).sort((a, b) => a - b))
      .toEqual(picked.map((row) => row.stock.id).sort((a, b) => a - b));
  });
});
