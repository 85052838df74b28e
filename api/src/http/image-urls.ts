// Image fields leave the api as full URLs (docs/api-contract.md, "Images"), as Foodyman backends
// send them and their clients use them as given. The database keeps paths under
// /storage/images/; each answer is rewritten on its way out, once serialized, so cached answers
// (the catalogue cache) stay free of any host and two hosts never get each other's URLs.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The fields holding a picture (a path under /storage/images/, or already a full URL); a
 * gallery's `base_path` becomes the full base too. */
const IMAGE_FIELDS = ['img', 'logo_img', 'background_img'];
export const IMAGES_PATH = '/storage/images/';

// An unescaped `"` only ever delimits a JSON string, so `"img":"…"` is that key with a string
// value, never text inside a value (where quotes are escaped). The value is kept when empty or
// already a full URL (anything with a scheme, or protocol-relative).
const RELATIVE_IMAGE = new RegExp(`"(${IMAGE_FIELDS.join('|')})":"(?![a-zA-Z][a-zA-Z0-9+.-]*:|//)([^"\\\\]+)"`, 'g');
// What a forwarded Host may look like (name or IP, optional port): anything else is not used.
const HOST = /^(?:[a-zA-Z0-9.-]+|\[[0-9a-fA-F:.]+\])(?::\d{1,5})?$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** imageBaseOf this request (set on every request by registerImageUrls). */
    imageBase: string | null;
  }
  interface FastifyReply {
    /** Set by a route whose serialized answer already holds full image URLs (the catalogue's). */
    imagesAbsolute?: boolean;
  }
}

/** Where this request's images are served: PUBLIC_URL, else the scheme and host the client used
 * (X-Forwarded-Proto / X-Forwarded-Host when from a trusted proxy, TRUSTED_PROXIES), e.g.
 * `https://food.example/storage/images/`. Null when the host is not a plain host name. */
export function imageBaseOf(request: FastifyRequest, publicUrl: string | undefined): string | null {
  if (publicUrl) return `${publicUrl}${IMAGES_PATH}`;
  const host = request.host;
  if (!host || !HOST.test(host)) return null;
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}${IMAGES_PATH}`;
}

/** One picture as a full URL: a relative path gets `base`; empty, null and full URLs are kept. */
export function absoluteImage<T extends string | null>(path: T, base: string | null): T {
  if (!path || !base || /^(?:[a-zA-Z][a-zA-Z0-9+.-]*:|\/\/)/.test(path)) return path;
  return `${base}${path.replace(/^\/+/, '').replace(/^storage\/images\//, '')}` as T;
}

/** Every image field of a serialized JSON answer as a full URL under `base`. */
export function absoluteImages(json: string, base: string | null): string {
  if (!base) return json;
  return json.replace(RELATIVE_IMAGE, (_all, field: string, path: string) => `"${field}":"${absoluteImage(path, base)}"`)
    .replaceAll(`"base_path":"${IMAGES_PATH}"`, `"base_path":"${base}"`);
}

/** Rewrites the image fields of every JSON answer of `app` (after serialization). */
export function registerImageUrls(app: FastifyInstance, publicUrl: string | undefined): void {
  app.decorateRequest('imageBase', null);
  app.addHook('onRequest', async (request) => {
    request.imageBase = imageBaseOf(request, publicUrl);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || reply.imagesAbsolute) return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    return absoluteImages(payload, request.imageBase);
  });
}
