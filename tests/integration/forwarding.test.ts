import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { externalAddress, startGateway } from '../support/gateway';
import { graphql } from '../support/graphql';

// A second gateway whose upstream is a recording tap in front of the real api: it shows what
// the gateway really sends, while the answers still come from the api.
const apiOrigin = new URL(inject('apiUrl')).origin;
const seen: http.IncomingHttpHeaders[] = [];
let tap: http.Server;
let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
const gatewayPort = 4192 + Number(process.env.TEST_PORT_OFFSET ?? 0);

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
  gateway = await startGateway(gatewayPort, { API_URL: tapUrl });
});

afterAll(async () => {
  await gateway?.stop();
  await new Promise((resolve) => tap?.close(resolve));
});

it('forwards Authorization, language and currency to the api', async () => {
  await graphql(`http://127.0.0.1:${gatewayPort}/graphql`, '{ settings { data { key } } }', {
    headers: { authorization: 'Bearer token-123', 'x-lang': 'ar', 'x-currency-id': '2' },
  });
  expect(seen.at(-1)).toMatchObject({ authorization: 'Bearer token-123', 'x-lang': 'ar', 'x-currency-id': '2' });
});

// profile is never cached, so each of these reaches the api.
it('sends the api its peer as X-Forwarded-For, after what a trusted proxy (loopback) forwarded', async () => {
  await graphql(`http://127.0.0.1:${gatewayPort}/graphql`, '{ profile { data { email } } }', { headers: { 'x-forwarded-for': '203.0.113.5' } });
  expect(seen.at(-1)?.['x-forwarded-for']).toBe('203.0.113.5, 127.0.0.1');
});

it('drops the X-Forwarded-* of a peer that is not a trusted proxy', async () => {
  const address = await externalAddress();
  await graphql(`http://${address}:${gatewayPort}/graphql`, '{ profile { data { email } } }', {
    headers: { 'x-forwarded-for': '203.0.113.5, 10.0.0.1', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  });
  expect(seen.at(-1)?.['x-forwarded-for']).toBe(address);
  expect(seen.at(-1)?.['x-forwarded-host'] ?? '').toBe('');
  expect(seen.at(-1)?.['x-forwarded-proto'] ?? '').toBe('');
});

it('sends the api the scheme and host a trusted proxy (the web server) says the browser used: its image URLs', async () => {
  const answer = await graphql<{ mainShop: { data: { logo_img: string } } }>(`http://127.0.0.1:${gatewayPort}/graphql`, '{ mainShop { data { logo_img } } }', {
    headers: { 'x-forwarded-host': 'food.example:8443', 'x-forwarded-proto': 'https' },
  });
  expect(seen.at(-1)).toMatchObject({ 'x-forwarded-host': 'food.example:8443', 'x-forwarded-proto': 'https' });
  expect(answer.data!.mainShop.data.logo_img).toBe('https://food.example:8443/storage/images/shops/logo.svg');
});
