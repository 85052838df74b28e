// Starts the whole storefront (api + gateway + web) as child processes. Used by `npm start`,
// the browser tests and the benchmarks, so all three run the stack the same way.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
/** A tool installed by npm in this repository. */
export const bin = (name) => join(root, 'node_modules/.bin', name);

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

function isStale(output, inputs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => existsSync(input) && newestMtime(input) > built);
}

/** The VITE_* variables a bundle was built with (firebase settings are baked in at build time). */
const viteEnv = (env) => JSON.stringify(Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith('VITE_')).sort()));

/** Builds what is missing or older than its sources: the web bundle (also when built with other
 * VITE_* variables) and Mesh's artifacts. */
export function buildIfStale({ log = console.log, env = {} } = {}) {
  const web = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts'].map((p) => join(root, p));
  const buildEnv = { ...process.env, ...env };
  const stamp = join(root, 'web/dist/.vite-env.json');
  const sameEnv = existsSync(stamp) && readFileSync(stamp, 'utf8') === viteEnv(buildEnv);
  if (isStale(join(root, 'web/dist/index.html'), web) || !sameEnv) {
    log('building the web app (vite build)…');
    // Explicitly production: under vitest NODE_ENV is "test", which would bundle React's dev build.
    execFileSync(bin('vite'), ['build', '--logLevel', 'warn'], {
      cwd: join(root, 'web'), stdio: 'inherit', env: { ...buildEnv, NODE_ENV: 'production' },
    });
    writeFileSync(stamp, viteEnv(buildEnv));
  }
  const mesh = ['schema/openapi.json', '.meshrc.yaml', 'gateway'].map((p) => join(root, p));
  if (isStale(join(root, '.mesh/index.ts'), mesh)) {
    log('building the gateway (mesh build)…');
    execFileSync(bin('mesh'), ['build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
}

async function waitFor(url, init, { timeoutMs = 180_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, init);
      if (res.ok) return;
    } catch { /* not listening yet */ }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** Fails early and clearly when a port is taken (another storefront, another app). */
function assertPortFree(port, variable) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`port ${port} is already in use: stop what runs there or set ${variable}`)));
    probe.listen(port, () => probe.close(resolve));
  });
}

function launch(name, command, args, env, { quiet, onLine }) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) => stream.on('data', (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      onLine?.(name, line);
      if (!quiet) out.write(`[${name}] ${line}\n`);
    }
  });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGKILL') process.stderr.write(`[${name}] stopped unexpectedly (${signal ?? `exit code ${code}`})\n`);
  });
  return child;
}

/**
 * @param {{apiPort?: number, gatewayPort?: number, webPort?: number, env?: Record<string,string>, quiet?: boolean,
 *   onLine?: (process: string, line: string) => void}} options — `env` also reaches the web build
 *   (VITE_*); `onLine` sees every output line of the api, gateway and web server (tests read SMS codes there)
 */
export async function startStack(options = {}) {
  const apiPort = options.apiPort ?? Number(process.env.API_PORT ?? 3001);
  const gatewayPort = options.gatewayPort ?? Number(process.env.GATEWAY_PORT ?? 4000);
  const webPort = options.webPort ?? Number(process.env.WEB_PORT ?? 8080);
  const quiet = options.quiet ?? false;
  const { onLine } = options;
  const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const env = { ...options.env };
  const children = [];
  const stop = async () => {
    await Promise.all(children.map((child) => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    })));
  };
  await assertPortFree(gatewayPort, 'GATEWAY_PORT');
  await assertPortFree(webPort, 'WEB_PORT');
  if (!process.env.API_URL) await assertPortFree(apiPort, 'API_PORT');
  try {
    buildIfStale({ log: quiet ? () => {} : console.log, env: options.env });
    if (!process.env.API_URL) {
      const api = launch('api', process.execPath, ['--import', 'tsx', 'api/src/server.ts'], { ...env, PORT: String(apiPort) }, { quiet, onLine });
      children.push(api);
      await waitFor(`${apiUrl}/api/v1/rest/settings`, undefined, { child: api });
    }
    const gateway = launch('gateway', process.execPath, ['--import', 'tsx', 'gateway/server.ts'], { ...env, API_URL: apiUrl, GATEWAY_PORT: String(gatewayPort), WEB_PORT: String(webPort) }, { quiet, onLine });
    children.push(gateway);
    await waitFor(`${gatewayUrl}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{__typename}"}',
    }, { child: gateway });
    const web = launch('web', process.execPath, ['scripts/serve-web.mjs'], {
      ...env, WEB_PORT: String(webPort), GATEWAY_URL: gatewayUrl, API_URL: apiUrl,
    }, { quiet, onLine });
    children.push(web);
    await waitFor(`http://127.0.0.1:${webPort}/`, undefined, { child: web });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    webUrl: `http://localhost:${webPort}`,
    gatewayUrl: `${gatewayUrl.replace('127.0.0.1', 'localhost')}/graphql`,
    apiUrl: `${apiUrl.replace('127.0.0.1', 'localhost')}/api/v1`,
    pids: Object.fromEntries(children.map((child, i) => [['api', 'gateway', 'web'].slice(-children.length)[i], child.pid])),
    stop,
  };
}
