// The bench's cluster rows: the cluster of scripts/cluster.mjs on PostgreSQL and Redis, started
// with one process per layer (api, gateway, web), then with two, each time on a fresh database of
// its own, measured through haproxy alike: the web app's menu and search through the gateway
// (uncached), insert-product through the gateway and place-order, with each process's CPU time,
// resident memory and startup time. `BENCH_ONLY=cluster npm run bench` runs only these rows.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from '../../scripts/cluster.mjs';
import { root } from '../../scripts/stack.mjs';
import { branchMenuBody, webOperationBody } from './gateway-cpu.mjs';
import { CONNECTIONS, DURATION, call, load, login, noGraphqlErrors } from './load.mjs';
import { CUSTOMERS, cartInput, checkoutRun, insertMutation } from './orders.mjs';
import { cpuMs, databaseCpuMs, describeMemory, memoryProbe, rssMb } from './processes.mjs';

/** Away from the bench's stacks (x295) and the tests' clusters. */
const OFFSET = 900;
const DATABASE = 'storefront_bench_cluster';
const REDIS_DB = 7;
/** The processes that serve requests, each with one JavaScript thread. */
const isNode = (name) => /^(api|gateway|web)\d$/.test(name);

const apiRequire = createRequire(join(root, 'api/package.json'));

/** The bench's database on the server of DATABASE_URL (else the cluster's default server), and
 * its Redis database on the server of REDIS_URL. */
function storeUrls() {
  const database = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/storefront');
  database.pathname = `/${DATABASE}`;
  const redis = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  redis.pathname = `/${REDIS_DB}`;
  return { databaseUrl: database.href, redisUrl: redis.href };
}

/** Drops the bench's database (startCluster creates it again, and its first api fills it) and
 * empties its Redis database (the gateways' response cache, the rate limits). */
async function resetStores({ databaseUrl, redisUrl }) {
  const admin = new (apiRequire('pg').Client)({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).href });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${DATABASE}" with (force)`);
  } finally {
    await admin.end();
  }
  const redis = new (apiRequire('ioredis'))(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

/** What the rows need and do not have, or nothing. */
async function missing(urls) {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
  } catch {
    return 'haproxy is not installed';
  }
  return resetStores(urls).then(() => undefined, (error) => `PostgreSQL or Redis unreachable (${error.message})`);
}

/** The CPU time (ms) each process of the cluster, and PostgreSQL's server, spent during `work`. */
async function cpuDuring(cluster, work) {
  const entries = Object.entries(cluster.processes);
  const read = () => [...entries.map(([, child]) => cpuMs(child.pid)), databaseCpuMs(true)];
  const before = read();
  await work();
  const after = read();
  return Object.fromEntries([...entries.map(([name]) => name), 'postgres'].map((name, i) => [name, after[i] - before[i]]));
}

/** Seconds of unmeasured load before each row: the processes have just started, and their first
 * requests pay for compiling (the JIT, the gateway's GraphQL documents). */
const warmupSeconds = (duration) => Math.min(3, Math.max(1, Math.round(duration / 2)));

/** One row: `run(duration, measured)` sends its load for `duration` seconds, its timed part
 * wrapped in `measured`; a warm-up first, then the row with the CPU of its timed part. */
async function measuredRow(cluster, name, run, duration) {
  await run(warmupSeconds(duration), (work) => work());
  let cpu;
  const result = await run(duration, async (work) => {
    let answer;
    cpu = await cpuDuring(cluster, async () => { answer = await work(); });
    return answer;
  });
  return { name, ...result, cpu };
}

/** insert-product through the gateway, the customers in turn (each request sets the same line of
 * its customer's cart); the carts are created first and deleted afterwards. */
async function insertProductRow(urls, shopId, duration, measured) {
  const tokens = await Promise.all(CUSTOMERS.map(([email, password]) => login(urls.apiUrl, email, password)));
  const input = await cartInput(urls.apiUrl, shopId);
  const insert = (token) => call(`${urls.apiUrl}/dashboard/user/cart/insert-product`, { method: 'POST', token, body: input });
  const cartIds = await Promise.all(tokens.map(async (token) => (await insert(token)).data.id));
  try {
    return await measured(() => load('insert-product', {
      url: urls.gatewayUrl, method: 'POST', body: JSON.stringify({ query: insertMutation, variables: { input } }), verifyBody: noGraphqlErrors,
      headersFor: (n) => ({ authorization: `Bearer ${tokens[n % tokens.length]}` }), duration,
    }));
  } finally {
    await Promise.all(tokens.map((token, i) => call(`${urls.apiUrl}/dashboard/user/cart/delete`, { method: 'DELETE', token, body: { ids: [cartIds[i]] } })));
  }
}

/** Orders by the customers (orders.mjs), as a row: orders a second and their p95. */
async function placeOrderRow(urls, branch, duration, measured) {
  const checkout = await checkoutRun(urls, branch, { duration, measured });
  return { unit: 'orders/s', rps: checkout.perSecond, p95: checkout.p95, requests: checkout.orders };
}

/** The four rows, each with the CPU its processes spent. */
async function measuredRows(cluster, urls, duration) {
  const branch = (await call(`${urls.apiUrl}/rest/shops/paginate?perPage=100`)).data[0];
  const search = webOperationBody('SearchProducts', { search: 'chicken', page: 1, perPage: 10, shopId: branch.id });
  const gatewayRow = (title, body) => (seconds, measured) => measured(() => load(title, {
    url: urls.gatewayUrl, method: 'POST', body, fresh: true, verifyBody: noGraphqlErrors, duration: seconds,
  }));
  const rows = [
    ['menu: BranchMenu, gateway uncached', gatewayRow('menu', branchMenuBody(branch.id))],
    ['search: SearchProducts, gateway uncached', gatewayRow('search', search)],
    [`insert-product: gateway, ${CUSTOMERS.length} customers`, (seconds, measured) => insertProductRow(urls, branch.id, seconds, measured)],
    [`place-order: gateway, ${CUSTOMERS.length} customers`, (seconds, measured) => placeOrderRow(urls, branch, seconds, measured)],
  ];
  const measured = [];
  for (const [name, run] of rows) measured.push(await measuredRow(cluster, name, run, duration));
  return measured;
}

/** Each process's startup (spawn to ready) and RSS now. */
const startupFigures = (cluster) => Object.fromEntries(Object.entries(cluster.processes).map(([name, child]) => [name, {
  startupMs: child.readyAt - child.spawnedAt, rssStart: rssMb(child.pid),
}]));

/** The memory breakdown of each api process, read through the probe. */
const apiMemory = (cluster, probe) => Promise.all(Object.keys(cluster.processes).filter((name) => name.startsWith('api'))
  .map(async (name) => ({ name, usage: await probe.read(name, cluster.processes[name].pid) })));

/** One configuration: the cluster started on fresh stores, the rows, the processes' figures. */
async function configuration(perLayer, { portOffset, env, duration }) {
  const urls = storeUrls();
  await resetStores(urls);
  const uploadsDir = mkdtempSync(join(tmpdir(), 'storefront-bench-cluster-'));
  const probe = memoryProbe();
  const cluster = await startCluster({
    offset: OFFSET + portOffset, ...urls, uploadsDir, quiet: true, perLayer, env: { ...env, ...probe.env }, onLine: probe.onLine,
  });
  try {
    // autocannon resolves localhost as it likes; the gateway's and the api's frontends listen on 127.0.0.1.
    const lb = { apiUrl: cluster.apiUrl.replace('localhost', '127.0.0.1'), gatewayUrl: cluster.gatewayUrl.replace('localhost', '127.0.0.1') };
    const processes = startupFigures(cluster);
    const rows = await measuredRows(cluster, lb, duration);
    for (const [name, child] of Object.entries(cluster.processes)) processes[name].rssEnd = rssMb(child.pid);
    return { perLayer, rows, processes, apiMemory: await apiMemory(cluster, probe) };
  } finally {
    await cluster.stop();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}

/**
 * The rows with one, then two processes per layer (BENCH_SECONDS a row), or why they were skipped.
 * @param {{portOffset?: number, env?: Record<string, string>}} options — `env`: the stack's (log level,
 *   rate limits and caps far above the bench's load, kitchen simulator off)
 */
export async function clusterRows({ portOffset = 0, env = {} } = {}) {
  const skipped = await missing(storeUrls());
  if (skipped) return { skipped };
  const options = { portOffset, env, duration: DURATION };
  const one = await configuration(1, options);
  const two = await configuration(2, options);
  await resetStores(storeUrls());
  return { one, two };
}

/** ms of CPU per request of the busiest serving process (api, gateway or web). */
const busiest = (row) => Math.max(...Object.entries(row.cpu).filter(([name]) => isNode(name)).map(([, ms]) => ms)) / row.requests;

const rate = (row) => `${row.rps.toFixed(row.unit ? 1 : 0).padStart(6)} ${(row.unit ?? 'req/s').padEnd(8)} p95 ${row.p95.toFixed(0).padStart(4)} ms`;

function printRatios({ one, two }) {
  console.log(`  ${'row'.padEnd(42)} ${'1 per layer'.padEnd(29)} ${'2 per layer'.padEnd(29)} 2/1    2/1 on more cores`);
  for (const [i, row] of one.rows.entries()) {
    const other = two.rows[i];
    console.log(`  ${row.name.padEnd(42)} ${rate(row)}   ${rate(other)}   ${(other.rps / row.rps).toFixed(2)}   ${(busiest(row) / busiest(other)).toFixed(2)}`
      + `  (busiest process ${busiest(row).toFixed(2)} → ${busiest(other).toFixed(2)} ms CPU per request)`);
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function processCells(config, name) {
  const figures = config.processes[name];
  if (!figures && name !== 'postgres') return '–'.padEnd(42);
  const cpu = config.rows.reduce((total, row) => total + (row.cpu[name] ?? 0), 0);
  if (!figures) return `${seconds(cpu).padStart(7)}`.padEnd(42);
  return `${seconds(cpu).padStart(7)}   ${figures.rssStart.toFixed(0).padStart(4)} → ${figures.rssEnd.toFixed(0).padStart(4)} MB   ${seconds(figures.startupMs).padStart(6)}`.padEnd(42);
}

function printProcesses({ one, two }) {
  console.log('\n  Each process: CPU seconds during the four rows, RSS after the start → after the rows, startup (spawn to /ready,');
  console.log('  polled every 250 ms; api1 migrates and fills the fresh database first)\n');
  console.log(`  ${'process'.padEnd(18)} ${'1 per layer'.padEnd(42)} 2 per layer`);
  for (const name of [...Object.keys(two.processes), 'postgres']) {
    console.log(`  ${(name === 'postgres' ? 'postgres (server)' : name).padEnd(18)} ${processCells(one, name)} ${processCells(two, name)}`);
  }
  for (const { name, usage } of two.apiMemory) console.log(`  ${name} after the rows (2 per layer): ${describeMemory(usage)} (goal: RSS ≤ 200 MB on PostgreSQL)`);
}

export function printCluster(result) {
  if (result.skipped) return console.log(`\n  Cluster rows skipped: ${result.skipped}`);
  console.log(`\nThe cluster behind haproxy on PostgreSQL (${DATABASE}, fresh for each) and Redis (db ${REDIS_DB}): 1 vs 2 processes per layer,`
    + ` ${CONNECTIONS} connections (place-order: ${CUSTOMERS.length} customers), ${DURATION} s a row after ${warmupSeconds(DURATION)} s of warm-up,`
    + " load generator and every process on this machine's cores.");
  console.log('"2/1 on more cores": a serving process (api, gateway, web) runs its JavaScript on one thread, so with a core for each'
    + '\nprocess the busiest one bounds the throughput at 1000 / (its CPU ms per request) req/s; the ratio of those bounds, 2 per layer'
    + '\nover 1 (haproxy, PostgreSQL and the load generator assumed to have cores of their own).\n');
  printRatios(result);
  printProcesses(result);
}
