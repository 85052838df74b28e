// No secret in a log: what the servers' loggers hide (the api's, and the gateway's, which imports
// this file; the web server, plain JavaScript, blanks every query value instead). Logs are read
// by more people, kept longer and copied further than the database, so a password, a code, a
// token or a customer's phone or e-mail written there would outlive every other protection.
// This file imports nothing of the api (a type of Fastify only), so that the gateway can use it.
//
// The demo outboxes (modules/auth/sms.ts, email-verification.ts) print codes and links on
// purpose, for whoever runs the demo and for the tests, under `sms` and `email`: no path below
// reaches them, and they must stay the only lines that hold such values.
import type { FastifyServerOptions } from 'fastify';

/** What a hidden value is replaced with, in objects and in URLs. */
export const REDACTED = '[redacted]';

/**
 * Query parameters whose values are hidden in logged URLs (matched in any case, also as the last
 * part of `a[b]` or `a.b`); the names stay, so a line still tells what was asked. Credentials and
 * one-time secrets (a leaked one opens an account or a session), and personal data that a
 * request line has no need of. `variables` is a GraphQL GET request's: anything may be in it.
 */
export const SECRET_QUERY_PARAMETERS = [
  'password', 'password_confirmation', 'old_password',
  'token', 'access_token', 'id_token', 'firebase_token',
  'code', 'verifyCode', 'verifyId', 'hash',
  'phone', 'email',
  'variables',
] as const;

/** Fields hidden in a logged object: credentials and one-time secrets. */
const SECRET_FIELDS = ['password', 'password_confirmation', 'old_password', 'verifyCode', 'token', 'access_token', 'firebase_token', 'id_token'];
/** Headers that carry a session or credentials. */
const SECRET_HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie'];
/** Where those fields may be: at the top of a line, in a logged body or query, and in an error
 * (its own properties, or the body of the answer it carries). `code` only in a body or a query:
 * elsewhere it is an error's code (ECONNRESET, FST_ERR_…), which an error line needs. */
const FIELD_PLACES = ['', 'body.', 'query.', 'request.body.', 'request.query.', 'err.', 'err.body.', 'err.response.body.'];
const CODE_PLACES = FIELD_PLACES.filter((place) => place !== '' && place !== 'err.');
/** Where a `headers` object may be: any request or answer logged as such, and an HTTP client's
 * error. */
const HEADER_PLACES = ['', 'request.', 'response.', 'reply.', 'err.', 'err.request.', 'err.response.', 'err.config.'];

const pathsAt = (fieldPlaces: string[], codePlaces: string[], headerPlaces: string[]) => [
  ...fieldPlaces.flatMap((place) => SECRET_FIELDS.map((field) => `${place}${field}`)),
  ...codePlaces.map((place) => `${place}code`),
  ...headerPlaces.flatMap((place) => SECRET_HEADERS.map((header) => `${place}headers["${header}"]`)),
];

/**
 * pino `redact` paths of the fields and headers above. Each is spelled out: pino's wildcard
 * paths (`*.password`) would cover any place, but cost about fifteen times what writing the line
 * itself does (measured: ~28 µs instead of ~2 µs a line), on the two lines of every request.
 */
export const REDACTED_PATHS: readonly string[] = pathsAt(FIELD_PLACES, CODE_PLACES, HEADER_PLACES);

/** Paths under Fastify's `req` or `res`, for a caller whose own serializer of it may log headers
 * or a body. Not there otherwise: Fastify's lines hold no header nor body there (the method, URL,
 * host and address; a status code), and paths under `req` and `res` would cost on every request
 * line (~10 µs more a line, measured, five times the line itself). */
const pathsUnder = (key: 'req' | 'res') => pathsAt([`${key}.body.`, `${key}.query.`], [`${key}.body.`, `${key}.query.`], [`${key}.`]);

const secretNames = new Set<string>(SECRET_QUERY_PARAMETERS.map((name) => name.toLowerCase()));

/** A path segment that is itself a secret: the hash of an e-mail link (the api's
 * `/auth/verify/{hash}`, whose `/auth/verify/phone` is a route name, and the storefront page
 * `/verify-email/{hash}` it opens). */
const SECRET_SEGMENT = /(\/(?:auth\/verify|verify-email)\/)(?!phone(?:\/|$))[^/]+/g;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

const isSecretName = (name: string) => decoded(name).split(/[[\].]+/).some((part) => secretNames.has(part.toLowerCase()));

/** `url` (a path with its query string) with the values of SECRET_QUERY_PARAMETERS and secret
 * path segments replaced by REDACTED: `/auth/logout?firebase_token=[redacted]&lang=en`. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const safePath = path.replace(SECRET_SEGMENT, `$1${REDACTED}`);
  if (queryAt < 0) return safePath;
  const query = url.slice(queryAt + 1).split('&').map((pair) => {
    const equals = pair.indexOf('=');
    if (equals < 0 || equals === pair.length - 1 || !isSecretName(pair.slice(0, equals))) return pair;
    return `${pair.slice(0, equals + 1)}${REDACTED}`;
  });
  return `${safePath}?${query.join('&')}`;
}

/**
 * The server a connection URL with credentials names (SMTP_URL's `smtp://user:password@host:587`),
 * as a log line or a configuration error may show it: scheme, user, host and port, the password
 * replaced by REDACTED and the rest (a path, a query, which may carry options with keys) left
 * out. A value that is no URL is REDACTED whole: where its password would be is unknown.
 */
export function redactUrlCredentials(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return REDACTED;
  }
  const user = parsed.username ? `${parsed.username}${parsed.password ? `:${REDACTED}` : ''}@` : '';
  return `${parsed.protocol}//${user}${parsed.host}`;
}

type LoggerOption = FastifyServerOptions['logger'];
type LoggerOptions = Exclude<LoggerOption, boolean | undefined>;
type ReqSerializer = NonNullable<NonNullable<LoggerOptions['serializers']>['req']>;
type LoggedRequest = Parameters<ReqSerializer>[0];

/** Fastify's own request serializer (what its request lines hold), the URL filtered. */
const requestLine: ReqSerializer = (request: LoggedRequest) => ({
  method: request.method,
  url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
  version: request.headers?.['accept-version'] as string | undefined,
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/**
 * The Fastify `logger` option with the redaction above added: `redact` (with the caller's own
 * paths) and a request serializer that filters the URL (the caller's own, if any, is kept, its
 * URL filtered and its headers and body redacted). No logger (false, undefined) stays none.
 */
export function withLogRedaction(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const options: LoggerOptions = logger === true ? {} : logger;
  const theirs = Array.isArray(options.redact) ? { paths: options.redact } : options.redact;
  const ownRequest = options.serializers?.req;
  const req: ReqSerializer = ownRequest
    ? (request) => {
      const line = ownRequest(request);
      return typeof line?.url === 'string' ? { ...line, url: redactUrl(line.url) } : line;
    }
    : requestLine;
  const underOwnSerializers = (['req', 'res'] as const).filter((key) => options.serializers?.[key]).flatMap(pathsUnder);
  return {
    ...options,
    redact: { censor: REDACTED, ...theirs, paths: [...REDACTED_PATHS, ...underOwnSerializers, ...(theirs?.paths ?? [])] },
    serializers: { ...options.serializers, req },
  };
}
