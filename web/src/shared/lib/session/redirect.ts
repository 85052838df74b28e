/** The auth pages (rendered without the full shell). */
export const AUTH_PAGE_PATHS = ['login', 'register', 'reset-password', 'verify-phone', 'update-password', 'update-details'];

const AUTH_PAGE = new RegExp(`^/(${AUTH_PAGE_PATHS.join('|')})(?:/|$)`);

export function isAuthPage(pathname: string): boolean {
  return AUTH_PAGE.test(pathname);
}

/** A same-site path to return to after sign-in; anything else (other origins, `//host`,
 * the login page itself) falls back to `/`. */
export function safeRedirect(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/^\/login(?:[/?#]|$)/.test(value)) return fallback;
  return value;
}

/** `/login?redirect=<where the user was>`; plain `/login` when that is home. */
export function loginPath(from: string): string {
  const back = safeRedirect(from);
  return back === '/' ? '/login' : `/login?redirect=${encodeURIComponent(back)}`;
}
