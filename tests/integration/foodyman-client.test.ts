// A Foodyman multi-vendor web client against the real stack: every request exactly as such a
// client sends it (paths under /api/v1, `lang` on every call, bracket and encoded query forms,
// string coordinates), checked for status and shape; then the same data through the gateway.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { freshAddress, newCustomer, type Customer } from '../support/accounts';
import { emailedLink, smsCode } from '../support/sms';
import { graphql } from '../support/graphql';
import { fillDowntownCart } from '../support/orders';

const apiUrl = inject('apiUrl');
const gatewayUrl = inject('gatewayUrl');
const webUrl = inject('webUrl');
const DOWNTOWN = 502;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The client's request: `lang` added to the query, the bearer token when signed in. */
async function client(method: string, path: string, token: string | null = null, body?: unknown): Promise<{ status: number; body: Json }> {
  const url = `${apiUrl}${path}${path.includes('?') ? '&' : '?'}lang=en`;
  const res = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const PAGE = { data: expect.any(Array), links: expect.any(Object), meta: expect.objectContaining({ current_page: 1, total: expect.any(Number) }) };

let token: string;
let customer: Customer;
beforeAll(async () => {
  customer = await newCustomer('Farah', { confirmEmail: false });
  token = customer.token;
});

/** A picture's URL answers the picture. */
async function expectLoads(url: string) {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type'), url).toMatch(/^image\//);
}

/** Places an order from a new Downtown cart as the client does: no payment_type (the payment step follows). */
async function placeOrder(): Promise<number> {
  const cartId = await fillDowntownCart(token);
  const placed = await client('POST', '/dashboard/user/orders', token, { cart_id: cartId, shop_id: DOWNTOWN, currency_id: 1, delivery_type: 'pickup' });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body.data.id;
}

describe('a Foodyman web client, request by request', () => {
  it('1. reads a shop page\'s menu, its categories and the category lists', async () => {
    const menu = await client('GET', `/rest/shops/${DOWNTOWN}/products?currency_id=1`);
    expect(menu.status).toBe(200);
    expect(menu.body.data).toEqual({ recommended: expect.any(Array), all: expect.any(Array) });
    expect(menu.body.data.all[0]).toMatchObject({ id: expect.any(Number), translation: { title: expect.any(String) }, products: expect.any(Array) });
    expect(menu.body.data.all[0].products[0]).toMatchObject({ uuid: expect.any(String), stock: { id: expect.any(Number) } });
    const categories = await client('GET', `/rest/shops/${DOWNTOWN}/categories?active=1&status=published&page=1&perPage=10`);
    expect(categories.status).toBe(200);
    expect(categories.body).toMatchObject(PAGE);
    expect(categories.body.data.map((category: Json) => category.id)).toEqual(menu.body.data.all.slice(0, 10).map((category: Json) => category.id));
    for (const type of ['shop', 'main', 'receipt']) {
      const list = await client('GET', `/rest/categories/paginate?perPage=20&type=${type}`);
      expect(list.status, type).toBe(200);
      expect(list.body).toMatchObject(PAGE);
    }
  });

  it('2. prices the cart for a delivery to address {latitude, longitude} sent as strings, with its taxes and lines', async () => {
    const cartId = await fillDowntownCart(token);
    const calculated = await client('POST', `/dashboard/user/cart/calculate/${cartId}`, token,
      { address: { latitude: '43.6532', longitude: '-79.3832' }, type: 'delivery', currency_id: 1 });
    expect(calculated.status, JSON.stringify(calculated.body)).toBe(200);
    const data = calculated.body.data;
    expect(data).toMatchObject({ delivery_type: 'delivery', total_tax: expect.any(Number), total_shop_tax: expect.any(Number), km: expect.any(Number) });
    expect(data.total_tax).toBeGreaterThan(0);
    expect(data.products[0]).toMatchObject({ id: expect.any(Number), quantity: expect.any(Number), price: expect.any(Number), stock: expect.any(Object) });
  });

  it('3. lists the payment methods and pays a placed order by cash; the wallet step refuses a short wallet', async () => {
    const payments = await client('GET', '/rest/payments');
    expect(payments.status).toBe(200);
    expect(payments.body.data).toEqual([
      { id: 1, tag: 'cash', input: 1, sandbox: false, active: true }, { id: 2, tag: 'wallet', input: 2, sandbox: false, active: true },
    ]);
    const orderId = await placeOrder();
    const cash = await client('POST', `/payments/order/${orderId}/transactions`, token, { payment_sys_id: 1 });
    expect(cash.status, JSON.stringify(cash.body)).toBe(200);
    expect(cash.body.data).toMatchObject({ id: orderId, transaction: { status: 'progress', payment_system: { tag: 'cash' } } });
    const wallet = await client('POST', `/payments/order/${orderId}/transactions`, token, { payment_sys_id: 2 });
    expect(wallet.status).toBe(400);
    expect(wallet.body).toMatchObject({ status: false, statusCode: 'ERROR_109', params: { payment_sys_id: ['Insufficient wallet balance'] } });
  });

  it('4. lists active and history orders apart with statuses[] (bracket and encoded forms)', async () => {
    const canceled = await placeOrder();
    expect((await client('POST', `/dashboard/user/orders/${canceled}/status/change?status=canceled`, token)).status).toBe(200);
    const active = await placeOrder();
    const activeTab = await client('GET', '/dashboard/user/orders/paginate?page=1&perPage=10&statuses[0]=new&statuses[1]=accepted&statuses[2]=ready&statuses[3]=on_a_way', token);
    expect(activeTab.status).toBe(200);
    expect(activeTab.body).toMatchObject(PAGE);
    const activeIds = activeTab.body.data.map((order: Json) => order.id);
    expect(activeIds).toContain(active);
    expect(activeIds).not.toContain(canceled);
    const historyTab = await client('GET', '/dashboard/user/orders/paginate?page=1&perPage=10&statuses%5B0%5D=delivered&statuses%5B1%5D=canceled', token);
    expect(historyTab.body.data.map((order: Json) => order.id)).toEqual([canceled]);
  });

  it('5. gets full image URLs on the storefront\'s public origin, that load', async () => {
    const images = `${new URL(webUrl).origin}/storage/images/`;
    const menu = await client('GET', `/rest/shops/${DOWNTOWN}/products?currency_id=1`);
    const img: string = menu.body.data.all[0].products[0].img;
    expect(img.startsWith(`${images}products/`)).toBe(true);
    await expectLoads(img);
    const shop = await client('GET', '/rest/main-shop');
    expect(shop.body.data.logo_img).toBe(`${images}shops/logo.svg`);
    const galleries = await client('GET', '/rest/main-shop/galleries');
    expect(galleries.body.data.galleries[0].base_path).toBe(images);
    await expectLoads(`${galleries.body.data.galleries[0].base_path}${galleries.body.data.galleries[0].path}`);
  });

  it('6. reads the profile with each notification type\'s notification.active and the wallet', async () => {
    const profile = await client('GET', '/dashboard/user/profile/show', token);
    expect(profile.status).toBe(200);
    expect(profile.body.data.notifications).toHaveLength(7);
    expect(profile.body.data.notifications[0]).toMatchObject({ id: 1, type: 'new_order', notification: { notification_id: 1, active: true } });
    expect(profile.body.data.wallet).toMatchObject({ price: expect.any(Number), symbol: '$' });
  });

  it('7. reads the blog with created_at', async () => {
    const blogs = await client('GET', '/rest/blogs/paginate');
    expect(blogs.status).toBe(200);
    expect(blogs.body.data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/);
  });

  it('8. lists a shop\'s pickup branches', async () => {
    const branches = await client('GET', `/rest/branches?shop_id=${DOWNTOWN}&page=1&perPage=10`);
    expect(branches.status).toBe(200);
    expect(branches.body).toMatchObject(PAGE);
    expect(branches.body.data[0]).toMatchObject({
      id: DOWNTOWN, shop_id: DOWNTOWN, address: { address: expect.any(String) }, location: { latitude: expect.any(Number) },
      translation: { title: 'Downtown' }, shop: { id: DOWNTOWN },
    });
  });

  it('9. tells restaurants from shops', async () => {
    const restaurants = await client('GET', '/rest/shops/paginate?type=restaurant');
    const shops = await client('GET', '/rest/shops/paginate?type=shop');
    expect(restaurants.status).toBe(200);
    expect(restaurants.body.data.length).toBeGreaterThan(0);
    expect(shops.body.data).toEqual([]);
  });

  it('10. reads the home content: banners, a banner with its products, banner ads, stories (a raw array), recommended shops', async () => {
    const banners = await client('GET', '/rest/banners/paginate');
    expect(banners.status).toBe(200);
    expect(banners.body).toMatchObject(PAGE);
    const [first] = banners.body.data;
    expect(first).toMatchObject({ id: expect.any(Number), img: expect.stringMatching(/^http:\/\/.+\/storage\/images\/banners\//), translation: { title: 'Pizza night' }, products: [] });
    await expectLoads(first.img);
    const one = await client('GET', `/rest/banners/${first.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.products.length).toBe(first.products_count);
    expect(one.body.data.products[0]).toMatchObject({ uuid: expect.any(String), stock: { id: expect.any(Number) } });
    const ads = await client('GET', '/rest/banners-ads?perPage=6');
    expect(ads.status).toBe(200);
    expect(ads.body).toMatchObject({ ...PAGE, meta: expect.objectContaining({ per_page: 6 }) });
    expect(ads.body.data.every((banner: Json) => banner.type === 'ad')).toBe(true);
    const stories = await client('GET', '/rest/stories/paginate');
    expect(stories.status).toBe(200);
    expect(Array.isArray(stories.body)).toBe(true);
    expect(stories.body[0][0]).toMatchObject({ shop_id: expect.any(Number), title: expect.any(String), url: expect.stringMatching(/^http/) });
    const recommended = await client('GET', '/rest/shops/recommended');
    expect(recommended.status).toBe(200);
    expect(recommended.body.data).toEqual(expect.any(Array));
  });

  it('11. sets the profile currency, and verifies the e-mail address with the link the resend e-mails', async () => {
    const currencies = await client('GET', '/rest/currencies/active');
    const other = currencies.body.data.at(-1).id;
    const updated = await client('PUT', '/dashboard/user/profile/update', token, { currency_id: other });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    // The sign-up's address waits for its link: until then the account has none.
    expect((await client('GET', '/dashboard/user/profile/show', token)).body.data)
      .toMatchObject({ currency_id: other, email: null, pending_email: customer.email, email_verified_at: null });
    expect((await client('PUT', '/dashboard/user/profile/update', token, { currency_id: 999 })).body.params).toEqual({ currency_id: ['The selected currency id is invalid.'] });

    const resent = await client('POST', '/auth/resend-verify', null, { email: customer.email });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ status: true, data: null });
    const link = await emailedLink(customer.email);
    const hash = link.split('/').at(-1)!;
    const verified = await client('GET', `/auth/verify/${hash}`, token);
    expect(verified.status).toBe(200);
    expect(verified.body.data).toEqual({ email: customer.email });
    expect((await client('GET', '/dashboard/user/profile/show', token)).body.data)
      .toMatchObject({ email: customer.email, pending_email: null, email_verified_at: expect.stringMatching(/Z$/) });
    expect((await client('GET', `/auth/verify/${hash}`, token)).status).toBe(404);
  });

  it('11. asks for a new phone with the phone in the query string, once the current password is proven, and confirms it with the code texted to it', async () => {
    const phone = `1437${String(Date.now()).slice(-7)}`;
    const put = (body: Json) => fetch(`${apiUrl}/dashboard/user/profile/update?phone=${phone}&lang=en`, {
      // From an address of its own: codes sent are throttled per address, and other tests text too.
      method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...freshAddress() }, body: JSON.stringify(body),
    });
    // Foodyman client sends an empty body: a stolen session must not move the account's recovery number.
    const unproven = await put({});
    expect(unproven.status).toBe(400);
    expect(((await unproven.json()) as Json).params).toEqual({ old_password: ['Required'] });
    const res = await put({ old_password: customer.password });
    expect(res.status).toBe(200);
    // The number waits for its code: until then the account keeps its own.
    const asked = (await res.json()) as Json;
    expect(asked.data).toMatchObject({ phone: expect.stringMatching(/^1647/), pending_phone: phone, firstname: 'Farah' });
    const confirmed = await client('POST', '/dashboard/user/profile/phone/verify', token, { verifyId: asked.phone_code.verifyId, verifyCode: await smsCode(phone) });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({ phone, pending_phone: null, phone_verified_at: expect.stringMatching(/Z$/) });
  });

  it('12. is sent to sign in (401) by any /dashboard path without a token', async () => {
    for (const path of ['/dashboard/user/profile/show', '/dashboard/user/no-such-page', '/dashboard/user/orders/paginate?statuses[0]=new']) {
      const answer = await client('GET', path);
      expect(answer.status, path).toBe(401);
      expect(answer.body).toMatchObject({ status: false, statusCode: 'ERROR_100' });
    }
  });
});

/** The Foodyman client's choice of payment methods: `admin` → `GET /rest/payments`, else the shop's `shop_payments`. */
async function paymentMethods(shopId: number): Promise<Json[]> {
  const settings = await client('GET', '/rest/settings');
  const paymentType = settings.body.data.find((setting: Json) => setting.key === 'payment_type')?.value;
  if (paymentType === 'admin') return (await client('GET', '/rest/payments')).body.data;
  return (await client('GET', `/rest/shops/${shopId}`)).body.data.shop_payments.map((row: Json) => row.payment);
}

/** The body the client's checkout posts: its form values, the address as an object, no payment_type. */
const checkoutBody = (cartId: number, address: unknown) => ({
  cart_id: cartId, shop_id: DOWNTOWN, currency_id: 1, rate: 1, delivery_type: 'delivery', notes: {},
  location: { latitude: '43.6532', longitude: '-79.3832' }, address,
});

/** The orders page's two requests (qs.stringify of its payload): active orders, then the history. */
const ORDERS_PAGE = 'currency_id=1&order_statuses=true&perPage=10&column=id&sort=desc&locale=en';
const ACTIVE_TAB = `${ORDERS_PAGE.replace('perPage=10', 'perPage=100')}&statuses%5B0%5D=new&statuses%5B1%5D=accepted&statuses%5B2%5D=ready&statuses%5B3%5D=on_a_way`;
const HISTORY_TAB = `${ORDERS_PAGE}&page=1&statuses%5B0%5D=delivered&statuses%5B1%5D=canceled`;

describe('what a Foodyman customer web client needs to order, request by request', () => {
  it('1. finds the payment methods: payment_type is admin, so GET /rest/payments; a shop carries shop_payments too', async () => {
    const settings = await client('GET', '/rest/settings');
    expect(settings.status).toBe(200);
    const byKey = Object.fromEntries(settings.body.data.map((setting: Json) => [setting.key, setting.value]));
    expect(byKey).toMatchObject({ payment_type: 'admin', payment_methods: 'cash,wallet' });
    const payments = await client('GET', '/rest/payments');
    expect(payments.body.data.map((payment: Json) => payment.tag)).toEqual(['cash', 'wallet']);
    const shop = await client('GET', `/rest/shops/${DOWNTOWN}`);
    expect(shop.body.data.shop_payments).toEqual(payments.body.data.map((payment: Json) => ({ id: payment.id, shop_id: DOWNTOWN, status: true, payment })));
  });

  it('2. places an order whose address is an object, and refuses a malformed one on its field', async () => {
    const cartId = await fillDowntownCart(token);
    const bad = await client('POST', '/dashboard/user/orders', token, checkoutBody(cartId, { address: '220 Yonge St, Toronto', office: '', house: '', floor: 'x'.repeat(101) }));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: false, statusCode: 'ERROR_400', params: { 'address.floor': ['The address.floor may not be greater than 100 characters.'] } });
    const badType = await client('POST', '/dashboard/user/orders', token, checkoutBody(cartId, { address: '220 Yonge St, Toronto', house: { number: 220 } }));
    expect(badType.body.params).toEqual({ 'address.house': ['must be string or null'] });
    const placed = await client('POST', '/dashboard/user/orders', token,
      checkoutBody(cartId, { address: '220 Yonge St, Toronto', office: '', house: '', floor: '' }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data).toMatchObject({
      status: 'new', delivery_type: 'delivery', payment_type: 'cash',
      address: { address: '220 Yonge St, Toronto', office: null, house: null, floor: null },
    });
  });

  it('3. lists its orders with the flag order_statuses=true beside statuses[]', async () => {
    const active = await placeOrder();
    const exact = await client('GET', '/dashboard/user/orders/paginate?page=1&perPage=10&order_statuses=true&statuses[0]=new&statuses[1]=accepted&statuses[2]=ready&statuses[3]=on_a_way', token);
    expect(exact.status, JSON.stringify(exact.body)).toBe(200);
    expect(exact.body).toMatchObject(PAGE);
    expect(exact.body.data.map((order: Json) => order.id)).toContain(active);
    const activeTab = await client('GET', `/dashboard/user/orders/paginate?${ACTIVE_TAB}`, token);
    expect(activeTab.status).toBe(200);
    expect(activeTab.body.data.map((order: Json) => order.id)).toContain(active);
    const historyTab = await client('GET', `/dashboard/user/orders/paginate?${HISTORY_TAB}`, token);
    expect(historyTab.status).toBe(200);
    expect(historyTab.body.data.every((order: Json) => ['delivered', 'canceled'].includes(order.status))).toBe(true);
  });

  it('4. reads the wallet history with each movement\'s author', async () => {
    const topUp = await client('POST', '/payments/wallet/payment/top-up', token, { price: 5 });
    expect(topUp.status, JSON.stringify(topUp.body)).toBe(200);
    const history = await client('GET', '/dashboard/user/wallet/histories?page=1&currency_id=1', token);
    expect(history.status).toBe(200);
    expect(history.body.data.length).toBeGreaterThan(0);
    for (const row of history.body.data) expect(row.author).toEqual({ id: expect.any(Number), firstname: 'Farah', lastname: '', img: null });
  });

  it('5. reads plain FAQ and recipe texts, no shop categories, the welcome page and its translation keys', async () => {
    const faqs = await client('GET', '/rest/faqs/paginate?perPage=100');
    expect(faqs.status).toBe(200);
    expect(faqs.body.data.some((faq: Json) => /<\w/.test(faq.translation.answer))).toBe(false);
    expect(faqs.body.data[0].translation.answer_html).toMatch(/^<p>/);
    const recipes = await client('GET', '/rest/receipts/paginate?perPage=1');
    expect(recipes.body.data[0].translation.description).not.toMatch(/<\w/);
    expect(recipes.body.data[0].translation.description_html).toMatch(/^<p>/);
    // One restaurant's branches are not sorted into kinds of shop: none, as documented.
    const shopCategories = await client('GET', '/rest/categories/paginate?type=shop');
    expect(shopCategories.status).toBe(200);
    expect(shopCategories.body).toMatchObject({ data: [], meta: { total: 0 } });
    const welcome = await client('GET', '/rest/landing-pages/welcome');
    expect(welcome.status).toBe(200);
    expect(welcome.body.data).toMatchObject({ type: 'welcome', data: { title: { en: 'Storefront Kitchen' }, features: expect.any(Array) } });
    await expectLoads(welcome.body.data.data.img);
    for (const lang of ['en', 'fr', 'ar']) {
      const res = await fetch(`${apiUrl}/rest/translations/paginate?lang=${lang}`);
      const strings = ((await res.json()) as Json).data;
      for (const key of ['new.items.with.discount', 'sender', 'transaction.id', 'wallet.history', 'choose.payment.method', 'active.orders',
        'order.history', 'no.orders.found']) {
        expect(strings[key], `${lang} ${key}`).toEqual(expect.any(String));
      }
    }
  });
});

describe('a Foodyman-shaped checkout through the api', () => {
  it('finds the payment methods as the client does, places a delivery with an address object paid in cash, lists it, reads the wallet', async () => {
    const buyer = await newCustomer('Noor');
    // The payment methods, the client's way; cash is its default.
    const methods = await paymentMethods(DOWNTOWN);
    const cash = methods.find((payment) => payment.tag === 'cash');
    expect(cash).toMatchObject({ id: expect.any(Number), active: true });
    // The cart, priced for the point, then the order without payment_type and the cash transaction.
    const cartId = await fillDowntownCart(buyer.token);
    const priced = await client('POST', `/dashboard/user/cart/calculate/${cartId}`, buyer.token,
      { address: { latitude: '43.6532', longitude: '-79.3832' }, type: 'delivery', currency_id: 1 });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    const placed = await client('POST', '/dashboard/user/orders', buyer.token,
      checkoutBody(cartId, { address: '220 Yonge St, Toronto', office: 'Suite 4', house: '', floor: '12' }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = placed.body.data;
    expect(order.total_price).toBe(priced.body.data.total_price);
    expect(order.address).toMatchObject({ address: '220 Yonge St, Toronto', office: 'Suite 4', house: null, floor: '12' });
    const paid = await client('POST', `/payments/order/${order.id}/transactions`, buyer.token, { payment_sys_id: cash!.id });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ id: order.id, payment_type: 'cash', transaction: { status: 'progress', payment_system: { tag: 'cash' } } });
    // The orders page: the order in the active tab, by status.
    const activeTab = await client('GET', `/dashboard/user/orders/paginate?${ACTIVE_TAB}`, buyer.token);
    expect(activeTab.status).toBe(200);
    expect(activeTab.body.data.map((listed: Json) => [listed.id, listed.status])).toEqual([[order.id, 'new']]);
    expect((await client('GET', `/dashboard/user/orders/paginate?${HISTORY_TAB}`, buyer.token)).body.data).toEqual([]);
    // The wallet page: each movement with its author.
    expect((await client('POST', '/payments/wallet/payment/top-up', buyer.token, { price: 10 })).status).toBe(200);
    const wallet = await client('GET', '/dashboard/user/wallet/histories?page=1&currency_id=1', buyer.token);
    expect(wallet.status).toBe(200);
    expect(wallet.body.data.map((row: Json) => [row.type, row.author.firstname])).toEqual([['topup', 'Noor']]);
  });
});

describe('the storefront itself', () => {
  it('server-renders the home page with its banners, their pictures and the menu\'s as full URLs of the browser\'s origin', async () => {
    // A first render warms the gateway and the api up (a render slower than 5 s is sent unrendered).
    await fetch(`${webUrl}/`);
    const html = await (await fetch(`${webUrl}/`)).text();
    expect(html).toContain('data-testid="home-banners"');
    const sources = [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1].replaceAll('&amp;', '&'));
    const banner = sources.find((src) => src.includes('/storage/images/banners/'));
    expect(banner?.startsWith(`${new URL(webUrl).origin}/storage/images/`)).toBe(true);
    expect(sources.filter((src) => src.includes('/storage/images/')).every((src) => src.startsWith(new URL(webUrl).origin))).toBe(true);
    await expectLoads(banner!);
  });
});

describe('the same through the gateway', () => {
  it('serves the new operations and fields', async () => {
    const headers = { authorization: `Bearer ${token}` };
    const answer = await graphql<Json>(gatewayUrl, `query {
      shopMenu(id: ${DOWNTOWN}) { recommended { uuid } all { id products { uuid } } }
      shopCategories(id: ${DOWNTOWN}, perPage: 10) { items { id products_count } pageInfo { total } }
      contentCategories(type: main, perPage: 20) { items { id items_count } }
      pickupBranches(shop_id: ${DOWNTOWN}) { items { id shop_id address { address } shop { id } } }
      paymentSystems { id tag }
      news { items { created_at } }
      restaurants: branches(type: restaurant) { items { id } }
      orders(statuses: [new, accepted, ready, on_a_way]) { items { id status } }
      profile { currency_id wallet { price } notifications { id type notification { active } } }
      banners(perPage: 6) { items { id img translation { title } } }
      bannerAds(perPage: 6) { items { id } }
      stories { shop_id url }
      recommendedShops { id }
    }`, { headers });
    expect(answer.errors).toBeUndefined();
    const data = answer.data!;
    expect(data.shopMenu.all.length).toBeGreaterThan(0);
    expect(data.shopCategories.pageInfo.total).toBeGreaterThan(0);
    expect(data.pickupBranches.items).toEqual([{ id: DOWNTOWN, shop_id: DOWNTOWN, address: { address: expect.any(String) }, shop: { id: DOWNTOWN } }]);
    expect(data.paymentSystems.map((payment: Json) => payment.tag)).toEqual(['cash', 'wallet']);
    expect(data.orders.items.every((order: Json) => ['new', 'accepted', 'ready', 'on_a_way'].includes(order.status))).toBe(true);
    expect(data.profile.notifications).toHaveLength(7);
    expect(data.banners.items[0].translation.title).toBe('Pizza night');
    // Whoever calls, pictures are on the storefront's public origin, and load there.
    expect(data.banners.items[0].img).toBe(`${new URL(webUrl).origin}/storage/images/banners/pizza-night.svg`);
    await expectLoads(data.banners.items[0].img);
    expect(data.bannerAds.items.length).toBeGreaterThan(0);
    expect(data.stories[0][0].url).toMatch(/^http/);
  });

  it('answers a banner with its products', async () => {
    const list = await graphql<Json>(gatewayUrl, '{ banners { items { id } } }');
    const answer = await graphql<Json>(gatewayUrl, `{ banner(id: ${list.data!.banners.items[0].id}, shop_id: ${DOWNTOWN}) { products { uuid shop_id } } }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.banner.products.map((product: Json) => product.shop_id)).toEqual([DOWNTOWN, DOWNTOWN, DOWNTOWN]);
  });

  it('prices a cart for Foodyman\'s address and pays an order', async () => {
    const headers = { authorization: `Bearer ${token}` };
    const cartId = await fillDowntownCart(token);
    const priced = await graphql<Json>(gatewayUrl, `mutation Price($input: CalculateCartInput!) {
      calculateCart(id: ${cartId}, input: $input) { total_tax total_shop_tax products { id price } } }`,
    { headers, variables: { input: { type: 'delivery', address: { latitude: 43.6532, longitude: -79.3832 } } } });
    expect(priced.errors).toBeUndefined();
    expect(priced.data!.calculateCart.products.length).toBeGreaterThan(0);
    const orderId = await placeOrder();
    const paid = await graphql<Json>(gatewayUrl, `mutation Pay($input: PayOrderInput!) { payOrder(id: ${orderId}, input: $input) { id transaction { status } } }`,
      { headers, variables: { input: { payment_sys_id: 1 } } });
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.payOrder).toEqual({ id: orderId, transaction: { status: 'progress' } });
  });
});
