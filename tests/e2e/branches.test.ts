// /branches in Chromium: the list and the map view each choose a branch (the map's tiles cannot
// load here, offline: the pins and the page still work), and the header then shows it.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../support/accounts';
import { openPage, useBrowser } from '../support/browser';

const webUrl = inject('webUrl');
const browser = useBrowser();

interface Branch { id: number; translation: { title: string } }

const branchesOf = async () => (await api<{ data: Branch[] }>('GET', '/rest/shops/paginate?perPage=100&open=1', null)).body.data;

/** The header's branch, from its trigger's name ("Branch: Queen Street. Change branch"). */
async function headerBranch(page: Page): Promise<string> {
  const trigger = page.getByRole('button', { name: /^Branch: / });
  await trigger.waitFor();
  return (await trigger.getAttribute('aria-label'))!.replace(/^Branch: (.*)\. Change branch$/, '$1');
}

describe('branches in Chromium', () => {
  it('the list and the map view both select a branch for the header', async () => {
    const branches = await branchesOf();
    expect(branches.length).toBeGreaterThan(1);
    const { page, context } = await openPage(browser(), webUrl);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto('/');
      const first = await headerBranch(page);
      const other = branches.find((b) => b.translation.title !== first)!;

      // List view.
      await page.goto('/branches');
      await page.getByRole('heading', { level: 1, name: 'Our branches' }).waitFor();
      await page.getByRole('button', { name: `Order from here: ${other.translation.title}` }).first().click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => headerBranch(page)).toBe(other.translation.title);

      // Map view: the pin of the first branch, reached by the keyboard, shows its card.
      await page.goto('/branches');
      await page.getByRole('button', { name: 'Map' }).click();
      const pin = page.locator(`.leaflet-marker-icon[title="${first}"]`);
      await pin.waitFor();
      await pin.focus();
      await page.keyboard.press('Enter');
      const picked = page.getByTestId('picked-branch');
      await picked.getByRole('heading', { name: first }).waitFor();
      await picked.getByRole('button', { name: `Order from here: ${first}` }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => headerBranch(page)).toBe(first);

      // The map view was remembered.
      await page.goto('/branches');
      await page.locator('.leaflet-marker-icon').first().waitFor();
      await expect.poll(() => page.getByRole('button', { name: 'Map' }).getAttribute('aria-pressed')).toBe('true');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the menu sorted as the api orders it, kept across a reload and painted by the server', async () => {
    const branch = (await branchesOf())[0];
    const { page, context } = await openPage(browser(), webUrl);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto('/');
      await page.getByRole('button', { name: `Branch: ${branch.translation.title}. Change branch` }).waitFor();
      await page.getByTestId('most-popular').waitFor();
      await page.getByLabel('Sort by').selectOption({ label: 'Top rated' });
      const list = page.getByTestId('filtered-menu');
      const expected = await api<{ data: { translation: { title: string } }[] }>('GET', `/rest/products/paginate?shop_id=${branch.id}&order_by=high_rating&perPage=24`, null);
      const titles = expected.body.data.map((product) => product.translation.title);
      // The first page, in the api's order (a further page may load as the list's end comes into view).
      const shown = async () => (await list.locator('a img').evaluateAll((pictures) => pictures.map((picture) => (picture as HTMLImageElement).alt))).slice(0, titles.length);
      await expect.poll(shown).toEqual(titles);

      // Kept on this device and in the cookie: the server paints the sorted list, no fetch needed.
      const html = await (await page.request.get('/')).text(); // the context's cookies go with it
      expect(html).toContain('data-testid="filtered-menu"');
      await page.reload();
      await expect.poll(shown).toEqual(titles);
      await expect.poll(() => page.getByLabel('Sort by').inputValue()).toBe('high_rating');

      await page.getByRole('button', { name: 'Show the whole menu' }).first().click();
      await page.getByTestId('menu-category').first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
