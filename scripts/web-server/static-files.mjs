// The web build (web/dist): files as built, their brotli/gzip copies when the browser takes
// them, and index.html for every client route.
import fastifyStatic from '@fastify/static';
import { extname, relative, sep } from 'node:path';
import { refusal } from './refusal.mjs';

/** Vite names every file under assets/ by its content hash: a new build makes new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html first) may change at any deploy: revalidate each time. */
const REVALIDATE = 'no-cache';

function setCacheHeaders(distDir) {
  return (res, path) => {
    res.setHeader('cache-control', relative(distDir, path).startsWith(`assets${sep}`) ? IMMUTABLE : REVALIDATE);
    res.setHeader('vary', 'accept-encoding'); // the same path is sent as br, gzip or plain
  };
}

/** A client route is a GET for a path without an extension; a missing file (`/assets/x.js`)
 * is a 404, so a stale chunk never receives index.html as JavaScript. */
const isClientRoute = (request) =>
  (request.method === 'GET' || request.method === 'HEAD') && !extname(request.url.split('?')[0]);

export async function registerStaticFiles(app, distDir) {
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    cacheControl: false,
    setHeaders: setCacheHeaders(distDir),
    dotfiles: 'ignore', // the build's .vite-env.json stamp is nobody's business
  });
  app.setNotFoundHandler((request, reply) => {
    if (!isClientRoute(request)) return reply.code(404).send(refusal(404, 'Not found.'));
    return reply.code(200).sendFile('index.html');
  });
}
