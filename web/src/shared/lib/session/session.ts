import { deleteCookie, readCookie, writeCookie } from './cookies';

/**
 * The signed-in session (spec §4, §6, §9): the cookies `access_token` and `user` (the user as
 * JSON), both kept 7 days, SameSite=Lax, Secure on https. A stored access_token marks a
 * signed-in user. Everything here works outside React (the Apollo links read the token at
 * request time); `useSession()` subscribes React to it.
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

export interface Session {
  token: string;
  /** null when the user cookie is missing or unreadable; the token still signs the user in. */
  user: SessionUser | null;
}

const listeners = new Set<() => void>();
let cached: { raw: string; session: Session | null } = { raw: '\u0000', session: null };

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
  const token = readCookie(TOKEN_COOKIE);
  const userRaw = readCookie(USER_COOKIE);
  const raw = `${token ?? ''}\u0000${userRaw ?? ''}`;
  if (raw !== cached.raw) {
    cached = { raw, session: token ? { token, user: parseUser(userRaw) } : null };
  }
  return cached.session;
}

/** The stored access token, or null for a guest. */
export function getAccessToken(): string | null {
  return readCookie(TOKEN_COOKIE) || null;
}

function emit() {
  listeners.forEach((listener) => listener());
}

/** Stores a new session (sign-in). */
export function setSession(token: string, user: SessionUser): void {
  writeCookie(TOKEN_COOKIE, token, { days: SESSION_DAYS });
  writeCookie(USER_COOKIE, JSON.stringify(user), { days: SESSION_DAYS });
  emit();
}

/** Replaces the stored user (after a profile update); does nothing for a guest. */
export function updateSessionUser(user: SessionUser): void {
  if (!getAccessToken()) return;
  writeCookie(USER_COOKIE, JSON.stringify(user), { days: SESSION_DAYS });
  emit();
}

/** Forgets the user and the access token. */
export function clearSession(): void {
  deleteCookie(TOKEN_COOKIE);
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
