import { describe, expect, inject, it } from 'vitest';
import { api, newCustomer } from '../support/accounts';
import { openPage, submitLogin, toast, useBrowser } from '../support/browser';

const webUrl = inject('webUrl');
const browser = useBrowser();

type Page1<T> = { data: T[] };
type OrderRow = { id: number; status: string; details: unknown[] };

describe('recipes in Chromium', () => {
  it('a guest signs in from a recipe, adds its box in one request and checks it out', async () => {
    const customer = await newCustomer('Rosa');
    const { context, page } = await openPage(browser(), webUrl);
    await page.goto('/recipes');
    await page.getByRole('link', { name: 'Friday pizza night' }).click();
    await page.waitForURL(/\/recipes\/\d+$/);
    const recipePath = new URL(page.url()).pathname;
    const box = page.getByRole('region', { name: 'Recipe box' });
    await box.getByTestId('box-subtotal').waitFor();
    const subtotal = await box.getByTestId('box-subtotal').innerText();

    // A guest is sent to sign in, and comes back to the recipe.
    await box.getByRole('button', { name: 'Add all to cart' }).click();
    await page.waitForURL(/\/login\?redirect=/);
    await submitLogin(page, customer.email, customer.password);
    await page.waitForURL((url) => url.pathname === recipePath);

    let inserts = 0;
    page.on('request', (request) => {
      if (request.url().includes('/graphql') && request.postData()?.includes('InsertRecipeBox')) inserts += 1;
    });
    await box.getByRole('button', { name: 'Add all to cart' }).click();
    await toast(page, 'The recipe box is in your cart').waitFor();
    expect(inserts).toBe(1);

    // The cart holds what the box showed, at the box's price (the server's both times; checkout
    // adds its own fees to the total).
    await page.getByRole('button', { name: 'View cart' }).click();
    const cart = page.getByRole('dialog');
    for (const dish of ['Margherita Pizza', 'Pepperoni Pizza', 'Caesar Salad', 'Garlic Bread']) await cart.getByText(dish).first().waitFor();
    await cart.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('radio', { name: 'Pickup' }).check();
    await expect.poll(() => page.getByTestId('price-total').innerText()).toMatch(/\d/);
    const checkoutSubtotal = page.locator('dl > div', { has: page.locator('dt', { hasText: /^Subtotal$/ }) }).locator('dd');
    await expect.poll(() => checkoutSubtotal.innerText()).toBe(subtotal);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/orders\/\d+$/);

    const orders = await api<Page1<OrderRow>>('GET', '/dashboard/user/orders/paginate?perPage=10', customer.token);
    expect(orders.body.data).toHaveLength(1);
    expect(orders.body.data[0]!.details).toHaveLength(4);
    await context.close();
  });
});
