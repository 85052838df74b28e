// A gateway's /health and /ready as a load balancer meets them, and its drain on SIGTERM
// (DRAIN_SECONDS), on gateways of this file's own: one with the machine's Redis and no api at all
// (/ready never asks the api), one whose Redis refuses connections (nor does it ask Redis).
import { closedPort } from '../../api/src/testing/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type StartedGateway } from '../support/gateway';
import { graphql } from '../support/graphql';

const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const READY = { status: 200, body: { status: 'ready' } };
const DRAINING = { status: 503, body: { status: 'unavailable', reasons: ['draining'] } };

async function answer(gateway: StartedGateway, path: string) {
  const response = await fetch(`${gateway.origin}${path}`);
  return { status: response.status, body: await response.json() as unknown, cacheControl: response.headers.get('cache-control') };
}
const statusAndBody = async (gateway: StartedGateway, path: string) => {
  const { status, body } = await answer(gateway, path);
  return { status, body };
};

let withRedis: StartedGateway;
let redisDown: StartedGateway;
beforeAll(async () => {
  const [apiDown, redisClosed] = [await closedPort(), await closedPort()];
  [withRedis, redisDown] = await Promise.all([
    // The drain outlasts by far the few requests the test sends during it.
    startGateway(4198 + offset, { API_URL: `http://127.0.0.1:${apiDown}`, REDIS_URL, DRAIN_SECONDS: '5' }),
    startGateway(4199 + offset, { API_URL: `http://127.0.0.1:${apiDown}`, REDIS_URL: `redis://127.0.0.1:${redisClosed}` }),
  ]);
});
afterAll(async () => {
  await Promise.all([withRedis?.stop(), redisDown?.stop()]);
});

describe('a gateway’s /health and /ready', () => {
  it('answer {"status":"ok"} and {"status":"ready"} with its Redis, never cached, the api down or not; /healthcheck stays', async () => {
    expect(await answer(withRedis, '/health')).toEqual({ status: 200, body: { status: 'ok' }, cacheControl: 'no-store' });
    expect(await answer(withRedis, '/ready')).toEqual({ ...READY, cacheControl: 'no-store' });
    expect(await statusAndBody(withRedis, '/healthcheck')).toEqual({ status: 200, body: { ok: true } });
  });

  it('stay ready while its Redis refuses connections (every gateway shares it), reporting it degraded and answering cacheable queries uncached', async () => {
    expect(await statusAndBody(redisDown, '/ready')).toEqual({ status: 200, body: { status: 'ready', degraded: ['redis'] } });
    expect(await statusAndBody(redisDown, '/health')).toEqual({ status: 200, body: { status: 'ok' } });
    // Asked of the api (down here too), not failed by the cache.
    const { errors } = await graphql(redisDown.url, '{ settings { key } }');
    expect(errors?.[0].extensions).toMatchObject({ statusCode: 'UPSTREAM_UNAVAILABLE' });
  });
});

describe('a gateway on SIGTERM with DRAIN_SECONDS', () => {
  it('answers /ready 503 "draining" at once and still serves GraphQL, a second signal changing nothing; then exits 0', async () => {
    const exited = new Promise<number | null>((resolve) => withRedis.child.once('exit', (code) => resolve(code)));
    withRedis.child.kill('SIGTERM');
    await expect.poll(() => statusAndBody(withRedis, '/ready')).toEqual(DRAINING);
    expect(await graphql(withRedis.url, '{ __typename }')).toMatchObject({ data: { __typename: 'Query' } });
    withRedis.child.kill('SIGINT');
    await expect.poll(() => withRedis.printed('gateway: SIGINT: already stopping')).toBe(true);
    expect(await statusAndBody(withRedis, '/ready')).toEqual(DRAINING);
    expect(await exited).toBe(0);
  });
});
