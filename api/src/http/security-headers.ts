// Security headers (@fastify/helmet) on every answer: nosniff, no framing, no referrer, and
// for JSON a Content-Security-Policy that allows nothing. Two kinds of routes differ:
// Swagger UI (its page loads its own scripts, styles and the OpenAPI document from the api)
// and the images under /storage, which a web client on another origin may show.
import type { FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

const NOTHING = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/** Swagger UI runs offline from the api's own origin: its bundle, its styles (it also injects
 * <style> elements), data: images (icons), fetches of the OpenAPI document and of "Try it out".
 * No inline script. */
const SWAGGER_UI = {
  defaultSrc: ["'none'"], scriptSrc: ["'self'"], styleSrc: ["'self'", "'unsafe-inline'"], imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"], baseUri: ["'none'"], formAction: ["'self'"], frameAncestors: ["'none'"],
};

const policy = (directives: Record<string, string[]>) => ({ useDefaults: false, directives });

export async function registerSecurityHeaders(app: FastifyInstance, docsPath: string): Promise<void> {
  const routeHeaders: Array<{ path: string; helmet: FastifyHelmetOptions }> = [
    { path: docsPath, helmet: { contentSecurityPolicy: policy(SWAGGER_UI) } },
    { path: '/storage/', helmet: { crossOriginResourcePolicy: { policy: 'cross-origin' } } },
  ];
  // Added before helmet's own onRoute hook, which reads `route.helmet`.
  app.addHook('onRoute', (route) => {
    route.helmet ??= routeHeaders.find(({ path }) => route.url.startsWith(path))?.helmet;
  });
  await app.register(helmet, {
    contentSecurityPolicy: policy(NOTHING),
    crossOriginResourcePolicy: { policy: 'same-site' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}
