import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orderDetails, orderStatusChanges, products, settings, shops, stocks, transactions } from '../../db/schema';
import { CART_MESSAGES } from '../cart';
import {
  addGuest, calculate, call, cartLineCount, createCheckoutTest, customerWithCart, defaultItems, expectCodedError, expectFieldError,
  itemsCents, nearBranch, newCustomer, ordersOf, placeOrder, saveAddress, setWallet, stockLevels, walletBalance, type CheckoutTest,
  type Customer,
} from './test-support';
import { CHECKOUT_MESSAGES } from './validation';

let c: CheckoutTest;
beforeAll(async () => { c = await createCheckoutTest(); });
afterAll(async () => { await c.t.close(); });

type Buyer = Customer & { cartId: number };
const pickup = (user: Buyer, extra: Record<string, unknown> = {}) => ({ cart_id: user.cartId, delivery_type: 'pickup', payment_type: 'cash', ...extra });

/** Every stock the default cart holds (add-ons included) and how many. */
const defaultTaken = () => defaultItems(c.f).flatMap((item) => [item, ...(item.addons ?? [])]).map((line) => [line.row.stock.id, line.quantity] as const);

/** What a refused order must have left alone: no order, the cart's lines, the stock. */
async function expectNothingWritten(user: Buyer, stockBefore: Map<number, number>) {
  expect(await ordersOf(c, user.id)).toEqual([]);
  expect(await cartLineCount(c, user.id)).toBe(3);
  expect(await stockLevels(c, [...stockBefore.keys()])).toEqual(stockBefore);
}

describe('POST /dashboard/user/orders', () => {
  it('needs a signed-in user', async () => {
    expect((await call(c.t, 'POST', '/dashboard/user/orders', null, { cart_id: 1, delivery_type: 'pickup', payment_type: 'cash' })).status).toBe(401);
  });

  it('places a pickup order priced as the calculation, takes the stock, records status new and deletes the cart', async () => {
    const user = await customerWithCart(c);
    const quote = (await calculate(c, user, user.cartId, { type: 'pickup' })).body.data;
    const stockIds = defaultTaken().map(([id]) => id);
    const before = await stockLevels(c, stockIds);
    const productIds = [c.f.withAddons.product.id, c.f.addons[0].product.id, c.f.stocks[0].product.id];
    const soldBefore = await c.t.database.db.select({ id: products.id, sold: products.soldCount }).from(products).where(inArray(products.id, productIds));

    const answer = await placeOrder(c, user, pickup(user, { note: '  Ring twice  ' }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const order = answer.body.data;
    expect(order).toMatchObject({
      user_id: user.id, shop_id: c.f.shopId, status: 'new', delivery_type: 'pickup', payment_type: 'cash', rate: 1,
      origin_price: quote.price, total_discount: quote.total_discount, coupon_price: 0, tax: quote.shop_tax.price,
      delivery_fee: 0, service_fee: quote.service_fee, tips: 0, total_price: quote.total_price, km: null, location: null,
      address: null, note: 'Ring twice', delivery_date: '2030-01-07', delivery_time: '12:00', asap: true, order_details_count: 2,
      transaction: { status: 'progress', payment_system: { tag: 'cash' }, price: quote.total_price },
      status_history: [{ status: 'new' }],
    });
    const [first, second] = order.details;
    expect(first).toMatchObject({ stock_id: c.f.withAddons.stock.id, quantity: 2, addons: [{ stock_id: c.f.addons[0].stock.id, quantity: 2 }] });
    expect(second).toMatchObject({ stock_id: c.f.stocks[0].stock.id, quantity: 2, addons: [] });
    const lineSum = [first, ...first.addons, second].reduce((sum: number, line: { origin_price: number }) => sum + line.origin_price * 100, 0);
    expect(Math.round(lineSum)).toBe(itemsCents(defaultItems(c.f)).price);

    const after = await stockLevels(c, stockIds);
    for (const [id, quantity] of defaultTaken()) expect(after.get(id)).toBe(before.get(id)! - quantity);
    const soldAfter = await c.t.database.db.select({ id: products.id, sold: products.soldCount }).from(products).where(inArray(products.id, productIds));
    // Each line's quantity counts for its product (two lines may be sizes of one product).
    const sold = new Map<number, number>();
    for (const line of defaultItems(c.f).flatMap((item) => [item, ...(item.addons ?? [])])) {
      sold.set(line.row.product.id, (sold.get(line.row.product.id) ?? 0) + line.quantity);
    }
    for (const row of soldAfter) expect(row.sold).toBe(soldBefore.find((b) => b.id === row.id)!.sold + sold.get(row.id)!);
    expect((await call(c.t, 'GET', '/dashboard/user/cart', user.token)).status).toBe(404);
    const [history] = await c.t.database.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, order.id));
    expect(history).toMatchObject({ status: 'new', changedBy: user.id });
  });

  it('delivers to a saved address or a point in the zone, with its fee and distance', async () => {
    const user = await customerWithCart(c);
    const addressId = await saveAddress(c, user);
    const quote = (await calculate(c, user, user.cartId, { type: 'delivery', address_id: addressId })).body.data;
    const answer = await placeOrder(c, user, { cart_id: user.cartId, delivery_type: 'delivery', payment_type: 'cash', address_id: addressId });
    expect(answer.body.data).toMatchObject({
      delivery_type: 'delivery', address_id: addressId, address: { address: '1 Test Street' }, location: nearBranch(c),
      km: quote.km, delivery_fee: quote.delivery_fee, total_price: quote.total_price,
    });

    const second = await customerWithCart(c);
    const byPoint = await placeOrder(c, second, {
      cart_id: second.cartId, delivery_type: 'delivery', payment_type: 'cash', location: nearBranch(c), address: ' 2 Other Street ',
    });
    expect(byPoint.body.data).toMatchObject({ address_id: null, address: { address: '2 Other Street' }, km: quote.km });
  });

  it('takes the address object of Foodyman clients and answers it with its parts', async () => {
    const user = await customerWithCart(c);
    const placed = await placeOrder(c, user, {
      cart_id: user.cartId, shop_id: c.shop.id, currency_id: 1, rate: 1, delivery_type: 'delivery', notes: {},
      location: { latitude: String(nearBranch(c).latitude), longitude: String(nearBranch(c).longitude) },
      address: { address: ' 220 Yonge St, Toronto ', office: '', house: '12B', floor: ' 3 ' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data.address).toEqual({ address: '220 Yonge St, Toronto', office: null, house: '12B', floor: '3', entrance: null, comment: null });
    const shown = await call(c.t, 'GET', `/dashboard/user/orders/${placed.body.data.id}`, user.token);
    expect(shown.body.data.address).toEqual(placed.body.data.address);
    // A saved address answers its text alone, whatever parts were sent.
    const saved = await customerWithCart(c);
    const addressId = await saveAddress(c, saved);
    const bySaved = await placeOrder(c, saved, { cart_id: saved.cartId, delivery_type: 'delivery', address_id: addressId, address: { address: 'x', floor: '9' } });
    expect(bySaved.body.data.address).toMatchObject({ address: '1 Test Street', floor: null });
  });

  it('refuses a malformed address object with 400 on its field, writing nothing', async () => {
    const user = await customerWithCart(c);
    const before = await stockLevels(c, defaultTaken().map(([id]) => id));
    const delivery = (address: unknown) => placeOrder(c, user, { cart_id: user.cartId, delivery_type: 'delivery', location: nearBranch(c), address });
    expectFieldError(await delivery({ address: '220 Yonge St', floor: { level: 3 } }), 'address.floor', 'must be string or null');
    expectFieldError(await delivery({ office: 'Suite 5' }), 'address.address', 'Required');
    expectFieldError(await delivery({ address: 'a'.repeat(256) }), 'address.address', 'The address.address may not be greater than 255 characters.');
    expectFieldError(await delivery({ address: '220 Yonge St', comment: 'c'.repeat(101) }), 'address.comment',
      'The address.comment may not be greater than 100 characters.');
    expectFieldError(await delivery(['220 Yonge St', 'Toronto']), 'address', 'must be string or object or null');
    expect((await delivery({ address: 'ok\u0000' })).body.params).toEqual({ 'address.address': ['must not contain a NUL character'] });
    await expectNothingWritten(user, before);
  });

  it('copies every member\'s lines of a group order', async () => {
    const owner = await customerWithCart(c);
    await addGuest(c, owner, owner.cartId, [{ row: c.f.stocks[1], quantity: 1 }]);
    const order = (await placeOrder(c, owner, pickup(owner))).body.data;
    expect(order.details.map((line: { stock_id: number }) => line.stock_id)).toContain(c.f.stocks[1].stock.id);
    expect(order.order_details_count).toBe(3);
  });

  it('keeps the order in the currency it was placed in', async () => {
    const user = await customerWithCart(c);
    const { eur } = c.f;
    const quote = (await calculate(c, user, user.cartId, { type: 'pickup', currency_id: eur.id })).body.data;
    const order = (await placeOrder(c, user, pickup(user, { currency_id: eur.id }))).body.data;
    expect(order).toMatchObject({ rate: eur.rate, currency: { id: eur.id, title: 'EUR' }, total_price: quote.total_price, origin_price: quote.price });
    const [row] = await ordersOf(c, user.id);
    expect(row.originPrice).toBe(itemsCents(defaultItems(c.f)).price); // stored in base cents
  });
});

describe('payment', () => {
  it('debits the wallet by the total and records a paid transaction', async () => {
    const user = await customerWithCart(c);
    await setWallet(c, user.id, 200_00);
    const order = (await placeOrder(c, user, pickup(user, { payment_type: 'wallet' }))).body.data;
    const [row] = await ordersOf(c, user.id);
    expect(await walletBalance(c, user.id)).toBe(200_00 - row.totalPrice);
    expect(order.transaction).toMatchObject({ status: 'paid', payment_system: { tag: 'wallet' } });
  });

  it('refuses an insufficient wallet with ERROR_109 and writes nothing', async () => {
    const user = await customerWithCart(c);
    await setWallet(c, user.id, 1_00);
    const before = await stockLevels(c, defaultTaken().map(([id]) => id));
    const answer = await placeOrder(c, user, pickup(user, { payment_type: 'wallet', delivery_date: '2030-01-08', delivery_time: '13:00' }));
    expectCodedError(answer, 'ERROR_109', 'Insufficient wallet balance', 'payment_type');
    await expectNothingWritten(user, before);
    expect(await walletBalance(c, user.id)).toBe(1_00);
    expect(await c.t.database.db.select().from(transactions).where(eq(transactions.userId, user.id))).toEqual([]);
    // Without a wallet at all, the same.
    const walletless = await customerWithCart(c);
    expectCodedError(await placeOrder(c, walletless, pickup(walletless, { payment_type: 'wallet' })), 'ERROR_109', 'Insufficient wallet balance', 'payment_type');
  });

  it('accepts only the payment types of the payment_methods setting', async () => {
    const user = await customerWithCart(c);
    expectFieldError(await placeOrder(c, user, pickup(user, { payment_type: 'card' })), 'payment_type', 'The selected payment_type is invalid.');
    await c.t.database.db.update(settings).set({ value: 'cash' }).where(eq(settings.key, 'payment_methods'));
    try {
      await setWallet(c, user.id, 200_00);
      expectFieldError(await placeOrder(c, user, pickup(user, { payment_type: 'wallet' })), 'payment_type');
    } finally {
      await c.t.database.db.update(settings).set({ value: 'cash,wallet' }).where(eq(settings.key, 'payment_methods'));
    }
  });
});

describe('refusals', () => {
  it('answers 404 for someone else\'s cart or address and an unknown cart; 400 for an empty cart', async () => {
    const user = await customerWithCart(c);
    const other = await customerWithCart(c);
    expect((await placeOrder(c, user, pickup(other))).status).toBe(404);
    expect(await cartLineCount(c, other.id)).toBe(3);
    const othersAddress = await saveAddress(c, other);
    expect((await placeOrder(c, user, { ...pickup(user), delivery_type: 'delivery', address_id: othersAddress })).status).toBe(404);
    expect((await placeOrder(c, user, { ...pickup(user), cart_id: 2_147_483_647 })).status).toBe(404);
    const empty = await newCustomer(c.t);
    const opened = await call(c.t, 'POST', '/dashboard/user/cart/open', empty.token, { shop_id: c.f.shopId });
    expectFieldError(await placeOrder(c, empty, { cart_id: opened.body.data.id, delivery_type: 'pickup', payment_type: 'cash' }), 'cart', 'Cart is empty');
    expect(await ordersOf(c, user.id)).toEqual([]);
  });

  it('refuses a shop_id that is not the cart\'s branch (ERROR_440)', async () => {
    const user = await customerWithCart(c);
    expectCodedError(await placeOrder(c, user, pickup(user, { shop_id: c.f.otherShopId })), 'ERROR_440', CART_MESSAGES.otherShop, 'shop_id');
    expect((await placeOrder(c, user, pickup(user, { shop_id: c.f.shopId }))).status).toBe(200);
  });

  it('refuses a branch whose open flag is off (ERROR_118)', async () => {
    const user = await customerWithCart(c);
    await c.t.database.db.update(shops).set({ open: false }).where(eq(shops.id, c.f.shopId));
    try {
      expectCodedError(await placeOrder(c, user, pickup(user)), 'ERROR_118', CHECKOUT_MESSAGES.branchClosed, 'shop_id');
      expectCodedError(await placeOrder(c, user, pickup(user, { delivery_date: '2030-01-08', delivery_time: '13:00' })), 'ERROR_118',
        CHECKOUT_MESSAGES.branchClosed, 'shop_id');
    } finally {
      await c.t.database.db.update(shops).set({ open: true }).where(eq(shops.id, c.f.shopId));
    }
  });

  it('refuses an order below the branch\'s minimum amount (after discounts)', async () => {
    const cheap = c.f.stocks.find((row) => itemsCents([{ row, quantity: 1 }]).price < 1500)!;
    const user = await customerWithCart(c, [{ row: cheap, quantity: 1 }]);
    expectFieldError(await placeOrder(c, user, pickup(user)), 'cart', 'Your order did not reach minimum amount, minimum amount is 15.00');
    expect(await ordersOf(c, user.id)).toEqual([]);
  });

  it('refuses a stock that ran out since it was put in the cart, and takes nothing', async () => {
    const user = await customerWithCart(c);
    const stockId = c.f.stocks[0].stock.id;
    const [row] = await c.t.database.db.select({ quantity: stocks.quantity }).from(stocks).where(eq(stocks.id, stockId));
    await c.t.database.db.update(stocks).set({ quantity: 1 }).where(eq(stocks.id, stockId));
    try {
      const before = await stockLevels(c, defaultTaken().map(([id]) => id));
      expectFieldError(await placeOrder(c, user, pickup(user)), `stocks.${stockId}`, CART_MESSAGES.outOfStock);
      await expectNothingWritten(user, before);
    } finally {
      await c.t.database.db.update(stocks).set({ quantity: row.quantity }).where(eq(stocks.id, stockId));
    }
  });

  it.each([
    ['a note over 191 characters', { note: 'x'.repeat(192) }, 'note'],
    ['a phone over 30 characters', { phone: '1'.repeat(31) }, 'phone'],
    ['an address over 255 characters', { address: 'x'.repeat(256) }, 'address'],
    ['negative tips', { tips: -1 }, 'tips'],
    ['tips over 100', { tips: 101 }, 'tips'],
    ['an unknown delivery type', { delivery_type: 'dine_in' }, 'delivery_type'],
    ['a delivery without destination', { delivery_type: 'delivery' }, 'location'],
  ])('refuses %s with a 400 naming the field', async (_name, extra, field) => {
    const user = await customerWithCart(c);
    expectFieldError(await placeOrder(c, user, pickup(user, extra)), field);
    expect(await ordersOf(c, user.id)).toEqual([]);
  });
});

describe('tampering', () => {
  it('ignores prices, fees and totals in the body: the order\'s totals are the server\'s quote', async () => {
    const user = await customerWithCart(c);
    const quote = (await calculate(c, user, user.cartId, { type: 'pickup', tips: 2 })).body.data;
    const answer = await placeOrder(c, user, pickup(user, {
      tips: 2, total_price: 0.01, price: 0, origin_price: 0, delivery_fee: 0, service_fee: 0, tax: 0, total_discount: 500,
      coupon_price: 500, rate: 100, status: 'delivered', user_id: 1,
      products: [{ stock_id: c.f.stocks[0].stock.id, quantity: 1, price: 0 }],
    }));
    expect(answer.body.data).toMatchObject({
      status: 'new', user_id: user.id, rate: 1, origin_price: quote.price, total_discount: quote.total_discount, tax: quote.shop_tax.price,
      service_fee: quote.service_fee, tips: 2, coupon_price: 0, total_price: quote.total_price, order_details_count: 2,
    });
    const lines = await c.t.database.db.select().from(orderDetails).where(eq(orderDetails.orderId, answer.body.data.id));
    expect(lines.reduce((sum, line) => sum + line.originPrice, 0)).toBe(itemsCents(defaultItems(c.f)).price);
  });
});

describe('coupons when ordering', () => {
  it('takes the coupon off, and the same customer cannot use it twice (ERROR_251)', async () => {
    const user = await customerWithCart(c);
    const order = (await placeOrder(c, user, pickup(user, { coupon: 'fiveoff' }))).body.data;
    expect(order.coupon_price).toBe(5);
    // A new cart of the same customer.
    const cartId = (await call(c.t, 'POST', '/dashboard/user/cart/insert-product', user.token, {
      shop_id: c.f.shopId, products: [{ stock_id: c.f.withAddons.stock.id, quantity: 3 }],
    })).body.data.id;
    expectCodedError(await calculate(c, user, cartId, { type: 'pickup', coupon: 'FIVEOFF' }), 'ERROR_251', CHECKOUT_MESSAGES.couponUsed, 'coupon');
    expectCodedError(await placeOrder(c, user, { cart_id: cartId, delivery_type: 'pickup', payment_type: 'cash', coupon: 'FIVEOFF' }),
      'ERROR_251', CHECKOUT_MESSAGES.couponUsed, 'coupon');
    const check = await call(c.t, 'POST', '/rest/coupons/check', user.token, { coupon: 'FIVEOFF', shop_id: c.f.shopId });
    expectCodedError(check, 'ERROR_251', CHECKOUT_MESSAGES.couponUsed, 'coupon');
    expect((await call(c.t, 'POST', '/rest/coupons/check', null, { coupon: 'FIVEOFF', shop_id: c.f.shopId })).status).toBe(200);
  });

  it('spends a use of a limited coupon; the last use goes to one customer only', async () => {
    await c.t.database.db.insert(coupons).values({ name: 'ONCE', type: 'fix', price: 100, qty: 1 });
    const first = await customerWithCart(c);
    const second = await customerWithCart(c);
    expect((await placeOrder(c, first, pickup(first, { coupon: 'ONCE' }))).status).toBe(200);
    const [row] = await c.t.database.db.select().from(coupons).where(eq(coupons.name, 'ONCE'));
    expect(row.qty).toBe(0);
    expectCodedError(await placeOrder(c, second, pickup(second, { coupon: 'ONCE' })), 'ERROR_250', CHECKOUT_MESSAGES.couponInvalid, 'coupon');
  });
});
