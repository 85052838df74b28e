// WCAG 2.2 A/AA in Chromium with axe-core: every route of the storefront once at a phone's and
// once at a desktop's width, in the light theme, to whoever it is for (a guest, the signed-in demo
// customer, both where it differs for them); home and a dish also in the dark theme and in Arabic
// (right to left). One test per route and width, run side by side within the CPU budget.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api, newCustomer, tokenOf } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { DESKTOP, MOBILE, answered, submitLogin, useBrowser, waitsForHydration, type Viewport } from '../support/browser';
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

interface Fixtures { productUuid: string; newsUuid: string; orderId: number; groupCartId: number; branchId: number; careerId: number; bannerId: number; recipeId: number }

/** Each path parameter of the route table, filled with a row of the demo data. */
const PARAMETERS: Record<string, (fixtures: Fixtures) => string | number> = {
  'orders/:id': (f) => f.orderId, 'group/order/:cartId': (f) => f.groupCartId, 'branches/:id': (f) => f.branchId,
  'careers/:id': (f) => f.careerId, 'banners/:id': (f) => f.bannerId, 'recipes/:id': (f) => f.recipeId,
  // A link whose code is not (or no longer) valid: the page that says so.
  'verify-email/:hash': () => 'no-such-code',
};

/** Public routes that show a signed-in customer what a guest does not see (the signed-in header,
 * their referral code, their courier application, a branch's review and booking forms, their
 * group order): audited for both. Every other route is audited for whoever it is for. */
const SIGNED_IN_VARIANTS = ['', 'referrals', 'deliver', 'branches/:id', 'group/order/:cartId'];

/** The routes to audit for `as`: a guest gets every public route, home's product and news
 * overlays, and one guarded route (the sign-in page it is sent to); the customer every signed-in
 * route and the public routes that differ for them. */
function routeTemplates(as: 'guest' | 'customer'): string[] {
  const { all, guarded } = declaredPaths();
  const paths = as === 'guest' ? ['', ...all.filter((path) => !guarded.includes(path)), guarded[0]] : [...SIGNED_IN_VARIANTS, ...guarded];
  const routes = paths.map((path) => `/${path === '*' ? 'no-such-page' : path}`);
  return as === 'guest' ? ['/', '/?product=:product', '/?news=:news', ...routes.slice(1)] : routes;
}

function url(route: string, fixtures: Fixtures): string {
  const path = route.slice(1);
  if (!path.includes('/:')) return route.replace(':product', fixtures.productUuid).replace(':news', fixtures.newsUuid);
  const fill = PARAMETERS[path];
  if (!fill) throw new Error(`${route}: give PARAMETERS a demo row for its parameter`);
  return route.replace(/:\w+$/, String(fill(fixtures)));
}

interface Violation { rule: string; target: string; route: string; width: number; as: string }

/** How a page was shown: its direction and its theme. */
interface Look { dir: string; theme: string | null }

/** Waits until the route has settled: requests done, an overlay asked for in the URL open, then
 * the page still: no finite animation or transition running and the DOM unchanged for a frame or
 * two (axe's contrast check reads a fading text's colour as it is at that instant, and on a busy
 * machine a late render can start a transition after the first animations ended). Endless
 * animations (spinners, shimmers) are not waited for. */
async function settle(page: Page, url: string) {
  await page.waitForLoadState('networkidle');
  if (url.includes('?product=') || url.includes('?news=')) await page.getByRole('dialog').getByRole('heading').first().waitFor();
  await page.evaluate(() => new Promise<void>((resolve) => {
    let changed = true;
    const observer = new MutationObserver(() => { changed = true; });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const finite = () => document.getAnimations().filter((animation) => animation.playState === 'running'
      && animation.effect?.getComputedTiming().endTime !== Infinity);
    const check = async () => {
      const running = finite();
      if (!changed && !running.length) {
        observer.disconnect();
        resolve();
        return;
      }
      changed = false;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      requestAnimationFrame(() => requestAnimationFrame(check));
    };
    void check();
  }));
}

/** Audits `route` in a page of its own in `context`: every node axe finds in violation, and how
 * the page was shown. */
async function audit(context: BrowserContext, route: string, as: string, viewport: Viewport): Promise<{ found: Violation[]; look: Look }> {
  const page = waitsForHydration(await context.newPage(), webUrl);
  page.setDefaultTimeout(30_000);
  try {
    await page.goto(route);
    await settle(page, route);
    const found = (await axeViolations(page)).map((v) => ({ ...v, route, width: viewport.width, as }));
    const look = await page.evaluate(() => ({ dir: document.documentElement.dir, theme: document.querySelector('[data-theme]')?.getAttribute('data-theme') ?? null }));
    return { found, look };
  } finally {
    await page.close();
  }
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
    const first = async <T>(path: string) => (await api<{ data: T[] }>('GET', `/rest/${path}/paginate?perPage=1`, null)).body.data[0];
    const [product, news, branch, career, banner, recipe] = await Promise.all([
      first<{ uuid: string }>('products'), first<{ uuid: string }>('blogs'), first<{ id: number }>('shops'),
      first<{ id: number }>('careers'), first<{ id: number }>('banners'), first<{ id: number }>('receipts'),
    ]);
    fixtures = {
      productUuid: product.uuid, newsUuid: news.uuid, orderId, groupCartId: group.body.data.id,
      branchId: branch.id, careerId: career.id, bannerId: banner.id, recipeId: recipe.id,
    };
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

  // One test per route, side by side in one browser (the stack project's maxConcurrency pages
  // at once: most of a page's time is the stack rendering it on the same cores), each run's
  // routes sharing one context.
  for (const [as, viewport, open, templates, look] of runs) {
    let context: Promise<BrowserContext> | undefined;
    const shared = () => {
      if (!context) contexts.push((context = open()));
      return context;
    };
    for (const template of templates) {
      it.concurrent(`finds no violation on ${template} for ${as} at ${viewport.width} px`, async ({ expect }) => {
        const { found, look: shown } = await audit(await shared(), url(template, fixtures), as, viewport);
        expect(shown).toEqual(look);
        expect(found, `axe found:\n${report(found)}`).toEqual([]);
      }, 120_000);
    }
  }

  // The booking form as the customer moves the date: each day has its own number of times, and
  // the last row of a long day sat under the chat launcher (fixed at the bottom corner) while the
  // page was at its top, and the day's select ran past its column. For each day, the page is
  // audited, every control must lie inside the form, then the keyboard goes from the day to the
  // last time, and no control it reaches may be under the launcher.
  it('finds no violation in the reservations\' day and time lists as the date moves, each control inside the form and clear of the chat launcher, at 375 px', async ({ expect }) => {
    const context = await signedIn(MOBILE);
    const page = waitsForHydration(await context.newPage(), webUrl);
    page.setDefaultTimeout(30_000);
    const route = '/reservations';
    try {
      await page.goto(route);
      await settle(page, route);
      await page.getByTestId('chat-launcher').waitFor();
      const day = page.getByRole('combobox', { name: 'Day' });
      const open = await day.locator('option:not([disabled])').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      const shown = await day.inputValue();
      // The day shown first, the rest of its week (a week holds the long days), the last day offered.
      const days = [...new Set([shown, ...open.slice(0, 7), open.at(-1)!])];
      const times = page.getByRole('group', { name: 'Free times' }).getByRole('button');
      const found: Violation[] = [];
      const covered: string[] = [];
      const walked: boolean[] = [];
      const overflowing: string[] = [];
      for (const date of days) {
        if (date !== shown) {
          const answer = answered(page, 'ReservationFreeTimes');
          await day.selectOption(date);
          await answer;
        }
        await times.first().or(page.getByText(/^No free time this day/)).waitFor();
        await settle(page, route);
        found.push(...(await axeViolations(page)).map((v) => ({ ...v, route: `${route} on ${date}`, width: MOBILE.width, as: 'the demo customer' })));
        // Every control stays inside the form: none runs past its column (or off the screen).
        overflowing.push(...(await page.getByRole('form', { name: 'Book a table' }).evaluate((form, on) => {
          const box = form.getBoundingClientRect();
          return Array.from(form.querySelectorAll('select, button, textarea'), (control) => ({ control, rect: control.getBoundingClientRect() }))
            .filter(({ rect }) => rect.width && (rect.left < box.left - 0.5 || rect.right > box.right + 0.5))
            .map(({ control, rect }) => `${on}: ${control.tagName.toLowerCase()} "${control.getAttribute('aria-label') ?? (control as HTMLSelectElement).value ?? ''}" ${Math.round(rect.left)}–${Math.round(rect.right)} px, the form ${Math.round(box.left)}–${Math.round(box.right)} px`);
        }, date)));
        // From the top of the page, as the customer chose the day, through every time.
        await page.evaluate(() => window.scrollTo(0, 0));
        await day.focus();
        const count = await times.count();
        const last = count ? await times.last().elementHandle() : null;
        let through = !last;
        for (let step = 0; step <= count + 3 && !through; step += 1) {
          const focused = await page.evaluate(() => {
            const control = document.activeElement!;
            const a = control.getBoundingClientRect();
            const b = document.querySelector('[data-testid="chat-launcher"]')!.getBoundingClientRect();
            const under = a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
            return under ? `${control.tagName.toLowerCase()} "${control.textContent || (control as HTMLSelectElement).value}" at ${Math.round(a.top)}–${Math.round(a.bottom)} px` : null;
          });
          if (focused) covered.push(`${date}: ${focused}`);
          through = await last!.evaluate((time) => time === document.activeElement);
          if (!through) await page.keyboard.press('Tab');
        }
        walked.push(through);
      }
      expect(walked, 'the keyboard reached the last time of each day').toEqual(days.map(() => true));
      expect(found, `axe found:\n${report(found)}`).toEqual([]);
      expect(overflowing, 'past the booking form').toEqual([]);
      expect(covered, 'focused under the chat launcher').toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

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
