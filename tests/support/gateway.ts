import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { serverArgs } from '../../scripts/stack.mjs';
import { graphql } from './graphql';
import { waitUntil } from './wait';

export interface StartedGateway {
  /** Its GraphQL endpoint. */
  url: string;
  origin: string;
  child: ChildProcess;
  /** Whether it has printed `text` (its own lines; Fastify's logs are off). */
  printed: (text: string) => boolean;
  stop: () => Promise<void>;
}

/** One more gateway (its bundle, as the stack runs it) on `port`, with `env` on top of
 * this process's; resolves once it answers. */
export async function startGateway(port: number, env: Record<string, string>): Promise<StartedGateway> {
  const child = spawn(process.execPath, serverArgs('gateway'), {
    env: { ...process.env, LOG_LEVEL: 'silent', DRAIN_SECONDS: '', ...env, GATEWAY_PORT: String(port) }, stdio: ['ignore', 'pipe', 'ignore'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const origin = `http://127.0.0.1:${port}`;
  const url = `${origin}/graphql`;
  const stop = () => new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  const answers = () => graphql(url, '{ __typename }').then(() => true, () => false);
  try {
    // A gateway that exited will not answer: no use waiting on.
    await waitUntil(async () => child.exitCode !== null || answers(), { timeout: 60_000, message: 'gateway did not start' });
    if (child.exitCode !== null) throw new Error(`gateway exited with ${child.exitCode}`);
    return { url, origin, child, printed: (text) => output.includes(text), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The first IPv4 address of this machine that is not loopback: requests sent to it arrive
 * from it, i.e. from a peer that is not a trusted proxy. */
export async function externalAddress(): Promise<string> {
  const { networkInterfaces } = await import('node:os');
  const address = Object.values(networkInterfaces()).flat().find((info) => info?.family === 'IPv4' && !info.internal)?.address;
  if (!address) throw new Error('this machine has no non-loopback IPv4 address to test untrusted peers with');
  return address;
}

/** What a tap saw of one request the gateway made. */
export interface TappedRequest {
  url: string;
  headers: http.IncomingHttpHeaders;
}

/** A tap in front of the api at `apiOrigin`, to put behind a gateway as its API_URL: it records
 * every request the gateway makes (`seen`) and forwards it, or, while `fault` is set, answers
 * with it instead. */
export async function startTap(apiOrigin: string) {
  const seen: TappedRequest[] = [];
  const tap = {
    seen,
    fault: undefined as ((req: http.IncomingMessage, res: http.ServerResponse) => void) | undefined,
    url: '',
    server: http.createServer((req, res) => {
      seen.push({ url: req.url!, headers: req.headers });
      if (tap.fault) return tap.fault(req, res);
      const upstream = http.request(new URL(req.url!, apiOrigin), { method: req.method, headers: req.headers }, (up) => {
        res.writeHead(up.statusCode!, up.headers);
        up.pipe(res);
      });
      req.pipe(upstream);
    }),
    close: () => new Promise<void>((resolve) => {
      if (!tap.server.listening) return resolve();
      tap.server.close(() => resolve());
      tap.server.closeAllConnections();
    }),
  };
  await new Promise<void>((resolve) => tap.server.listen(0, '127.0.0.1', resolve));
  tap.url = `http://127.0.0.1:${(tap.server.address() as AddressInfo).port}`;
  return tap;
}
