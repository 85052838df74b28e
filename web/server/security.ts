// The security headers on every answer of the web server. The Content-Security-Policy allows
// exactly what the web bundle talks to, read from the same VITE_* variables the bundle is built
// with (stack.mjs gives the web server the build's environment).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

type Env = Record<string, string | undefined>;

/** The web app's default map tiles (web/src/shared/lib/map/map-config.ts). */
const OPENSTREETMAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Browser features the storefront never uses (checkout places the pin by click, it does not
 * locate the customer), refused for the page and anything it embeds. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

const ONE_YEAR_SECONDS = 31_536_000;

/** Where the map's tiles come from: the origin of a Leaflet URL template, its `{s}` subdomain
 * as a wildcard; none for tiles on the storefront's own origin. */
export function tileSources(template: string): string[] {
  if (template.startsWith('/')) return [];
  const origin = /^https?:\/\/[^/]+/i.exec(template)?.[0];
  if (!origin) throw new Error(`VITE_MAP_TILE_URL must be an http(s) URL template or a path, got "${template}"`);
  return [origin.replace(/\{[a-z]+\}/gi, '*')];
}

/** What firebase needs, only for what the build configures (see features/auth/lib/firebase.ts
 * and features/notifications/lib/push.ts). */
export function firebaseSources(env: Env): { script: string[]; connect: string[]; frame: string[] } {
  if (!env.VITE_FIREBASE_API_KEY || !env.VITE_FIREBASE_AUTH_DOMAIN || !env.VITE_FIREBASE_PROJECT_ID) return { script: [], connect: [], frame: [] };
  const emulator = env.VITE_FIREBASE_AUTH_EMULATOR_HOST ? [`http://${env.VITE_FIREBASE_AUTH_EMULATOR_HOST}`] : [];
  const push = env.VITE_FIREBASE_APP_ID && env.VITE_FIREBASE_MESSAGING_SENDER_ID && env.VITE_FIREBASE_VAPID_KEY;
  return {
    // Sign-in popups load Google's API loader; phone sign-in loads the invisible reCAPTCHA.
    script: ['https://apis.google.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    connect: [
      'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com',
      ...(push ? ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'] : []),
      ...emulator,
    ],
    // The auth domain's hidden iframe completes popup sign-in; reCAPTCHA renders in frames.
    frame: [`https://${env.VITE_FIREBASE_AUTH_DOMAIN}`, 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/', ...emulator],
  };
}

/** What Google Analytics' tag needs, only when the build names a measurement id (see
 * features/analytics: it loads after the visitor's consent). */
export function analyticsSources(env: Env): { script: string[]; connect: string[]; img: string[] } {
  if (!env.VITE_GA_MEASUREMENT_ID) return { script: [], connect: [], img: [] };
  const collect = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
  return { script: ['https://www.googletagmanager.com'], connect: collect, img: [...collect, 'https://www.googletagmanager.com'] };
}

/**
 * The policy's directives: no inline script and no eval anywhere. `scriptSources` are added to
 * `script-src`: under `npm run dev`, the nonce of the scripts Vite writes into the page (dev-app.ts).
 */
export function contentSecurityPolicy(env: Env, scriptSources: string[] = []): Record<string, string[]> {
  const firebase = firebaseSources(env);
  const analytics = analyticsSources(env);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptSources, ...firebase.script, ...analytics.script],
    // Fluent UI (Griffel) inserts <style> elements at runtime, and index.html has one.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tileSources(env.VITE_MAP_TILE_URL || OPENSTREETMAP_TILES), ...analytics.img],
    'connect-src': ["'self'", ...firebase.connect, ...analytics.connect],
    ...(firebase.frame.length ? { 'frame-src': firebase.frame } : {}),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, env: Env, scriptSources: string[] = []): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(env, scriptSources) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Firebase's sign-in popup reports back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: false, // below: only on https, where a browser heeds it
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // `protocol` believes X-Forwarded-Proto only from a trusted proxy (TRUSTED_PROXIES).
    if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${ONE_YEAR_SECONDS}`);
  });
}
