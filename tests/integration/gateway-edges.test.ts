import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { externalAddress, startGateway } from '../support/gateway';
import { graphql, type GraphQLResponse } from '../support/graphql';

const gatewayUrl = inject('gatewayUrl');
const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('a forged X-Forwarded-For at the gateway', () => {
  let untrustedUrl: string;
  beforeAll(async () => {
    // Sent to the machine's own network address, a request arrives from a peer that is not a
    // trusted proxy, as an attacker's would.
    untrustedUrl = gatewayUrl.replace('localhost', await externalAddress());
  });
  /** A different made-up address on every call, as an attacker would send. */
  let forged = 0;
  const fromAnywhere = () => ({ 'x-forwarded-for': `198.18.${Math.floor(++forged / 250)}.${forged % 250}` });
  const statusCodes = (responses: GraphQLResponse<unknown>[]) => responses.map((response) => response.errors?.[0]?.extensions?.statusCode);
  async function tenTimes(query: string, variables: (i: number) => Record<string, unknown>) {
    const responses: GraphQLResponse<unknown>[] = [];
    for (let i = 0; i < 10; i++) responses.push(await graphql(untrustedUrl, query, { variables: variables(i), headers: fromAnywhere() }));
    return statusCodes(responses);
  }

  /** Five failures are free; the sixth, right after, waits (the first wait is one second, so
   * later attempts may be failures again, never successes). */
  function expectThrottledAfterFive(codes: unknown[], failure: string) {
    expect(codes.slice(0, 6)).toEqual([...Array(5).fill(failure), 'ERROR_429']);
    expect(codes.filter((code) => code !== failure && code !== 'ERROR_429')).toEqual([]);
  }

  it('does not escape login throttling', async () => {
    const LOGIN = 'mutation ($input: Login_Input) { login(input: $input) { data { access_token } } }';
    const codes = await tenTimes(LOGIN, (i) => ({ input: { email: 'demo2@storefront.test', password: `wrong-${i}` } }));
    expectThrottledAfterFive(codes, 'ERROR_102');
  });

  it('does not escape the throttling of wrong codes', async () => {
    const VERIFY = 'mutation ($input: VerifyPhone_Input) { verifyPhone(input: $input) { data { token } } }';
    const codes = await tenTimes(VERIFY, () => ({ input: { verifyId: crypto.randomUUID(), verifyCode: '000000' } }));
    expectThrottledAfterFive(codes, 'ERROR_201');
  });

  it('does not escape the throttling of codes sent (sign-up and password reset share it)', async () => {
    const REGISTER = 'mutation ($input: Register_Input) { register(input: $input) { data { verifyId } } }';
    const FORGOT = 'mutation ($input: ForgotPassword_Input) { forgotPassword(input: $input) { data { verifyId } } }';
    const phone = (i: number) => `+1 416 555 ${String(3100 + i)}`;
    const registered = await graphql(untrustedUrl, REGISTER, { variables: { input: { firstname: 'Eve', phone: phone(0), password: 'eve-pass-1' } }, headers: fromAnywhere() });
    expect(registered.errors).toBeUndefined();
    const resets = await tenTimes(FORGOT, (i) => ({ input: { phone: phone(i + 1) } }));
    expect(resets.slice(0, 2)).toEqual([undefined, undefined]);
    expect(resets.slice(2)).toEqual(Array(8).fill('ERROR_429'));
  });
});

describe('GraphQL limits at the gateway', () => {
  const search = (alias: string) => `${alias}: searchProducts(search: "chicken") { data { id } }`;
  const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, i) => search(`a${i}`)).join(' ')} }`;

  it('refuses 300 aliases of a search before running any', async () => {
    const answer = await graphql(gatewayUrl, aliases(300));
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0].message).toMatch(/limit of \d+ exceeded/);
  });

  it('refuses 11 aliases and runs 10', async () => {
    expect((await graphql(gatewayUrl, aliases(11))).errors?.[0].message).toMatch(/Aliases limit of 10 exceeded/);
    const ten = await graphql<Record<string, unknown>>(gatewayUrl, aliases(10));
    expect(ten.errors).toBeUndefined();
    expect(Object.keys(ten.data!)).toHaveLength(10);
  });

  it('answers 413 to a 2 MB document without parsing it', async () => {
    const res = await post(gatewayUrl, JSON.stringify({ query: `{ ${' '.repeat(2_000_000)}__typename }` }));
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].extensions).toMatchObject({ status: 413 });
  });

  it('spells out no field suggestions', async () => {
    const answer = await graphql(gatewayUrl, '{ settings { data { keyy } } }');
    expect(answer.errors?.[0].message).toContain('Cannot query field "keyy"');
    expect(JSON.stringify(answer)).not.toMatch(/Did you mean/);
  });

  it('takes no batches', async () => {
    const res = await post(gatewayUrl, JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]));
    expect(res.status).toBe(400);
    expect((await res.json()).data).toBeUndefined();
  });

  it('answers malformed bodies with 400 or 415 and no stack', async () => {
    for (const [body, type, status] of [['{"query":', 'application/json', 400], ['<a/>', 'text/xml', 415], ['{"query": 5}', 'application/json', 400]] as const) {
      const res = await post(gatewayUrl, body, { 'content-type': type });
      const text = await res.text();
      expect({ body, status: res.status }).toEqual({ body, status });
      expect(text).not.toMatch(/\bat .+:\d+:\d+/);
    }
  });
});

describe('headers of the gateway', () => {
  it('sends nosniff and frame-ancestors none', async () => {
    const res = await post(gatewayUrl, '{"query":"{ __typename }"}');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('lets the storefront’s origin call it across origins, and no other', async () => {
    const preflight = (origin: string) => fetch(gatewayUrl, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,x-lang,x-currency-id' },
    });
    const own = await preflight(inject('webUrl'));
    expect(own.status).toBe(204);
    expect(own.headers.get('access-control-allow-origin')).toBe(inject('webUrl'));
    expect(own.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-currency-id');
    expect(own.headers.get('access-control-allow-credentials')).toBeNull();
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('GRAPHQL_INTROSPECTION=off', () => {
  const port = 4193 + Number(process.env.TEST_PORT_OFFSET ?? 0);
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    gateway = await startGateway(port, { API_URL: new URL(inject('apiUrl')).origin, GRAPHQL_INTROSPECTION: 'off' });
  });
  afterAll(() => gateway?.stop());

  it('refuses introspection and serves no GraphiQL, and still answers queries', async () => {
    const introspection = await graphql(gateway.url, '{ __schema { types { name } } }');
    expect(introspection.data).toBeUndefined();
    expect(introspection.errors?.[0].message).toMatch(/introspection/i);
    const page = await fetch(gateway.url, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).not.toMatch(/text\/html/);
    const settings = await graphql<{ settings: { data: unknown[] } }>(gateway.url, '{ settings { data { key } } }');
    expect(settings.data?.settings.data.length).toBeGreaterThan(0);
  });

  it('while the default gateway serves both', async () => {
    expect((await graphql(gatewayUrl, '{ __schema { queryType { name } } }')).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const page = await fetch(gatewayUrl, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
  });
});
