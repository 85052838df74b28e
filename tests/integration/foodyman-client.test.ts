// A Foodyman multi-vendor web client against the real stack: every request exactly as such a
// client sends it (paths under /api/v1, `lang` on every call, bracket and encoded query forms,
// string coordinates), checked for status and shape; then the same data through the gateway.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newCustomer } from '../support/accounts';
import { graphql } from '../support/graphql';
import { fillDowntownCart } from '../support/orders';

const apiUrl = inject('apiUrl');
const gatewayUrl = inject('gatewayUrl');
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
beforeAll(async () => { token = (await newCustomer('Farah')).token; });

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

  it('11. updates the phone with an empty body and the phone in the query string', async () => {
    const phone = `1437${String(Date.now()).slice(-7)}`;
    const res = await fetch(`${apiUrl}/dashboard/user/profile/update?phone=${phone}&lang=en`, {
      method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).data).toMatchObject({ phone, firstname: 'Farah' });
  });

  it('12. is sent to sign in (401) by any /dashboard path without a token', async () => {
    for (const path of ['/dashboard/user/profile/show', '/dashboard/user/no-such-page', '/dashboard/user/orders/paginate?statuses[0]=new']) {
      const answer = await client('GET', path);
      expect(answer.status, path).toBe(401);
      expect(answer.body).toMatchObject({ status: false, statusCode: 'ERROR_100' });
    }
  });
});

describe('the same through the gateway', () => {
  it('serves the new operations and fields', async () => {
    const headers = { authorization: `Bearer ${token}` };
    const answer = await graphql<Json>(gatewayUrl, `query {
      shopMenu(id: ${DOWNTOWN}) { data { recommended { uuid } all { id products { uuid } } } }
      shopCategories(id: ${DOWNTOWN}, perPage: 10) { data { id products_count } meta { total } }
      contentCategories(type: main, perPage: 20) { data { id items_count } }
      pickupBranches(shop_id: ${DOWNTOWN}) { data { id shop_id address { address } shop { id } } }
      paymentSystems { data { id tag } }
      news { data { created_at } }
      restaurants: branches(type: "restaurant") { data { id } }
      orders(statuses: ["new", "accepted", "ready", "on_a_way"]) { data { id status } }
      profile { data { wallet { price } notifications { id type notification { active } } } }
    }`, { headers });
    expect(answer.errors).toBeUndefined();
    const data = answer.data!;
    expect(data.shopMenu.data.all.length).toBeGreaterThan(0);
    expect(data.shopCategories.meta.total).toBeGreaterThan(0);
    expect(data.pickupBranches.data).toEqual([{ id: DOWNTOWN, shop_id: DOWNTOWN, address: { address: expect.any(String) }, shop: { id: DOWNTOWN } }]);
    expect(data.paymentSystems.data.map((payment: Json) => payment.tag)).toEqual(['cash', 'wallet']);
    expect(data.orders.data.every((order: Json) => ['new', 'accepted', 'ready', 'on_a_way'].includes(order.status))).toBe(true);
    expect(data.profile.data.notifications).toHaveLength(7);
  });

  it('prices a cart for the reference\'s address and pays an order', async () => {
    const headers = { authorization: `Bearer ${token}` };
    const cartId = await fillDowntownCart(token);
    const priced = await graphql<Json>(gatewayUrl, `mutation Price($input: CalculateCart_Input) {
      calculateCart(id: ${cartId}, input: $input) { data { total_tax total_shop_tax products { id price } } } }`,
    { headers, variables: { input: { type: 'delivery', address: { latitude: 43.6532, longitude: -79.3832 } } } });
    expect(priced.errors).toBeUndefined();
    expect(priced.data!.calculateCart.data.products.length).toBeGreaterThan(0);
    const orderId = await placeOrder();
    const paid = await graphql<Json>(gatewayUrl, `mutation Pay($input: PayOrder_Input) { payOrder(id: ${orderId}, input: $input) { data { id transaction { status } } } }`,
      { headers, variables: { input: { payment_sys_id: 1 } } });
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.payOrder.data).toEqual({ id: orderId, transaction: { status: 'progress' } });
  });
});
