import { expect, inject, it } from 'vitest';
import type { Response } from 'playwright-core';
import { DESKTOP, MOBILE, openPage, useBrowser, type Viewport } from '../support/browser';

const browser = useBrowser();

/** What GraphiQL may download on a first visit, page, files and the schema together. GraphiQL 3
 * on React 18 came to 435 KB (2026-11-29); Yoga's GraphiQL (Monaco), 1.91 MB, its main script
 * alone 1.2 MB as brotli. */
const FIRST_VISIT_BYTES = 1_000_000;

/** GraphiQL in a fresh browser context (nothing cached), with every non-local request refused:
 * `violations` collects the page's Content-Security-Policy reports and `offline` the refused
 * requests; `responses` every answer, by method and URL. */
async function openGraphiQL(viewport: Viewport = DESKTOP, search = '') {
  const { context, page } = await openPage(browser(), inject('gatewayUrl'), viewport, { storefront: false });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|securitypolicyviolation/i.test(message.text())) violations.push(message.text());
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
  const query = encodeURIComponent('{ settings { key value } }');
  const { context, page, violations, offline } = await openGraphiQL(DESKTOP, `?query=${query}`);
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect.poll(() => page.locator('.result-window').innerText()).toContain('service_fee');
  expect(violations).toEqual([]);
  expect(offline).toEqual([]);
  await context.close();
});

it('GraphiQL opens on a phone with a small page, its files compressed and cached for a year, under 1 MB in all', async () => {
  const { context, page, violations, offline, responses } = await openGraphiQL(MOBILE);
  const pageResponse = responses.get(`GET ${inject('gatewayUrl')}`)!;
  expect((await pageResponse.body()).length).toBeLessThanOrEqual(100_000);
  const policy = (await pageResponse.allHeaders())['content-security-policy'].split(';').map((directive) => directive.trim());
  expect(policy).toEqual(expect.arrayContaining(["script-src 'self'", "worker-src 'none'"]));
  expect(policy.join(';')).not.toContain('unsafe-eval');

  // Loaded: the schema has come (GraphiQL asks for it once started), the tabs are there and the
  // fonts the page shows have come.
  await expect.poll(() => [...responses.keys()].some((key) => key.startsWith('POST '))).toBe(true);
  await page.locator('.graphiql-tab', { hasText: 'SearchProducts' }).waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // On a phone's width the result is under the editors, not a sliver beside them.
  const [editors, result] = await Promise.all(['.graphiql-editors', '.graphiql-response'].map((selector) => page.locator(selector).boundingBox()));
  expect(result!.y).toBeGreaterThanOrEqual(editors!.y + editors!.height - 1);
  expect(result!.width).toBeGreaterThan(MOBILE.width / 2);

  const files = [...responses.entries()].filter(([key]) => key.includes('/graphql/graphiql/'));
  expect(files.length).toBeGreaterThanOrEqual(7); // four scripts, the style sheet, the icon, fonts
  // Bytes as they came over the wire: what the browser counted, else the Content-Length of the
  // encoded file.
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
