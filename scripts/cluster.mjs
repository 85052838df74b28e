// `npm run start:cluster`: the storefront as a deployment runs it on one machine: PostgreSQL and
// Redis, two api processes, two gateways and two web servers behind haproxy (deploy/haproxy.cfg),
// each process supervised (restarted after a crash) and checked by the balancer (/ready).
// docs/deploy.md says what each process needs and what is shared where.
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertPortFree, buildIfStale, demoInProduction, launch, root, serverArgs, waitFor } from './stack.mjs';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/storefront';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
/** How long a stopping process answers /ready 503 before it closes: two of haproxy's checks. */
const DRAIN_SECONDS = '2';

/** The balancer's ports (what clients use, as `npm start`'s) and each process's, from `offset`. */
export function clusterPorts(offset = 0) {
  return {
    web: 8080 + offset, gateway: 4000 + offset, api: 3001 + offset,
    web1: 8181 + offset, web2: 8182 + offset,
    gateway1: 4101 + offset, gateway2: 4102 + offset,
    api1: 3101 + offset, api2: 3102 + offset,
  };
}

/** The database of `databaseUrl`, created when missing (on the server's `postgres` database). */
async function ensureDatabase(databaseUrl) {
  const pg = createRequire(join(root, 'api/package.json'))('pg');
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).href });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
}

/** Resolves once `child` answers /ready on `port`; `child.readyAt` is then the time (ms) its last
 * port answered, beside `child.spawnedAt`. */
const ready = async (port, child) => {
  await waitFor(`http://127.0.0.1:${port}/ready`, undefined, { child });
  child.readyAt = Date.now();
};

/**
 * @param {{offset?: number, databaseUrl?: string, redisUrl?: string, uploadsDir?: string, quiet?: boolean,
 *   env?: Record<string, string>, onLine?: (process: string, line: string) => void, perLayer?: 1 | 2}} options —
 *   `perLayer`: processes of each layer (api, gateway, web), 2 by default; with 1, api1, gateway1 and web1
 *   alone behind the same balancer (SERVERS_PER_LAYER leaves out its second servers)
 * @returns the URLs clients use, each process (`processes.api1.pid`, `.stop()`, `.spawnedAt` and
 *   `.readyAt` in ms), `ports` and `stop()`
 */
export async function startCluster(options = {}) {
  const ports = clusterPorts(options.offset);
  const perLayer = options.perLayer ?? 2;
  if (perLayer !== 1 && perLayer !== 2) throw new Error(`perLayer must be 1 or 2, not ${perLayer}`);
  const layer = perLayer === 2 ? [1, 2] : [1];
  const quiet = options.quiet ?? false;
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
  const uploadsDir = options.uploadsDir ?? process.env.UPLOADS_DIR ?? join(root, '.cluster/uploads');
  const publicUrl = `http://localhost:${ports.web}`;
  for (const [name, port] of Object.entries(ports)) await assertPortFree(port, `the cluster's ${name} port`);
  await buildIfStale({ log: quiet ? () => {} : console.log, env: options.env });
  await ensureDatabase(databaseUrl);
  mkdirSync(uploadsDir, { recursive: true });

  // Shared by every process: one database, one Redis, one uploads directory, one public origin.
  const shared = {
    ...options.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, UPLOADS_DIR: uploadsDir,
    PUBLIC_URL: publicUrl, WEB_ORIGIN: publicUrl, DRAIN_SECONDS,
  };
  /** @type {Record<string, ReturnType<typeof launch> & {spawnedAt?: number, readyAt?: number}>} */
  const processes = {};
  const start = (name, args, env, command = process.execPath) => {
    processes[name] = launch(name, command, args, { ...shared, ...env }, { quiet, onLine: options.onLine });
    processes[name].spawnedAt = Date.now();
    return processes[name];
  };
  const stop = async () => { await Promise.all(Object.values(processes).map((child) => child.stop())); };
  try {
    // The first api prepares the database (migrations, demo data) before the second starts; the
    // kitchen simulator, the demo's stand-in for staff, runs in one process only.
    const api1 = start('api1', serverArgs('api'), { PORT: String(ports.api1) });
    await ready(ports.api1, api1);
    const api2 = perLayer === 2 && start('api2', serverArgs('api'), { PORT: String(ports.api2), KITCHEN_SIMULATOR: 'off' });
    const apiUrl = `http://127.0.0.1:${ports.api}`;
    const gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
    const gateways = layer.map((n) => start(`gateway${n}`, serverArgs('gateway'), { API_URL: apiUrl, GATEWAY_PORT: String(ports[`gateway${n}`]) }));
    const webs = layer.map((n) => start(`web${n}`, serverArgs('web'), { WEB_PORT: String(ports[`web${n}`]), GATEWAY_URL: gatewayUrl, API_URL: apiUrl }));
    await Promise.all([
      api2 && ready(ports.api2, api2),
      ...gateways.map((child, i) => ready(ports[`gateway${i + 1}`], child)),
      ...webs.map((child, i) => ready(ports[`web${i + 1}`], child)),
    ]);
    // Last, so that its first checks find every process ready (no process calls another while
    // it starts).
    const balancer = start('haproxy', ['-f', 'deploy/haproxy.cfg', '-db'], balancerEnv(ports, perLayer), 'haproxy');
    await Promise.all([ports.web, ports.gateway, ports.api].map((port) => ready(port, balancer)));
    for (const child of Object.values(processes)) child.supervise();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    webUrl: publicUrl,
    gatewayUrl: `http://localhost:${ports.gateway}/graphql`,
    apiUrl: `http://localhost:${ports.api}/api/v1`,
    ports, processes, stop,
  };
}

/** The ports and the servers per backend deploy/haproxy.cfg reads. */
const balancerEnv = (ports, perLayer) => ({
  SERVERS_PER_LAYER: String(perLayer),
  LB_HOST: '0.0.0.0', WEB_PORT: String(ports.web), WEB1_PORT: String(ports.web1), WEB2_PORT: String(ports.web2),
  GATEWAY_PORT: String(ports.gateway), GATEWAY1_PORT: String(ports.gateway1), GATEWAY2_PORT: String(ports.gateway2),
  API_PORT: String(ports.api), API1_PORT: String(ports.api1), API2_PORT: String(ports.api2),
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cluster = await startCluster({ env: demoInProduction() }).catch((error) => {
    console.error(`\nThe cluster could not start: ${error.message}`);
    process.exit(1);
  });
  console.log(`
  Storefront   ${cluster.webUrl}   (haproxy → 2 web servers → 2 gateways → 2 api processes)
  GraphiQL     ${cluster.gatewayUrl}
  REST api     ${cluster.apiUrl}

  Ctrl+C stops everything.
`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      if (stopping) process.exit(1);
      stopping = true;
      await cluster.stop();
      process.exit(0);
    });
  }
}
