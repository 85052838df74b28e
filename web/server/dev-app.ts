// The web app under `npm run dev` (docs/contributing.md): Vite in middleware mode serves the
// sources' modules with hot updates and renders pages from the sources, behind the same proxies,
// session cookie and security headers as the build (server.ts).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createServer, type InlineConfig, type ViteDevServer } from 'vite';
import type { RenderPage } from '../src/app/page-contract';
import { namesFile, pageOrIndex, registerClientRoutes } from './client-routes';
import { createPageRenderer, type PageSource } from './pages';
import { refusal } from './refusal';
import type { AppFiles } from './server';

const SERVER_ENTRY = '/src/app/entry-server.tsx';
/** Longer than a build's (pages.ts): the first pages wait for Vite to load the renderer and its
 * libraries, and React's development build renders several times slower. */
const RENDER_TIMEOUT_MS = 30_000;

/** Vite's own paths without an extension (`/@vite/client`, `/@react-refresh`) name files, not pages. */
const isFile = (path: string): boolean => namesFile(path) || path.startsWith('/@');

function viteSettings(webDir: string, server: Server, nonce: string): InlineConfig {
  return {
    root: webDir,
    appType: 'custom',
    clearScreen: false,
    // Hot updates over this server's own port and origin (the policy's connect-src 'self').
    server: { middlewareMode: true, hmr: { server } },
    // Vite writes inline scripts into the page (React Fast Refresh's preamble): they carry this
    // nonce, which the Content-Security-Policy allows here only.
    html: { cspNonce: nonce },
  };
}

/** Pages from the sources: index.html and the renderer as they are now, through Vite. */
function vitePages(vite: ViteDevServer, webDir: string): PageSource {
  return {
    template: async (url) => vite.transformIndexHtml(url, await readFile(join(webDir, 'index.html'), 'utf8')),
    renderPage: async (request) => ((await vite.ssrLoadModule(SERVER_ENTRY)) as { renderPage: RenderPage }).renderPage(request),
    localesDir: join(webDir, 'public/locales'),
    cacheStrings: false,
  };
}

/** Hands a request no route answered to Vite, with the headers set so far (security, session);
 * a 404 when Vite has no such file either. */
function passToVite(vite: ViteDevServer) {
  return (request: FastifyRequest, reply: FastifyReply): void => {
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    vite.middlewares(request.raw, reply.raw, () => {
      reply.raw.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(refusal(404, 'Not found.')));
    });
  };
}

/** The app from the sources in `webDir` (web/), with Vite. */
export function viteApp(webDir: string): AppFiles {
  const nonce = randomBytes(16).toString('base64');
  return {
    scriptSources: [`'nonce-${nonce}'`],
    async register(app, { gatewayUrl }) {
      const vite = await createServer(viteSettings(webDir, app.server, nonce));
      app.addHook('onClose', () => vite.close());
      // The renderer and its libraries load now, not at the first page (its error, if any, is
      // that page's to report).
      vite.ssrLoadModule(SERVER_ENTRY).catch(() => undefined);
      const pages = vitePages(vite, webDir);
      registerClientRoutes(app, {
        servePage: pageOrIndex(createPageRenderer(pages, { gatewayUrl, renderTimeoutMs: RENDER_TIMEOUT_MS }), async (request, reply) =>
          reply.type('text/html; charset=utf-8').send(await pages.template(request.url))),
        serveFile: passToVite(vite),
        isFile,
      });
    },
  };
}
