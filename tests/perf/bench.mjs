// `npm run bench`: measures, side by side in one run, direct REST against the gateway
// (uncached and cached) for the branch menu and search, the cart's insert-product (REST against
// the gateway), the requests of one add-to-cart click in Chromium, the home route's JavaScript
// and the api's memory. Prints figures and ratios; asserts nothing (goals are in
// docs/performance.md).
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, startStack } from '../../scripts/stack.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

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

const insertMutation = 'mutation InsertCartProducts($input: InsertCartProducts_Input) { insertCartProducts(input: $input) { data { id total_price } } }';

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
  await page.goto('/login');
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

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
const stack = await startStack({ apiPort: 3291, gatewayPort: 4291, webPort: 8291, quiet: true, env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' } });
try {
  const branches = await (await fetch(`${stack.apiUrl}/rest/shops/paginate?perPage=100`)).json();
  const shopId = branches.data[0].id;
  const menuRest = `${stack.apiUrl}/rest/branch/products?shop_id=${shopId}&perPage=4&productPerPage=6`;
  const menuQuery = gql(`{ branchProducts(shop_id: ${shopId}, perPage: 4, productPerPage: 6) { data { id translation { title } products { uuid img translation { title description } stock { id price total_price } } } meta { current_page last_page total } } }`);
  const searchRest = `${stack.apiUrl}/rest/products/search?search=chicken&perPage=10&shop_id=${shopId}`;
  const searchQuery = gql(`{ searchProducts(search: "chicken", perPage: 10, shop_id: ${shopId}) { data { uuid img translation { title description } stocks { id price } } meta { current_page last_page total } } }`);

  const rows = [];
  for (const [name, restUrl, query] of [['branch menu', menuRest, menuQuery], ['search', searchRest, searchQuery]]) {
    const direct = await load(`${name}: REST direct`, { url: restUrl });
    const uncached = await load(`${name}: gateway uncached`, { url: stack.gatewayUrl, method: 'POST', body: query, fresh: true });
    const cached = await load(`${name}: gateway cached`, { url: stack.gatewayUrl, method: 'POST', body: query });
    rows.push(direct, uncached, cached);
    rows.push({ title: `${name}: gateway uncached / REST`, ratio: uncached.rps / direct.rps, goal: '≥ 0.70' });
    rows.push({ title: `${name}: gateway cached / REST`, ratio: cached.rps / direct.rps, goal: '≥ 2.00' });
  }
  rows.push(...await insertProductRows(stack, shopId));
  const clickOperations = await addToCartOperations(stack.webUrl);

  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
  console.log(`\nThroughput and latency on ${database} (${CONNECTIONS} connections, ${DURATION} s each, one machine)\n`);
  for (const row of rows) {
    if ('ratio' in row) console.log(`  ${row.title.padEnd(40)} ratio ${row.ratio.toFixed(2)}${row.goal ? `   (goal ${row.goal})` : ''}`);
    else console.log(`  ${row.title.padEnd(40)} ${row.rps.toFixed(0).padStart(6)} req/s   p50 ${row.p50.toFixed(1)} ms   p95 ${row.p95.toFixed(1)} ms`);
  }
  const clicks = clickOperations.length;
  console.log(`\n  add-to-cart click, signed in: ${clicks} request${clicks === 1 ? '' : 's'} to /graphql (${clickOperations.join(', ')})`);
  const js = homeRouteJs();
  console.log(`  home route JavaScript before first render: ${js.gzipKb.toFixed(1)} KB gzipped in ${js.files} files (goal ≤ 220 KB)`);
  console.log(`  api RSS after the runs (${database}): ${rssMb(stack.pids.api).toFixed(0)} MB (goal ≤ 400 MB on PGlite)`);
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
