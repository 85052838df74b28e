// `npm run bench`: measures, side by side in one run, direct REST against the gateway
// (uncached and cached) for the branch menu and search, the cart's insert-product (REST against
// the gateway), checkout (placeOrder through the gateway by several customers, with double
// submits), table reservations (free times; bookings raced for one table), the requests of one
// add-to-cart click in Chromium, the home route's JavaScript and the api's memory, then chat delivery
// latency with 20 open conversations on a stack of its own (chat.mjs). Also the gateway's CPU per
// request, A/B against a gateway built from a baseline commit (gateway-cpu.mjs), and last the
// cluster behind haproxy on PostgreSQL with one, then two processes per layer (cluster.mjs). The
// main thread of a first visit to each public route on a phone, A/B against the web app built from
// a baseline commit (main-thread.mjs). `BENCH_ONLY=gateway` runs only the catalogue rows and the
// gateway's CPU rows, `BENCH_ONLY=cluster` only the cluster's, `BENCH_ONLY=main-thread` only the
// main thread's. Prints figures and ratios; asserts nothing (goals are in docs/performance.md).
import { chromium } from 'playwright-core';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, startStack } from '../../scripts/stack.mjs';
import { lighthouseRows, lighthouseRunCount, printLighthouse } from './lighthouse.mjs';
import { jsPerVisit, printJsPerVisit, visitTargets } from './page-weight.mjs';
import { chatRows, printChat } from './chat.mjs';
import { gatewayCpuRows, printGatewayCpu } from './gateway-cpu.mjs';
import { printReservations, reservationRows } from './reservations.mjs';
import { printRouteChunks, routeChunks } from './route-chunks.mjs';
import { CONNECTIONS, DURATION, call, gql, load, login, noGraphqlErrors, percentile } from './load.mjs';
import { CUSTOMERS, cartInput, checkoutRun, insertMutation } from './orders.mjs';
import { describeMemory, memoryProbe } from './processes.mjs';
import { clusterRows, printCluster } from './cluster.mjs';
import { mainThreadRows, printMainThread, publicRoutes } from './main-thread.mjs';

/** `gateway`: the catalogue and gateway CPU rows alone; `cluster`: the cluster rows alone;
 * `main-thread`: the main-thread rows alone. */
const ONLY = process.env.BENCH_ONLY;

/** The api with its catalogue cache bypassed (`Cache-Control: no-cache`: every answer computed
 * afresh, as before the cache; docs/performance.md, "Catalogue cache"), beside the cached REST row. */
async function cacheOffRows(name, url, direct) {
  const off = await load(`${name}: REST, catalogue cache off`, { url, headers: { 'cache-control': 'no-cache' } });
  return [off, { title: `${name}: REST / cache off`, ratio: direct.rps / off.rps, goal: name === 'branch menu' ? '≥ 5' : undefined }];
}

/** insert-product, REST direct against the gateway, as the demo customer. Every request sets the
 * same line to the same quantity; the cart is created first and deleted afterwards. */
async function insertProductRows(stack, shopId) {
  const token = await login(stack.apiUrl, 'demo@storefront.test', 'demo-pass-1');
  const input = await cartInput(stack.apiUrl, shopId);
  const url = `${stack.apiUrl}/dashboard/user/cart/insert-product`;
  const cartId = (await call(url, { method: 'POST', token, body: input })).data.id;
  const headers = { authorization: `Bearer ${token}` };
  try {
    const direct = await load('insert-product: REST direct', { url, method: 'POST', body: JSON.stringify(input), headers });
    const gateway = await load('insert-product: gateway', {
      url: stack.gatewayUrl, method: 'POST', body: gql(insertMutation, { input }), headers, verifyBody: noGraphqlErrors,
    });
    return [direct, gateway, { title: 'insert-product: gateway / REST', ratio: gateway.rps / direct.rps }];
  } finally {
    await call(`${stack.apiUrl}/dashboard/user/cart/delete`, { method: 'DELETE', token, body: { ids: [cartId] } });
  }
}

/** Debian's Chromium with the flags of tests/support/browser.ts (not importable here: TypeScript). */
const launchBrowser = () => chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run', '--disable-quic'],
});

async function signIn(page, email, password) {
  // The server-rendered form shows before its script has loaded; filled earlier, it would submit as a plain GET.
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByLabel('E-mail or phone').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.locator('form').getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

/** The /graphql operations one signed-in add-to-cart click sends, from the click until the cart
 * bar shows and the network is idle. Uses its own account (staff), not the demo's cart. */
async function addToCartOperations(webUrl) {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ baseURL: webUrl, viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(15_000);
    await signIn(page, 'staff@storefront.test', 'staff-pass-1');
    await page.goto('/');
    await page.locator('main a[href*="product="]').first().click();
    const add = page.getByRole('button', { name: 'Add to cart' });
    await add.waitFor();
    await page.waitForLoadState('networkidle');
    const operations = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/graphql')) operations.push(request.postDataJSON()?.operationName ?? request.method());
    });
    await add.click();
    await page.locator('[data-testid="cart-bar"]').waitFor();
    await page.waitForLoadState('networkidle');
    return operations;
  } finally {
    await browser.close();
  }
}

function homeRouteJs() {
  const dist = join(root, 'web/dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const sizes = files.map((file) => gzipSync(readFileSync(join(dist, file))).length);
  return { files: files.length, gzipKb: sizes.reduce((a, b) => a + b, 0) / 1024 };
}

/** Puts a dish in the demo customer's cart (for /checkout); resolves to a function emptying it. */
async function fillDemoCart(apiUrl, shopId) {
  const token = await login(apiUrl, 'demo@storefront.test', 'demo-pass-1');
  const cart = await call(`${apiUrl}/dashboard/user/cart/insert-product`, { method: 'POST', token, body: await cartInput(apiUrl, shopId) });
  return () => call(`${apiUrl}/dashboard/user/cart/delete`, { method: 'DELETE', token, body: { ids: [cart.data.id] } });
}

/** What a customer gets: the lazy route chunks, the JavaScript per visit, then Lighthouse. */
async function customerRows(stack, shopId) {
  printRouteChunks(routeChunks());
  const targets = await visitTargets(stack.apiUrl, shopId);
  printJsPerVisit(await jsPerVisit(stack.webUrl, targets, { launchBrowser, signIn, fillCart: () => fillDemoCart(stack.apiUrl, shopId) }));
  const runs = lighthouseRunCount();
  if (!runs) return console.log('\n  Lighthouse skipped (BENCH_LIGHTHOUSE=off)');
  const pages = [{ name: '/', path: '/' }, { name: '/?product=<uuid>', path: `/?product=${targets.productUuid}` }, { name: '/blog', path: '/blog' }, { name: '/login', path: '/login' }];
  printLighthouse(await lighthouseRows(stack.webUrl, pages, runs), runs);
}

const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';

function printRows(rows) {
  console.log(`\nThroughput and latency on ${database} (${CONNECTIONS} connections, ${DURATION} s each, one machine)\n`);
  for (const row of rows) {
    if ('ratio' in row) console.log(`  ${row.title.padEnd(48)} ratio ${row.ratio.toFixed(2)}${row.goal ? `   (goal ${row.goal})` : ''}`);
    else console.log(`  ${row.title.padEnd(48)} ${row.rps.toFixed(0).padStart(6)} req/s   p50 ${row.p50.toFixed(1)} ms   p95 ${row.p95.toFixed(1)} ms`);
  }
}

const probe = memoryProbe();

/** The api's memory after the runs, beside its goal. */
async function printApiMemory(stack) {
  const usage = await probe.read('api', stack.pids.api);
  const goal = process.env.DATABASE_URL ? '≤ 200 MB on PostgreSQL' : '≤ 300 MB on PGlite';
  console.log(`  api memory after the runs (${database}): ${describeMemory(usage)} (goal: RSS ${goal})`);
}

/** Everything after the catalogue and gateway CPU rows: the cart, checkout, reservations, the
 * browser's rows; then every figure printed. */
async function otherRows(stack, branch, rows, gatewayCpu) {
  const shopId = branch.id;
  rows.push(...await insertProductRows(stack, shopId));
  const checkout = await checkoutRun(stack, branch);
  const reservations = await reservationRows(stack, { load, call, percentile, token: await login(stack.apiUrl, ...CUSTOMERS[0]) });
  rows.push(...reservations.rows);
  const clickOperations = await addToCartOperations(stack.webUrl);

  printRows(rows);
  printGatewayCpu(gatewayCpu);
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(`\n  place-order through the gateway (${checkout.workers} customers, cash pickup): ${checkout.orders} orders in ${checkout.seconds.toFixed(1)} s, `
    + `${checkout.perSecond.toFixed(1)} orders/s   p50 ${ms(checkout.p50)}   p95 ${ms(checkout.p95)}`);
  console.log(`  orders without a duplicate: ${checkout.duplicates} duplicates found, `
    + `double submits answered with the same order ${checkout.sameOrder}/${checkout.doubleSubmits}, ${checkout.refused} refused`
    + `${checkout.unlisted ? `, ${checkout.unlisted} answered orders not listed` : ''}${checkout.stockRanOut ? ' (the dishes ran out of stock)' : ''}`);
  if (checkout.refusal) console.log(`  first refusal: ${checkout.refusal}`);
  printReservations(reservations);
  const clicks = clickOperations.length;
  console.log(`\n  add-to-cart click, signed in: ${clicks} request${clicks === 1 ? '' : 's'} to /graphql (${clickOperations.join(', ')})`);
  const js = homeRouteJs();
  console.log(`  home route JavaScript before first render (old measure: the files index.html loads, gzipped): ${js.gzipKb.toFixed(1)} KB gzipped in ${js.files} files (goal ≤ 220 KB)`);
  await printApiMemory(stack);
  await customerRows(stack, shopId);
  printMainThread(await mainThreadSection(stack, shopId));
}

/** TEST_PORT_OFFSET moves the bench's ports as it moves the tests' (x191…x193 + offset): ending
 * in 95, they never meet a test stack whose offset differs by a multiple of 100. */
const PORT_OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0);

// The kitchen simulator off: it would move the bench's orders along, writing to the database
// while it is measured. The bench sends thousands of requests a second from one address: rate
// limits far above that, so their cost is measured but they never refuse. Likewise the fair-use
// caps: each booking or checkout worker is one account holding hundreds of reservations or
// unpaid orders (the caps' own tests are reservations/caps.test.ts and checkout/unpaid-orders.test.ts).
const ports = { apiPort: 3295 + PORT_OFFSET, gatewayPort: 4295 + PORT_OFFSET, webPort: 8295 + PORT_OFFSET };
const stackEnv = {
  LOG_LEVEL: 'warn', KITCHEN_SIMULATOR: 'off', RATE_LIMIT_PUBLIC: '1000000/second', RATE_LIMIT_AUTH: '1000000/second', RATE_LIMIT_MONEY: '1000000/second',
  MAX_UPCOMING_RESERVATIONS: '1000000', MAX_UNPAID_ORDERS: '1000000',
};

/** The public routes' main-thread rows: this tree's web build and the baseline's, each served by
 * a web server of its own in front of the stack's gateway and api. */
async function mainThreadSection(stack, shopId) {
  const { productUuid } = await visitTargets(stack.apiUrl, shopId);
  const webEnv = { ...stackEnv, GATEWAY_URL: `http://127.0.0.1:${ports.gatewayPort}`, API_URL: `http://127.0.0.1:${ports.apiPort}` };
  return mainThreadRows({ routes: publicRoutes(productUuid), webEnv, ports: [8296 + PORT_OFFSET, 8297 + PORT_OFFSET] });
}

/** The menu and the search: REST, the gateway uncached and cached, REST with the catalogue cache off. */
async function catalogueRows(stack, shopId) {
  const menuRest = `${stack.apiUrl}/rest/branch/products?shop_id=${shopId}&perPage=4&productPerPage=6`;
  const menuQuery = gql(`{ branchProducts(shop_id: ${shopId}, perPage: 4, productPerPage: 6) { items { id translation { title } products { uuid img translation { title description } stock { id price total_price } } } pageInfo { current_page last_page total } } }`);
  const searchRest = `${stack.apiUrl}/rest/products/search?search=chicken&perPage=10&shop_id=${shopId}`;
  const searchQuery = gql(`{ searchProducts(search: "chicken", perPage: 10, shop_id: ${shopId}) { items { uuid img translation { title description } stocks { id price } } pageInfo { current_page last_page total } } }`);
  const rows = [];
  const restOffRps = {};
  for (const [name, key, restUrl, query] of [['branch menu', 'menu', menuRest, menuQuery], ['search', 'search', searchRest, searchQuery]]) {
    // Unmeasured: until V8 has optimised a document's path (its first thousand requests or so) the
    // gateway runs it slower, which would fall on the first row; a running gateway is past that.
    await load(`${name}: warm-up`, { url: stack.gatewayUrl, method: 'POST', body: query, fresh: true, duration: 2 });
    const direct = await load(`${name}: REST direct`, { url: restUrl });
    const uncached = await load(`${name}: gateway uncached`, { url: stack.gatewayUrl, method: 'POST', body: query, fresh: true, verifyBody: noGraphqlErrors });
    const cached = await load(`${name}: gateway cached`, { url: stack.gatewayUrl, method: 'POST', body: query, verifyBody: noGraphqlErrors });
    const [off, offRatio] = await cacheOffRows(name, restUrl, direct);
    restOffRps[key] = off.rps;
    rows.push(direct, uncached, cached, off, offRatio);
    rows.push({ title: `${name}: gateway uncached / REST`, ratio: uncached.rps / direct.rps, goal: '≥ 0.70' });
    rows.push({ title: `${name}: gateway cached / REST`, ratio: cached.rps / direct.rps, goal: '≥ 2.00' });
    rows.push({ title: `${name}: gateway uncached / REST cache off`, ratio: uncached.rps / off.rps, goal: '≥ 2.00' });
  }
  return { rows, documents: { menuRest, menuBody: menuQuery, searchRest, searchBody: searchQuery, restOffRps } };
}

/** The rows of one stack (api, gateway, web) on a fresh database: the catalogue and the gateway's
 * CPU, then (unless BENCH_ONLY=gateway) the others; the api's memory after them. BENCH_ONLY=main-thread:
 * the main-thread rows alone. */
async function stackRows() {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  const stack = await startStack({ ...ports, quiet: true, env: { ...stackEnv, DATA_DIR: dataDir, ...probe.env }, onLine: probe.onLine });
  try {
    const branches = await (await fetch(`${stack.apiUrl}/rest/shops/paginate?perPage=100`)).json();
    const branch = branches.data[0];
    if (ONLY === 'main-thread') return printMainThread(await mainThreadSection(stack, branch.id));
    const { rows, documents } = await catalogueRows(stack, branch.id);
    // The stack's gateway environment, for a baseline gateway started beside it on the same api.
    const gatewayEnv = { ...stackEnv, DATA_DIR: dataDir, API_URL: `http://127.0.0.1:${ports.apiPort}`, WEB_PORT: String(ports.webPort) };
    const gatewayCpu = await gatewayCpuRows({
      stack, shopId: branch.id, ...documents, gatewayEnv, baselinePort: 4297 + PORT_OFFSET, floorPort: 4298 + PORT_OFFSET, seconds: DURATION,
    });
    if (ONLY === 'gateway') {
      printRows(rows);
      printGatewayCpu(gatewayCpu);
      await printApiMemory(stack);
    } else {
      await otherRows(stack, branch, rows, gatewayCpu);
    }
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (ONLY !== 'cluster') await stackRows();
// Its own stack (logging at info, for the sign-up codes), once the measured one is gone.
if (!ONLY) printChat(await chatRows({ portOffset: PORT_OFFSET }));
// The cluster on PostgreSQL, 1 then 2 processes per layer, once the stacks are gone.
if (!ONLY || ONLY === 'cluster') printCluster(await clusterRows({ portOffset: PORT_OFFSET, env: stackEnv }));
