// The error envelope of the contract, and the global handlers that guarantee every failure
// leaves as that envelope: no stack traces, no HTML, no 500 for bad input (values the database
// cannot take included, which the schema validation lets through).
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';

export type ErrorParams = Record<string, string[]>;

/** A business error with its HTTP status and `ERROR_xxx` code. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly statusCode: string,
    message: string,
    readonly params?: ErrorParams,
  ) {
    super(message);
  }
}

export const notFound = (): ApiError => new ApiError(404, 'ERROR_404', "Item's not found.");

export const badRequest = (field: string, message: string): ApiError =>
  new ApiError(400, 'ERROR_400', 'Bad request.', { [field]: [message] });

/** A rule's refusal: 400 with its stable code, and its message under the field it concerns. */
export const fieldRefusal = (statusCode: string, field: string, message: string): ApiError =>
  new ApiError(400, statusCode, message, { [field]: [message] });

export function errorEnvelope(statusCode: string, message: string, params?: ErrorParams) {
  return { timestamp: new Date().toISOString(), status: false, statusCode, message, ...(params ? { params } : {}) };
}

/** Ajv errors → `{field: [message]}`, the field being the querystring/param/body property
 * (`location.latitude` inside an object); a missing field reads 'Required', as Foodyman's
 * messages. */
function validationParams(error: FastifyError): ErrorParams {
  const issues = (error.validation ?? []).map((issue) => {
    const missing = (issue.params as { missingProperty?: string }).missingProperty;
    const path = issue.instancePath.split('/').filter(Boolean);
    const field = missing ? [...path, missing].join('.') : path.join('.') || error.validationContext || 'request';
    return { field, keyword: issue.keyword, message: missing ? 'Required' : issue.message ?? 'is invalid' };
  });
  // A value of several allowed forms (anyOf) is told in one message: the errors inside the form it
  // failed in (an object's field) when there are some, else the forms it may take ("must be
  // string or null") rather than one error per form.
  const inside = (field: string) => issues.some((issue) => issue.field.startsWith(`${field}.`));
  const unions = new Set(issues.filter((issue) => issue.keyword === 'anyOf').map((issue) => issue.field));
  const params: ErrorParams = {};
  for (const { field, message } of issues) if (!unions.has(field)) (params[field] ??= []).push(message);
  for (const field of unions) {
    if (inside(field)) continue;
    const kinds = issues.filter((issue) => issue.field === field && issue.keyword === 'type').map((issue) => issue.message.replace(/^must be /, ''));
    params[field] = [kinds.length ? `must be ${kinds.join(' or ')}` : 'is invalid'];
  }
  return params;
}

/** Why the database cannot take `value`, whatever the schema allowed: a non-finite number
 * (Ajv's type coercion turns the text "Infinity" or "1e999" into one, past every integer and
 * number bound: ajv-validator/ajv#2212) or text with a NUL character (PostgreSQL text and jsonb
 * cannot hold one). */
function unstorable(value: unknown): string | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return 'must be a finite number';
  if (typeof value === 'string' && value.includes('\u0000')) return 'must not contain a NUL character';
  return undefined;
}

/** The first unstorable value (or object key) of a request part, as a refusal naming its path
 * (`id`, `location.latitude`, `ids.0`). */
function refusalOf(part: unknown): ApiError | undefined {
  const pending: [unknown, string[]][] = [[part, []]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    const problem = unstorable(value);
    if (problem) return badRequest(path.join('.') || 'request', problem);
    if (!value || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      const keyProblem = unstorable(key);
      if (keyProblem) return badRequest([...path, key].join('.'), keyProblem);
      pending.push([child, [...path, key]]);
    }
  }
  return undefined;
}

/** Refuses what the database would fail on, as the validation would have, before it reaches a
 * service or a query. */
async function refuseUnstorableValues(request: FastifyRequest): Promise<void> {
  const refusal = [request.params, request.query, request.body].map(refusalOf).find(Boolean);
  if (refusal) throw refusal;
}

/** Fastify's own refusals before routing (a malformed `%` in the path, a path parameter over
 * 100 characters) in the envelope, without echoing the URL: set as `frameworkErrors`. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'is too long' : 'is malformed';
  void reply.status(400).send(errorEnvelope('ERROR_400', 'Bad request.', { url: [message] }));
}

/** Requests Node cannot parse at all (bad framing, headers too large, too slow) are answered in
 * the envelope too, then the connection is closed: set as `clientErrorHandler`. */
export function clientErrors(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, text] = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout']
    : error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large'] : [400, 'Bad Request'];
  const body = JSON.stringify(errorEnvelope(`ERROR_${status}`, `${text}.`));
  socket.end(`HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

export function registerErrorHandling(app: FastifyInstance, notFoundGuard?: onRequestAsyncHookHandler): void {
  app.addHook('preHandler', refuseUnstorableValues);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.httpStatus).send(errorEnvelope(error.statusCode, error.message, error.params));
    }
    if (error.validation) {
      return reply.status(400).send(errorEnvelope('ERROR_400', 'Bad request.', validationParams(error)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed requests caught by Fastify itself (bad JSON, wrong content type, ...).
      const code = status === 404 ? 'ERROR_404' : 'ERROR_400';
      return reply.status(status === 404 ? 404 : 400).send(errorEnvelope(code, error.message));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorEnvelope('ERROR_500', 'Something went wrong. Please, try again later.'));
  });

  // An unknown path of the signed-in area answers 401 to a request without a token (http/auth.ts).
  app.setNotFoundHandler(notFoundGuard ? { preValidation: notFoundGuard } : {},
    (_request, reply) => reply.status(404).send(errorEnvelope('ERROR_404', "Item's not found.")));
}
