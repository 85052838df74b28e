// The information pages in Chromium: a guest reaches each from the footer (none says "coming
// soon": recipes and the courier page too), searches the help page as they type, and opens a position from /careers.
import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/accounts';
import { openPage, useBrowser } from '../support/browser';

const webUrl = inject('webUrl');
const browser = useBrowser();

/** A footer link and the path it opens. */
const FOOTER_PAGES: [link: string, path: string][] = [
  ['About', '/about'], ['Careers', '/careers'], ['Recipes', '/recipes'], ['Help', '/help'], ['Become a courier', '/deliver'],
  ['Privacy policy', '/privacy'], ['Terms', '/terms'],
];

type Titled = { data: { translation: { title: string } } };
/** The h1 of a page that shows the api's page of `type`. */
const titleOf = async (path: string) => (await api<Titled>('GET', path, null)).body.data.translation.title;

describe('information pages in Chromium', () => {
  it('a guest reaches every information page from the footer', async () => {
    const titles: Record<string, string> = {
      '/about': await titleOf('/rest/pages/about'),
      '/privacy': await titleOf('/rest/policy'),
      '/terms': await titleOf('/rest/term'),
      '/deliver': await titleOf('/rest/pages/delivery'),
      '/careers': 'Careers',
      '/recipes': 'Recipes',
      '/help': 'Help',
    };
    const { context, page } = await openPage(browser(), webUrl);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      for (const [link, path] of FOOTER_PAGES) {
        await page.goto('/');
        await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
        await page.waitForURL((url) => url.pathname === path);
        await page.getByRole('heading', { level: 1, name: titles[path] }).waitFor();
        expect(await page.getByText('Coming soon').count(), path).toBe(0);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the help page finds questions as the customer types, and a position opens from /careers', async () => {
    const faqs = await api<{ data: { translation: { question: string } }[] }>('GET', '/rest/faqs/paginate?perPage=100&search=cash', null);
    expect(faqs.body.data.length).toBeGreaterThan(0);
    const { context, page } = await openPage(browser(), webUrl);
    try {
      await page.goto('/help');
      await page.getByRole('searchbox', { name: 'Search the questions' }).fill('cash');
      await page.getByText(`${faqs.body.data.length} question${faqs.body.data.length === 1 ? '' : 's'} found`).waitFor();
      await expect.poll(() => page.locator('main details summary').allTextContents()).toEqual(faqs.body.data.map((faq) => faq.translation.question));

      await page.goto('/careers');
      const first = page.locator('main li a').first();
      const title = await first.textContent();
      await first.click();
      await page.getByRole('heading', { level: 1, name: title! }).waitFor();
      await expect.poll(() => page.getByRole('link', { name: 'Apply by e-mail' }).getAttribute('href')).toMatch(/^mailto:/);
    } finally {
      await context.close();
    }
  });
});
