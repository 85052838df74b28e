// `npm run bench`: measures, side by side in one run, direct REST against the gateway
// (uncached and cached) for the branch menu and search, the cart's insert-product (REST against
// the gateway), checkout (placeOrder through the gateway by several customers, with double
// submits), table reservations (free times; bookings raced for one table), the requests of one
// add-to-cart click in Chromium, the home route's JavaScript and the api's memory, then chat delivery
// latency with 20 open conversations on a stack of its own (chat.mjs). Also the gateway's CPU per
// request, A/B against a gateway built from a baseline commit (gateway-cpu.mjs).
// `BENCH_ONLY=gateway` runs only the catalogue rows and the gateway's CPU rows. Prints figures and
// ratios; asserts nothing (goals are in docs/performance.md).
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, startStack } from '../../scripts/stack.mjs';
import { lighthouseRows, lighthouseRunCount, printLighthouse } from './lighthouse.mjs';
import { jsPerVisit, printJsPerVisit, visitTargets } from './page-weight.mjs';
import { chatRows, printChat } from './chat.mjs';
import { gatewayCpuRows, printGatewayCpu } from './gateway-cpu.mjs';
import { printReservations, reservationRows } from './reservations.mjs';
import { printRouteChunks, routeChunks } from './route-chunks.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const ONLY_GATEWAY = process.env.BENCH_ONLY === 'gateway';

/** `verifyBody` (optional) tells a good answer from a bad one, for GraphQL errors sent with 200. */
function load(title, { url, method = 'GET', body, headers = {}, fresh = false, verifyBody }) {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon({
      url, method, body, verifyBody, connections: CONNECTIONS, duration: DURATION,
      headers: { 'content-type': 'application/json', ...headers },
      // `fresh` gives every request its own cache session, so the gateway's cache never hits.
      ...(fresh ? { requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, authorization: `Bearer bench-${n++}` } }) }] } : {}),
    }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx || result.errors || result.mismatches) {
        return reject(new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.mismatches} bad answers`));
      }
      resolve({ title, rps: result.requests.average, p50: result.latency.p50, p95: p95(result.latency) });
    });
  });
}

// autocannon reports p90/p97.5/p99; p95 is interpolated between p90 and p97.5.
function p95({ p90, p97_5 }) {
  return p90 + (p97_5 - p90) * (5 / 7.5);
}

const gql = (query, variables) => JSON.stringify({ query, variables });
const noGraphqlErrors = (body) => !JSON.parse(body).errors;

async function call(url, { method = 'GET', token, body } = {}) {
  const response = await fetch(url, {
    method, body: body && JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

const login = async (apiUrl, email, password) => (await call(`${apiUrl}/auth/login`, { method: 'POST', body: { email, password } })).data.access_token;

/** insert-product's body for a branch's first recommended dish that is in stock and not an add-on. */
async function cartInput(apiUrl, shopId) {
  const { data } = await call(`${apiUrl}/rest/branch/recommended/products?shop_id=${shopId}`);
  const product = data.find((p) => !p.addon && p.stock && !p.stock.addon && p.stock.quantity > 0);
  if (!product) throw new Error(`branch ${shopId} recommends no dish in stock`);
  return { shop_id: shopId, products: [{ stock_id: product.stock.id, quantity: Math.max(1, product.min_qty) }] };
}

/** The api with its catalogue cache bypassed (`Cache-Control: no-cache`: every answer computed
 * afresh, as before the cache; docs/performance.md, "Catalogue cache"), beside the cached REST row. */
async function cacheOffRows(name, url, direct) {
  const off = await load(`${name}: REST, catalogue cache off`, { url, headers: { 'cache-control': 'no-cache' } });
  return [off, { title: `${name}: REST / cache off`, ratio: direct.rps / off.rps, goal: name === 'branch menu' ? '≥ 5' : undefined }];
}

const insertMutation = 'mutation InsertCartProducts($input: InsertCartProductsInput!) { insertCartProducts(input: $input) { id total_price } }';

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

const placeOrderMutation = 'mutation PlaceOrder($input: PlaceOrderInput!, $key: String) { placeOrder(input: $input, idempotency_key: $key) { id } }';

/** Each checkout worker is its own customer, so they never share a cart (staff last: the browser
 * step below signs in as staff and finds its cart gone with the last order). */
const CUSTOMERS = [['demo@storefront.test', 'demo-pass-1'], ['demo2@storefront.test', 'demo-pass-2'], ['staff@storefront.test', 'staff-pass-1']];
const DOUBLE_SUBMIT_EVERY = 5;

/** In-stock dishes of the branch (not add-ons), each with the quantity that puts one order above
 * the branch's minimum amount; the ten with the most orders' worth of stock, so that a run does
 * not empty them (every order takes its quantity from the stock). */
async function checkoutDishes(apiUrl, branch) {
  const { data } = await call(`${apiUrl}/rest/products/paginate?shop_id=${branch.id}&perPage=100`);
  const dishes = data.filter((p) => !p.addon && p.stock && !p.stock.addon && p.stock.quantity > 0).map((p) => ({
    stockId: p.stock.id,
    // $1 over the minimum, which is checked on the lines after their discounts.
    quantity: Math.max(p.min_qty, Math.ceil((branch.min_amount + 1) / (p.stock.price - p.stock.discount))),
    maxQty: p.max_qty,
    left: p.stock.quantity,
  })).filter((dish) => dish.quantity <= dish.maxQty && dish.quantity <= dish.left);
  if (!dishes.length) throw new Error(`branch ${branch.id} has no dish to order`);
  return dishes.sort((a, b) => b.left / b.quantity - a.left / a.quantity).slice(0, 10);
}

/** The next dish in turn that still has stock for one more order (none: every dish ran out). */
function rotation(dishes) {
  let turn = 0;
  return () => {
    for (let tries = 0; tries < dishes.length; tries++) {
      const dish = dishes[turn++ % dishes.length];
      if (dish.left >= dish.quantity) {
        dish.left -= dish.quantity;
        return dish;
      }
    }
    return undefined;
  };
}

/** One placeOrder through the gateway, timed; a refusal comes back as a GraphQL error (HTTP 200). */
async function placeOrder(gatewayUrl, token, input, key) {
  const started = performance.now();
  const { data, errors } = await call(gatewayUrl, { method: 'POST', token, body: { query: placeOrderMutation, variables: { input, key } } });
  const ms = performance.now() - started;
  return errors ? { ms, refusal: `${errors[0].message} ${JSON.stringify(errors[0].extensions ?? {})}` } : { ms, id: data.placeOrder.id };
}

/** Every order id of the customer, through REST (newest first, 100 a page). */
async function orderIds(apiUrl, token) {
  const ids = new Set();
  for (let page = 1; ; page++) {
    const { data, meta } = await call(`${apiUrl}/dashboard/user/orders/paginate?perPage=100&page=${page}`, { token });
    for (const order of data) ids.add(order.id);
    if (!data.length || ids.size >= meta.total) return ids;
  }
}

/** One customer ordering until `deadline`: fill the cart (REST), place it (gateway) with a fresh
 * key. Every 5th order is submitted twice at once with the same key and body, as a double click
 * does; both answers must name the same order. Only the first submit is timed. */
async function orderUntil(stack, shopId, customer, nextDish, deadline, tally) {
  for (let n = 1; Date.now() < deadline; n++) {
    const dish = nextDish();
    if (!dish) {
      tally.stockRanOut = true;
      return;
    }
    const cart = await call(`${stack.apiUrl}/dashboard/user/cart/insert-product`, {
      method: 'POST', token: customer.token, body: { shop_id: shopId, products: [{ stock_id: dish.stockId, quantity: dish.quantity }] },
    });
    const input = { cart_id: cart.data.id, delivery_type: 'pickup', payment_type: 'cash' };
    const key = randomUUID();
    const submits = [placeOrder(stack.gatewayUrl, customer.token, input, key)];
    if (n % DOUBLE_SUBMIT_EVERY === 0) submits.push(placeOrder(stack.gatewayUrl, customer.token, input, key));
    const [first, second] = await Promise.all(submits);
    for (const answer of [first, second]) if (answer?.id) customer.answered.add(answer.id);
    if (first.refusal) {
      tally.refused++;
      tally.refusal ??= first.refusal;
      // A refused order leaves the cart; the next insert-product would add to it.
      if (!second?.id) await call(`${stack.apiUrl}/dashboard/user/cart/delete`, { method: 'DELETE', token: customer.token, body: { ids: [input.cart_id] } });
      continue;
    }
    tally.latencies.push(first.ms);
    if (second) {
      tally.doubleSubmits++;
      if (second.id === first.id) tally.sameOrder++;
    }
  }
}

/** Nearest-rank percentile of the timed submits. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;
}

/** Orders sustained for DURATION seconds by one worker per customer; then, through REST, every
 * order a customer has must be one its submits were answered with (else: a duplicate). */
async function checkoutRun(stack, branch) {
  const customers = await Promise.all(CUSTOMERS.map(async ([email, password]) => ({ token: await login(stack.apiUrl, email, password), answered: new Set() })));
  const before = await Promise.all(customers.map((customer) => orderIds(stack.apiUrl, customer.token)));
  const nextDish = rotation(await checkoutDishes(stack.apiUrl, branch));
  const tally = { latencies: [], refused: 0, refusal: undefined, doubleSubmits: 0, sameOrder: 0, stockRanOut: false };
  const started = performance.now();
  const deadline = Date.now() + DURATION * 1000;
  await Promise.all(customers.map((customer) => orderUntil(stack, branch.id, customer, nextDish, deadline, tally)));
  const seconds = (performance.now() - started) / 1000;
  let duplicates = 0;
  let unlisted = 0;
  for (const [i, customer] of customers.entries()) {
    const placed = new Set([...await orderIds(stack.apiUrl, customer.token)].filter((id) => !before[i].has(id)));
    duplicates += [...placed].filter((id) => !customer.answered.has(id)).length;
    unlisted += [...customer.answered].filter((id) => !placed.has(id)).length;
  }
  const orders = tally.latencies.length;
  return {
    ...tally, orders, seconds, duplicates, unlisted, workers: customers.length,
    perSecond: orders / seconds, p50: percentile(tally.latencies, 0.5), p95: percentile(tally.latencies, 0.95),
  };
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

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
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
  console.log(`  api RSS after the runs (${database}): ${rssMb(stack.pids.api).toFixed(0)} MB (goal ≤ 400 MB on PGlite)`);
  await customerRows(stack, shopId);
}

/** TEST_PORT_OFFSET moves the bench's ports as it moves the tests' (x191…x193 + offset): ending
 * in 95, they never meet a test stack whose offset differs by a multiple of 100. */
const PORT_OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0);

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
// The kitchen simulator off: it would move the bench's orders along, writing to the database
// while it is measured. The bench sends thousands of requests a second from one address: rate
// limits far above that, so their cost is measured but they never refuse. Likewise the fair-use
// caps: each booking or checkout worker is one account holding hundreds of reservations or
// unpaid orders (the caps' own tests are reservations/caps.test.ts and checkout/unpaid-orders.test.ts).
const ports = { apiPort: 3295 + PORT_OFFSET, gatewayPort: 4295 + PORT_OFFSET, webPort: 8295 + PORT_OFFSET };
const stackEnv = {
  DATA_DIR: dataDir, LOG_LEVEL: 'warn', KITCHEN_SIMULATOR: 'off', RATE_LIMIT_PUBLIC: '1000000/second', RATE_LIMIT_AUTH: '1000000/second', RATE_LIMIT_MONEY: '1000000/second',
  MAX_UPCOMING_RESERVATIONS: '1000000', MAX_UNPAID_ORDERS: '1000000',
};
const stack = await startStack({ ...ports, quiet: true, env: stackEnv });
try {
  const branches = await (await fetch(`${stack.apiUrl}/rest/shops/paginate?perPage=100`)).json();
  const branch = branches.data[0];
  const shopId = branch.id;
  const menuRest = `${stack.apiUrl}/rest/branch/products?shop_id=${shopId}&perPage=4&productPerPage=6`;
  const menuQuery = gql(`{ branchProducts(shop_id: ${shopId}, perPage: 4, productPerPage: 6) { items { id translation { title } products { uuid img translation { title description } stock { id price total_price } } } pageInfo { current_page last_page total } } }`);
  const searchRest = `${stack.apiUrl}/rest/products/search?search=chicken&perPage=10&shop_id=${shopId}`;
  const searchQuery = gql(`{ searchProducts(search: "chicken", perPage: 10, shop_id: ${shopId}) { items { uuid img translation { title description } stocks { id price } } pageInfo { current_page last_page total } } }`);

  const rows = [];
  for (const [name, restUrl, query] of [['branch menu', menuRest, menuQuery], ['search', searchRest, searchQuery]]) {
    const direct = await load(`${name}: REST direct`, { url: restUrl });
    const uncached = await load(`${name}: gateway uncached`, { url: stack.gatewayUrl, method: 'POST', body: query, fresh: true });
    const cached = await load(`${name}: gateway cached`, { url: stack.gatewayUrl, method: 'POST', body: query });
    const [off, offRatio] = await cacheOffRows(name, restUrl, direct);
    rows.push(direct, uncached, cached, off, offRatio);
    rows.push({ title: `${name}: gateway uncached / REST`, ratio: uncached.rps / direct.rps, goal: '≥ 0.70' });
    rows.push({ title: `${name}: gateway cached / REST`, ratio: cached.rps / direct.rps, goal: '≥ 2.00' });
    rows.push({ title: `${name}: gateway uncached / REST cache off`, ratio: uncached.rps / off.rps, goal: '≥ 2.00' });
  }
  // The stack's gateway environment, for a baseline gateway started beside it on the same api.
  const gatewayEnv = { ...stackEnv, API_URL: `http://127.0.0.1:${ports.apiPort}`, WEB_PORT: String(ports.webPort) };
  const gatewayCpu = await gatewayCpuRows({
    stack, shopId, menuBody: menuQuery, searchBody: searchQuery, menuRest, searchRest, gatewayEnv, baselinePort: 4297 + PORT_OFFSET, seconds: DURATION,
  });
  if (ONLY_GATEWAY) {
    printRows(rows);
    printGatewayCpu(gatewayCpu);
  } else {
    await otherRows(stack, branch, rows, gatewayCpu);
  }
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
// Its own stack (logging at info, for the sign-up codes), once the measured one is gone.
if (!ONLY_GATEWAY) printChat(await chatRows({ portOffset: PORT_OFFSET }));
