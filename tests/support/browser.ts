import { afterAll, beforeAll, inject, vi } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export interface Viewport { width: number; height: number }
export const DESKTOP: Viewport = { width: 1280, height: 900 };
export const MOBILE: Viewport = { width: 375, height: 812 };

/** How long a page may take to answer an action on a busy test machine. */
const ACTION_TIMEOUT = 15_000;

/** A page of the storefront at `baseURL` (`storefront: false` for another site, e.g. GraphiQL;
 * `serviceWorkers: 'allow'` for the storefront's service worker, see useBrowser). */
export async function openPage(browser: Browser, baseURL: string, viewport: Viewport = DESKTOP, { storefront = true, serviceWorkers = 'block' as 'allow' | 'block' } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, isMobile: viewport.width < 600, hasTouch: viewport.width < 600, serviceWorkers });
  const opened = await context.newPage();
  const page = storefront ? waitsForHydration(opened, baseURL) : opened;
  page.setDefaultTimeout(ACTION_TIMEOUT);
  return { context, page };
}

/** Makes `page.goto` and `page.reload` of a storefront page return once the page is hydrated
 * (`<html data-hydrated>`, set by the app once the route's own content is hydrated): the server's HTML is on screen earlier, but a click
 * or key press before hydration does nothing, as for a customer on a slow phone. */
export function waitsForHydration(page: Page, webUrl: string): Page {
  const hydrated = async (response: Awaited<ReturnType<Page['goto']>>) => {
    const storefrontPage = response && response.url().startsWith(webUrl) && /text\/html/.test(response.headers()['content-type'] ?? '');
    if (storefrontPage) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => hydrated(await goto(url, options));
  page.reload = async (options) => hydrated(await reload(options));
  return page;
}

/** The run's Chromium (launched by the global setup) for the calling test file: connected before
 * its tests, disconnected after them (closing the file's contexts). Its `expect.poll`s wait as
 * long as a page's actions do for what an action changes. Its contexts run pages without the
 * storefront's service worker unless they ask for it (`serviceWorkers: 'allow'`, the offline
 * tests): once it controls a page it answers files and pages before `page.route` sees them, and
 * its precaching would load every test's first page with the whole build in the background. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    vi.setConfig({ expect: { poll: { timeout: ACTION_TIMEOUT } } });
    browser = await chromium.connect(inject('browserEndpoint'));
    const newContext = browser.newContext.bind(browser);
    browser.newContext = (options) => newContext({ serviceWorkers: 'block', ...options });
  });
  afterAll(async () => {
    vi.resetConfig();
    await browser?.close();
  });
  return () => browser!;
}

/** The GraphQL operation a request of the page sends: a query by its hash is a GET naming it in
 * the URL (docs/graphql-clients.md), anything else a POST naming it in the body. */
export function operationOf(url: string, body: string | null): string | null {
  const sent = new URL(url);
  if (sent.pathname !== '/graphql') return null;
  return sent.searchParams.get('operationName') ?? (JSON.parse(body ?? '{}') as { operationName?: string }).operationName ?? null;
}

/** Resolves once the storefront's GraphQL `operation` has been answered in full: start it before
 * the action that sends it, then assert what its answer would have shown. */
export async function answered(page: Page, operation: string): Promise<void> {
  const response = await page.waitForResponse((r) => operationOf(r.url(), r.request().postData()) === operation);
  await response.finished();
}

/** A toast by its text (the screen reader's live region repeats the text, so not getByText). */
export const toast = (page: Page, text: string) => page.locator('.fui-ToastTitle', { hasText: text }).first();

/** Fills the /login form (e-mail or phone + password) and submits it. */
export async function submitLogin(page: Page, identifier: string, password: string) {
  await page.getByLabel('E-mail or phone').fill(identifier);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).last().click();
}
