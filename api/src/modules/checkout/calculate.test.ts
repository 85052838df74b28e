import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, products } from '../../db/schema';
import { toMoney } from '../../http/money';
import { DELIVERY_MESSAGES, haversineKm } from '../delivery-zones';
import {
  addGuest, calculate, call, createCheckoutTest, customerWithCart, defaultItems, expectCodedError, expectFieldError, itemsCents,
  nearBranch, newCustomer, outsideZones, placeOrder, saveAddress, setWallet, type CheckoutTest,
} from './test-support';
import { CHECKOUT_MESSAGES } from './validation';

let c: CheckoutTest;
beforeAll(async () => { c = await createCheckoutTest(); });
afterAll(async () => { await c.t.close(); });

const SERVICE_FEE = 99;
const HST = 13;

/** The product tax the default cart's line prices include, in base cents. */
function productTaxCents() {
  return defaultItems(c.f).flatMap((item) => [item, ...(item.addons ?? [])])
    .reduce((sum, line) => sum + Math.round((line.row.stock.price * line.row.product.tax) / 100) * line.quantity, 0);
}

/** The expected calculation of the default cart in base cents. */
function expected(extra: { delivery?: number; coupon?: number; tips?: number } = {}) {
  const { price, discount, addons } = itemsCents(defaultItems(c.f));
  const tax = Math.round(((price - discount) * HST) / 100);
  const total = price - discount - (extra.coupon ?? 0) + tax + (extra.delivery ?? 0) + SERVICE_FEE + (extra.tips ?? 0);
  return { price, discount, addons, tax, total };
}

describe('POST /dashboard/user/cart/calculate/{id}', () => {
  it('needs a signed-in user', async () => {
    expect((await call(c.t, 'POST', '/dashboard/user/cart/calculate/1', null, { type: 'pickup' })).status).toBe(401);
  });

  it('prices a pickup from the database: subtotal, discounts, HST, service fee, no delivery', async () => {
    const user = await customerWithCart(c);
    const answer = await calculate(c, user, user.cartId, { type: 'pickup' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body.data;
    expect(Object.keys(data).sort()).toEqual([
      'addons_price', 'coupon', 'coupon_price', 'currency_id', 'delivery_fee', 'delivery_type', 'km', 'min_amount', 'price', 'products', 'rate',
      'service_fee', 'shop_id', 'shop_tax', 'tips', 'total_discount', 'total_price', 'total_shop_tax', 'total_tax', 'wallet',
    ]);
    const want = expected();
    const { products: lines, total_tax: totalTax, total_shop_tax: totalShopTax, ...priced } = data;
    expect(totalShopTax).toBe(want.tax / 100);
    expect(totalTax).toBe((productTaxCents() + want.tax) / 100);
    expect(priced).toEqual({
      shop_id: c.f.shopId, delivery_type: 'pickup', currency_id: 1, rate: 1,
      price: want.price / 100, addons_price: want.addons / 100, total_discount: want.discount / 100,
      coupon: null, coupon_price: 0, shop_tax: { title: 'HST', percent: HST, price: want.tax / 100 },
      delivery_fee: 0, km: null, service_fee: SERVICE_FEE / 100, tips: 0, total_price: want.total / 100, min_amount: 15,
      wallet: { price: 0, enough: false },
    });
    // The cart view shows the same subtotal, tax and lines (one line-price function for both).
    const cart = await call(c.t, 'GET', '/dashboard/user/cart', user.token);
    expect(cart.body.data).toMatchObject({ price: data.price, total_discount: data.total_discount, shop_tax: data.shop_tax });
    expect(lines).toEqual(cart.body.data.user_carts[0].cartDetails);
  });

  it('adds the delivery fee for the distance to a point inside the zone: shop price + price_per_km × km', async () => {
    const user = await customerWithCart(c);
    const location = nearBranch(c);
    const km = haversineKm([c.shop.latitude, c.shop.longitude], [location.latitude, location.longitude]);
    const fee = Math.round(c.shop.price + c.shop.pricePerKm * km);
    expect(km).toBeGreaterThan(1);
    const byPoint = await calculate(c, user, user.cartId, { type: 'delivery', location });
    expect(byPoint.body.data).toMatchObject({ delivery_type: 'delivery', km, delivery_fee: fee / 100, total_price: expected({ delivery: fee }).total / 100 });
    // A saved address gives the same.
    const addressId = await saveAddress(c, user, location);
    const byAddress = await calculate(c, user, user.cartId, { type: 'delivery', address_id: addressId });
    expect(byAddress.body.data).toEqual(byPoint.body.data);
  });

  it('refuses a delivery outside the branch\'s zone with ERROR_433', async () => {
    const user = await customerWithCart(c);
    const answer = await calculate(c, user, user.cartId, { type: 'delivery', location: outsideZones });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: false, statusCode: 'ERROR_433', message: DELIVERY_MESSAGES.notInZone });
  });

  it('takes Foodyman\'s address {latitude, longitude}, numbers or numeric strings, as Foodyman clients send it', async () => {
    const user = await customerWithCart(c);
    const location = nearBranch(c);
    const byLocation = await calculate(c, user, user.cartId, { type: 'delivery', location });
    const asStrings = { latitude: String(location.latitude), longitude: String(location.longitude) };
    const byAddress = await calculate(c, user, user.cartId, { address: asStrings, type: 'delivery', currency_id: 1 });
    expect(byAddress.status, JSON.stringify(byAddress.body)).toBe(200);
    expect(byAddress.body.data).toEqual(byLocation.body.data);
    expect((await calculate(c, user, user.cartId, { type: 'delivery', address: location })).body.data).toEqual(byLocation.body.data);
    expectFieldError(await calculate(c, user, user.cartId, { type: 'delivery', address: { latitude: '91', longitude: '0' } }), 'address.latitude');
    expectFieldError(await calculate(c, user, user.cartId, { type: 'delivery', address: { latitude: 'north', longitude: '0' } }), 'address.latitude');
    const outside = await calculate(c, user, user.cartId, { type: 'delivery', address: outsideZones });
    expect(outside.body).toMatchObject({ statusCode: 'ERROR_433' });
  });

  it('needs a destination for a delivery, in range', async () => {
    const user = await customerWithCart(c);
    expectFieldError(await calculate(c, user, user.cartId, { type: 'delivery' }), 'location');
    expectFieldError(await calculate(c, user, user.cartId, { type: 'delivery', location: { latitude: 91, longitude: 0 } }), 'location.latitude');
    expectFieldError(await calculate(c, user, user.cartId, { type: 'dine_in' }), 'type');
  });

  it('answers 404 for someone else\'s address or cart and an unknown cart; 400 for an empty cart', async () => {
    const user = await customerWithCart(c);
    const other = await customerWithCart(c);
    const othersAddress = await saveAddress(c, other);
    expect((await calculate(c, user, user.cartId, { type: 'delivery', address_id: othersAddress })).status).toBe(404);
    expect((await calculate(c, user, user.cartId, { type: 'delivery', address_id: 99_999_999 })).status).toBe(404);
    expect((await calculate(c, user, other.cartId, { type: 'pickup' })).body).toMatchObject({ statusCode: 'ERROR_404' });
    expect((await calculate(c, user, 2_147_483_647, { type: 'pickup' })).status).toBe(404);
    const empty = await newCustomer(c.t);
    const opened = await call(c.t, 'POST', '/dashboard/user/cart/open', empty.token, { shop_id: c.f.shopId });
    expectFieldError(await calculate(c, empty, opened.body.data.id, { type: 'pickup' }), 'cart', CHECKOUT_MESSAGES.cartEmpty);
  });

  it('adds tips given in the requested currency, 0..100; anything else is a 400 on tips', async () => {
    const user = await customerWithCart(c);
    const tipped = await calculate(c, user, user.cartId, { type: 'pickup', tips: 5 });
    expect(tipped.body.data).toMatchObject({ tips: 5, total_price: expected({ tips: 500 }).total / 100 });
    for (const tips of [-1, 100.01, 1e300, 'lots']) expectFieldError(await calculate(c, user, user.cartId, { type: 'pickup', tips }), 'tips');
    expect((await calculate(c, user, user.cartId, { type: 'pickup', tips: 100 })).status).toBe(200);
  });

  it('converts every amount into the requested currency (tips are in that currency)', async () => {
    const user = await customerWithCart(c);
    const { eur } = c.f;
    const answer = await calculate(c, user, user.cartId, { type: 'pickup', tips: 5, currency_id: eur.id });
    const tips = Math.round(500 / eur.rate);
    const want = expected({ tips });
    expect(answer.body.data).toMatchObject({
      currency_id: eur.id, rate: eur.rate, price: toMoney(want.price, eur.rate), tips: 5, service_fee: toMoney(SERVICE_FEE, eur.rate),
      total_price: toMoney(want.total, eur.rate), min_amount: toMoney(1500, eur.rate),
    });
    expect((await calculate(c, user, user.cartId, { type: 'pickup' }, `?currency_id=${eur.id}`)).body.data.rate).toBe(eur.rate);
  });

  it('includes every member\'s lines of a group order', async () => {
    const owner = await customerWithCart(c);
    const alone = (await calculate(c, owner, owner.cartId, { type: 'pickup' })).body.data;
    const guestItem = { row: c.f.stocks[1], quantity: 3 };
    await addGuest(c, owner, owner.cartId, [guestItem]);
    const together = (await calculate(c, owner, owner.cartId, { type: 'pickup' })).body.data;
    expect(together.price * 100).toBeCloseTo(alone.price * 100 + itemsCents([guestItem]).price, 6);
  });

  it('ignores prices, fees and totals a client sends', async () => {
    const user = await customerWithCart(c);
    const honest = await calculate(c, user, user.cartId, { type: 'pickup' });
    const tampered = await calculate(c, user, user.cartId, {
      type: 'pickup', price: 0, total_price: 0.01, delivery_fee: 0, service_fee: 0, shop_tax: { price: 0 }, total_discount: 999,
      coupon_price: 999, rate: 100, km: 0,
    });
    expect(tampered.body).toEqual({ ...honest.body, timestamp: tampered.body.timestamp });
  });

  it('refuses a line whose product left the menu', async () => {
    const user = await customerWithCart(c);
    const productId = c.f.stocks[0].product.id;
    await c.t.database.db.update(products).set({ active: false }).where(eq(products.id, productId));
    try {
      expectFieldError(await calculate(c, user, user.cartId, { type: 'pickup' }), `stocks.${c.f.stocks[0].stock.id}`, CHECKOUT_MESSAGES.unavailable);
    } finally {
      await c.t.database.db.update(products).set({ active: true }).where(eq(products.id, productId));
    }
  });
});

describe('the wallet in the calculation', () => {
  it('tells the balance and whether it covers the total, exactly at the total and a cent short', async () => {
    const user = await customerWithCart(c);
    const total = expected().total;
    await setWallet(c, user.id, total);
    expect((await calculate(c, user, user.cartId, { type: 'pickup' })).body.data.wallet).toEqual({ price: total / 100, enough: true });
    await setWallet(c, user.id, total - 1);
    expect((await calculate(c, user, user.cartId, { type: 'pickup' })).body.data.wallet).toEqual({ price: (total - 1) / 100, enough: false });
    // A tip raises the total above the balance that covered it.
    await setWallet(c, user.id, total);
    expect((await calculate(c, user, user.cartId, { type: 'pickup', tips: 1 })).body.data.wallet.enough).toBe(false);
  });

  it('agrees with placing the order: refused when not enough, paid when enough', async () => {
    const user = await customerWithCart(c);
    const total = expected().total;
    await setWallet(c, user.id, total - 1);
    expect((await calculate(c, user, user.cartId, { type: 'pickup' })).body.data.wallet.enough).toBe(false);
    const order = { cart_id: user.cartId, delivery_type: 'pickup', payment_type: 'wallet' };
    expect((await placeOrder(c, user, order)).body).toMatchObject({ statusCode: 'ERROR_109' });
    await setWallet(c, user.id, total);
    expect((await calculate(c, user, user.cartId, { type: 'pickup' })).body.data.wallet.enough).toBe(true);
    expect((await placeOrder(c, user, order)).status).toBe(200);
  });

  it('shows the balance in the requested currency', async () => {
    const user = await customerWithCart(c);
    const { eur } = c.f;
    await setWallet(c, user.id, 100_00);
    const answer = await calculate(c, user, user.cartId, { type: 'pickup', currency_id: eur.id });
    expect(answer.body.data.wallet).toEqual({ price: toMoney(100_00, eur.rate), enough: true });
  });
});

describe('coupons in the calculation', () => {
  const insertCoupon = async (values: Partial<typeof coupons.$inferInsert> & { name: string }) => {
    await c.t.database.db.insert(coupons).values({ type: 'fix', price: 100, ...values });
  };

  it('takes a percent coupon off what the lines cost, and a fixed one in cents (any case)', async () => {
    const user = await customerWithCart(c);
    const { price, discount } = expected();
    const percent = Math.round(((price - discount) * 10) / 100);
    const welcome = await calculate(c, user, user.cartId, { type: 'pickup', coupon: 'welcome10' });
    expect(welcome.body.data).toMatchObject({ coupon: 'WELCOME10', coupon_price: percent / 100, total_price: expected({ coupon: percent }).total / 100 });
    const five = await calculate(c, user, user.cartId, { type: 'pickup', coupon: ' FIVEOFF ' });
    expect(five.body.data).toMatchObject({ coupon: 'FIVEOFF', coupon_price: 5, total_price: expected({ coupon: 500 }).total / 100 });
    // An empty code is no coupon.
    expect((await calculate(c, user, user.cartId, { type: 'pickup', coupon: '' })).body.data.coupon).toBeNull();
  });

  it('never takes off more than the lines cost', async () => {
    await insertCoupon({ name: 'HUGE', price: 1_000_00 });
    const user = await customerWithCart(c);
    const { price, discount, tax } = expected();
    const answer = await calculate(c, user, user.cartId, { type: 'pickup', coupon: 'HUGE' });
    expect(answer.body.data).toMatchObject({ coupon_price: (price - discount) / 100, total_price: (tax + SERVICE_FEE) / 100 });
  });

  it.each<[string, string, (() => Partial<typeof coupons.$inferInsert>) | undefined]>([
    ['an unknown', 'NOPE', undefined],
    ['an expired', 'OLD', () => ({ expiredAt: new Date(2029, 0, 1) })],
    ['an inactive', 'OFF', () => ({ active: false })],
    ['a used-up', 'GONE', () => ({ qty: 0 })],
    ['another branch\'s', 'ELSEWHERE', () => ({ shopId: c.f.otherShopId })],
  ])('refuses %s coupon with ERROR_250 on coupon', async (_name, code, values) => {
    if (values) await insertCoupon({ name: code, ...values() });
    const user = await customerWithCart(c);
    expectCodedError(await calculate(c, user, user.cartId, { type: 'pickup', coupon: code }), 'ERROR_250', CHECKOUT_MESSAGES.couponInvalid, 'coupon');
  });

  it('accepts a coupon of this branch that has uses left and expires later', async () => {
    await insertCoupon({ name: 'HERE', shopId: c.f.shopId, qty: 2, expiredAt: new Date(2030, 0, 8) });
    const user = await customerWithCart(c);
    expect((await calculate(c, user, user.cartId, { type: 'pickup', coupon: 'HERE' })).body.data.coupon_price).toBe(1);
  });
});
