// Starts the whole storefront (api + gateway + web) as child processes. Used by `npm start`,
// the browser tests and the benchmarks, so all three run the stack the same way, and by
// `npm run dev`, which runs the same processes from their sources.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import net from 'node:net';
import { clearTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { bundleServer, SERVER_BUNDLES, serverEntry } from './build-servers.mjs';
import { precompress } from './precompress.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));
/** A tool installed by npm in this repository. */
export const bin = (name) => join(root, 'node_modules/.bin', name);

/** Folders that are no sources: installed packages and build outputs (gateway/dist is inside
 * the gateway's sources, and must not make them look newer than what was built from them). */
const NOT_SOURCES = new Set(['node_modules', 'dist']);

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = readdirSync(path).filter((entry) => !NOT_SOURCES.has(entry));
  return Math.max(info.mtimeMs, ...entries.map((entry) => newestMtime(join(path, entry))));
}

function isStale(output, inputs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => existsSync(input) && newestMtime(input) > built);
}

/** The VITE_* variables a bundle was built with (firebase settings are baked in at build time). */
const viteEnv = (env) => JSON.stringify(Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith('VITE_')).sort()));

const WEB_SOURCES = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/build'];
/** The inputs of `mesh build` (.meshrc.yaml names a module of the gateway: its custom fetch). */
const MESH_SOURCES = ['schema/openapi.json', '.meshrc.yaml', 'gateway'];
const fromRoot = (paths) => paths.map((path) => join(root, path));

/** Whether the web bundle is missing, older than its sources or built with other VITE_* variables. */
function webIsStale(buildEnv) {
  const stamp = join(root, 'web/dist/.vite-env.json');
  const sameEnv = existsSync(stamp) && readFileSync(stamp, 'utf8') === viteEnv(buildEnv);
  return !sameEnv || ['web/dist/index.html', 'web/dist-server/entry-server.js'].some((output) => isStale(join(root, output), fromRoot(WEB_SOURCES)));
}

function buildWeb(buildEnv, log) {
  log('building the web app (vite build, then its server renderer)…');
  // Explicitly production: under vitest NODE_ENV is "test", which would bundle React's dev build.
  const build = (args) => execFileSync(bin('vite'), ['build', '--logLevel', 'warn', ...args], {
    cwd: join(root, 'web'), stdio: 'inherit', env: { ...buildEnv, NODE_ENV: 'production' },
  });
  build([]);
  build(['--ssr', 'src/app/entry-server.tsx']);
  writeFileSync(join(root, 'web/dist/.vite-env.json'), viteEnv(buildEnv));
}

/** Mesh's artifacts (.mesh/), which the gateway serves, when missing or older than their
 * sources, or with `all`. */
export function buildMeshIfStale({ log = console.log, all = false } = {}) {
  if (!all && !isStale(join(root, '.mesh/index.ts'), fromRoot(MESH_SOURCES))) return;
  log('building the gateway (mesh build)…');
  execFileSync(bin('mesh'), ['build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Builds what is missing or older than its sources, or everything with `all` (`npm run build`):
 * the web bundle with brotli and gzip copies of its files, Mesh's artifacts, then the api's, the
 * gateway's and the web server's bundles (scripts/build-servers.mjs; the gateway's holds Mesh's
 * artifacts). */
export async function buildIfStale({ log = console.log, env = {}, all = false } = {}) {
  const buildEnv = { ...process.env, ...env };
  if (all || webIsStale(buildEnv)) buildWeb(buildEnv, log);
  await precompress(join(root, 'web/dist')); // only files without current copies
  buildMeshIfStale({ log, all });
  for (const [name, { sources }] of Object.entries(SERVER_BUNDLES)) {
    if (!all && !isStale(join(root, serverEntry(name)), fromRoot([...sources, 'scripts/build-servers.mjs']))) continue;
    log(`building the ${name} (esbuild)…`);
    await bundleServer(root, name);
  }
}

/**
 * Until `url` answers 2xx to `init`. The process's exit (`child`: a `launch` handle or a child
 * process) fails the wait at once; so does any other answer with `refuseErrors` (a server that
 * listens but errs on every request will not recover), which otherwise counts as still starting.
 * `lines`: the process's last output lines, said with the failure.
 * @param {string} url
 * @param {RequestInit} [init]
 * @param {{timeoutMs?: number, child?: object, lines?: string[], refuseErrors?: boolean}} [options]
 */
export async function waitFor(url, init, { timeoutMs = 180_000, child, lines = [], refuseErrors = false } = {}) {
  const withOutput = (message) => [message, ...lines].join('\n');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exit = exitOf(child);
    if (exit) throw new Error(withOutput(`${url}: process exited (${exit})`));
    const response = await fetch(url, init).catch(() => null);
    if (response?.ok) return;
    if (response && refuseErrors) throw new Error(withOutput(`${url} answers ${response.status} ${(await response.text()).slice(0, 300)}`));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(withOutput(`timed out waiting for ${url}`));
}

/** Fails early and clearly when a port is taken (another storefront, another app). */
export function assertPortFree(port, variable) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`port ${port} is already in use: stop what runs there or set ${variable}`)));
    probe.listen(port, () => probe.close(resolve));
  });
}

const FIRST_RESTART_MS = 1000;
const LAST_RESTART_MS = 30_000;
/** A process that ran this long was healthy: its next crash starts the waits over. */
const HEALTHY_MS = 60_000;
/** How long a process may take to stop (each finishes its requests in flight within 10 s). */
const STOP_GRACE_MS = 15_000;

/**
 * When to restart a process that crashed after running `ranMs`, `crashes` crashes in a row before
 * this one: after 1 s, 2 s, 4 s … at most 30 s; a process that had run HEALTHY_MS starts over at 1 s.
 * @returns the wait and the crashes in a row, this one included
 */
export function restartPlan(crashes, ranMs) {
  const before = ranMs >= HEALTHY_MS ? 0 : crashes;
  return { delay: Math.min(FIRST_RESTART_MS * 2 ** before, LAST_RESTART_MS), crashes: before + 1 };
}

const describeExit = (code, signal) => (signal ? `killed by ${signal}` : `exit code ${code}`);

function spawnLogged(name, command, args, env, { quiet, onLine }) {
  const child = spawn(command, args, { cwd: root, env: { ...SERVER_ENV, ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) => stream.on('data', (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      onLine?.(name, line);
      if (!quiet) out.write(`[${name}] ${line}\n`);
    }
  });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** How a process ended, or null while it runs (`child`: a `launch` handle or a child process). */
function exitOf(child) {
  if (!child) return null;
  if ('exited' in child) return child.exited;
  return child.exitCode === null && child.signalCode === null ? null : describeExit(child.exitCode, child.signalCode);
}

/** SIGTERM, then SIGKILL if it has not stopped within STOP_GRACE_MS. */
export function terminate(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS).unref();
  });
}

/**
 * One process of the stack. Once `supervise()` is called (it has started), a crash is reported
 * (which process, exit code or signal, even when quiet) and the process is started again after
 * `restartPlan`, while the others keep serving; `restart()` stops it and starts it again at once
 * (asked for, so no crash); `stop()` ends it and its restarts.
 */
export function launch(name, command, args, env, options) {
  const notify = (line) => {
    process.stderr.write(`[stack] ${line}\n`);
    options.onLine?.('stack', line);
  };
  let child;
  let startedAt;
  let crashes = 0;
  let restart;
  let supervised = false;
  let stopped = false;
  const onExit = (code, signal) => {
    if (!supervised || stopped) return;
    const { delay, crashes: inARow } = restartPlan(crashes, Date.now() - startedAt);
    crashes = inARow;
    notify(`${name} (pid ${child.pid}) stopped unexpectedly, ${describeExit(code, signal)}; restarting it in ${delay / 1000} s`);
    restart = setTimeout(() => {
      start();
      notify(`${name} restarted (pid ${child.pid})`);
    }, delay);
  };
  const start = () => {
    child = spawnLogged(name, command, args, env, options);
    startedAt = Date.now();
    child.on('exit', onExit);
  };
  start();
  return {
    name,
    get pid() { return child.pid; },
    /** How the current process ended, or null while it runs. */
    get exited() { return child.exitCode === null && child.signalCode === null ? null : describeExit(child.exitCode, child.signalCode); },
    supervise() { supervised = true; },
    async restart() {
      clearTimeout(restart);
      child.off('exit', onExit);
      await terminate(child);
      if (!stopped) start();
    },
    stop() {
      stopped = true;
      clearTimeout(restart);
      return terminate(child);
    },
  };
}

/**
 * How the api, the gateway and the web server run: their bundles (`buildIfStale` keeps them
 * current); V8's old generation allowed to grow to 2× what survived its last full collection
 * instead of 4× (after a busy minute a server held ~3× its live objects as garbage, ~100 MB of
 * resident memory), and its young generation's semi-spaces capped at 4 MB instead of growing to
 * 16 MB under load (the api on PostgreSQL: ~245 → ~210 MB after load). Neither cost measurable
 * CPU (docs/performance.md, "The api's memory"). A deployment that starts them otherwise passes
 * the same. Without `--enable-source-maps`: node would then read and keep the source map of every
 * package that ships one (drizzle-orm's 900 files, PGlite's), ~12 MB of heap per process, for
 * stack traces that name the TypeScript sources; `NODE_OPTIONS=--enable-source-maps` gives them
 * when needed (docs/deploy.md), the bundles' maps are written beside them.
 */
export const SERVER_FLAGS = ['--heap-growing-percent=100', '--max-semi-space-size=4'];
/** glibc's malloc keeps up to 8 arenas per core for the threads of libuv and V8's collector;
 * two are enough for these servers and leave ~10 MB less resident (a deployment's own value wins). */
const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };
export const serverArgs = (name) => [...SERVER_FLAGS, serverEntry(name)];

/** Each process's sources, which `npm run dev` runs under `tsx watch`: it restarts the process
 * when a file the process imported changes (the web app's own modules are Vite's, hot-updated;
 * Mesh's artifacts, in a dot folder tsx never watches, are scripts/dev.mjs's). */
const DEV_ENTRIES = { api: 'api/src/server.ts', gateway: 'gateway/server.ts', web: 'web/server/dev.ts' };

/** The command and arguments of process `name`: its bundle, or under `dev` its sources. */
const commandOf = (name, dev) => (dev ? [bin('tsx'), ['watch', '--clear-screen=false', DEV_ENTRIES[name]]] : [process.execPath, serverArgs(name)]);

/** Ctrl+C (SIGINT) or SIGTERM stops `stack`, then this process; asked again, it quits at once. */
export function stopOnSignals(stack) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      if (stopping) process.exit(1); // asked again: stop waiting for requests in flight
      stopping = true;
      console.log('\nStopping: requests in flight may take up to 10 s (Ctrl+C again to quit now).');
      await stack.stop();
      process.exit(0);
    });
  }
}

/**
 * What `npm start` and `npm run start:cluster` add: they run as production does (NODE_ENV, unless
 * set otherwise), with each of the demo's behaviours allowed by name, which production refuses
 * otherwise (api/src/config.ts). Tests start stacks without it: they keep their own NODE_ENV and
 * use what production refuses (the firebase emulator).
 */
export const demoInProduction = () => ({
  NODE_ENV: process.env.NODE_ENV || 'production', ALLOW_DEMO_PAYMENTS: 'yes', ALLOW_DEMO_KITCHEN: 'yes', ALLOW_DEMO_OUTBOX: 'yes',
});

/**
 * @param {{apiPort?: number, gatewayPort?: number, webPort?: number, apiUrl?: string, env?: Record<string,string>,
 *   quiet?: boolean, onLine?: (process: string, line: string) => void, dev?: boolean}} options — `apiUrl` (or API_URL): an api
 *   already running, none is started; `env` also reaches the web build (VITE_*); `onLine` sees every output line
 *   of the api, gateway and web server (tests read SMS codes there) and the launcher's own notices as 'stack';
 *   `dev` (`npm run dev`): each process from its sources, restarted on edits, the web app served by Vite; nothing
 *   is built but Mesh's artifacts
 * @returns the URLs, `pids` (current ones: a crashed process comes back with a new pid), `restart(name)` and `stop()`
 */
export async function startStack(options = {}) {
  const apiPort = options.apiPort ?? Number(process.env.API_PORT ?? 3001);
  const gatewayPort = options.gatewayPort ?? Number(process.env.GATEWAY_PORT ?? 4000);
  const webPort = options.webPort ?? Number(process.env.WEB_PORT ?? 8080);
  const quiet = options.quiet ?? false;
  const { onLine, dev = false } = options;
  const externalApi = options.apiUrl ?? process.env.API_URL;
  const apiUrl = externalApi ?? `http://127.0.0.1:${apiPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const env = { ...options.env };
  const children = [];
  const stop = async () => {
    await Promise.all(children.map((child) => child.stop()));
  };
  /** Starts `name` and waits for `url` to answer, then supervises it. */
  const start = async (name, childEnv, url, init) => {
    const [command, args] = commandOf(name, dev);
    const child = launch(name, command, args, { ...env, ...childEnv }, { quiet, onLine });
    children.push(child);
    await waitFor(url, init, { child });
    child.supervise();
  };
  await assertPortFree(gatewayPort, 'GATEWAY_PORT');
  await assertPortFree(webPort, 'WEB_PORT');
  if (!externalApi) await assertPortFree(apiPort, 'API_PORT');
  try {
    const log = quiet ? () => {} : console.log;
    if (dev) buildMeshIfStale({ log });
    else await buildIfStale({ log, env: options.env });
    if (!externalApi) {
      // The web server's origin named, not left to the api's same default: production requires it.
      const webOrigin = env.WEB_ORIGIN || process.env.WEB_ORIGIN || `http://localhost:${webPort}`;
      await start('api', { WEB_ORIGIN: webOrigin, PORT: String(apiPort), WEB_PORT: String(webPort) }, `${apiUrl}/api/v1/rest/settings`);
    }
    await start('gateway', { API_URL: apiUrl, GATEWAY_PORT: String(gatewayPort), WEB_PORT: String(webPort) }, `${gatewayUrl}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{__typename}"}',
    });
    await start('web', { WEB_PORT: String(webPort), GATEWAY_URL: gatewayUrl, API_URL: apiUrl }, `http://127.0.0.1:${webPort}/`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    webUrl: `http://localhost:${webPort}`,
    gatewayUrl: `${gatewayUrl.replace('127.0.0.1', 'localhost')}/graphql`,
    apiUrl: `${apiUrl.replace('127.0.0.1', 'localhost')}/api/v1`,
    pids: Object.defineProperties({}, Object.fromEntries(children.map((child) => [child.name, { get: () => child.pid, enumerable: true }]))),
    /** Stops process `name` (api, gateway, web) and starts it again. */
    restart: (name) => children.find((child) => child.name === name)?.restart(),
    stop,
  };
}
