// Every route of the web app under the web server's Content-Security-Policy (docs/web-server.md):
// Chromium reports no violation, on the routes of a guest and of a signed-in customer, with the
// product and news overlays, firebase's phone sign-in (the Auth emulator) and the checkout map.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, newCustomer } from '../support/accounts';
import { openPage, submitLogin, useBrowser } from '../support/browser';
import { placePickupOrder } from '../support/orders';

const webUrl = inject('webUrl');
const browser = useBrowser();

const COMING_SOON = ['/about', '/careers', '/recipes', '/help', '/deliver', '/privacy', '/terms', '/group/order'];
const GUEST_ROUTES = ['/', '/blog', '/liked', '/login', '/register', '/reset-password', '/verify-phone', '/referrals', '/branches', ...COMING_SOON, '/no-such-page'];
const SIGNED_IN_ROUTES = ['/profile', '/settings', '/orders', '/update-password', '/update-details', '/be-seller', '/reservations', '/refunds', '/wallet', '/referrals'];

interface Violation { directive: string; blocked: string; source: string }
declare global {
  interface Window { reportViolation(violation: Violation): void }
}

/** A page that records every policy violation it reports, and console messages about the policy. */
async function watchedPage(): Promise<{ page: Page; violations: string[]; close(): Promise<void> }> {
  const { context, page } = await openPage(browser(), webUrl);
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', ({ directive, blocked, source }: Violation) => {
    violations.push(`${page.url()}: ${directive} blocked ${blocked || 'inline'} (${source})`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportViolation({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return { page, violations, close: () => context.close() };
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

const firstUuid = async (path: string) => (await api<{ data: { uuid: string }[] }>('GET', path, null)).body.data[0].uuid;

describe('the Content-Security-Policy in Chromium', () => {
  it('is not violated on any route of a guest, the overlays or firebase phone sign-in', async () => {
    const { page, violations, close } = await watchedPage();
    for (const path of GUEST_ROUTES) await visit(page, path);
    await visit(page, `/?product=${await firstUuid('/rest/products/paginate?perPage=1')}`);
    await page.getByRole('button', { name: 'Add to cart' }).waitFor();
    await visit(page, `/?news=${await firstUuid('/rest/blogs/paginate?perPage=1')}`);
    await page.getByRole('dialog').waitFor();

    await visit(page, '/login');
    await page.getByRole('button', { name: 'Sign in with phone code' }).click();
    await page.getByLabel(/^Phone/).fill(`+1647555${String(Date.now()).slice(-4)}`);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel(/^Verification code/).waitFor();
    expect(violations).toEqual([]);
    await close();
  });

  it('is not violated on any route of a signed-in customer, an order or checkout with its map', async () => {
    const customer = await newCustomer('Chloe');
    const order = await placePickupOrder(customer.token);
    const { page, violations, close } = await watchedPage();
    await visit(page, '/login');
    await submitLogin(page, customer.email, customer.password);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    for (const path of [...SIGNED_IN_ROUTES, `/orders/${order}`]) await visit(page, path);
    await page.getByTestId('order-message').waitFor();

    await visit(page, '/');
    await page.locator('main a[href*="product="]').first().click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).waitFor({ state: 'detached' });
    await visit(page, '/checkout');
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByRole('dialog', { name: 'New address' }).getByTestId('map-picker').waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await close();
  });
});
