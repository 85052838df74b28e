// The web server (web/server, docs/web-server.md) on a small build of its own, in front
// of a stand-in upstream that records what reaches it: files and caching, the proxies and the
// forwarded address, security headers, hostile requests, a dead upstream and a graceful stop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createWebServer } from '../../web/server/server';
import { precompress } from '../../scripts/precompress.mjs';
import { serverArgs } from '../../scripts/stack.mjs';

interface Answer { status: number; headers: http.IncomingHttpHeaders; body: Buffer }
interface Seen { url: string; headers: http.IncomingHttpHeaders; complete: boolean }

/** Short limits, so that slow clients are cut off within the test. */
const TEST_LIMITS = { headersTimeoutMs: 300, requestTimeoutMs: 600, upstreamTimeoutMs: 5000 };

const INDEX_HTML = `<!doctype html><html><head><title>Storefront</title></head><body><div id="root"></div>
<script type="module" src="/assets/index-abc123.js"></script>${'<!-- padding -->'.repeat(30)}</body></html>`;
const ENTRY_JS = 'console.log("the storefront");\n'.repeat(100);
/** Vite's manifest (build.manifest): the build's module graph, for `npm run bench` only. */
const MANIFEST = JSON.stringify({ 'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: Array(20).fill('_chunk.js') } });

function makeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'images'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets/index-abc123.js'), ENTRY_JS);
  writeFileSync(join(dist, 'images/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Storefront","start_url":"/"}');
  writeFileSync(join(dist, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, '.vite-env.json'), '{"VITE_SECRET":"x"}');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite/manifest.json'), MANIFEST);
  return dist;
}

/** One request as written, on its own connection (paths are sent unnormalised). */
function send(port: number, path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Writes raw bytes and resolves to whatever the server answers before it closes the connection. */
function sendRaw(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => undefined); // a reset is a close
  });
}

const listen = (server: net.Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)));

const TOKEN = '12|sign-in-token';
/** A sign-in as the gateway answers it (the stand-in answers it at any URL holding `/sign-in`). */
const SIGN_IN_ANSWER = { data: { login: { data: { access_token: TOKEN, token_type: 'Bearer', user: { firstname: 'Dana' } } } } };

/** The stand-in gateway and api: records each request, reads its body, answers what it saw. */
function startUpstream() {
  const seen: Seen[] = [];
  const held: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const entry: Seen = { url: req.url!, headers: req.headers, complete: false };
    seen.push(entry);
    req.resume();
    req.on('end', () => {
      entry.complete = true;
      const body = req.url!.includes('/sign-in') ? SIGN_IN_ANSWER : { url: req.url };
      const answer = () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.url!.includes('/held')) held.push(answer);
      else answer();
    });
  });
  return { server, seen, held };
}

async function startWebServer(options: { distDir: string; upstreamUrl: string; env?: Record<string, string> }): Promise<{ app: FastifyInstance; port: number }> {
  const app = await createWebServer({
    distDir: options.distDir, gatewayUrl: options.upstreamUrl, apiUrl: options.upstreamUrl, env: options.env ?? {}, limits: TEST_LIMITS,
  });
  return { app, port: await listen(app.server) };
}

const csp = (headers: http.IncomingHttpHeaders | http.OutgoingHttpHeaders) =>
  Object.fromEntries(String(headers['content-security-policy']).split(';').map((directive) => {
    const [name, ...sources] = directive.trim().split(/\s+/);
    return [name, sources];
  }));

let dist: string;
const upstream = startUpstream();
let upstreamUrl: string;
let web: { app: FastifyInstance; port: number };

beforeAll(async () => {
  dist = makeBuild();
  await precompress(dist);
  upstreamUrl = `http://127.0.0.1:${await listen(upstream.server)}`;
  web = await startWebServer({ distDir: dist, upstreamUrl });
});

afterAll(async () => {
  await web?.app.close();
  upstream.server.closeAllConnections();
  await new Promise((resolve) => upstream.server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

const lastSeen = () => upstream.seen.at(-1)!;
const servesHome = async () => expect((await send(web.port, '/')).status).toBe(200);

describe('files of the build', () => {
  it('sends the brotli or gzip copy the browser takes, else the file itself, varying on Accept-Encoding', async () => {
    const brotli = await send(web.port, '/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(INDEX_HTML);
    const gzip = await send(web.port, '/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/javascript/);
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(ENTRY_JS);
    const plain = await send(web.port, '/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(ENTRY_JS);
    for (const answer of [brotli, gzip, plain]) expect(answer.headers.vary).toMatch(/accept-encoding/i);
  });

  it('lets browsers keep hashed assets for a year, and revalidate index.html and every other file', async () => {
    expect((await send(web.port, '/assets/index-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/orders/12', '/images/logo.svg', '/manifest.webmanifest', '/service-worker.js']) {
      expect((await send(web.port, path, { headers: { 'accept-encoding': 'br' } })).headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('sends the web app manifest as application/manifest+json and the service worker as JavaScript', async () => {
    expect((await send(web.port, '/manifest.webmanifest')).headers['content-type']).toMatch(/^application\/manifest\+json/);
    const worker = await send(web.port, '/service-worker.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^application\/javascript/);
  });

  it('answers client routes with index.html, and a missing file, the build stamp or Vite’s manifest with 404', async () => {
    for (const path of ['/orders/12', '/group/order/0b9d2c4e-1111-4222-8333-944455556666', '/?product=abc', '/login?redirect=%2Fprofile']) {
      const answer = await send(web.port, path);
      expect(answer.status, path).toBe(200);
      expect(answer.body.toString(), path).toBe(INDEX_HTML);
    }
    for (const path of ['/assets/index-old999.js', '/.vite-env.json', '/favicon.ico', '/.vite/manifest.json']) {
      for (const encoding of ['', 'br, gzip']) {
        const answer = await send(web.port, path, { headers: { 'accept-encoding': encoding } });
        expect(answer.status, path).toBe(404);
        expect(answer.body.toString(), path).not.toMatch(/VITE_SECRET|isEntry/);
      }
    }
  });

  it('compresses at build time only what is worth it, and again after a file changed', async () => {
    const build = makeBuild();
    await precompress(build);
    expect(zlib.gunzipSync(readFileSync(join(build, 'assets/index-abc123.js.gz'))).toString()).toBe(ENTRY_JS);
    expect(() => readFileSync(join(build, 'images/logo.svg.br'))).toThrow(/ENOENT/);
    expect(() => readFileSync(join(build, '.vite-env.json.br'))).toThrow(/ENOENT/);
    writeFileSync(join(build, 'index.html'), `${INDEX_HTML}<!-- rebuilt -->`);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(build, 'index.html'), later, later);
    await precompress(build);
    expect(zlib.brotliDecompressSync(readFileSync(join(build, 'index.html.br'))).toString()).toContain('<!-- rebuilt -->');
    rmSync(build, { recursive: true, force: true });
  });
});

describe('proxies', () => {
  it('sends /graphql to the gateway, /api and /storage to the api, with path and query', async () => {
    for (const path of ['/graphql', '/api/v1/rest/settings?lang=fr', '/storage/images/a.png']) {
      expect((await send(web.port, path)).status, path).toBe(200);
      expect(lastSeen().url).toBe(path);
    }
  });

  it('extends the forwarded chain of a trusted proxy (loopback by default) and drops what the client wrote before it', async () => {
    await send(web.port, '/api/v1/rest/settings', { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.5' } });
    expect(lastSeen().headers['x-forwarded-for']).toBe('203.0.113.5, 127.0.0.1');
    await send(web.port, '/graphql');
    expect(lastSeen().headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('tells the upstreams the scheme and host the browser used (the api\'s image URLs), a trusted proxy\'s when behind one', async () => {
    await send(web.port, '/api/v1/rest/settings');
    expect(lastSeen().headers).toMatchObject({ 'x-forwarded-proto': 'http', 'x-forwarded-host': `127.0.0.1:${web.port}` });
    await send(web.port, '/graphql', { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'food.example' } });
    expect(lastSeen().headers).toMatchObject({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'food.example' });
  });

  it('replaces a forged X-Forwarded-For and X-Forwarded-Proto from a peer outside TRUSTED_PROXIES', async () => {
    const strict = await startWebServer({ distDir: dist, upstreamUrl, env: { TRUSTED_PROXIES: '192.0.2.1, 10.0.0.0/8' } });
    const answer = await send(strict.port, '/api/v1/rest/settings', {
      headers: { 'x-forwarded-for': '203.0.113.5', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    });
    expect(answer.status).toBe(200);
    expect(lastSeen().headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(lastSeen().headers['x-forwarded-proto']).toBe('http');
    expect(lastSeen().headers['x-forwarded-host']).toBe(`127.0.0.1:${strict.port}`);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    await strict.app.close();
  });

  it('answers 502 in each upstream’s error shape when it is down, and keeps serving', async () => {
    const gone = http.createServer();
    const deadUrl = `http://127.0.0.1:${await listen(gone)}`;
    await new Promise((resolve) => gone.close(resolve));
    const orphan = await startWebServer({ distDir: dist, upstreamUrl: deadUrl });
    const rest = await send(orphan.port, '/api/v1/rest/settings');
    expect(rest.status).toBe(502);
    expect(JSON.parse(rest.body.toString())).toMatchObject({ status: false, statusCode: 'ERROR_502', message: 'The api is unavailable.' });
    const graphql = await send(orphan.port, '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{__typename}"}' });
    expect(graphql.status).toBe(502);
    expect(JSON.parse(graphql.body.toString())).toEqual({ errors: [{ message: 'The gateway is unavailable.', extensions: { code: 'BAD_GATEWAY', status: 502 } }] });
    expect((await send(orphan.port, '/')).status).toBe(200);
    await orphan.app.close();
  });
});

describe('the session cookie', () => {
  const setCookies = (answer: Answer) => ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
  const signedIn = { cookie: `access_token=${encodeURIComponent(TOKEN)}; user=%7B%7D; prefs=x` };

  it('moves a sign-in\'s token out of the answer into an HttpOnly, SameSite=Lax cookie, Secure over https', async () => {
    const answer = await send(web.port, '/graphql/sign-in', { method: 'POST', headers: { 'x-session': 'start', 'x-requested-with': 'fetch' }, body: '{}' });
    expect(JSON.parse(answer.body.toString())).toEqual({ data: { login: { data: { access_token: null, token_type: 'Bearer', user: { firstname: 'Dana' } } } } });
    expect(setCookies(answer)).toEqual([`access_token=${TOKEN}; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax`, 'user={}; Max-Age=604800; Path=/; SameSite=Lax']);
    const https = await send(web.port, '/graphql/sign-in', { method: 'POST', headers: { 'x-session': 'start', 'x-forwarded-proto': 'https' }, body: '{}' });
    expect(setCookies(https)[0]).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    expect(setCookies(https)[1]).toMatch(/^user={}; .*; Secure; SameSite=Lax$/);
  });

  it('keeps a guest\'s new session whole before the page writes its user: a request the browser sends meanwhile is signed in, nothing expired', async () => {
    const answer = await send(web.port, '/graphql/sign-in', { method: 'POST', headers: { 'x-session': 'start', 'x-requested-with': 'fetch' }, body: '{}' });
    const cookies = setCookies(answer).map((line) => line.split(';')[0]).join('; ');
    for (const path of ['/assets/index-abc123.js', '/graphql']) {
      const meanwhile = await send(web.port, path, { headers: { cookie: cookies } });
      expect(meanwhile.headers['set-cookie'], path).toBeUndefined();
    }
    expect(lastSeen().headers.authorization).toBe(`Bearer ${TOKEN}`);
    // A page signed in already keeps its user cookie until the app writes the new account's.
    const again = await send(web.port, '/graphql/sign-in', { method: 'POST', headers: { ...signedIn, 'x-session': 'start', 'x-requested-with': 'fetch' }, body: '{}' });
    expect(setCookies(again).map((line) => line.split('=')[0])).toEqual(['access_token']);
  });

  it('leaves a token in an answer the web app did not mark as a sign-in (other clients keep their tokens)', async () => {
    const answer = await send(web.port, '/api/v1/auth/sign-in', { method: 'POST', body: '{}' });
    expect(JSON.parse(answer.body.toString())).toEqual(SIGN_IN_ANSWER);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('signs the proxied requests in with the cookie, and keeps the token out of the Cookie header upstream', async () => {
    for (const path of ['/graphql', '/api/v1/dashboard/user/profile/show']) {
      await send(web.port, path, { headers: signedIn });
      expect(lastSeen().headers.authorization, path).toBe(`Bearer ${TOKEN}`);
      expect(lastSeen().headers.cookie, path).toBe('user=%7B%7D; prefs=x');
    }
    await send(web.port, '/graphql', { headers: { ...signedIn, authorization: 'Bearer 3|own' } });
    expect(lastSeen().headers.authorization).toBe('Bearer 3|own');
  });

  it('refuses a signed-in request that changes something without the X-Requested-With header (CSRF), before the upstream', async () => {
    const before = upstream.seen.length;
    const forged = await send(web.port, '/graphql', { method: 'POST', headers: { ...signedIn, 'content-type': 'application/json' }, body: '{}' });
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.body.toString()).message).toMatch(/x-requested-with/);
    expect(upstream.seen.length).toBe(before);
    const own = await send(web.port, '/graphql', { method: 'POST', headers: { ...signedIn, 'x-requested-with': 'fetch' }, body: '{}' });
    expect(own.status).toBe(200);
    expect(lastSeen().headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('treats a token without its user cookie (the page signed out) as a guest and expires it, and expires both on a sign-out', async () => {
    const lone = await send(web.port, '/graphql', { headers: { cookie: `access_token=${TOKEN}` } });
    expect(lastSeen().headers.authorization).toBeUndefined();
    expect(lastSeen().headers.cookie).toBeUndefined();
    expect(setCookies(lone).map((line) => line.split(';')[0])).toEqual(['access_token=', 'user=']);
    const signOut = await send(web.port, '/graphql', { method: 'POST', headers: { ...signedIn, 'x-requested-with': 'fetch', 'x-session': 'end' }, body: '{}' });
    expect(lastSeen().headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(setCookies(signOut).map((line) => line.split(';')[0])).toEqual(['access_token=', 'user=']);
  });
});

describe('security headers', () => {
  it('puts a strict Content-Security-Policy and the hardening headers on files, client routes, 404s and proxied answers', async () => {
    for (const path of ['/', '/orders/12', '/assets/index-abc123.js', '/assets/gone.js', '/api/v1/rest/settings']) {
      const { headers } = await send(web.port, path);
      expect(csp(headers), path).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
      expect(headers, path).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
        'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
      });
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  it('allows the configured map tiles, and firebase and analytics only when the build configures them', async () => {
    const policyWith = async (env: Record<string, string>) => {
      const app = await createWebServer({ distDir: dist, gatewayUrl: upstreamUrl, apiUrl: upstreamUrl, env });
      const { headers } = await app.inject({ url: '/' });
      await app.close();
      return csp(headers);
    };
    const tiles = await policyWith({ VITE_MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png' });
    expect(tiles['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.example.com']);
    expect(tiles['frame-src']).toBeUndefined();
    expect(tiles['script-src']).toEqual(["'self'"]);

    const analytics = await policyWith({ VITE_GA_MEASUREMENT_ID: 'G-TEST123' });
    expect(analytics['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(analytics['connect-src']).toEqual(["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com']);

    const firebase = { VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_AUTH_DOMAIN: 'shop.firebaseapp.com', VITE_FIREBASE_PROJECT_ID: 'shop' };
    const signIn = await policyWith({ ...firebase, VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(signIn['script-src']).toEqual(["'self'", 'https://apis.google.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(signIn['connect-src']).toEqual(["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'http://127.0.0.1:9099']);
    expect(signIn['frame-src']).toEqual(['https://shop.firebaseapp.com', 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/', 'http://127.0.0.1:9099']);

    const push = await policyWith({ ...firebase, VITE_FIREBASE_APP_ID: 'app', VITE_FIREBASE_MESSAGING_SENDER_ID: '42', VITE_FIREBASE_VAPID_KEY: 'vapid' });
    expect(push['connect-src']).toEqual(["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com',
      'https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com']);
  });

  it('sends HSTS only to a request that came over https through a trusted proxy', async () => {
    expect((await send(web.port, '/', { headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await send(web.port, '/')).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('logs', () => {
  it('hold no query value nor e-mail link hash of the URLs they name, proxied or served', async () => {
    const lines: string[] = [];
    const app = await createWebServer({
      distDir: dist, gatewayUrl: upstreamUrl, apiUrl: upstreamUrl, env: {}, limits: TEST_LIMITS,
      logger: { level: 'info', stream: { write: (line: string) => { lines.push(line); } } },
    });
    const port = await listen(app.server);
    const hash = 'c0ffee'.repeat(10) + 'beef';
    try {
      for (const path of [
        '/api/v1/auth/logout?firebase_token=fcm-secret-1&lang=en',
        `/api/v1/auth/verify/${hash}`,
        '/graphql?operationName=Me&variables=%7B%22phone%22%3A%2214165550123%22%7D',
        `/verify-email/${hash}`,
        '/sign-up/code?verifyId=4b0e6e7c-aaaa-4bbb-8ccc-123456789abc',
      ]) expect((await send(port, path)).status, path).toBeLessThan(500);
    } finally {
      await app.close();
    }
    const logged = lines.join('');
    // Request lines and the proxy's upstream paths are there, the secrets blanked.
    expect(logged).toContain('"url":"/api/v1/auth/logout?firebase_token=[redacted]&lang=[redacted]"');
    expect(logged).toContain('"source":"/api/v1/auth/verify/[redacted]","msg":"fetching from remote server"');
    expect(logged).toContain('"url":"/verify-email/[redacted]"');
    for (const secret of ['fcm-secret-1', hash, '14165550123', '4b0e6e7c-aaaa']) expect(logged).not.toContain(secret);
  });
});

describe('bad traffic', () => {
  it('refuses malformed, traversing, oversized and body-carrying requests with a 4xx, and keeps serving', async () => {
    const hostile: [string, Parameters<typeof send>[2]][] = [
      ['/%', {}],
      ['/%E0%A4%A', {}],
      ['/..%2f..%2fetc/passwd', {}],
      ['/assets/..%2f..%2f..%2fetc%2fpasswd', {}],
      ['/%00', {}],
      [`/${'a'.repeat(20_000)}`, {}],
      ['/', { headers: { 'x-filler': 'a'.repeat(20_000) } }],
      ['/assets/index-abc123.js', { body: 'a body on a GET', headers: { 'content-type': 'text/plain', 'content-length': '15' } }],
    ];
    for (const [path, options] of hostile) {
      const answer = await send(web.port, path, options);
      expect(answer.status, path.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(answer.status, path.slice(0, 40)).toBeLessThan(500);
      expect(answer.body.toString()).not.toContain('root:');
      await servesHome();
    }
  });

  it('cuts off a client that never finishes its headers', async () => {
    const answer = await sendRaw(web.port, 'GET / HTTP/1.1\r\nHost: storefront\r\nX-Slow: ');
    expect(answer).toMatch(/^(HTTP\/1\.1 408 |$)/);
    await servesHome();
  });

  it('cuts off a client that never finishes its body, and the upstream sees the upload end', async () => {
    const answer = await sendRaw(web.port, 'POST /api/v1/dashboard/user/profile/image HTTP/1.1\r\nHost: storefront\r\nContent-Type: application/octet-stream\r\nContent-Length: 1000\r\n\r\nonly a little');
    expect(answer).toMatch(/^(HTTP\/1\.1 408 |$)/);
    expect(lastSeen().complete).toBe(false);
    await servesHome();
  });

  it('survives an upload aborted halfway', async () => {
    const socket = net.connect(web.port, '127.0.0.1');
    socket.on('error', () => undefined);
    const before = upstream.seen.length;
    socket.write(`POST /api/v1/dashboard/user/profile/image HTTP/1.1\r\nHost: storefront\r\nContent-Type: application/octet-stream\r\nContent-Length: 200000\r\n\r\n${'x'.repeat(100_000)}`);
    await expect.poll(() => upstream.seen.length).toBe(before + 1);
    socket.destroy();
    await expect.poll(() => servesHome().then(() => true)).toBe(true);
    expect(lastSeen().complete).toBe(false);
  });
});

/** The web server's bundle (the real build) in front of the stand-in upstream, with `env`;
 * resolves once it listens. */
async function startServeWeb(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, serverArgs('web'), {
    env: { ...process.env, WEB_PORT: '0', GATEWAY_URL: upstreamUrl, API_URL: upstreamUrl, DRAIN_SECONDS: '', ...env }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const port = await new Promise<number>((resolve) => child.stdout.on('data', () => {
    const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
    if (match) resolve(Number(match[1]));
  }));
  return { child, port, exited, printed: (text: string) => output.includes(text) };
}

/** The JSON a GET of `path` answers, with its status and Cache-Control. */
async function jsonAnswer(port: number, path: string) {
  const answer = await send(port, path);
  return { status: answer.status, body: JSON.parse(answer.body.toString()) as unknown, cacheControl: answer.headers['cache-control'] };
}

describe('health and readiness', () => {
  it('answers /health {"status":"ok"} and /ready {"status":"ready"}, never cached, rather than a page', async () => {
    expect(await jsonAnswer(web.port, '/health')).toEqual({ status: 200, body: { status: 'ok' }, cacheControl: 'no-store' });
    expect(await jsonAnswer(web.port, '/ready')).toEqual({ status: 200, body: { status: 'ready' }, cacheControl: 'no-store' });
  });

  it('on SIGTERM with DRAIN_SECONDS answers /ready 503 "draining" at once and serves the rest, a second signal changing nothing; then exits 0', async () => {
    // The drain outlasts by far the few requests the test sends during it.
    const server = await startServeWeb({ DRAIN_SECONDS: '5' });
    const draining = { status: 503, body: { status: 'unavailable', reasons: ['draining'] }, cacheControl: 'no-store' };
    server.child.kill('SIGTERM');
    await expect.poll(() => jsonAnswer(server.port, '/ready')).toEqual(draining);
    expect(await jsonAnswer(server.port, '/api/v1/rest/settings')).toMatchObject({ status: 200, body: { url: '/api/v1/rest/settings' } });
    server.child.kill('SIGINT');
    await expect.poll(() => server.printed('web: SIGINT: already stopping')).toBe(true);
    expect(await jsonAnswer(server.port, '/ready')).toEqual(draining);
    expect(await server.exited).toBe(0);
  });

  it('refuses a DRAIN_SECONDS that is no number of seconds from 0 to 60, before listening', async () => {
    const child = spawn(process.execPath, serverArgs('web'), {
      env: { ...process.env, WEB_PORT: '0', DRAIN_SECONDS: '90' }, stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => { errors += chunk.toString(); });
    expect(await new Promise((resolve) => child.on('close', (code) => resolve(code)))).toBe(1);
    expect(errors).toContain('web: DRAIN_SECONDS must be a number of seconds from 0 to 60, got "90"');
  });
});

describe('stopping', () => {
  it('on SIGTERM stops accepting, finishes the request in flight and exits 0', async () => {
    const { child, port, exited } = await startServeWeb();
    const held = upstream.held.length;
    const inFlight = send(port, '/api/v1/rest/held');
    await expect.poll(() => upstream.seen.some((entry) => entry.url === '/api/v1/rest/held' && entry.complete)).toBe(true);

    child.kill('SIGTERM');
    const refused = () => new Promise((resolve) => {
      const probe = net.connect(port, '127.0.0.1', () => probe.destroy());
      probe.on('close', (hadError) => resolve(hadError));
      probe.on('error', () => undefined);
    });
    await expect.poll(refused).toBe(true);
    upstream.held.slice(held).forEach((answer) => answer());
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ url: '/api/v1/rest/held' });
    expect(await exited).toBe(0);
  });
});
