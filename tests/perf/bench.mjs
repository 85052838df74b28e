// `npm run bench`: measures, side by side in one run, direct REST against the gateway
// (uncached and cached) for the branch menu and search, the home route's JavaScript and the
// api's memory. Prints figures and ratios; asserts nothing (goals are in docs/performance.md).
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, startStack } from '../../scripts/stack.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

function load(title, { url, method = 'GET', body, headers = {}, fresh = false }) {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon({
      url, method, body, connections: CONNECTIONS, duration: DURATION,
      headers: { 'content-type': 'application/json', ...headers },
      // `fresh` gives every request its own cache session, so the gateway's cache never hits.
      ...(fresh ? { requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, authorization: `Bearer bench-${n++}` } }) }] } : {}),
    }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx || result.errors) return reject(new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      resolve({ title, rps: result.requests.average, p50: result.latency.p50, p95: p95(result.latency) });
    });
  });
}

// autocannon reports p90/p97.5/p99; p95 is interpolated between p90 and p97.5.
function p95({ p90, p97_5 }) {
  return p90 + (p97_5 - p90) * (5 / 7.5);
}

const gql = (query) => JSON.stringify({ query });

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

  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
  console.log(`\nThroughput and latency on ${database} (${CONNECTIONS} connections, ${DURATION} s each, one machine)\n`);
  for (const row of rows) {
    if ('ratio' in row) console.log(`  ${row.title.padEnd(40)} ratio ${row.ratio.toFixed(2)}   (goal ${row.goal})`);
    else console.log(`  ${row.title.padEnd(40)} ${row.rps.toFixed(0).padStart(6)} req/s   p50 ${row.p50.toFixed(1)} ms   p95 ${row.p95.toFixed(1)} ms`);
  }
  const js = homeRouteJs();
  console.log(`\n  home route JavaScript before first render: ${js.gzipKb.toFixed(1)} KB gzipped in ${js.files} files (goal ≤ 220 KB)`);
  console.log(`  api RSS after the runs (${database}): ${rssMb(stack.pids.api).toFixed(0)} MB (goal ≤ 400 MB on PGlite)`);
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
