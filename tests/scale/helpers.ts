// What the cluster's tests share: starting the cluster on a database and Redis of their own, asking
// which process answered, and a Redis server a test may stop and start.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import pg from 'pg';
import { expect, vi } from 'vitest';
import { startCluster } from '../../scripts/cluster.mjs';

export interface ClusterProcess {
  pid: number;
}

export interface Cluster {
  webUrl: string;
  gatewayUrl: string;
  apiUrl: string;
  ports: Record<string, number>;
  processes: Record<string, ClusterProcess>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  offset: number;
  databaseUrl: string;
  redisUrl: string;
  env?: Record<string, string>;
  onLine?: (process: string, line: string) => void;
}

export const launchCluster = async (options: ClusterOptions): Promise<Cluster> =>
  await startCluster({ ...options, quiet: true }) as Cluster;

/** Which process of a layer answered `count` requests through the balancer, in order. */
export async function servedBy(url: string, count: number): Promise<string[]> {
  const answers = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    answers.push(response.headers.get('x-served-by') ?? '');
  }
  return answers;
}

/** Whether the process at `port` answers /ready with 200. */
export async function isReady(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/ready`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** Drops the database of `databaseUrl` (its connections closed first), so a run starts empty. */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).href });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name.replaceAll('"', '""')}" with (force)`);
  } finally {
    await admin.end();
  }
}

/** Whether a Redis server answers PING on `port`. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(1_000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => { socket.destroy(); resolve(data.toString().startsWith('+PONG')); });
    for (const event of ['error', 'timeout', 'close']) socket.once(event, () => { socket.destroy(); resolve(false); });
  });
}

/** A Redis server of the test's own on `port`, nothing kept on disk: stopping it loses every key,
 * as a restarted cache or rate-limit store does. */
export function privateRedis(port: number) {
  let server: ChildProcess | undefined;
  const start = async () => {
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await vi.waitFor(async () => {
      if (!await pings(port)) throw new Error(`redis-server on port ${port} does not answer`);
    }, { timeout: 10_000, interval: 100 });
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise((resolve) => { running.once('exit', resolve); running.kill('SIGTERM'); });
  };
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
