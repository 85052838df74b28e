// Server-rendered pages (docs/server-rendering.md): the HTML already holds the page and its data,
// the browser hydrates it without a mismatch and without fetching again what it shows, the home
// page works with JavaScript off, and language, direction and theme are right from the first byte.
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api, newCustomer } from '../support/accounts';
import { MOBILE, openPage, useBrowser } from '../support/browser';

const webUrl = inject('webUrl');
const browser = useBrowser();

interface Product { uuid: string; translation: { title: string } }
const firstOf = async <T,>(path: string) => (await api<{ data: T[] }>('GET', path, null)).body.data[0]!;

async function html(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${webUrl}${path}`, { headers });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/** Loads a page and records what would tell of a failed hydration: page errors (React's
 * production hydration errors #418/#419/#423/#425 land there), console errors, GraphQL requests. */
async function load(page: Page, path: string) {
  const problems: string[] = [];
  let graphqlRequests = 0;
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === 'error' && !/status of 404/.test(m.text())) problems.push(`console: ${m.text()}`);
  };
  const onError = (e: Error) => problems.push(`pageerror: ${e.message}`);
  const onRequest = (r: { url(): string }) => {
    if (r.url().includes('/graphql')) graphqlRequests += 1;
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  if (!(await page.locator('html[data-hydrated]').count())) problems.push('never hydrated');
  page.off('console', onConsole);
  page.off('pageerror', onError);
  page.off('request', onRequest);
  return { problems, graphqlRequests };
}

describe('server-rendered pages', () => {
  it('carry the menu, the news and the forms in their HTML', async () => {
    const dish = await firstOf<Product>('/rest/branch/recommended/products?shop_id=502');
    const news = await firstOf<{ translation: { title: string } }>('/rest/blogs/paginate?perPage=1');
    const home = await html('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain(dish.translation.title);
    expect(home.text).toMatch(/<title>Menu · Storefront<\/title>/);
    expect(home.text).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(home.text).toContain('id="page-state" type="application/json"');
    expect(home.headers.get('cache-control')).toBe('private, no-cache');
    expect((await html('/blog')).text).toContain(news.translation.title);
    // Its fields stay disabled until the page is hydrated: nothing typed is lost, nothing posted natively.
    expect((await html('/login')).text).toMatch(/<form[^>]*method="post"[^>]*><fieldset[^>]*disabled/);
    expect((await html('/no-such-page')).status).toBe(404);
  });

  it('hydrate every public route without a mismatch or a second fetch of what they show', async () => {
    const dish = await firstOf<Product>('/rest/branch/recommended/products?shop_id=502');
    const news = await firstOf<{ uuid: string }>('/rest/blogs/paginate?perPage=1');
    const routes = ['/', `/?product=${dish.uuid}`, '/blog', `/?news=${news.uuid}`, '/login', '/register', '/reset-password', '/liked', '/about', '/no-such-page'];
    for (const viewport of [MOBILE, undefined]) {
      const { context, page } = await openPage(browser(), webUrl, viewport);
      for (const path of routes) {
        const { problems, graphqlRequests } = await load(page, path);
        expect(problems, `${path} at ${viewport?.width ?? 1280} px`).toEqual([]);
        if (path === '/' || path === '/blog') expect(graphqlRequests, `${path} fetched again`).toBe(0);
      }
      await context.close();
    }
  });

  it('hydrate a signed-in customer\'s pages, whose shell is painted by the server', async () => {
    const customer = await newCustomer('Hana');
    const context: BrowserContext = await browser().newContext({ baseURL: webUrl });
    await context.addCookies([
      { name: 'access_token', value: customer.token, url: webUrl },
      { name: 'user', value: encodeURIComponent(JSON.stringify({ id: 1, firstname: 'Hana' })), url: webUrl },
    ]);
    const page = await context.newPage();
    for (const path of ['/', '/orders', '/profile', '/settings']) {
      const { problems } = await load(page, path);
      expect(problems, path).toEqual([]);
    }
    const shell = await html('/orders', { cookie: `access_token=${customer.token}` });
    expect(shell.text).toMatch(/<header/);
    await context.close();
  });

  it('show the menu with JavaScript off, and every link of the home page leads somewhere', async () => {
    const dish = await firstOf<Product>('/rest/branch/recommended/products?shop_id=502');
    const context = await browser().newContext({ baseURL: webUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Menu', level: 1 }).isVisible()).resolves.toBe(true);
    await expect(page.getByText(dish.translation.title).first().isVisible()).resolves.toBe(true);
    const hrefs = await page.locator('a[href]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    expect(hrefs.length).toBeGreaterThan(5);
    // One link per kind: a page path, or a query (the dishes' `/?product=` links share one route).
    const kinds = new Map(hrefs.map((href) => [href.startsWith('#') ? href : href.replace(/=.*$/, '='), href]));
    for (const href of kinds.values()) {
      if (href.startsWith('#')) {
        expect(await page.locator(`[id="${href.slice(1)}"]`).count(), href).toBe(1);
      } else if (href.startsWith('/')) {
        expect((await html(href)).status, href).toBe(200);
      }
    }
    await context.close();
  });

  it('paint the chosen language, direction and theme from the first byte', async () => {
    const arabic = await html('/', { 'accept-language': 'ar,en;q=0.5' });
    expect(arabic.text).toMatch(/<html lang="ar" dir="rtl"/);
    expect(arabic.text).toContain('dir="rtl"');
    const chosen = await html('/', { 'accept-language': 'ar', cookie: `prefs=${encodeURIComponent('{"l":"fr","t":"dark"}')}` });
    expect(chosen.text).toMatch(/<html lang="fr" dir="ltr" style="color-scheme:dark">/);
    expect(chosen.text).toContain('data-theme="dark"');

    const context = await browser().newContext({ baseURL: webUrl, locale: 'ar' });
    const page = await context.newPage();
    const { problems } = await load(page, '/');
    expect(problems).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await context.close();
  });
  it('open a dish from its link on a phone without moving anything on screen (layout shift)', async () => {
    const dish = await firstOf<Product>('/rest/branch/recommended/products?shop_id=502');
    const { context, page } = await openPage(browser(), webUrl, MOBILE);
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/?product=${dish.uuid}`);
    await page.getByRole('dialog').getByText(dish.translation.title).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.02);
    await context.close();
  });
});
