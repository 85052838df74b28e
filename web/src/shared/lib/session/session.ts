import { deleteCookie, readCookie, writeCookie } from './cookies';

/**
 * The signed-in session of the storefront's pages, kept by the web server in two cookies
 * (docs/web-server.md): `access_token`, the bearer token, HttpOnly (no script here can read
 * it: the web server adds it to the requests it proxies), and `user`, what the page shows of the
 * account (name, picture), written here, without e-mail or phone. The `user` cookie marks a
 * signed-in page; deleting it ends the session for the web server too. Contact details come from
 * the profile query (`useProfile`). Everything here works outside React; `useSession()`
 * subscribes React to it.
 */

export const TOKEN_COOKIE = 'access_token';
export const USER_COOKIE = 'user';
export const SESSION_DAYS = 7;

/** The user as the api returns it (User resource); only `firstname` and `img` are required by the UI. */
export interface SessionUser {
  id: number;
  uuid?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
  /** A new address waiting for its e-mailed link; not the account's yet. */
  pending_email?: string | null;
  phone?: string | null;
  img?: string | null;
  gender?: string | null;
  birthday?: string | null;
  [field: string]: unknown;
}

/** What the `user` cookie keeps: a script on the page may read it, so no way to reach the customer. */
const CONTACT_FIELDS = ['email', 'pending_email', 'phone', 'pending_phone'];

export interface Session {
  /** null when the user cookie is unreadable; it still marks a signed-in page. */
  user: SessionUser | null;
}
const listeners = new Set<() => void>();
let cached: { raw: string | null; session: Session | null } = { raw: null, session: null };

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

/** The current session from the cookies (the same object while the cookies are unchanged). */
export function readSession(): Session | null {
  const userRaw = readCookie(USER_COOKIE);
  if (userRaw !== cached.raw) {
    cached = { raw: userRaw, session: userRaw === null ? null : { user: parseUser(userRaw) } };
  }
  return cached.session;
}

/** The access token where it can be read: on the server rendering a page (the request's cookies). */
export function getAccessToken(): string | null {
  return readCookie(TOKEN_COOKIE) || null;
}

const withoutContacts = (user: SessionUser) =>
  Object.fromEntries(Object.entries(user).filter(([field]) => !CONTACT_FIELDS.includes(field)));

function writeUser(user: SessionUser) {
  writeCookie(USER_COOKIE, JSON.stringify(withoutContacts(user)), { days: SESSION_DAYS });
}

function emit() {
  listeners.forEach((listener) => listener());
}

/** Marks the page signed in, after a sign-in whose token the web server has kept. */
export function setSession(user: SessionUser): void {
  writeUser(user);
  emit();
}

/** Replaces the stored user (after a profile update); does nothing for a guest. */
export function updateSessionUser(user: SessionUser): void {
  if (!readSession()) return;
  writeUser(user);
  emit();
}

/** Forgets the session: without its `user` cookie, the web server drops the token too. */
export function clearSession(): void {
  deleteCookie(USER_COOKIE);
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const unauthorizedListeners = new Set<() => void>();

/**
 * Tells the app that the api answered 401 (the Apollo error link calls this after clearing the
 * session); the app shows the toast and goes to /login.
 */
export function announceUnauthorized(): void {
  unauthorizedListeners.forEach((listener) => listener());
}

export function subscribeUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}
