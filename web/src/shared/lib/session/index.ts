export {
  TOKEN_COOKIE,
  USER_COOKIE,
  SESSION_DAYS,
  readSession,
  getAccessToken,
  setSession,
  updateSessionUser,
  clearSession,
  subscribeSession,
  announceUnauthorized,
  subscribeUnauthorized,
  type Session,
  type SessionUser,
} from './session';
export { useSession } from './use-session';
export { cookieString, readCookie } from './cookies';
export { AUTH_PAGE_PATHS, isAuthPage, safeRedirect, loginPath } from './redirect';
