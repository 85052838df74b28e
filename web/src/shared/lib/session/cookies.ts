/** Minimal cookie helpers for the session cookies. */

export interface CookieOptions {
  /** Lifetime in days; 0 or less deletes the cookie. */
  days: number;
  /** Only sent over https; defaults to "the page is on https". */
  secure?: boolean;
}

const DAY_SECONDS = 24 * 60 * 60;

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/** The `document.cookie` assignment for one cookie: Path=/, SameSite=Lax, Max-Age, Secure on https. */
export function cookieString(name: string, value: string, { days, secure = isHttps() }: CookieOptions): string {
  const maxAge = Math.max(0, Math.round(days * DAY_SECONDS));
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const documentCookies = () => (typeof document !== 'undefined' ? document.cookie : '');
let cookieSource: () => string = documentCookies;

/** Where cookies are read from: the page's, or on the server the request's (entry-server sets
 * a reader bound to the request being rendered). */
export function setCookieSource(source: (() => string) | null): void {
  cookieSource = source ?? documentCookies;
}

export function readCookie(name: string, source: string = cookieSource()): string | null {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null; // not ours / malformed
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, options: CookieOptions): void {
  if (typeof document !== 'undefined') document.cookie = cookieString(name, value, options);
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', { days: 0 });
}
