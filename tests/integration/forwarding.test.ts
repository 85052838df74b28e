import http from 'node:http';
import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { graphql } from '../support/graphql';

// A second gateway whose upstream is a recording tap in front of the real api: it shows what
// the gateway really sends, while the answers still come from the api.
const apiOrigin = new URL(inject('apiUrl')).origin;
const seen: http.IncomingHttpHeaders[] = [];
let tap: http.Server;
let gateway: ChildProcess;
const gatewayPort = 4192;

beforeAll(async () => {
  tap = http.createServer((req, res) => {
    seen.push(req.headers);
    const upstream = http.request(new URL(req.url!, apiOrigin), { method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode!, up.headers);
      up.pipe(res);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => tap.listen(0, '127.0.0.1', resolve));
  const tapUrl = `http://127.0.0.1:${(tap.address() as AddressInfo).port}`;
  gateway = spawn('node_modules/.bin/mesh', ['start', '--port', String(gatewayPort)], { env: { ...process.env, API_URL: tapUrl }, stdio: 'ignore' });
  for (let i = 0; i < 120; i++) {
    const ok = await graphql(`http://127.0.0.1:${gatewayPort}/graphql`, '{ __typename }').then(() => true, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('gateway did not start');
});

afterAll(async () => {
  gateway?.kill();
  await new Promise((resolve) => tap?.close(resolve));
});

it('forwards Authorization, language and currency to the api', async () => {
  await graphql(`http://127.0.0.1:${gatewayPort}/graphql`, '{ settings { data { key } } }', {
    headers: { authorization: 'Bearer token-123', 'x-lang': 'ar', 'x-currency-id': '2' },
  });
  expect(seen.at(-1)).toMatchObject({ authorization: 'Bearer token-123', 'x-lang': 'ar', 'x-currency-id': '2' });
});
