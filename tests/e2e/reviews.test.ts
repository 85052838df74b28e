import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, newCustomer, tokenOf } from '../support/accounts';
import { answered, openPage, submitLogin, toast, useBrowser } from '../support/browser';
import { placePickupOrder } from '../support/orders';

const webUrl = inject('webUrl');
const browser = useBrowser();

/** A 1×1 PNG: the api tells the type by the first bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** "Rated 4.6 out of 5 by 14 reviews" of the Downtown card on /branches → its review count. */
async function downtownCount(page: Page): Promise<number> {
  const label = await page.getByRole('article', { name: 'Downtown' }).getByTestId('shop-rating').getAttribute('aria-label');
  return Number(/by (\d+) reviews?/.exec(label ?? '')?.[1] ?? 0);
}

describe('reviews in Chromium', () => {
  it('a customer reviews a delivered order from /orders/{id}; the branch’s count and list change', async () => {
    const customer = await newCustomer('Rhea');
    const orderId = await placePickupOrder(customer.token);
    const staff = await tokenOf('staff@storefront.test', 'staff-pass-1');
    for (const status of ['accepted', 'ready', 'delivered']) {
      expect((await api('POST', `/dashboard/staff/orders/${orderId}/status`, staff, { status })).status).toBe(200);
    }
    const comment = `Crisp crust, still hot ${Date.now() % 100_000}`;

    const { context, page } = await openPage(browser(), webUrl);
    await page.goto('/login');
    await submitLogin(page, customer.email, customer.password);
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/branches');
    await page.getByRole('article', { name: 'Downtown' }).waitFor();
    const before = await downtownCount(page);

    await page.goto(`/orders/${orderId}`);
    await page.getByRole('button', { name: 'Review this order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a review' });
    // The stars are a radio group: the keyboard moves through them.
    await dialog.getByRole('radio', { name: '3 out of 5 stars' }).check();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog.getByRole('radio', { name: '5 out of 5 stars' }).isChecked()).toBe(true);
    await dialog.getByRole('textbox', { name: /Your comment/ }).fill(comment);
    await dialog.locator('input[type=file][name=image]').setInputFiles({ name: 'pizza.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('img', { name: 'Your photo 1' }).waitFor();
    await dialog.getByRole('button', { name: 'Post review' }).click();
    await toast(page, 'Thank you! Your review is posted.').waitFor();
    const yours = page.getByRole('region', { name: 'Your review' });
    await yours.getByRole('img', { name: '5 out of 5 stars' }).waitFor();
    await yours.getByText(comment).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Review this order' }).count()).toBe(0);

    // /branches: Downtown counts one more review; its page lists it first, with the photo.
    // The gateway keeps the branch list 10 s per session (.meshrc.yaml), so this may take a reload.
    await expect.poll(async () => {
      await page.goto('/branches');
      await page.getByRole('article', { name: 'Downtown' }).waitFor();
      return downtownCount(page);
    }, { timeout: 20_000, interval: 2_000 }).toBe(before + 1);
    const reviewable = answered(page, 'ReviewableOrders');
    await page.getByRole('article', { name: 'Downtown' }).getByRole('link', { name: 'Downtown' }).click();
    const reviews = page.getByTestId('branch-reviews');
    const first = reviews.getByTestId('review').first();
    await first.getByText(comment).waitFor();
    await first.getByText('Rhea').waitFor();
    await first.getByRole('img', { name: 'Photo by Rhea' }).waitFor();
    await expect.poll(() => reviews.getByTestId('rating-count').textContent()).toBe(`${before + 1} reviews`);
    // Nothing left to review here, by the answer that would have offered it.
    await reviewable;
    await expect.poll(() => reviews.getByRole('button', { name: 'Write a review' }).count()).toBe(0);
    await context.close();
  });
});
