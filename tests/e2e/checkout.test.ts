import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, newCustomer, tokenOf, type Customer } from '../support/accounts';
import { openPage, submitLogin, useBrowser } from '../support/browser';
import { placePickupOrder } from '../support/orders';

const webUrl = inject('webUrl');
const browser = useBrowser();

type Page1<T> = { data: T[]; meta: { total: number } };
type OrderRow = { id: number; status: string; delivery_type: string; total_price: number };

/** Signs in, adds three of the first dish of the menu and opens checkout from the cart. */
async function toCheckout(page: Page, customer: Customer) {
  await page.goto('/login');
  await submitLogin(page, customer.email, customer.password);
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.locator('main a[href*="product="]').first().click();
  // Three of it: above the branch's minimum order.
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'View cart' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(/\/checkout$/);
}

/** Pickup, as soon as possible, cash: the shortest way to an order. */
async function choosePickup(page: Page) {
  await page.getByRole('radio', { name: 'Pickup' }).check();
  await expect.poll(() => page.getByTestId('price-total').innerText()).toMatch(/\d/);
}

/** The answers to every PlaceOrder the page sends from now on (null for one that failed). */
function placeOrderAnswers(page: Page): Promise<unknown>[] {
  const answers: Promise<unknown>[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes('PlaceOrder')) answers.push(request.response());
  });
  return answers;
}

const ordersOf = (customer: Customer) => api<Page1<OrderRow>>('GET', '/dashboard/user/orders/paginate?perPage=100', customer.token);

describe('checkout in Chromium', () => {
  it('goes from the menu to a placed pickup order whose status follows the kitchen', async () => {
    const customer = await newCustomer('Olivia');
    const { context, page } = await openPage(browser(), webUrl);
    await toCheckout(page, customer);
    await choosePickup(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/orders\/\d+$/);
    await expect.poll(() => page.getByTestId('order-message').innerText()).toBe('Your order is Pending. We confirm your soon.');
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    // The kitchen (staff) accepts it: the open page follows within one polling period.
    const staff = await tokenOf('staff@storefront.test', 'staff-pass-1');
    expect((await api('POST', `/dashboard/staff/orders/${id}/status`, staff, { status: 'accepted' })).status).toBe(200);
    await expect.poll(() => page.getByTestId('order-message').innerText(), { timeout: 20_000 })
      .toBe('Your order is accepted, Will Start Cooking soon');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/orders$/);
    await page.getByRole('link', { name: `View order #${id}` }).waitFor();
    // The cart is empty after the order.
    await expect.poll(() => page.getByTestId('cart-bar').count()).toBe(0);
    await context.close();
  });

  it('makes one order of a double click on Place order', async () => {
    const customer = await newCustomer('Noah');
    const { context, page } = await openPage(browser(), webUrl);
    await toCheckout(page, customer);
    await choosePickup(page);
    const placing = placeOrderAnswers(page);
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await page.waitForURL(/\/orders\/\d+$/);
    await Promise.all(placing); // a second click's order, if any, is in by then
    expect((await ordersOf(customer)).body.meta.total).toBe(1);
    await context.close();
  });

  it('adds a delivery address on the map (tiles or not) and totals the delivery', async () => {
    const customer = await newCustomer('Ava');
    const { context, page } = await openPage(browser(), webUrl);
    await toCheckout(page, customer);
    await page.getByRole('button', { name: 'Add an address' }).click();
    const dialog = page.getByRole('dialog', { name: 'New address' });
    await dialog.getByLabel(/^Name/).fill('Home');
    await dialog.getByLabel(/^Street, number, apartment/).fill('10 King St W, Toronto');
    // The map opens on downtown Toronto, inside Downtown's zone: a click near the middle keeps it there.
    await dialog.getByTestId('map-picker').click();
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect.poll(() => page.getByRole('radio', { name: /^Home/ }).isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('region', { name: 'Your order' }).innerText()).toContain('Delivery fee');
    await expect.poll(() => page.getByRole('button', { name: 'Place order' }).isEnabled()).toBe(true);
    await context.close();
  });

  it('shows an address outside every zone with its message and offers pickup', async () => {
    const customer = await newCustomer('Emma');
    // Ottawa: far from every Toronto branch.
    const saved = await api('POST', '/dashboard/user/addresses', customer.token, {
      title: 'Cottage', address: '1 Wellington St, Ottawa', location: { latitude: 45.4236, longitude: -75.7009 },
    });
    expect(saved.status).toBe(200);
    const { context, page } = await openPage(browser(), webUrl);
    await toCheckout(page, customer);
    await page.getByRole('radio', { name: /Cottage/ }).check();
    const message = page.getByTestId('address-error');
    await expect.poll(() => message.innerText()).toContain("We don't deliver here yet. Please, change your address or choose pickup option.");
    await expect.poll(() => page.getByRole('button', { name: 'Place order' }).isDisabled()).toBe(true);
    await message.getByRole('button', { name: 'Choose pickup instead' }).click();
    await expect.poll(() => page.getByRole('radio', { name: 'Pickup' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Place order' }).isEnabled()).toBe(true);
    await context.close();
  });

  it('says the restaurant could not be reached when the api is gone, and places the order once after it is back', async () => {
    const customer = await newCustomer('Liam');
    const { context, page } = await openPage(browser(), webUrl);
    await toCheckout(page, customer);
    await choosePickup(page);
    const placeOrder = (body: string | null) => body?.includes('PlaceOrder') ?? false;

    // 1. The api is unreachable: nothing arrives.
    await page.route('**/graphql', (route) => (placeOrder(route.request().postData()) ? route.abort('connectionrefused') : route.fallback()));
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect.poll(() => page.getByTestId('checkout-error').innerText()).toContain('We could not reach the restaurant');
    expect((await ordersOf(customer)).body.meta.total).toBe(0);

    // 2. The order arrives, but the answer is lost on the way back.
    await page.unroute('**/graphql');
    await page.route('**/graphql', async (route) => {
      if (!placeOrder(route.request().postData())) return route.fallback();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect.poll(() => page.getByTestId('checkout-error').innerText()).toContain('We could not reach the restaurant');
    expect((await ordersOf(customer)).body.meta.total).toBe(1);

    // 3. Back to normal: pressing again answers the same order, never a second one.
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/orders\/\d+$/);
    const orders = (await ordersOf(customer)).body;
    expect(orders.meta.total).toBe(1);
    expect(page.url()).toMatch(new RegExp(`/orders/${orders.data[0].id}$`));
    await context.close();
  });

  it('asks for a refund of a delivered order, lists it on /refunds as pending, then with the staff’s answer', async () => {
    const customer = await newCustomer('Emma');
    const orderId = await placePickupOrder(customer.token);
    const staff = await tokenOf('staff@storefront.test', 'staff-pass-1');
    for (const status of ['accepted', 'ready', 'delivered']) {
      expect((await api('POST', `/dashboard/staff/orders/${orderId}/status`, staff, { status })).status).toBe(200);
    }
    const { context, page } = await openPage(browser(), webUrl);
    await page.goto('/login');
    await submitLogin(page, customer.email, customer.password);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await page.goto(`/orders/${orderId}`);
    await page.getByRole('button', { name: 'Ask for a refund' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('The pizza arrived cold');
    await page.getByRole('dialog').getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Refund requested: waiting for an answer').waitFor();

    await page.getByRole('main').getByRole('link', { name: 'My refunds' }).click();
    await page.waitForURL(/\/refunds$/);
    const card = page.locator('li', { has: page.getByRole('link', { name: `View order #${orderId}` }) });
    await expect.poll(() => card.getByTestId('refund-status').innerText()).toBe('Pending');
    await expect.poll(() => card.getByTestId('refund-meaning').innerText()).toBe('We are looking at your request.');
    await expect.poll(() => card.getByTestId('refund-amount').innerText()).toMatch(/^\$\d+\.\d{2}$/);

    // Staff decline it with an answer: the list shows both on the next visit.
    const refunds = await api<Page1<{ id: number }>>('GET', '/dashboard/user/order-refunds/paginate', customer.token);
    const answer = { status: 'rejected', answer: 'It left the kitchen hot' };
    expect((await api('POST', `/dashboard/staff/order-refunds/${refunds.body.data[0].id}/status`, staff, answer)).status).toBe(200);
    await page.reload();
    await expect.poll(() => card.getByTestId('refund-status').innerText()).toBe('Declined');
    await expect.poll(() => card.getByTestId('refund-answer').innerText()).toMatch(/^Answer: .?It left the kitchen hot.?$/u);

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/orders$/);
    await context.close();
  });
});
