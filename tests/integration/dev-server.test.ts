// `npm run dev` (scripts/dev.mjs, docs/contributing.md) serves the web app from its sources through
// Vite, and the GraphQL api through the same proxy as the production web server; it rebuilds
// Mesh's artifacts and restarts the gateway when .meshrc.yaml changes; Ctrl+C stops it and
// everything it started. It runs in front of the test stack's api, so that no second database is
// seeded.
import { utimesSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startDev, type DevServer } from '../support/dev-server';

const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const meshrc = fileURLToPath(new URL('../../.meshrc.yaml', import.meta.url));
const ports = { GATEWAY_PORT: 4391 + offset, WEB_PORT: 8391 + offset };

const isFree = (port: number) => new Promise<boolean>((resolve) => {
  const probe = net.createServer().once('error', () => resolve(false));
  probe.listen(port, () => probe.close(() => resolve(true)));
});

let dev: DevServer | undefined;

beforeAll(async () => {
  dev = await startDev({
    API_URL: inject('apiUrl').replace(/\/api\/v1$/, ''), GATEWAY_PORT: String(ports.GATEWAY_PORT), WEB_PORT: String(ports.WEB_PORT),
  });
}, 300_000);

afterAll(async () => {
  await dev?.stop();
});

describe('npm run dev', () => {
  it('serves the page from the sources, with Vite’s client, under the production security headers', async () => {
    const page = await fetch(`${dev!.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'/);
    const html = await page.text();
    expect(html).toMatch(/<script type="module" [^>]*src="\/@vite\/client"/);
    expect(html).toContain('/src/app/main.tsx');
    for (const module of ['/src/app/main.tsx', '/@vite/client']) {
      const answer = await fetch(`${dev!.url}${module}`);
      expect(answer.headers.get('content-type'), module).toMatch(/javascript/);
      expect(answer.headers.get('x-content-type-options'), module).toBe('nosniff');
    }
    expect((await fetch(`${dev!.url}/src/gone.tsx`)).status).toBe(404);
  }, 120_000);

  it('renders pages on the server from the sources once Vite has loaded the renderer', async () => {
    const page = () => fetch(`${dev!.url}/`).then((answer) => answer.text());
    await expect.poll(page, { timeout: 240_000, interval: 1000 }).toContain('<script id="page-state" type="application/json">');
  }, 300_000);

  it('answers a GraphQL query from the api through its /graphql proxy', async () => {
    const answer = await fetch(`${dev!.url}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ activeLanguages { locale } }' }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ data: { activeLanguages: expect.arrayContaining([{ locale: 'en' }]) } });
  });

  it('builds Mesh’s artifacts again when .meshrc.yaml changes, restarts the gateway with them and serves through it', async () => {
    const listened = () => dev!.output().match(/\[gateway\] gateway listening/g)?.length ?? 0;
    const before = listened();
    utimesSync(meshrc, new Date(), new Date()); // saved as it is: the build makes the same artifacts
    await expect.poll(listened, { timeout: 180_000, interval: 500 }).toBe(before + 1);
    expect(dev!.output()).toContain('[dev] .meshrc.yaml changed: mesh build…');
    expect(dev!.output()).toContain('[dev] new Mesh artifacts: restarting the gateway');
    const answer = await fetch(`${dev!.url}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await answer.json()).toMatchObject({ data: { __typename: 'Query' } });
  }, 240_000);

  it('stops every process it started on Ctrl+C', async () => {
    expect(await dev!.stop()).toBe(0);
    dev = undefined;
    for (const port of Object.values(ports)) expect(await isFree(port), String(port)).toBe(true);
  }, 60_000);
});
