// What the app gives every module's plugin (app.ts builds it before any module): the database,
// the clock, the configured caps and places, and the guards of signed-in and staff routes. One
// typed object on the instance, `app.deps`, which every plugin and route plugin below the app
// reads: so no route's options repeat `requireUser` or `staffOnly`, and a module built alone in
// a test needs this one object (docs/architecture.md, "Api modules as plugins").
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { AccountCaps } from '../config';
import type { Database } from '../db/client';
import type { TokenVerifier } from './auth';
import type { Clock } from './clock';

export interface AppDeps {
  db: Database;
  /** false when the app is built without a database, only to describe the api (its OpenAPI
   * document): then nothing is written to disk, listened to or counted in the database. */
  withDatabase: boolean;
  /** Time source of every rule that depends on it (tests pass a fake clock). */
  clock: Clock;
  /** What one account may hold at once (reservations, unpaid orders, event streams). */
  caps: AccountCaps;
  /** The origin of e-mailed links and of full image URLs. */
  storefrontOrigin: string;
  /** Where uploaded files (avatars, review pictures) are kept. */
  uploadsDir: string;
  /** Who a bearer token belongs to (the auth module's tokens). */
  tokens: TokenVerifier;
  /** preHandler: 401 unless the request carries a valid token (http/auth.ts). */
  requireUser: preHandlerAsyncHookHandler;
  /** preHandler after `requireUser`: 403 unless the signed-in user is staff (http/auth.ts). */
  staffOnly: preHandlerAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the app gives every module (app.ts decorates the app with it before any module). */
    deps: AppDeps;
  }
}

