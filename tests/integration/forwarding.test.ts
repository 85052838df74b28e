import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { externalAddress, startGateway, startTap } from '../support/gateway';
import { graphql } from '../support/graphql';

// A second gateway whose upstream is a recording tap in front of the real api: it shows what
// the gateway really sends, while the answers still come from the api.
let tap: Awaited<ReturnType<typeof startTap>>;
let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
const gatewayPort = 4192 + Number(process.env.TEST_PORT_OFFSET ?? 0);

beforeAll(async () => {
  tap = await startTap(new URL(inject('apiUrl')).origin);
  gateway = await startGateway(gatewayPort, { API_URL: tap.url });
});

afterAll(async () => {
  await gateway?.stop();
  await tap?.close();
});

it('forwards Authorization, language, currency and the browser\'s User-Agent (the session\'s device) to the api', async () => {
  const headers = { authorization: 'Bearer token-123', 'x-lang': 'ar', 'x-currency-id': '2', 'user-agent': 'Mozilla/5.0 (Android 14) Firefox/127.0' };
  await graphql(`http://127.0.0.1:${gatewayPort}/graphql`, '{ settings { key } }', { headers });
  expect(tap.seen.at(-1)?.headers).toMatchObject(headers);
});

// profile is never cached, so each of these reaches the api.
it('sends the api its peer as X-Forwarded-For, after what a trusted proxy (loopback) forwarded', async () => {
  await graphql(`http://127.0.0.1:${gatewayPort}/graphql`, '{ profile { email } }', { headers: { 'x-forwarded-for': '203.0.113.5' } });
  expect(tap.seen.at(-1)?.headers['x-forwarded-for']).toBe('203.0.113.5, 127.0.0.1');
});

it('drops the X-Forwarded-For of a peer that is not a trusted proxy', async () => {
  const address = await externalAddress();
  await graphql(`http://${address}:${gatewayPort}/graphql`, '{ profile { email } }', {
    headers: { 'x-forwarded-for': '203.0.113.5, 10.0.0.1' },
  });
  expect(tap.seen.at(-1)?.headers['x-forwarded-for']).toBe(address);
});

it('answers pictures on the storefront\'s own origin, whatever host a trusted proxy says the browser used', async () => {
  const answer = await graphql<{ mainShop: { logo_img: string } }>(`http://127.0.0.1:${gatewayPort}/graphql`, '{ mainShop { logo_img } }', {
    headers: { 'x-forwarded-host': 'food.example:8443', 'x-forwarded-proto': 'https' },
  });
  expect(tap.seen.at(-1)?.headers['x-forwarded-host']).toBeUndefined();
  expect(answer.data!.mainShop.logo_img).toBe(`${new URL(inject('webUrl')).origin}/storage/images/shops/logo.svg`);
});
