import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, headless, with the flags this closed network needs (DESIGN.md §4). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

export interface Viewport { width: number; height: number }
export const DESKTOP: Viewport = { width: 1280, height: 900 };
export const MOBILE: Viewport = { width: 375, height: 812 };

/** A page of the storefront at `baseURL` (`storefront: false` for another site, e.g. GraphiQL). */
export async function openPage(browser: Browser, baseURL: string, viewport: Viewport = DESKTOP, { storefront = true } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, isMobile: viewport.width < 600, hasTouch: viewport.width < 600 });
  const opened = await context.newPage();
  const page = storefront ? waitsForHydration(opened, baseURL) : opened;
  page.setDefaultTimeout(15_000);
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

/** One Chromium for the calling test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/** A toast by its text (the screen reader's live region repeats the text, so not getByText). */
export const toast = (page: Page, text: string) => page.locator('.fui-ToastTitle', { hasText: text }).first();

/** Fills the /login form (e-mail or phone + password) and submits it. */
export async function submitLogin(page: Page, identifier: string, password: string) {
  await page.getByLabel('E-mail or phone').fill(identifier);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).last().click();
}
