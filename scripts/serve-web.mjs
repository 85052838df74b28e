// Serves the production build of web/ and proxies /graphql to the gateway and /storage to the
// api, so the browser talks to one origin. Small on purpose: static files, gzip, a proxy.
import http from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.webp': 'image/webp',
  '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

export function createWebServer({ distDir, gatewayUrl, apiUrl }) {
  const cache = new Map();

  async function load(path) {
    if (!cache.has(path)) {
      const body = await readFile(path);
      const ext = extname(path);
      cache.set(path, { body, gzip: COMPRESSIBLE.has(ext) ? gzipSync(body) : null, type: TYPES[ext] ?? 'application/octet-stream' });
    }
    return cache.get(path);
  }

  async function resolveFile(urlPath) {
    const safe = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
    const candidate = join(distDir, safe);
    if (candidate.startsWith(distDir)) {
      const info = await stat(candidate).catch(() => null);
      if (info?.isFile()) return candidate;
    }
    // Unknown paths are client routes, except missing assets, which must 404.
    return extname(safe) && !safe.endsWith('.html') ? null : join(distDir, 'index.html');
  }

  function proxy(req, res, target) {
    const url = new URL(req.url, target);
    // The customer's address replaces any X-Forwarded-For they sent: the api throttles logins per IP.
    const headers = { ...req.headers, host: url.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' };
    const upstream = http.request(url, { method: req.method, headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ message: 'Upstream unavailable' }] }));
    });
    req.pipe(upstream);
  }

  return http.createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    if (path.startsWith('/graphql')) return proxy(req, res, gatewayUrl);
    if (path.startsWith('/storage/') || path.startsWith('/api/')) return proxy(req, res, apiUrl);
    const file = await resolveFile(path);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('Not found');
    }
    const { body, gzip, type } = await load(file);
    const useGzip = gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      'content-type': type,
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(useGzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    res.end(useGzip ? gzip : body);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.WEB_PORT ?? 8080);
  const server = createWebServer({
    distDir: fileURLToPath(new URL('../web/dist', import.meta.url)),
    gatewayUrl: process.env.GATEWAY_URL ?? `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 4000}`,
    apiUrl: process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
  });
  server.listen(port, () => console.log(`web listening on http://localhost:${port}`));
}
