// The storefront installable and readable offline (docs/offline.md): its service worker takes the
// page over, keeps the page, the menu's answers and a dish once seen, and answers them with the
// offline notice when the network is gone; a page never seen gets the offline page; the manifest
// is what installing needs. No Content-Security-Policy violation meanwhile.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, newCustomer } from '../support/accounts';
import { DESKTOP, MOBILE, answered, openPage, submitLogin, useBrowser, type Viewport } from '../support/browser';

const webUrl = inject('webUrl');
const browser = useBrowser();

/** A storefront page with its service worker allowed, recording what the policy blocks. */
async function pageWithWorker(viewport: Viewport = MOBILE) {
  const opened = await openPage(browser(), webUrl, viewport, { serviceWorkers: 'allow' });
  const violations: string[] = [];
  opened.page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  return { ...opened, violations };
}

/** Resolves once a service worker controls the page (it has kept the page it took over by then). */
const workerControls = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

/** The URLs the worker keeps in its cache `name`. */
const kept = (page: Page, name: string) => page.evaluate(async (cache) => (await (await caches.open(cache)).keys()).map((request) => request.url), name);

describe('the storefront offline', () => {
  it('shows the menu and the dish seen before with the offline notice, and the offline page for a page never seen', async () => {
    const { context, page, violations } = await pageWithWorker();
    await page.goto('/');
    await workerControls(page);
    await expect.poll(() => kept(page, 'pages')).toContain(`${webUrl}/`);

    const card = page.getByTestId('menu-category').first().getByTestId('product-card').first();
    const dish = (await card.getByRole('link').innerText()).split('\n')[0]!;
    const details = answered(page, 'ProductDetails');
    await card.getByRole('link').click();
    await details;
    const overlay = page.getByRole('dialog', { name: 'Product details' });
    await overlay.getByText(dish).first().waitFor();
    await expect.poll(async () => (await kept(page, 'menu')).some((url) => url.includes('operationName=ProductDetails'))).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.getByText('You are offline.').waitFor();
    // The page kept for `/` (the dish was opened on it), rendered here for the dish's URL.
    expect(await page.evaluate(() => (JSON.parse(document.getElementById('page-state')!.textContent!) as { url: string }).url)).toBe('/');
    await expect.poll(() => page.getByTestId('menu-category').count()).toBeGreaterThan(0);
    await overlay.getByText(dish).first().waitFor();
    await overlay.getByRole('button', { name: 'Add to cart' }).waitFor();
    await overlay.getByRole('button', { name: 'Close', exact: true }).click();
    await overlay.waitFor({ state: 'detached' });
    await page.getByTestId('menu-category').first().getByTestId('product-card').first().waitFor();
    // Back at the top, the first dish's picture too: shown on the first visit, before the worker
    // took the page over.
    await page.evaluate(() => window.scrollTo(0, 0));
    const picture = page.getByTestId('product-card').first().locator('img').first();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const never = await context.newPage();
    await never.goto('/blog');
    await never.getByRole('heading', { name: 'You are offline' }).waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });

  it('keeps a page reached by a link, and shows it on a reload offline', async () => {
    const { context, page, violations } = await pageWithWorker(DESKTOP);
    await page.goto('/');
    await workerControls(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Branches' }).click();
    await page.waitForURL(`${webUrl}/branches`);
    await expect.poll(() => kept(page, 'pages')).toContain(`${webUrl}/branches`);

    await context.setOffline(true);
    await page.reload();
    await page.getByText('You are offline.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Branches' }).waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });

  it('takes a dish into a signed-in customer\'s cart offline and sends it to the server once online', async () => {
    const customer = await newCustomer('Omar');
    const { context, page, violations } = await pageWithWorker(DESKTOP);
    await page.goto('/login');
    await workerControls(page);
    await submitLogin(page, customer.email, customer.password);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await page.goto('/');
    await expect.poll(() => kept(page, 'pages')).toContain(`${webUrl}/`);
    const card = page.getByTestId('menu-category').first().getByTestId('product-card').first();
    const dish = (await card.getByRole('link').innerText()).split('\n')[0]!;
    const overlay = page.getByRole('dialog', { name: 'Product details' });
    await card.getByRole('link').click();
    await overlay.getByRole('button', { name: 'Add to cart' }).waitFor();
    await expect.poll(async () => (await kept(page, 'menu')).some((url) => url.includes('operationName=ProductDetails'))).toBe(true);

    await context.setOffline(true);
    await page.goto('/');
    await page.getByText('You are offline.').waitFor();
    await page.getByTestId('menu-category').first().getByTestId('product-card').first().getByRole('link').click();
    await overlay.getByText(dish).first().waitFor();
    await overlay.getByRole('button', { name: 'Add to cart' }).click();
    // The toast (its live region says it too).
    await page.getByRole('listitem', { name: 'Added on this device: it reaches your cart when you are back online' }).waitFor();

    await context.setOffline(false);
    type Cart = { data: { user_carts: { cartDetails: { stock: { product: { translation: { title: string } } } }[] }[] } };
    const cartOnServer = async () => {
      const answer = await api<Cart>('GET', '/dashboard/user/cart', customer.token);
      return answer.status === 200 ? answer.body.data.user_carts.flatMap((member) => member.cartDetails.map((line) => line.stock.product.translation.title)) : [];
    };
    await expect.poll(cartOnServer).toEqual([dish]);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('forgets the pages kept while signed in when the customer signs out', async () => {
    const customer = await newCustomer('Imogen');
    const { context, page, violations } = await pageWithWorker(DESKTOP);
    await page.goto('/login');
    await workerControls(page);
    await submitLogin(page, customer.email, customer.password);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await page.goto('/orders');
    await expect.poll(() => kept(page, 'pages')).toContain(`${webUrl}/orders`);

    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Login' }).or(page.getByRole('button', { name: 'Login' })).first().waitFor();
    await expect.poll(() => kept(page, 'pages')).not.toContain(`${webUrl}/orders`);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('is installable: the page links a manifest with the name, start URL, display and icons installing needs, each icon loading', async () => {
    const { context, page, violations } = await pageWithWorker();
    await page.goto('/');
    const cdp = await context.newCDPSession(page);
    const { url, errors, data } = await cdp.send('Page.getAppManifest') as { url: string; errors: unknown[]; data: string };
    expect(url).toBe(`${webUrl}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data) as { name: string; short_name: string; start_url: string; scope: string; display: string; theme_color: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: 'Storefront', short_name: 'Storefront', start_url: '/', scope: '/', display: 'standalone', theme_color: '#ffffff' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const answer = await page.request.get(icon.src);
      expect(answer.status(), icon.src).toBe(200);
      expect(answer.headers()['content-type'], icon.src).toBe('image/png');
    }
    const manifestAnswer = await page.request.get('/manifest.webmanifest');
    expect(manifestAnswer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    // Chromium's own verdict; a test context is off the record, which only a real profile is not.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors') as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    expect(violations).toEqual([]);
    await context.close();
  });
});
