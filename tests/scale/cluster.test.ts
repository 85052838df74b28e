// The storefront as `npm run start:cluster` runs it (scripts/cluster.mjs): PostgreSQL, Redis, two
// of each process behind haproxy. Every layer is served by both of its processes, and the
// balancer keeps answering while an api process is killed, then takes it back once restarted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchCluster, servedBy, type Cluster } from './helpers';

const offset = 600 + Number(process.env.TEST_PORT_OFFSET ?? 0);
const databaseUrl = `postgres://postgres@127.0.0.1:5432/storefront_cluster_${offset}`;
let cluster: Cluster;

beforeAll(async () => {
  cluster = await launchCluster({ offset, databaseUrl, redisUrl: 'redis://127.0.0.1:6379/5' });
});

afterAll(async () => {
  await cluster?.stop();
});

const settingsUrl = () => `${cluster.apiUrl}/rest/settings`;

describe('the cluster behind haproxy', () => {
  it('serves pages, GraphQL and REST through the balancer, each layer from both of its processes', async () => {
    const page = await fetch(cluster.webUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
    const menu = await fetch(cluster.gatewayUrl, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ branches(perPage: 5) { items { id } } }' }),
    });
    expect(((await menu.json()) as { data: { branches: { items: unknown[] } } }).data.branches.items.length).toBeGreaterThan(0);
    expect(new Set(await servedBy(settingsUrl(), 6))).toEqual(new Set(['api1', 'api2']));
    const gateways = new Set(await servedBy(`${cluster.gatewayUrl}?query=%7B__typename%7D`, 6));
    expect(gateways).toEqual(new Set(['gateway1', 'gateway2']));
  });

  it('answers every request while an api process is killed, and sends to it again once it is back', async () => {
    const killed = cluster.processes.api1.pid;
    process.kill(killed, 'SIGKILL');
    // Each request that finds api1 gone is sent to api2 (a failed connection is retried), until
    // the checks take api1 out of rotation.
    expect(new Set(await servedBy(settingsUrl(), 20))).toEqual(new Set(['api2']));
    await expect.poll(() => cluster.processes.api1.pid, { timeout: 60_000 }).not.toBe(killed);
    await expect.poll(async () => (await servedBy(settingsUrl(), 4)).includes('api1'), { timeout: 60_000, interval: 500 }).toBe(true);
  });
});
