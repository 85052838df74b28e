// Bearer-token authentication: reads `Authorization: Bearer <token>`, asks the token verifier
// who it belongs to, and answers 401 ERROR_100 (Foodyman's "User is not logged in.") for
// a missing, malformed, unknown, expired or revoked token. Protected routes use `requireUser`
// as a preHandler and read the user with `currentUser(request)`.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/client';
import { users } from '../db/common-tables';
import type { AppDeps } from './app-deps';
import { ApiError } from './errors';

export interface Authenticated {
  userId: number;
  tokenId: number;
  /** When the sign-in that issued the token happened: a recent one proves the customer is here. */
  signedInAt: Date;
}

/** What authentication needs from the token store. */
export interface TokenVerifier {
  /** `userAgent`: the request's User-Agent, kept to name the session's device. */
  verify(plainText: string, userAgent?: string): Promise<Authenticated | undefined>;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: Authenticated;
  }
}

export const notLoggedIn = (): ApiError => new ApiError(401, 'ERROR_100', 'User is not logged in.');

/** The token of `Authorization: Bearer <token>`, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** A hook answering 401 unless the request carries a valid token; a request already signed in
 * (by `signedInArea`) is not looked up again. The User-Agent goes along so that the customer's
 * list of sessions can tell their devices apart. */
export function createRequireUser(tokens: TokenVerifier): preHandlerAsyncHookHandler {
  return async (request) => {
    if (request.auth) return;
    const token = bearerToken(request);
    const auth = token === undefined ? undefined : await tokens.verify(token, request.headers['user-agent']);
    if (!auth) throw notLoggedIn();
    request.auth = auth;
  };
}

/**
 * Every path under `prefix` (Foodyman's `/dashboard/…`) is for signed-in users: a request
 * without a valid token gets 401 ERROR_100 before validation or anything else of the route (after
 * the rate limits), also on a path that does not exist (the not-found handler runs it, errors.ts),
 * so a client sends the guest to sign in. CORS preflights pass.
 */
export function signedInArea(prefix: string, requireUser: preHandlerAsyncHookHandler): onRequestAsyncHookHandler {
  return async function (request, reply) {
    if (request.method === 'OPTIONS' || !request.url.startsWith(prefix)) return;
    await requireUser.call(this, request, reply);
  };
}

/** Adds `signedIn` after the first hooks (the rate limits') of every route under `prefix` registered after this. */
export function guardSignedInArea(app: FastifyInstance, prefix: string, signedIn: onRequestAsyncHookHandler): void {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(prefix)) route.onRequest = [...[route.onRequest ?? []].flat(), signedIn];
  });
}

export const notStaff = (): ApiError => new ApiError(403, 'ERROR_403', 'Only staff may do this');

/** A preHandler after requireUser: 403 unless the signed-in user's role is 'staff'. The role is
 * read on every request, so taking it away takes effect at once. */
export function createStaffOnly(db: Database): preHandlerAsyncHookHandler {
  return async (request) => {
    const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, currentUser(request).userId));
    if (user?.role !== 'staff') throw notStaff();
  };
}

/** Every route of `scope` (a route plugin's) for signed-in users: `requireUser` first, and its
 * OpenAPI operation declares the bearer scheme. */
export function requireUserIn(scope: FastifyInstance): void {
  const { requireUser }: AppDeps = scope.deps;
  scope.addHook('preHandler', requireUser);
  scope.addHook('onRoute', (route) => {
    if (route.schema) route.schema = { ...route.schema, security: bearerSecurity };
  });
}

/** Every route of `scope` for staff: `requireUser`, then `staffOnly`. */
export function staffOnlyIn(scope: FastifyInstance): void {
  requireUserIn(scope);
  scope.addHook('preHandler', scope.deps.staffOnly);
}

/** The authenticated user of a route protected by `requireUser`. */
export function currentUser(request: FastifyRequest): Authenticated {
  if (!request.auth) throw notLoggedIn();
  return request.auth;
}

/** Declares the bearer scheme on a protected route's OpenAPI operation. */
export const bearerSecurity = [{ bearer: [] }];
