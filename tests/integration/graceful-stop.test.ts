// The api's graceful stop and its drain before it (DRAIN_SECONDS), on an api process of this
// file's own (a fresh embedded database in a temporary directory, a free port), so the shared
// test stack is never stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverArgs } from '../../scripts/stack.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DEMO = { email: 'demo@storefront.test', password: 'demo-pass-1' };

interface Exit { code: number | null; signal: NodeJS.Signals | null }

interface ApiProcess {
  /** Its root (`/health`, `/ready`). */
  origin: string;
  /** Its routes' prefix. */
  url: string;
  child: ChildProcess;
  exited: Promise<Exit>;
  /** Resolves once the api has logged a line containing `text`. */
  logged: (text: string) => Promise<void>;
}

/** Every api process the tests started (afterEach stops what a failed test left running). */
const started: ChildProcess[] = [];

/** Starts the api as the stack does (its bundle, built by the test setup) on `dataDir` (created
 * and seeded at the first start) and a port of the system's choosing, and waits until it listens. */
async function startApi(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, serverArgs('api'), {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', KITCHEN_SIMULATOR: 'on', LOG_LEVEL: 'info', DRAIN_SECONDS: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(child);
  // 'close', not 'exit': every line the process wrote has been read by then.
  const exited = new Promise<Exit>((resolve) => child.once('close', (code, signal) => resolve({ code, signal })));
  let output = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of waiters.filter((w) => output.includes(w.text))) waiter.resolve();
  });
  const logged = (text: string) => new Promise<void>((resolve, reject) => {
    if (output.includes(text)) return resolve();
    waiters.push({ text, resolve });
    void exited.then((exit) => reject(new Error(`the api exited (${JSON.stringify(exit)}) before logging "${text}"`)));
  });
  await logged('Server listening at');
  const url = /Server listening at (http:\/\/[\d.:]+)/.exec(output)![1];
  return { origin: url, url: `${url}/api/v1`, child, exited, logged };
}

async function request(api: ApiProcess, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

async function signIn(api: ApiProcess): Promise<string> {
  const login = await request(api, 'POST', '/auth/login', undefined, DEMO);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body.data.access_token;
}

interface Line { stock_id: number; quantity: number }
const cartLines = async (api: ApiProcess, token: string): Promise<Line[]> =>
  (await request(api, 'GET', '/dashboard/user/cart', token)).body.data.user_carts[0].cartDetails;

/** Products of the first branch a writer may set to any quantity from 1 to `top`. */
async function writableStocks(api: ApiProcess, count: number) {
  const branch = (await request(api, 'GET', '/rest/shops/paginate?perPage=1')).body.data[0].id as number;
  const products = (await request(api, 'GET', `/rest/products/paginate?shop_id=${branch}&perPage=50`)).body.data as
    { min_qty: number; max_qty: number; stock: { id: number; quantity: number } }[];
  const stocks = products.filter((p) => p.min_qty === 1 && p.stock.quantity >= p.max_qty && p.max_qty >= 3)
    .map((p) => ({ id: p.stock.id, top: p.max_qty })).slice(0, count);
  expect(stocks).toHaveLength(count);
  return { branch, stocks };
}

/** What one writer saw: the quantity last acknowledged, and one sent whose answer never came. */
interface Written { stockId: number; acknowledged?: number; unanswered?: number; refusals: number[] }

/** Sets the quantity of one cart line, one write after the other (1, 2, … top, 1, …), until the
 * api stops answering; `onAcknowledged` hears each 2xx. */
async function writeUntilStopped(api: ApiProcess, token: string, branch: number, stock: { id: number; top: number }, onAcknowledged: () => void) {
  const written: Written = { stockId: stock.id, refusals: [] };
  for (let n = 0; ; n++) {
    const quantity = (n % stock.top) + 1;
    let status: number;
    try {
      status = (await request(api, 'POST', '/dashboard/user/cart/insert-product', token, {
        shop_id: branch, products: [{ stock_id: stock.id, quantity }],
      })).status;
    } catch {
      return { ...written, unanswered: quantity };
    }
    if (status !== 200) return { ...written, refusals: [status] };
    written.acknowledged = quantity;
    onAcknowledged();
  }
}

/** A request whose body never finishes arriving: in flight until the api gives up on it. */
async function hangingRequest(api: ApiProcess): Promise<net.Socket> {
  const { hostname, port } = new URL(api.url);
  const socket = net.connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.on('error', () => {}); // reset when the process ends
  socket.write(`POST /api/v1/auth/login HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":`);
  // In flight only once the api has read its headers: a stop before that finds an idle connection.
  await api.logged('incoming request');
  return socket;
}

let dataDir: string;
beforeAll(() => { dataDir = mkdtempSync(join(tmpdir(), 'storefront-graceful-stop-')); });
// A test that failed midway leaves its api running on the shared data directory: stop it, so the
// next test never shares the database with it.
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the api on SIGTERM or SIGINT', () => {
  it('finishes the requests in flight, closes the database and exits 0; no acknowledged cart write is lost', async () => {
    const api = await startApi(join(dataDir, 'db'));
    const token = await signIn(api);
    const { branch, stocks } = await writableStocks(api, 6);
    const existing = await request(api, 'GET', '/dashboard/user/cart', token);
    if (existing.status === 200) await request(api, 'DELETE', `/dashboard/user/cart/delete?ids[]=${existing.body.data.id}`, token);

    let acknowledged = 0;
    let midBurst!: () => void;
    const reachedMidBurst = new Promise<void>((resolve) => { midBurst = resolve; });
    const writers = stocks.map((stock) => writeUntilStopped(api, token, branch, stock, () => {
      if (++acknowledged === 60) midBurst();
    }));
    await reachedMidBurst;
    // As Ctrl+C under `npm start` does: SIGINT from the terminal, then SIGTERM from the launcher.
    api.child.kill('SIGINT');
    api.child.kill('SIGTERM');
    const written = await Promise.all(writers);
    expect(await api.exited).toEqual({ code: 0, signal: null });
    // Writes the api refused while stopping were refused as a whole (503), never half done.
    expect(written.flatMap((w) => w.refusals).filter((status) => status !== 503)).toEqual([]);

    const restarted = await startApi(join(dataDir, 'db'));
    const lines = await cartLines(restarted, token);
    for (const writer of written) {
      const line = lines.find((l) => l.stock_id === writer.stockId);
      // The last acknowledged quantity, or the one sent after it if the api took it but its answer was lost.
      const possible = [writer.acknowledged, writer.unanswered].filter((q) => q !== undefined);
      expect(possible, `stock ${writer.stockId}: ${JSON.stringify(writer)}`).toContain(line?.quantity);
    }
    expect(written.every((w) => w.acknowledged !== undefined)).toBe(true);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toEqual({ code: 0, signal: null });
  }, 180_000); // a fresh embedded database is created and seeded first: slow on a busy machine

  it('stops accepting while a request is in flight, and exits 0 once it ends', async () => {
    const api = await startApi(join(dataDir, 'db'));
    const socket = await hangingRequest(api);
    api.child.kill('SIGTERM');
    await api.logged('SIGTERM: stopping');
    const connect = () => fetch(`${api.url}/rest/settings`).then(() => 'answered', () => 'refused');
    await expect.poll(connect).toBe('refused');
    socket.destroy();
    expect(await api.exited).toEqual({ code: 0, signal: null });
  });

  it('ends a stop still waiting on a request after the grace period (exit 1)', async () => {
    const api = await startApi(join(dataDir, 'db'), { STOP_GRACE_SECONDS: '1' });
    const socket = await hangingRequest(api);
    api.child.kill('SIGTERM');
    expect(await api.exited).toEqual({ code: 1, signal: null });
    await api.logged('stopping at once: requests still running after the grace period');
    socket.destroy();
  });
});

describe('the api draining on SIGTERM (DRAIN_SECONDS)', () => {
  const DRAINING = { status: 503, body: { status: 'unavailable', reasons: ['draining'] } };
  const atRoot = async (api: ApiProcess, path: string) => {
    const response = await fetch(`${api.origin}${path}`);
    return { status: response.status, body: await response.json() };
  };

  it('answers /ready 503 "draining" at once and serves everything else, a second signal changing nothing; then stops and exits 0', async () => {
    // The drain outlasts by far the few requests the test sends during it.
    const api = await startApi(join(dataDir, 'db'), { DRAIN_SECONDS: '5' });
    expect(await atRoot(api, '/health')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await atRoot(api, '/ready')).toEqual({ status: 200, body: { status: 'ready' } });
    api.child.kill('SIGTERM');
    await expect.poll(() => atRoot(api, '/ready')).toEqual(DRAINING);
    expect(await atRoot(api, '/health')).toEqual({ status: 200, body: { status: 'ok' } });
    expect((await request(api, 'GET', '/rest/settings')).status).toBe(200);
    api.child.kill('SIGINT');
    await api.logged('SIGINT: already stopping');
    expect(await atRoot(api, '/ready')).toEqual(DRAINING);
    expect(await api.exited).toEqual({ code: 0, signal: null });
    await api.logged('SIGTERM: stopping');
  });
});
