import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, newCustomer, tokenOf } from '../support/accounts';
import { answered, openPage, submitLogin, useBrowser } from '../support/browser';
import { placePickupOrder } from '../support/orders';

const webUrl = inject('webUrl');
const browser = useBrowser();

/** One polling period (10 s) and the time for the answer to show. */
const POLLING_PERIOD = { timeout: 12_000 };

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
const unread = async (page: Page) => Number(/(\d+) unread/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1]);

describe('notifications in Chromium', () => {
  it('a status change raises the badge; opening it goes to the order; mark all read empties it', async () => {
    const customer = await newCustomer('Mia');
    const orderId = await placePickupOrder(customer.token);
    const staff = await tokenOf('staff@storefront.test', 'staff-pass-1');
    const setStatus = async (status: string) =>
      expect((await api('POST', `/dashboard/staff/orders/${orderId}/status`, staff, { status })).status).toBe(200);

    const { context, page } = await openPage(browser(), webUrl);
    await page.goto('/login');
    const counted = answered(page, 'NotificationStatistic');
    await submitLogin(page, customer.email, customer.password);
    await bell(page).waitFor();
    await counted; // the count that would have raised a badge
    expect(await unread(page)).toBe(0);
    expect(await page.getByTestId('notification-badge').count()).toBe(0);

    // The kitchen accepts the order: the badge counts it within one polling period.
    await setStatus('accepted');
    await expect.poll(() => page.getByTestId('notification-badge').textContent(), POLLING_PERIOD).toBe('1');

    await bell(page).click();
    const panel = page.getByTestId('notification-panel');
    await panel.getByRole('button', { name: new RegExp(`Order #${orderId}`) }).click();
    await page.waitForURL(new RegExp(`/orders/${orderId}$`));
    await panel.waitFor({ state: 'detached' });
    await page.getByTestId('order-message').waitFor();
    // The order's page has the Back header; the list of orders has the full one, with the bell.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/orders$/);
    await expect.poll(() => unread(page)).toBe(0);
    await expect.poll(() => page.getByTestId('notification-badge').count()).toBe(0);

    // Two more changes, then mark all as read from the panel.
    await setStatus('ready');
    await setStatus('delivered');
    await page.goto('/'); // the full header, with the bell
    await expect.poll(() => page.getByTestId('notification-badge').textContent(), POLLING_PERIOD).toBe('2');
    await bell(page).click();
    await expect.poll(() => panel.locator('[data-unread="true"]').count()).toBe(2);
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => page.getByTestId('notification-badge').count()).toBe(0);
    await expect.poll(() => panel.locator('[data-unread="true"]').count()).toBe(0);
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => unread(page)).toBe(0);
    await context.close();
  });
});
