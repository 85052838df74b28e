import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newCustomer } from '../support/accounts';
import { startGateway } from '../support/gateway';
import { graphql, rest } from '../support/graphql';

const gatewayUrl = inject('gatewayUrl');
const apiUrl = inject('apiUrl');

interface Branch { id: number; translation: { title: string } }
let branch: Branch;

beforeAll(async () => {
  const { body } = await rest<{ data: Branch[] }>(`${apiUrl}/rest/shops/paginate?perPage=100`);
  branch = body.data[0];
});

describe('gateway over the real api', () => {
  it('serves the branch menu with the same data as REST', async () => {
    const direct = await rest<{ data: { id: number; products: { uuid: string }[] }[]; meta: { total: number } }>(
      `${apiUrl}/rest/branch/products?shop_id=${branch.id}&perPage=3&productPerPage=2`,
    );
    const viaGateway = await graphql<{ branchProducts: { items: typeof direct.body.data; pageInfo: typeof direct.body.meta } }>(gatewayUrl, `
      query { branchProducts(shop_id: ${branch.id}, perPage: 3, productPerPage: 2) {
        items { id products { uuid } } pageInfo { total } } }`);
    expect(viaGateway.errors).toBeUndefined();
    expect(viaGateway.data?.branchProducts.items).toEqual(direct.body.data.map(({ id, products }) => ({ id, products: products.map(({ uuid }) => ({ uuid })) })));
    expect(viaGateway.data?.branchProducts.pageInfo.total).toBe(direct.body.meta.total);
  });

  it('forwards the language header to the api', async () => {
    const query = `query { branches(perPage: 100) { items { id translation { title } } } }`;
    const arabic = await graphql<{ branches: { items: Branch[] } }>(gatewayUrl, query, { headers: { 'x-lang': 'ar' } });
    const direct = await rest<{ data: Branch[] }>(`${apiUrl}/rest/shops/paginate?perPage=100&lang=ar`);
    expect(arabic.data?.branches.items[0].translation.title).toBe(direct.body.data[0].translation.title);
    expect(arabic.data?.branches.items[0].translation.title).toMatch(/[\u0600-\u06FF]/);
  });

  it('forwards the currency header so prices are converted', async () => {
    const currencies = await rest<{ data: { id: number; title: string; rate: number }[] }>(`${apiUrl}/rest/currencies/active`);
    const euro = currencies.body.data.find((currency) => currency.title === 'EUR')!;
    const query = `query { searchProducts(search: "pizza", perPage: 1) { items { uuid stocks { price } } } }`;
    type Result = { searchProducts: { items: { uuid: string; stocks: { price: number }[] }[] } };
    const usd = await graphql<Result>(gatewayUrl, query);
    const eur = await graphql<Result>(gatewayUrl, query, { headers: { 'x-currency-id': String(euro.id) } });
    const usdPrice = usd.data!.searchProducts.items[0].stocks[0].price;
    expect(eur.data!.searchProducts.items[0].stocks[0].price).toBeCloseTo(usdPrice * euro.rate, 1);
  });

  it('puts the REST error status and statusCode into the GraphQL error', async () => {
    const missing = await graphql(gatewayUrl, `query { product(uuid: "00000000-0000-4000-8000-000000000000") { uuid } }`);
    expect(missing.errors?.[0].extensions).toMatchObject({ status: 404, statusCode: 'ERROR_404' });
    expect(JSON.stringify(missing.errors)).not.toContain('127.0.0.1');

    const tooMany = await graphql(gatewayUrl, `query { searchProducts(search: "pizza", perPage: 101) { pageInfo { total } } }`);
    expect(tooMany.errors?.[0].extensions).toMatchObject({ status: 400, statusCode: 'ERROR_400' });
    expect(Object.keys(tooMany.errors?.[0].extensions?.params as object)).toContain('perPage');
  });

  it('caches public catalogue answers per session and language', async () => {
    const query = `query { branchProducts(shop_id: ${branch.id}, perPage: 1, productPerPage: 1) { pageInfo { total } } }`;
    const headers = { 'x-lang': 'fr', authorization: 'Bearer cache-test' };
    await graphql(gatewayUrl, query, { headers });
    const again = await graphql(gatewayUrl, query, { headers });
    expect(again.extensions?.responseCache?.hit).toBe(true);
    const otherSession = await graphql(gatewayUrl, query, { headers: { ...headers, authorization: 'Bearer someone-else' } });
    expect(otherSession.extensions?.responseCache?.hit).toBe(false);
    const otherLanguage = await graphql(gatewayUrl, query, { headers: { ...headers, 'x-lang': 'ar' } });
    expect(otherLanguage.extensions?.responseCache?.hit).toBe(false);
  });

  it('runs the operation named, in a document of several, each time', async () => {
    const document = 'query Settings { settings { key } } query Name { __typename }';
    const run = (operationName: string) => fetch(gatewayUrl, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: document, operationName }),
    }).then((res) => res.json() as Promise<{ data: Record<string, unknown> }>);
    expect(Object.keys((await run('Settings')).data)).toEqual(['settings']);
    expect((await run('Name')).data).toEqual({ __typename: 'Query' });
    expect(Object.keys((await run('Settings')).data)).toEqual(['settings']);
  });

  it('never caches a document that selects a private field beside a public one', async () => {
    const { token } = await newCustomer();
    const headers = { authorization: `Bearer ${token}` };
    const mixed = '{ settings { key } profile { email } }';
    const first = await graphql(gatewayUrl, mixed, { headers });
    expect(first.errors).toBeUndefined();
    expect(first.extensions?.responseCache).toMatchObject({ didCache: false });
    expect((await graphql(gatewayUrl, mixed, { headers })).extensions?.responseCache).toMatchObject({ hit: false, didCache: false });
  });

  it('drops a session’s entries when it logs out, and when the api refuses its token', async () => {
    const settings = '{ settings { key } }';
    const hitAfterTwo = async (headers: Record<string, string>) => {
      await graphql(gatewayUrl, settings, { headers });
      return (await graphql(gatewayUrl, settings, { headers })).extensions?.responseCache?.hit;
    };
    const customer = { authorization: `Bearer ${(await newCustomer()).token}` };
    expect(await hitAfterTwo(customer)).toBe(true);
    expect((await graphql(gatewayUrl, 'mutation { logout }', { headers: customer })).errors).toBeUndefined();
    expect((await graphql(gatewayUrl, settings, { headers: customer })).extensions?.responseCache?.hit).toBe(false);

    const revoked = { authorization: `Bearer 999999|${crypto.randomUUID().replaceAll('-', '')}` };
    expect(await hitAfterTwo(revoked)).toBe(true);
    expect((await graphql(gatewayUrl, '{ profile { email } }', { headers: revoked })).errors?.[0].extensions).toMatchObject({ status: 401 });
    expect((await graphql(gatewayUrl, settings, { headers: revoked })).extensions?.responseCache?.hit).toBe(false);
  });

  it('serves GraphiQL on GET without loading anything from a CDN', async () => {
    const res = await fetch(gatewayUrl, { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('GraphiQL');
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
    expect(html).not.toMatch(/<link[^>]+href="https?:/);
  });

  it('exposes clean type names and no unions on normal fields', async () => {
    const introspection = await graphql<{ __schema: { types: { name: string; kind: string }[] } }>(
      gatewayUrl, `query { __schema { types { name kind } } }`);
    const names = introspection.data!.__schema.types.map((type) => type.name);
    expect(names).toEqual(expect.arrayContaining(['Product', 'Stock', 'Shop', 'Category', 'ProductPage', 'Setting']));
    expect(introspection.data!.__schema.types.filter((type) => type.kind === 'UNION')).toEqual([]);
    expect(names.filter((name) => /^query_/.test(name))).toEqual([]);
  });
});

describe('two gateways on one Redis (REDIS_URL)', () => {
  const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
  const env = { API_URL: new URL(apiUrl).origin, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
  let gateways: Awaited<ReturnType<typeof startGateway>>[] = [];
  beforeAll(async () => {
    gateways = await Promise.all([startGateway(4195 + offset, env), startGateway(4196 + offset, env)]);
  });
  afterAll(() => Promise.all(gateways.map((gateway) => gateway.stop())));

  it('share their entries, and a logout through one ends them in both', async () => {
    const [one, two] = gateways.map((gateway) => gateway.url);
    const headers = { authorization: `Bearer ${(await newCustomer()).token}` };
    const settings = '{ settings { key } }';
    expect((await graphql(one, settings, { headers })).extensions?.responseCache).toMatchObject({ hit: false, didCache: true });
    expect((await graphql(two, settings, { headers })).extensions?.responseCache?.hit).toBe(true);
    expect((await graphql(two, 'mutation { logout }', { headers })).errors).toBeUndefined();
    expect((await graphql(one, settings, { headers })).extensions?.responseCache?.hit).toBe(false);
  });
});
