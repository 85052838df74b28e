// Image fields leave the api as full URLs (docs/api-contract.md, "Images"), as Foodyman backends
// send them and their clients use them as given. The database keeps paths under
// /storage/images/; each answer is rewritten on its way out, once serialized. The base is the
// storefront's configured origin (PUBLIC_URL, else WEB_ORIGIN), never a request's Host or
// X-Forwarded-Host: a proxy hop missing from TRUSTED_PROXIES would otherwise turn every picture
// into the api's own host, which the storefront's pages may not load (their CSP allows 'self').
import type { FastifyInstance } from 'fastify';

/** The fields holding a picture (a path under /storage/images/, or already a full URL); a
 * gallery's `base_path` becomes the full base too. */
const IMAGE_FIELDS = ['img', 'logo_img', 'background_img'];
export const IMAGES_PATH = '/storage/images/';

// An unescaped `"` only ever delimits a JSON string, so `"img":"…"` is that key with a string
// value, never text inside a value (where quotes are escaped). The value is kept when empty or
// already a full URL (anything with a scheme, or protocol-relative).
const RELATIVE_IMAGE = new RegExp(`"(${IMAGE_FIELDS.join('|')})":"(?![a-zA-Z][a-zA-Z0-9+.-]*:|//)([^"\\\\]+)"`, 'g');

declare module 'fastify' {
  interface FastifyRequest {
    /** Where images are served, e.g. `https://food.example/storage/images/` (registerImageUrls). */
    imageBase: string;
  }
  interface FastifyReply {
    /** Set by a route whose serialized answer already holds full image URLs (the catalogue's). */
    imagesAbsolute?: boolean;
  }
}

/** One picture as a full URL: a relative path gets `base`; empty, null and full URLs are kept. */
export function absoluteImage<T extends string | null>(path: T, base: string): T {
  if (!path || /^(?:[a-zA-Z][a-zA-Z0-9+.-]*:|\/\/)/.test(path)) return path;
  return `${base}${path.replace(/^\/+/, '').replace(/^storage\/images\//, '')}` as T;
}

/** Every image field of a serialized JSON answer as a full URL under `base`. */
export function absoluteImages(json: string, base: string): string {
  return json.replace(RELATIVE_IMAGE, (_all, field: string, path: string) => `"${field}":"${absoluteImage(path, base)}"`)
    .replaceAll(`"base_path":"${IMAGES_PATH}"`, `"base_path":"${base}"`);
}

/** Rewrites the image fields of every JSON answer of `app` (after serialization) to full URLs
 * under `origin` (the storefront's, e.g. `https://food.example`). */
export function registerImageUrls(app: FastifyInstance, origin: string): void {
  app.decorateRequest('imageBase', `${origin}${IMAGES_PATH}`);
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || reply.imagesAbsolute) return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    return absoluteImages(payload, request.imageBase);
  });
}
