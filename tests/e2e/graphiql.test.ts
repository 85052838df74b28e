import { expect, inject, it } from 'vitest';
import type { Response } from 'playwright-core';
import { DESKTOP, MOBILE, openPage, useBrowser, type Viewport } from '../support/browser';

const browser = useBrowser();

/** What GraphiQL may download on a first visit, page, files, workers and the schema together.
 * Yoga's GraphiQL editor alone is 1.2 MB as brotli (5.3 MB plain): measured 1.91 MB in all
 * (2026-11-29), 9.05 MB plain before its files were split out and compressed. */
const FIRST_VISIT_BYTES = 2_000_000;

/** GraphiQL in a fresh browser context (nothing cached), with every non-local request refused:
 * `violations` collects the page's Content-Security-Policy reports and `offline` the refused
 * requests; `responses` every answer, by method and URL. */
async function openGraphiQL(viewport: Viewport = DESKTOP, search = '') {
  const { context, page } = await openPage(browser(), inject('gatewayUrl'), viewport, { storefront: false });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|securitypolicyviolation|Could not create web worker/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`securitypolicyviolation ${event.violatedDirective} ${event.blockedURI}`);
  }));
  const offline: string[] = [];
  await context.route((url) => !['localhost', '127.0.0.1'].includes(url.hostname), (route) => {
    offline.push(route.request().url());
    return route.abort();
  });
  const responses = new Map<string, Response>();
  context.on('response', (response) => responses.set(`${response.request().method()} ${response.url()}`, response));
  await page.goto(`${inject('gatewayUrl')}${search}`);
  return { context, page, violations, offline, responses };
}

it('GraphiQL runs a query offline under the gateway’s Content-Security-Policy, with no violation', async () => {
  const query = encodeURIComponent('{ settings { data { key value } } }');
  const { context, page, violations, offline } = await openGraphiQL(DESKTOP, `?query=${query}`);
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect.poll(() => page.locator('.result-window').innerText()).toContain('service_fee');
  expect(violations).toEqual([]);
  expect(offline).toEqual([]);
  await context.close();
});

it('GraphiQL opens on a phone with a small page, its files compressed and cached for a year, under 2 MB in all', async () => {
  const { context, page, violations, offline, responses } = await openGraphiQL(MOBILE);
  const pageResponse = responses.get(`GET ${inject('gatewayUrl')}`)!;
  expect((await pageResponse.body()).length).toBeLessThanOrEqual(100_000);
  const policy = (await pageResponse.allHeaders())['content-security-policy'].split(';').map((directive) => directive.trim());
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("worker-src 'self'");

  // Loaded: the schema has come (the editor validates with it in its worker) and every worker
  // the page names has been fetched.
  const settings = JSON.parse(await page.locator('#graphiql-settings').textContent() ?? '{}') as { workers: Record<string, string> };
  const workerUrls = Object.values(settings.workers).map((path) => `GET ${new URL(path, inject('gatewayUrl')).href}`);
  await expect.poll(() => workerUrls.filter((url) => !responses.has(url))).toEqual([]);
  await expect.poll(() => [...responses.keys()].some((key) => key.startsWith('POST '))).toBe(true);
  await page.locator('.graphiql-tab', { hasText: 'SearchProducts' }).waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));

  const files = [...responses.entries()].filter(([key]) => key.includes('/graphql/graphiql/'));
  expect(files.length).toBeGreaterThanOrEqual(7);
  // Bytes as they came over the wire: what the browser counted, else (a worker's script, which
  // it fetches outside the page and counts as 0 or less) the Content-Length of the encoded file.
  let transferred = 0;
  for (const [key, response] of responses) {
    const counted = (await response.request().sizes()).responseBodySize;
    const bytes = counted > 0 ? counted : Number((await response.allHeaders())['content-length']);
    expect({ key, counted: bytes > 0 }).toEqual({ key, counted: true });
    transferred += bytes;
  }
  for (const [key, response] of files) {
    const headers = await response.allHeaders();
    expect({ key, cache: headers['cache-control'] }).toEqual({ key, cache: 'public, max-age=31536000, immutable' });
    if (!/font\//.test(headers['content-type'])) expect({ key, encoding: headers['content-encoding'] }).toEqual({ key, encoding: 'br' });
  }
  expect(transferred).toBeLessThanOrEqual(FIRST_VISIT_BYTES);
  expect(violations).toEqual([]);
  expect(offline).toEqual([]);
  await context.close();
});

it('GraphiQL opens with a tab per client task whose operations run', async () => {
  const { context, page, violations } = await openGraphiQL();
  const tabs = page.locator('.graphiql-tab');
  await expect.poll(() => tabs.allInnerTexts()).toEqual(['Branches', 'SearchProducts', 'Login', 'InsertCartProducts', 'PlaceOrder', 'Order']);
  const tool = page.locator('.graphiql-editor-tool');
  await expect.poll(() => tool.innerText()).toMatch(/"shopId":\s502/);
  await page.getByRole('button', { name: 'Headers', exact: true }).click();
  await expect.poll(() => tool.innerText()).toMatch(/"x-lang":\s"en"/);

  // The first tab holds two operations: the run button asks which.
  await page.getByRole('button', { name: /Execute query/ }).click();
  await page.getByRole('menuitem', { name: 'Branches' }).click();
  await expect.poll(() => page.locator('.result-window').innerText()).toContain('Downtown');
  await page.getByRole('button', { name: /Execute query/ }).click();
  await page.getByRole('menuitem', { name: 'BranchMenu' }).click();
  await expect.poll(() => page.locator('.result-window').innerText()).toContain('"products"');

  // Chosen from the keyboard: a first mouse click on one of these draggable tabs is lost (the
  // same click again chooses it).
  await page.getByRole('button', { name: 'SearchProducts', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.locator('.graphiql-query-editor').innerText()).toContain('searchProducts(');
  // One operation: the run button runs it, once it is no longer the menu of the first tab's two.
  const run = page.getByRole('button', { name: /Execute query/ });
  await expect.poll(() => run.getAttribute('aria-haspopup')).toBeNull();
  await run.click();
  await expect.poll(() => page.locator('.result-window').innerText()).toMatch(/"searchProducts"[\s\S]*"title":\s"[^"]*Pizza/);
  expect(violations).toEqual([]);
  await context.close();
});
