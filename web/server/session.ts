// The storefront's own pages keep their session in two cookies (docs/web-server.md):
// - `access_token`, the bearer token, HttpOnly: no script on the page can read it, so a script
//   injected into the page cannot carry it away. This server sets it from a sign-in's answer,
//   adds it as `Authorization` when it proxies /graphql and /api, and renders pages with it;
// - `user`, what the page shows of the account (name, picture; no e-mail or phone), written by
//   the web app. It is how the page knows it is signed in. A sign-in's answer sets it empty beside
//   the token, until the page writes its own a moment later.
// The two live and die together: one without the other is a session the page has ended (a
// sign-out, a 401), and this server expires the one left. Other clients (apps, GraphiQL,
// scripts) send their own `Authorization`, which passes untouched.
import { Buffer } from 'node:buffer';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import cookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';
import { refusal } from './refusal';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session cookie's token, when it signs this request in. */
    sessionToken: string | null;
    /** Whether the browser came over https, itself or through a trusted proxy. */
    overHttps: boolean;
  }
}

/** A request and a reply as the proxy plugin hands them over: typed for any HTTP server. */
export type ProxiedRequest = FastifyRequest<RouteGenericInterface, RawServerBase>;
export type ProxiedReply = FastifyReply<RouteGenericInterface, RawServerBase>;

export const TOKEN_COOKIE = 'access_token';
export const USER_COOKIE = 'user';
/** The cookie outlives no session: the api ends a session 7 days after its sign-in at the latest. */
const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * The web app's request header around a session: `start` on a sign-in (the token in the answer
 * is moved into the cookie and blanked in the body), `end` on a sign-out (both cookies expire).
 */
export const SESSION_HEADER = 'x-session';
/**
 * A request the cookie signs in that changes something must carry this header. A page on another
 * site cannot add it without a CORS preflight, which this server never allows: the defence
 * against cross-site request forgery, on top of SameSite=Lax.
 */
export const CSRF_HEADER = 'x-requested-with';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The names a sign-in's answer carries its token under (`access_token`; `token` after a code or a new password). */
const TOKEN_FIELDS = ['access_token', 'token'];

/** Secure when the browser came over https (itself or through a trusted proxy), read when the
 * request arrives: a proxied request may have let go of its socket, and its scheme, by the time
 * the upstream has answered. */
const cookieOptions = (request: ProxiedRequest, maxAge?: number): CookieSerializeOptions =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: request.overHttps, maxAge });
/** The `user` cookie's: the page writes the account's name and picture there, so it reads it. */
const readByThePage = (options: CookieSerializeOptions): CookieSerializeOptions => ({ ...options, httpOnly: false });

function expireSession(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, cookieOptions(request));
  reply.clearCookie(USER_COOKIE, readByThePage(cookieOptions(request)));
}

/** The Cookie header without the named cookies. */
function cookieHeaderWithout(header: string | undefined, names: string[]): string {
  const kept = String(header ?? '').split(';').filter((pair) => !names.includes(pair.split('=')[0].trim()));
  return kept.join(';').trim();
}

/** Reads the session of a request: the token when both cookies are there; a lone one is expired
 * and taken off the request, so the proxies and the page renderer see a guest. */
async function readSession(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  request.overHttps = request.protocol === 'https';
  const token = request.cookies[TOKEN_COOKIE];
  const hasUser = request.cookies[USER_COOKIE] !== undefined;
  if (Boolean(token) !== hasUser) {
    expireSession(request, reply);
    request.headers.cookie = cookieHeaderWithout(request.headers.cookie, [TOKEN_COOKIE, USER_COOKIE]);
    return;
  }
  if (!token || request.headers.authorization) return;
  if (!READS.has(request.method) && !request.headers[CSRF_HEADER]) {
    reply.code(403).send(refusal(403, `A signed-in request that changes something needs the ${CSRF_HEADER} header.`));
    return reply;
  }
  request.sessionToken = token;
  if (request.headers[SESSION_HEADER] === 'end') expireSession(request, reply);
}

export async function registerSession(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('overHttps', false);
  app.addHook('onRequest', readSession);
}

const startsSession = (request: ProxiedRequest): boolean => request.headers[SESSION_HEADER] === 'start';

/**
 * The headers an upstream gets for the session: the cookie's token as `Authorization` (a
 * client's own header wins), and the Cookie header without the token.
 */
export function withSessionHeaders(request: ProxiedRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const session = request.sessionToken ? { authorization: `Bearer ${request.sessionToken}` } : {};
  const cookieHeader = cookieHeaderWithout(headers.cookie, [TOKEN_COOKIE]);
  const { cookie: _dropped, ...rest } = headers;
  // A sign-in's answer is read here: asked for uncompressed.
  if (startsSession(request)) delete rest['accept-encoding'];
  return { ...rest, ...(cookieHeader ? { cookie: cookieHeader } : {}), ...session };
}

type Json = { [field: string]: unknown };

/** Takes the first token field under `node` (depth-first) and blanks it. */
function takeToken(node: unknown, depth = 0): string | null {
  if (!node || typeof node !== 'object' || depth > 8) return null;
  const fields = node as Json;
  for (const field of TOKEN_FIELDS) {
    const token = fields[field];
    if (typeof token === 'string' && token) {
      fields[field] = null;
      return token;
    }
  }
  for (const value of Object.values(fields)) {
    const token = takeToken(value, depth + 1);
    if (token) return token;
  }
  return null;
}

async function readBody(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A successful sign-in's token goes into the cookie, and out of the answer the page reads. A
 * guest's page gets an empty `user` cookie with it, which the page replaces with the account's
 * once it has read the answer: a token alone, even for those milliseconds, is expired by the next
 * request the browser sends by itself (a service worker fetching files), signing the customer out. */
function moveTokenToCookie(request: ProxiedRequest, reply: ProxiedReply, body: Buffer, options: CookieSerializeOptions): Buffer | string {
  let answer: { data?: unknown } | null;
  try {
    answer = JSON.parse(body.toString('utf8')) as { data?: unknown } | null;
  } catch {
    return body;
  }
  const token = reply.statusCode === 200 ? takeToken(answer?.data) : null;
  if (!token) return body;
  reply.setCookie(TOKEN_COOKIE, token, options);
  if (request.cookies[USER_COOKIE] === undefined) reply.setCookie(USER_COOKIE, '{}', readByThePage(options));
  reply.removeHeader('content-length');
  return JSON.stringify(answer);
}

/** The proxies' `onResponse`: answers pass as they come, but a sign-in's is read for its token. */
export async function sendUpstreamAnswer(request: ProxiedRequest, reply: ProxiedReply, res: { stream: Readable }): Promise<ProxiedReply> {
  if (!startsSession(request)) return reply.send(res.stream);
  return reply.send(moveTokenToCookie(request, reply, await readBody(res.stream), cookieOptions(request, SESSION_MAX_AGE_SECONDS)));
}
