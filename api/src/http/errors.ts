// The error envelope of the contract, and the global handlers that guarantee every failure
// leaves as that envelope: no stack traces, no HTML, no 500 for bad input (values the database
// cannot take included, which the schema validation lets through).
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Reason, StatusCode } from './error-codes';

export type ErrorParams = Record<string, string[]>;
export type ErrorReasons = Record<string, Reason[]>;

/** One refused field's message and the reason code that says it to a client in any language. */
export interface FieldProblem {
  message: string;
  reason: Reason;
}

export type FieldProblems = Record<string, FieldProblem[]>;

/** The one problem of `field`. */
export const onField = (field: string, message: string, reason: Reason): FieldProblems => ({ [field]: [{ message, reason }] });

const eachField = <T>(problems: FieldProblems, pick: (problem: FieldProblem) => T): Record<string, T[]> =>
  Object.fromEntries(Object.entries(problems).map(([field, list]) => [field, list.map(pick)]));

/** The envelope's fields of `problems`: `params` holds each field's English messages as Foodyman
 * clients read them, `reasons` the same as codes with their limits, for clients that translate. */
const twinsOf = (problems: FieldProblems): { params: ErrorParams; reasons: ErrorReasons } =>
  ({ params: eachField(problems, (problem) => problem.message), reasons: eachField(problems, (problem) => problem.reason) });

/** A business error with its HTTP status and `ERROR_xxx` code; its field messages come with their
 * reasons, so none leaves without a code. */
export class ApiError extends Error {
  readonly params?: ErrorParams;
  readonly reasons?: ErrorReasons;

  constructor(
    readonly httpStatus: number,
    readonly statusCode: StatusCode,
    message: string,
    readonly problems?: FieldProblems,
  ) {
    super(message);
    const twins = problems && twinsOf(problems);
    this.params = twins?.params;
    this.reasons = twins?.reasons;
  }
}

/** A 429's `retry_after`: the seconds to wait, as Foodyman's params give them. */
export const waitOf = (seconds: number): FieldProblems => onField('retry_after', String(seconds), { code: 'rate_limited', seconds });

export const notFound = (): ApiError => new ApiError(404, 'ERROR_404', "Item's not found.");

export const badRequest = (field: string, message: string, reason: Reason): ApiError =>
  new ApiError(400, 'ERROR_400', 'Bad request.', onField(field, message, reason));

/** A rule's refusal: 400 with its stable code, and its message under the field it concerns. */
export const fieldRefusal = (statusCode: StatusCode, field: string, message: string, reason: Reason): ApiError =>
  new ApiError(400, statusCode, message, onField(field, message, reason));

export function errorEnvelope(statusCode: StatusCode, message: string, problems?: FieldProblems) {
  return { timestamp: new Date().toISOString(), status: false, statusCode, message, ...(problems ? twinsOf(problems) : {}) };
}

type Issue = NonNullable<FastifyError['validation']>[number];

/** An Ajv keyword as a reason code, with the limit it names. */
function reasonOf(issue: Issue): Reason {
  const params = issue.params as { limit?: number; format?: string };
  const limit = Number(params.limit);
  switch (issue.keyword) {
    case 'required': return { code: 'required' };
    case 'maxLength': return { code: 'too_long', max: limit };
    case 'minLength': return { code: 'too_short', min: limit };
    case 'maximum': case 'exclusiveMaximum': return { code: 'too_large', max: limit };
    case 'minimum': case 'exclusiveMinimum': return { code: 'too_small', min: limit };
    case 'maxItems': return { code: 'too_many', max: limit };
    case 'minItems': return { code: 'too_few', min: limit };
    case 'format': return { code: 'format', format: params.format };
    case 'pattern': return { code: 'format' };
    case 'enum': case 'const': return { code: 'one_of' };
    case 'type': case 'anyOf': return { code: 'type' };
    case 'uniqueItems': return { code: 'duplicate' };
    default: return { code: 'invalid' };
  }
}

/** Ajv errors → `{field: [message]}` and their reasons, the field being the querystring/param/body
 * property (`location.latitude` inside an object); a missing field reads 'Required', as
 * Foodyman's messages. */
function validationProblems(error: FastifyError): FieldProblems {
  const issues = (error.validation ?? []).map((issue) => {
    const missing = (issue.params as { missingProperty?: string }).missingProperty;
    const path = issue.instancePath.split('/').filter(Boolean);
    const field = missing ? [...path, missing].join('.') : path.join('.') || error.validationContext || 'request';
    return { field, keyword: issue.keyword, message: missing ? 'Required' : issue.message ?? 'is invalid', reason: reasonOf(issue) };
  });
  // A value of several allowed forms (anyOf) is told in one message: the errors inside the form it
  // failed in (an object's field) when there are some, else the forms it may take ("must be
  // string or null") rather than one error per form.
  const inside = (field: string) => issues.some((issue) => issue.field.startsWith(`${field}.`));
  const unions = new Set(issues.filter((issue) => issue.keyword === 'anyOf').map((issue) => issue.field));
  const problems: FieldProblems = {};
  for (const { field, message, reason } of issues) if (!unions.has(field)) (problems[field] ??= []).push({ message, reason });
  for (const field of unions) {
    if (inside(field)) continue;
    const kinds = issues.filter((issue) => issue.field === field && issue.keyword === 'type').map((issue) => issue.message.replace(/^must be /, ''));
    problems[field] = [{ message: kinds.length ? `must be ${kinds.join(' or ')}` : 'is invalid', reason: { code: 'type' } }];
  }
  return problems;
}

/** Why the database cannot take `value`, whatever the schema allowed: a non-finite number
 * (Ajv's type coercion turns the text "Infinity" or "1e999" into one, past every integer and
 * number bound: ajv-validator/ajv#2212) or text with a NUL character (PostgreSQL text and jsonb
 * cannot hold one). */
function unstorable(value: unknown): [string, Reason] | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return ['must be a finite number', { code: 'type' }];
  if (typeof value === 'string' && value.includes('\u0000')) return ['must not contain a NUL character', { code: 'format' }];
  return undefined;
}

/** The first unstorable value (or object key) of a request part, as a refusal naming its path
 * (`id`, `location.latitude`, `ids.0`). */
function refusalOf(part: unknown): ApiError | undefined {
  const pending: [unknown, string[]][] = [[part, []]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    const problem = unstorable(value);
    if (problem) return badRequest(path.join('.') || 'request', ...problem);
    if (!value || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      const keyProblem = unstorable(key);
      if (keyProblem) return badRequest([...path, key].join('.'), ...keyProblem);
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

/** Fastify's `maxParamLength`, left at its default. */
const MAX_PARAM_LENGTH = 100;

/** Fastify's own refusals before routing (a malformed `%` in the path, a path parameter over
 * 100 characters) in the envelope, without echoing the URL: set as `frameworkErrors`. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const problem = error.code === 'FST_ERR_MAX_PARAM_LENGTH'
    ? onField('url', 'is too long', { code: 'too_long', max: MAX_PARAM_LENGTH }) : onField('url', 'is malformed', { code: 'format' });
  void reply.status(400).send(errorEnvelope('ERROR_400', 'Bad request.', problem));
}

/** Requests Node cannot parse at all (bad framing, headers too large, too slow) are answered in
 * the envelope too, then the connection is closed: set as `clientErrorHandler`. */
export function clientErrors(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, statusCode, text] = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'ERROR_408', 'Request Timeout'] as const
    : error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'ERROR_431', 'Request Header Fields Too Large'] as const : [400, 'ERROR_400', 'Bad Request'] as const;
  const body = JSON.stringify(errorEnvelope(statusCode, `${text}.`));
  socket.end(`HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

export function registerErrorHandling(app: FastifyInstance, notFoundGuard?: onRequestAsyncHookHandler): void {
  app.addHook('preHandler', refuseUnstorableValues);
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.httpStatus).send(errorEnvelope(error.statusCode, error.message, error.problems));
    }
    if (error.validation) {
      return reply.status(400).send(errorEnvelope('ERROR_400', 'Bad request.', validationProblems(error)));
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
