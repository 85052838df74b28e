// The app's own URLs, whatever serves its files (the build, or Vite under `npm run dev`): a GET
// for a path that names no file is a page of the app, `/` first; a form posted before the page's
// JavaScript has run is sent back to its page; anything else is a file.
import { extname } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageHandler } from './pages';

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** A path with an extension names a file (`/assets/x.js`): a missing one is a 404, so a stale
 * chunk never receives index.html as JavaScript. */
export const namesFile = (path: string): boolean => extname(path) !== '';

/** The page a URL names, on this origin: `//host` or `/\\host` would send the browser elsewhere. */
const samePage = (url: string): string => (/^\/[/\\]/.test(url) ? '/' : url);

/** A page rendered on the server, or index.html (`sendIndex`) for the browser to render: for a
 * HEAD, without a renderer, or when rendering failed. */
export const pageOrIndex = (renderPage: PageHandler | null, sendIndex: Handler): Handler => async (request, reply) => {
  if (renderPage && request.method === 'GET' && (await renderPage(request, reply))) return reply;
  return sendIndex(request, reply);
};

/**
 * @param servePage answers a page (`/` and every client route)
 * @param serveFile answers any other path the routes and proxies before it left
 * @param isFile whether a path names a file rather than a page (its extension, by default)
 */
export function registerClientRoutes(app: FastifyInstance, { servePage, serveFile, isFile = namesFile }: { servePage: Handler; serveFile: Handler; isFile?: (path: string) => boolean }): void {
  const isClientRoute = (request: FastifyRequest) => (request.method === 'GET' || request.method === 'HEAD') && !isFile(request.url.split('?')[0]);
  app.get('/', servePage); // the static plugin would answer a directory with 403
  // A form sent before the page's JavaScript has run arrives here (the app's forms say
  // method="post", so nothing typed, a password least of all, ever lands in a URL): its body is
  // dropped and the customer is sent back to the page, which is ready by then.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, _body, done) => done(null, null));
  app.post('/*', (request, reply) => reply.code(303).header('location', samePage(request.url)).send());
  app.setNotFoundHandler(async (request, reply) => (isClientRoute(request) ? servePage(request, reply) : serveFile(request, reply)));
}
