// The web build (web/dist): files as built, their brotli/gzip copies when the browser takes
// them, and the pages: rendered on the server, or index.html for the browser to render.
import { relative, sep } from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { pageOrIndex, registerClientRoutes } from './client-routes';
import type { PageHandler } from './pages';
import { refusal } from './refusal';

/** Vite names every file under assets/ by its content hash: a new build makes new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html first) may change at any deploy: revalidate each time. */
const REVALIDATE = 'no-cache';

function setCacheHeaders(distDir: string) {
  return (res: SetHeadersResponse, path: string): void => {
    res.setHeader('cache-control', relative(distDir, path).startsWith(`assets${sep}`) ? IMMUTABLE : REVALIDATE);
    res.setHeader('vary', 'accept-encoding'); // the same path is sent as br, gzip or plain
  };
}

/** @param renderPage from createPageRenderer (pages.ts), or null: client routes get index.html */
export async function registerStaticFiles(app: FastifyInstance, distDir: string, renderPage: PageHandler | null = null): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    index: false, // `/` is a page like any other: rendered, not the bare index.html
    cacheControl: false,
    setHeaders: setCacheHeaders(distDir),
    dotfiles: 'ignore', // the build's .vite-env.json stamp is nobody's business
  });
  registerClientRoutes(app, {
    servePage: pageOrIndex(renderPage, (_request, reply) => reply.code(200).sendFile('index.html')),
    serveFile: (_request, reply) => reply.code(404).send(refusal(404, 'Not found.')),
  });
}
