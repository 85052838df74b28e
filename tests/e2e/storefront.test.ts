import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, openPage, useBrowser, type Viewport } from '../support/browser';

const webUrl = inject('webUrl');
const browser = useBrowser();

async function home(viewport: Viewport = DESKTOP): Promise<Page> {
  const { page } = await openPage(browser(), webUrl, viewport);
  await page.goto('/');
  await page.getByTestId('menu-category').first().waitFor();
  return page;
}

/** The first dish of the menu's first category (below the recommended and most popular rows). */
const firstCategoryDishHref = (page: Page) => page.getByTestId('menu-category').first().getByTestId('product-card').first().getByRole('link').getAttribute('href');

describe('storefront in Chromium', () => {
  it('opens home with the first branch’s menu by category', async () => {
    const page = await home();
    await expect.poll(() => page.getByTestId('menu-category').count()).toBeGreaterThanOrEqual(8);
    await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(20);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await page.context().close();
  });

  it('lays the menu out two dishes a row on a 360 px phone', async () => {
    const page = await home({ width: 360, height: 740 });
    const cards = page.getByTestId('menu-category').first().getByTestId('product-card');
    const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
    expect(second!.x + second!.width).toBeLessThanOrEqual(360);
    await page.context().close();
  });

  it('leaves the categories off a phone\'s screen unrendered until they near it; a category\'s link still lands on it', async () => {
    const page = await home(MOBILE);
    const last = page.getByTestId('menu-category').last();
    // checkVisibility with contentVisibilityAuto: false while the browser skips the section's rendering.
    const rendered = () => last.getByRole('link').first().evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true }));
    await expect.poll(rendered).toBe(false);
    await page.getByRole('navigation', { name: 'Categories' }).locator(`a[href="#${await last.getAttribute('id')}"]`).click();
    await expect.poll(rendered).toBe(true);
    // Near the top once the scroll to it has ended.
    const top = () => last.evaluate((section) => section.getBoundingClientRect().top);
    await expect.poll(top).toBeLessThanOrEqual(150);
    await expect.poll(top).toBeGreaterThanOrEqual(0);
    await page.context().close();
  });

  it('switches branch and shows that branch’s menu, and the first one\'s dishes again on the way back', async () => {
    const page = await home();
    const before = await firstCategoryDishHref(page);
    const trigger = page.getByRole('button', { name: /^Branch: / });
    const current = await trigger.getAttribute('aria-label');
    const title = current!.replace(/^Branch: (.*)\. Change branch$/, '$1');
    await trigger.click();
    const other = page.getByRole('menuitemradio').filter({ hasNotText: title }).first();
    const otherTitle = (await other.innerText()).split('\n')[0].trim();
    await other.click();
    await expect.poll(() => trigger.getAttribute('aria-label')).toContain(otherTitle);
    await expect.poll(() => firstCategoryDishHref(page)).not.toBe(before);
    // The branches share their categories, not their dishes.
    await trigger.click();
    await page.getByRole('menuitemradio').filter({ hasText: title }).first().click();
    await expect.poll(() => trigger.getAttribute('aria-label')).toBe(current);
    await expect.poll(() => firstCategoryDishHref(page)).toBe(before);
    await page.context().close();
  });

  it('searches after a pause and loads a second page by scrolling', async () => {
    const page = await home();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('  a  ');
    const results = page.getByRole('region', { name: 'Products' });
    await results.getByText(/^Found \d+ results$/).waitFor();
    const total = Number((await results.getByText(/^Found \d+ results$/).innerText()).match(/\d+/)![0]);
    expect(total).toBeGreaterThan(10);
    const rows = results.getByRole('link');
    await expect.poll(() => rows.count()).toBe(10);
    await page.getByTestId('search-end-marker').scrollIntoViewIfNeeded();
    await expect.poll(() => rows.count()).toBe(Math.min(20, total));
    await page.context().close();
  });

  it('loads the search of the desktop header on its first focus, and never Fluent\'s Input', async () => {
    const { page } = await openPage(browser(), webUrl, DESKTOP);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto('/');
    await page.getByTestId('menu-category').first().waitFor();
    await page.waitForLoadState('networkidle');
    const loaded = async (code: string) => (await Promise.all(scripts)).some((body) => body.includes(code));
    expect(await loaded('search.recent')).toBe(false);
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.fill('pizza');
    await box.press('Enter');
    await box.fill('');
    await page.getByText('Recent searches').waitFor();
    await expect.poll(() => loaded('search.recent')).toBe(true);
    expect(await loaded('fui-Input')).toBe(false);
    await page.context().close();
  });

  for (const [name, viewport, surface] of [['1280 px: a centred dialog', DESKTOP, 'dialog'], ['375 px: a bottom sheet', MOBILE, 'sheet']] as const) {
    it(`opens and closes a product at ${name}`, async () => {
      const page = await home(viewport);
      const card = page.getByTestId('product-card').first();
      const title = await card.getByRole('link').getAttribute('href');
      await card.getByRole('link').click();
      await expect.poll(() => { const url = new URL(page.url()); return url.pathname + url.search; }).toBe(title);
      const overlay = page.getByRole('dialog', { name: 'Product details' });
      await overlay.waitFor();
      await overlay.getByText('Add-ons').or(overlay.getByRole('heading').first()).first().waitFor();
      await expect.poll(() => page.getByTestId('sheet-handle').count()).toBe(surface === 'sheet' ? 1 : 0);
      const box = (await overlay.boundingBox())!;
      // Centred in the viewport; the page's scrollbar (up to 15 px) may or may not be counted.
      if (surface === 'dialog') expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(8);
      else expect(Math.round(box.y + box.height)).toBeGreaterThanOrEqual(viewport.height - 1);
      await overlay.getByRole('button', { name: 'Close', exact: true }).click();
      await expect.poll(() => page.url()).toBe(`${webUrl}/`);
      await overlay.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
      await page.context().close();
    });
  }

  it('switches to Arabic and turns the page right-to-left', async () => {
    const page = await home();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByLabel('Language').selectOption('ar');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('menu-category').first().getByRole('heading').innerText()).toMatch(/[\u0600-\u06FF]/);
    await page.context().close();
  });

  it('keeps a favourite and lists it on /liked after a reload', async () => {
    const page = await home();
    const card = page.getByTestId('product-card').first();
    const title = (await card.getByRole('link').innerText()).split('\n')[0];
    await card.getByRole('button', { name: 'Add to favourites' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Remove from favourites' }).count()).toBe(1);
    await page.goto('/liked');
    await page.reload();
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(1);
    await expect.poll(() => page.getByTestId('product-card').innerText()).toContain(title);
    await page.context().close();
  });
});
