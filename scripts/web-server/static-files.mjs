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

/** The page a URL names, on this origin: `//host` or `/\\host` would send the browser elsewhere. */
const samePage = (url) => (/^\/[/\\]/.test(url) ? '/' : url);

/** @param renderPage from createPageRenderer (pages.mjs), or null: client routes get index.html */
export async function registerStaticFiles(app, distDir, renderPage = null) {
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    index: false, // `/` is a page like any other: rendered, not the bare index.html
    cacheControl: false,
    setHeaders: setCacheHeaders(distDir),
    dotfiles: 'ignore', // the build's .vite-env.json stamp is nobody's business
  });
  const servePage = async (request, reply) => {
    if (renderPage && request.method === 'GET' && (await renderPage(request, reply))) return reply;
    return reply.code(200).sendFile('index.html');
  };
  app.get('/', servePage); // the static plugin would answer a directory with 403
  // A form sent before the page's JavaScript has run arrives here (the app's forms say
  // method="post", so nothing typed, a password least of all, ever lands in a URL): its body is
  // dropped and the customer is sent back to the page, which is ready by then.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, _body, done) => done(null, null));
  app.post('/*', (request, reply) => reply.code(303).header('location', samePage(request.url)).send());
  app.setNotFoundHandler(async (request, reply) => {
    if (!isClientRoute(request)) return reply.code(404).send(refusal(404, 'Not found.'));
    return servePage(request, reply);
  });
}
