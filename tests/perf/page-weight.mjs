// The JavaScript a customer's browser loads on one visit to a route: every script response from
// the navigation until the network is quiet and the page idle, in a fresh browser context
// (nothing cached), at a desktop and a phone viewport, as a guest and signed in as the demo customer.
import { gzipSync } from 'node:zlib';

const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 900 } },
  mobile: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
};

/** The routes a guest visits; `/?news=` only when a news item exists. */
const guestRoutes = ({ productUuid, newsUuid }) => [
  '/', `/?product=${productUuid}`, '/blog', ...(newsUuid ? [`/?news=${newsUuid}`] : []),
  '/login', '/register', '/liked', '/not-a-page',
];

/** The routes the demo customer visits signed in; `/checkout` with a dish in the cart. */
const CUSTOMER_ROUTES = ['/', '/orders', '/profile', '/checkout'];

const sum = (values) => values.reduce((a, b) => a + b, 0);

/** A real dish of the branch and the newest news item (none: undefined), for the visited URLs. */
export async function visitTargets(apiUrl, shopId) {
  const read = async (path) => (await (await fetch(`${apiUrl}${path}`)).json()).data;
  const [products, news] = await Promise.all([read(`/rest/products/paginate?shop_id=${shopId}&perPage=1`), read('/rest/blogs/paginate?perPage=1')]);
  return { productUuid: products[0].uuid, newsUuid: news[0]?.uuid };
}

/** One script as the server sent it: its body gzipped at level 9, and its bytes on the wire
 * (the web server sends Chromium its brotli copy). */
async function scriptSize(response) {
  if (!response.ok()) return { gzip: 0, wire: 0, failed: 1 };
  const [body, sizes] = await Promise.all([response.body(), response.request().sizes()]);
  return { gzip: gzipSync(body, { level: 9 }).length, wire: sizes.responseBodySize, failed: 0 };
}

/** How long the network must stay quiet before the visit counts as loaded. */
const QUIET_MS = 1000;
const SETTLE_TIMEOUT_MS = 30_000;

/** Counts the page's requests: started, and still in flight. */
function trackRequests(page) {
  const counts = { started: 0, open: 0 };
  page.on('request', () => {
    counts.started++;
    counts.open++;
  });
  const done = () => counts.open--;
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return counts;
}

/** Loaded: nothing in flight, nothing new for QUIET_MS, and nothing new once the page's main
 * thread is idle (on a busy machine a script may run past QUIET_MS before it asks for a chunk). */
async function settle(page, counts) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const seen = counts.started;
    await page.waitForTimeout(QUIET_MS);
    await page.evaluate(() => new Promise((resolve) => globalThis.requestIdleCallback(resolve, { timeout: 5000 })));
    if (counts.open === 0 && counts.started === seen) return;
    if (Date.now() > deadline) throw new Error(`${page.url()}: the network never went quiet`);
  }
}

/** Every script one visit to `path` loads, in a new context (empty cache). */
async function visit(browser, webUrl, path, contextOptions) {
  const context = await browser.newContext({ baseURL: webUrl, ...contextOptions });
  try {
    const page = await context.newPage();
    const counts = trackRequests(page);
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(scriptSize(response));
    });
    await page.goto(path, { waitUntil: 'load', timeout: SETTLE_TIMEOUT_MS });
    await settle(page, counts);
    const sizes = await Promise.all(scripts);
    const total = (key) => sum(sizes.map((size) => size[key]));
    return { files: sizes.length, gzip: total('gzip'), wire: total('wire'), failed: total('failed') };
  } finally {
    await context.close();
  }
}

/** One row per route: the visit at each viewport. */
async function visitAll(browser, webUrl, who, routes, storageState) {
  const rows = [];
  for (const path of routes) {
    const row = { who, path };
    for (const [name, options] of Object.entries(VIEWPORTS)) row[name] = await visit(browser, webUrl, path, { ...options, storageState });
    rows.push(row);
  }
  return rows;
}

/** The demo customer's cookies, from signing in through /login. */
async function customerState(browser, webUrl, signIn) {
  const context = await browser.newContext({ baseURL: webUrl, ...VIEWPORTS.desktop });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, 'demo@storefront.test', 'demo-pass-1');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * JavaScript per visit, per route.
 * @param tools `launchBrowser()`, `signIn(page, email, password)` and `fillCart()` (puts a dish
 *   in the demo customer's cart, resolves to a function that empties it again)
 */
export async function jsPerVisit(webUrl, targets, { launchBrowser, signIn, fillCart }) {
  const browser = await launchBrowser();
  try {
    const guest = await visitAll(browser, webUrl, 'guest', guestRoutes(targets));
    const state = await customerState(browser, webUrl, signIn);
    const customer = await visitAll(browser, webUrl, 'customer', CUSTOMER_ROUTES.slice(0, -1), state);
    const emptyCart = await fillCart();
    try {
      customer.push(...await visitAll(browser, webUrl, 'customer', CUSTOMER_ROUTES.slice(-1), state));
    } finally {
      await emptyCart();
    }
    return [...guest, ...customer];
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const cell = ({ files, gzip, wire, failed }) => `${String(files).padStart(3)} files ${kb(gzip)} gzip -9 ${kb(wire)} sent${failed ? ` (${failed} failed)` : ''}`;

export function printJsPerVisit(rows) {
  console.log('\nJavaScript per visit (every script from the navigation until the network is quiet and the page idle, empty cache; '
    + '"gzip -9": the bodies gzipped at level 9 by the bench; "sent": bytes on the wire, brotli as the web server sends it)\n');
  console.log(`  ${'visitor'.padEnd(9)}${'route'.padEnd(50)}${'desktop 1280×900'.padEnd(42)}phone 375×812`);
  for (const row of rows) {
    const path = row.path.length > 48 ? `${row.path.slice(0, 45)}…` : row.path;
    console.log(`  ${row.who.padEnd(9)}${path.padEnd(50)}${cell(row.desktop).padEnd(42)}${cell(row.mobile)}`);
  }
  if (rows.some((row) => row.desktop.failed || row.mobile.failed)) {
    console.log('  Some scripts failed to load: was web/dist rebuilt while the stack ran? The rows above are then incomplete.');
  }
}
