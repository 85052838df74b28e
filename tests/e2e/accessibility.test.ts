// WCAG 2.2 A/AA in Chromium with axe-core: every route of the storefront, at a phone's and a
// desktop's width, to a guest and to the signed-in demo customer, in the light theme; home and a
// dish also in the dark theme and in Arabic (right to left).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api, newCustomer, tokenOf } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { DESKTOP, MOBILE, submitLogin, useBrowser, waitsForHydration, type Viewport } from '../support/browser';
import { fillDowntownCart, placePickupOrder } from '../support/orders';

const webUrl = inject('webUrl');
const browser = useBrowser();

const DEMO = { email: 'demo@storefront.test', password: 'demo-pass-1' };

/** Every path the route table declares: its `path:` entries and its lists of placeholder and
 * signed-in paths, read from the source so that a new route is audited without a change here. */
function declaredPaths(): { all: string[]; guarded: string[] } {
  const source = readFileSync(new URL('../../web/src/app/routes.tsx', import.meta.url), 'utf8');
  const quoted = (list = '') => [...list.matchAll(/'([^']+)'/g)].map(([, path]) => path);
  const lists = [...source.matchAll(/_PATHS = \[([^\]]*)\]/g)].flatMap(([, list]) => quoted(list));
  const paths = [...source.matchAll(/path: '([^']+)'/g)].map(([, path]) => path);
  const auth = readFileSync(new URL('../../web/src/shared/lib/session/redirect.ts', import.meta.url), 'utf8');
  const authPaths = quoted(/AUTH_PAGE_PATHS = \[([^\]]*)\]/.exec(auth)?.[1]);
  // The shell's guarded routes, and the two auth pages that are signed-in only: a guest is sent
  // to the sign-in page from each of them.
  const guarded = [...quoted(/GUARDED_PATHS = \[([^\]]*)\]/.exec(source)?.[1]), 'update-password', 'update-details'];
  return { all: [...new Set([...lists, ...paths, ...authPaths])], guarded };
}

interface Fixtures { productUuid: string; newsUuid: string; orderId: number; groupCartId: number }

/** The routes to audit, with placeholders for the ids the fixtures give: home, its product and
 * news overlays, and every declared path. A guest is audited on one guarded route only: every
 * other one shows the same sign-in page. */
function routeTemplates(as: 'guest' | 'customer'): string[] {
  const { all, guarded } = declaredPaths();
  const shown = as === 'customer' ? all : all.filter((path) => path === guarded[0] || !guarded.includes(path));
  const concrete = shown.map((path) => (path === '*' ? '/no-such-page' : path === 'recipes/:id' ? '/recipes/1' : `/${path}`));
  return ['/', '/?product=:product', '/?news=:news', ...concrete];
}

function url(template: string, { productUuid, newsUuid, orderId, groupCartId }: Fixtures): string {
  return template.replace(':product', productUuid).replace(':news', newsUuid).replace(':id', String(orderId)).replace(':cartId', String(groupCartId));
}

/** Routes audited by one test. */
const ROUTES_PER_TEST = 10;

interface Violation { rule: string; target: string; route: string; width: number; as: string }

/** How a page was shown: its direction and its theme. */
interface Look { dir: string; theme: string | null }

/** Waits until the route has settled: requests done, an overlay asked for in the URL open, and
 * every finite animation or transition ended (axe's contrast check reads a fading text's colour
 * as it is at that instant). Endless ones (spinners, shimmers) are not waited for. */
async function settle(page: Page, url: string) {
  await page.waitForLoadState('networkidle');
  if (url.includes('?product=') || url.includes('?news=')) await page.getByRole('dialog').getByRole('heading').first().waitFor();
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    .map((animation) => animation.finished.catch(() => undefined))));
}

/** One page per route in `context`; answers every node axe finds in violation, and how each page
 * was shown. */
async function audit(context: BrowserContext, routes: string[], as: string, viewport: Viewport): Promise<{ found: Violation[]; looks: Look[] }> {
  const found: Violation[] = [];
  const looks: Look[] = [];
  for (const route of routes) {
    const page = waitsForHydration(await context.newPage(), webUrl);
    page.setDefaultTimeout(15_000);
    await page.goto(route);
    await settle(page, route);
    found.push(...(await axeViolations(page)).map((v) => ({ ...v, route, width: viewport.width, as })));
    looks.push(await page.evaluate(() => ({ dir: document.documentElement.dir, theme: document.querySelector('[data-theme]')?.getAttribute('data-theme') ?? null })));
    await page.close();
  }
  return { found, looks };
}

async function newContext(viewport: Viewport): Promise<BrowserContext> {
  return browser().newContext({ baseURL: webUrl, viewport, isMobile: viewport.width < 600, hasTouch: viewport.width < 600 });
}

async function signedIn(viewport: Viewport): Promise<BrowserContext> {
  const context = await newContext(viewport);
  const page = waitsForHydration(await context.newPage(), webUrl);
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await submitLogin(page, DEMO.email, DEMO.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.close();
  return context;
}

/** A guest's context with the dark theme or Arabic chosen in the side menu, as a customer would. */
async function withPreference(viewport: Viewport, choose: (page: Page) => Promise<unknown>): Promise<BrowserContext> {
  const context = await newContext(viewport);
  const page = waitsForHydration(await context.newPage(), webUrl);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await choose(page);
  await page.keyboard.press('Escape');
  await page.reload(); // leaving the page writes the choice at once
  await page.close();
  return context;
}

const dark = (page: Page) => page.getByRole('switch', { name: 'Dark theme' }).check();
const arabic = (page: Page) => page.getByLabel('Language').selectOption('ar');

const report = (violations: Violation[]) =>
  violations.map(({ rule, target, route, width, as }) => `${rule}  ${target}  on ${route} at ${width} px (${as})`).join('\n');

describe('accessibility (axe-core, WCAG 2.2 A and AA) in Chromium', () => {
  let fixtures: Fixtures;
  let demoToken: string;
  let demoCartId: number;

  beforeAll(async () => {
    demoToken = await tokenOf(DEMO.email, DEMO.password);
    const orderId = await placePickupOrder(demoToken);
    // Checkout shows the demo customer's cart; a group order is another customer's.
    demoCartId = await fillDowntownCart(demoToken);
    const owner = await newCustomer('Grace');
    const group = await api<{ data: { id: number } }>('POST', `/dashboard/user/cart/set-group/${await fillDowntownCart(owner.token)}`, owner.token);
    const products = await api<{ data: { uuid: string }[] }>('GET', '/rest/products/paginate?perPage=1', null);
    const news = await api<{ data: { uuid: string }[] }>('GET', '/rest/blogs/paginate?perPage=1', null);
    fixtures = { productUuid: products.body.data[0].uuid, newsUuid: news.body.data[0].uuid, orderId, groupCartId: group.body.data.id };
  });

  afterAll(async () => {
    // Other browser tests start from the demo customer's empty cart.
    await api('DELETE', '/dashboard/user/cart/delete', demoToken, { ids: [demoCartId] });
  });

  const light: Look = { dir: 'ltr', theme: 'light' };
  const guest = routeTemplates('guest');
  const customer = routeTemplates('customer');
  const runs: [string, Viewport, () => Promise<BrowserContext>, string[], Look][] = [
    ['a guest', MOBILE, () => newContext(MOBILE), guest, light],
    ['a guest', DESKTOP, () => newContext(DESKTOP), guest, light],
    ['the demo customer', MOBILE, () => signedIn(MOBILE), customer, light],
    ['the demo customer', DESKTOP, () => signedIn(DESKTOP), customer, light],
    ['a guest, dark theme', MOBILE, () => withPreference(MOBILE, dark), guest.slice(0, 2), { dir: 'ltr', theme: 'dark' }],
    ['a guest, dark theme', DESKTOP, () => withPreference(DESKTOP, dark), guest.slice(0, 2), { dir: 'ltr', theme: 'dark' }],
    ['a guest, Arabic', MOBILE, () => withPreference(MOBILE, arabic), guest.slice(0, 2), { dir: 'rtl', theme: 'light' }],
    ['a guest, Arabic', DESKTOP, () => withPreference(DESKTOP, arabic), guest.slice(0, 2), { dir: 'rtl', theme: 'light' }],
  ];
  const contexts: Promise<BrowserContext>[] = [];
  afterAll(async () => Promise.all(contexts.map(async (context) => (await context).close())));

  // Side by side in one browser, a context per run shared by its batches: most of a page's time
  // is waiting for the stack. A batch of routes per test, so that one test's time stays bounded
  // however many routes the storefront gets.
  for (const [as, viewport, open, templates, look] of runs) {
    let context: Promise<BrowserContext> | undefined;
    const shared = () => {
      if (!context) contexts.push((context = open()));
      return context;
    };
    for (let first = 0; first < templates.length; first += ROUTES_PER_TEST) {
      const batch = templates.slice(first, first + ROUTES_PER_TEST);
      it.concurrent(`finds no violation for ${as} at ${viewport.width} px on ${batch.length > 1 ? `${batch[0]} … ${batch.at(-1)}` : batch[0]}`, async ({ expect }) => {
        const routes = batch.map((template) => url(template, fixtures));
        const { found, looks } = await audit(await shared(), routes, as, viewport);
        expect(looks).toEqual(routes.map(() => look));
        expect(found, `axe found:\n${report(found)}`).toEqual([]);
      }, 420_000); // ~10 pages, five tests side by side on two cores: ~140 s here
    }
  }

  for (const viewport of [MOBILE, DESKTOP]) {
    it(`finds no violation on a dish as the server draws it, at ${viewport.width} px`, async ({ expect }) => {
      const context = await newContext(viewport);
      // The served sheet stays the dish's surface; the live dialog's chunk is held back all the same.
      await context.route(/\/assets\/product-overlay-surface-[^/]*\.js$/, () => {});
      const page = waitsForHydration(await context.newPage(), webUrl);
      const route = `/?product=${fixtures.productUuid}`;
      await page.goto(route);
      await page.locator('#root [role="dialog"] #product-title').waitFor();
      const found = (await axeViolations(page)).map((v) => ({ ...v, route, width: viewport.width, as: 'a guest, served sheet' }));
      expect(await page.locator('#root [role="dialog"]').count(), 'still the served sheet').toBe(1);
      await context.close();
      expect(found, `axe found:\n${report(found)}`).toEqual([]);
    });
  }
});
