import { expect, inject, it } from 'vitest';
import { DESKTOP, openPage, useBrowser } from '../support/browser';

const browser = useBrowser();

it('GraphiQL runs a query offline under the gateway’s Content-Security-Policy, with no violation', async () => {
  const { context, page } = await openPage(browser(), inject('gatewayUrl'), DESKTOP, { storefront: false });
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
  const query = encodeURIComponent('{ settings { data { key value } } }');
  await page.goto(`${inject('gatewayUrl')}?query=${query}`);
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect.poll(() => page.locator('.result-window').innerText()).toContain('service_fee');
  expect(violations).toEqual([]);
  expect(offline).toEqual([]);
  await context.close();
});
