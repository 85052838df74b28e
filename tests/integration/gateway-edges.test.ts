import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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
    const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { access_token } }';
    const codes = await tenTimes(LOGIN, (i) => ({ input: { email: 'demo2@storefront.test', password: `wrong-${i}` } }));
    expectThrottledAfterFive(codes, 'ERROR_102');
  });

  it('does not escape the throttling of wrong codes', async () => {
    const VERIFY = 'mutation ($input: VerifyPhoneInput!) { verifyPhone(input: $input) { token } }';
    const codes = await tenTimes(VERIFY, () => ({ input: { verifyId: crypto.randomUUID(), verifyCode: '000000' } }));
    expectThrottledAfterFive(codes, 'ERROR_201');
  });

  it('does not escape the throttling of codes sent (sign-up and password reset share it)', async () => {
    const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { verifyId } }';
    const FORGOT = 'mutation ($input: ForgotPasswordInput!) { forgotPassword(input: $input) { verifyId } }';
    const phone = (i: number) => `+1 416 555 ${String(3100 + i)}`;
    const registered = await graphql(untrustedUrl, REGISTER, { variables: { input: { firstname: 'Eve', phone: phone(0), password: 'eve-pass-1' } }, headers: fromAnywhere() });
    expect(registered.errors).toBeUndefined();
    const resets = await tenTimes(FORGOT, (i) => ({ input: { phone: phone(i + 1) } }));
    expect(resets.slice(0, 2)).toEqual([undefined, undefined]);
    expect(resets.slice(2)).toEqual(Array(8).fill('ERROR_429'));
  });
});

describe('GraphQL limits at the gateway', () => {
  const search = (alias: string) => `${alias}: searchProducts(search: "chicken") { items { id } }`;
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

  it('answers 413 to a 2 MB document without waiting for it', async () => {
    // Only the first kilobyte of the announced 2 MB is sent: the refusal must come from the
    // announced length alone (a client still uploading when the server closes would otherwise
    // see the socket reset before it reads the answer).
    const { status, body } = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const req = httpRequest(gatewayUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': 2_000_000 } }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk) => (body += chunk)).on('end', () => { resolve({ status: res.statusCode, body }); req.destroy(); });
      });
      req.on('error', reject);
      req.write(`{"query":"{ ${' '.repeat(1000)}`);
    });
    expect(status).toBe(413);
    expect(JSON.parse(body).errors[0].extensions).toMatchObject({ status: 413 });
  });

  it('spells out no field suggestions', async () => {
    const answer = await graphql(gatewayUrl, '{ settings { keyy } }');
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
    // Nor its files: a script the default gateway's page names is not found here.
    const script = /<script defer src="\/graphql(\/graphiql\/[^"]+)"/.exec(await (await fetch(gatewayUrl, { headers: { accept: 'text/html' } })).text())![1];
    expect((await fetch(`${gatewayUrl}${script}`)).status).toBe(200);
    expect((await fetch(`${gateway.url}${script}`)).status).toBe(404);
    const settings = await graphql<{ settings: unknown[] }>(gateway.url, '{ settings { key } }');
    expect(settings.data?.settings.length).toBeGreaterThan(0);
  });

  it('while the default gateway serves both', async () => {
    expect((await graphql(gatewayUrl, '{ __schema { queryType { name } } }')).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const page = await fetch(gatewayUrl, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
  });
});

/** A request as it goes over the wire, nothing decoded (fetch would decode the body): the status,
 * headers and bytes as they came. Sends no Accept-Encoding unless `headers` has one. */
function rawRequest(url: string, { method = 'GET', body, headers = {} }: { method?: string; body?: string; headers?: Record<string, string> } = {}):
  Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url.replace('//localhost:', '//127.0.0.1:'), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const rawPost = (url: string, body: string, headers: Record<string, string> = {}) =>
  rawRequest(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

describe('GraphiQL’s page and files', () => {
  it('sends a small page under a policy that allows scripts from the gateway only, asked again at every visit', async () => {
    const page = await rawRequest(gatewayUrl, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.body.length).toBeLessThan(100_000);
    expect(page.headers['cache-control']).toBe('no-cache');
    const policy = String(page.headers['content-security-policy']).split(';').map((directive) => directive.trim());
    expect(policy).toEqual(expect.arrayContaining(["script-src 'self'", "worker-src 'none'", "object-src 'none'", "frame-ancestors 'none'"]));
    expect(policy.join(';')).not.toContain('unsafe-eval');
    expect(page.body.toString()).not.toMatch(/<script>|<script(?![^>]*(src=|type="application\/json"))[^>]*>/);
  });

  it('sends each file compressed once, brotli or gzip as accepted, plain otherwise, cached for a year', async () => {
    const html = (await rawRequest(gatewayUrl, { headers: { accept: 'text/html' } })).body.toString();
    const scripts = [...html.matchAll(/<script defer src="\/graphql(\/graphiql\/[^"]+)"/g)].map(([, path]) => `${gatewayUrl}${path}`);
    expect(scripts).toHaveLength(4); // React, ReactDOM, GraphiQL, the start script
    // The largest: GraphiQL itself, 1 MB plain.
    const plain = await Promise.all(scripts.map(async (url) => ({ url, res: await rawRequest(url) })));
    const { url, res: main } = plain.sort((a, b) => b.res.body.length - a.res.body.length)[0];
    expect(main.body.length).toBeGreaterThan(500_000);
    expect(main.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding, decode] of [['br', 'br', brotliDecompressSync], ['gzip, deflate', 'gzip', gunzipSync]] as const) {
      const res = await rawRequest(url, { headers: { 'accept-encoding': accept } });
      expect({ accept, encoding: res.headers['content-encoding'], cache: res.headers['cache-control'], type: res.headers['content-type'] })
        .toEqual({ accept, encoding, cache: 'public, max-age=31536000, immutable', type: 'text/javascript; charset=utf-8' });
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body.length).toBeLessThan(main.body.length / 3);
      expect(decode(res.body).equals(main.body)).toBe(true);
    }
    expect((await rawRequest(`${gatewayUrl}/graphiql/unknown.js`)).status).toBe(404);
  });
});

describe('compression of the gateway’s answers', () => {
  /** An answer of about 9 KB: every type's name. */
  const LARGE = JSON.stringify({ query: '{ __schema { types { name } } }' });
  const decoders: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

  it('compresses a JSON answer with brotli or gzip as the client accepts, and not for a client that accepts neither', async () => {
    const plain = await rawPost(gatewayUrl, LARGE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const answer = JSON.parse(plain.body.toString()) as { data: { __schema: { types: unknown[] } } };
    expect(answer.data.__schema.types.length).toBeGreaterThan(100);
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [['br', 'br'], ['gzip', 'gzip'], ['gzip, deflate, br', 'br'], ['deflate', undefined], ['identity', undefined]] as const) {
      const res = await rawPost(gatewayUrl, LARGE, { 'accept-encoding': accept });
      expect({ accept, encoding: res.headers['content-encoding'] }).toEqual({ accept, encoding });
      const body = encoding ? decoders[encoding](res.body) : res.body;
      expect(JSON.parse(body.toString())).toEqual(answer);
      if (encoding) {
        expect(res.body.length).toBeLessThan(plain.body.length / 3);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
      }
    }
  });

  it('leaves an answer under 1 KB plain, which compressing would not shrink', async () => {
    const res = await rawPost(gatewayUrl, JSON.stringify({ query: '{ __typename }' }), { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.length).toBeLessThan(1024);
    expect(JSON.parse(res.body.toString()).data).toEqual({ __typename: 'Query' });
  });

  it('reaches the browser through the web server as the gateway compressed it', async () => {
    const res = await rawPost(`${inject('webUrl')}/graphql`, LARGE, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.body).toString()).data.__schema.types.length).toBeGreaterThan(100);
  });
});
