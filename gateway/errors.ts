// Every error the gateway answers has one shape: a message, the `path` of the field it belongs
// to, and `extensions: {status, statusCode, params?, reasons?}`. `statusCode` is the api's
// `ERROR_nnn` or one of the gateway's own codes below; `params` (the api's English field
// messages) and `reasons` (their codes, which clients translate) pass as the api sent them.
// Nothing else leaves: no original error, stack, file path or upstream URL. Mesh's upstream
// errors carry the request URL and response headers, and its other errors their original error
// with a stack: all are rebuilt here.
import { GraphQLError } from 'graphql';
import type { Plugin } from '@envelop/core';

/** The gateway's own error codes, the HTTP status each stands for and what the client is told. */
export const GATEWAY_ERRORS = {
  /** The document or its variables are wrong (an argument that is no identifier, a value of the
   * wrong type). */
  BAD_USER_INPUT: { status: 400, message: 'The request is invalid.' },
  /** The document does not fit the schema (an unknown field or type, a wrong argument): GraphQL's
   * own validation message says what, as the client wrote it. */
  GRAPHQL_VALIDATION_FAILED: { status: 400, message: 'The request does not match the schema.' },
  /** The document asks for more work than one request may. */
  TOO_COMPLEX: { status: 400, message: 'The request asks for too much at once.' },
  /** The api did not answer within the upstream timeout. */
  UPSTREAM_TIMEOUT: { status: 504, message: 'The storefront took too long to answer. Please try again.' },
  /** The api could not be reached. */
  UPSTREAM_UNAVAILABLE: { status: 503, message: 'The storefront is unavailable right now. Please try again shortly.' },
  /** The api answered something that is not its contract (not JSON, or not the declared shape). */
  UPSTREAM_BAD_RESPONSE: { status: 502, message: 'The storefront answered unexpectedly. Please try again.' },
  INTERNAL_SERVER_ERROR: { status: 500, message: 'Unexpected error.' },
} as const;

export type GatewayErrorCode = keyof typeof GATEWAY_ERRORS;

interface UpstreamResponse {
  status?: unknown;
  body?: unknown;
}

interface RestErrorBody {
  message?: unknown;
  statusCode?: unknown;
  params?: unknown;
  reasons?: unknown;
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

const isGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof Error && 'extensions' in error && 'path' in error;

/** Rebuilt from nothing but what the contract allows. `http` (the HTTP status Yoga answers a
 * refused request with) is kept: Yoga reads it and never sends it. */
function shaped(error: GraphQLError | undefined, message: string, extensions: Record<string, unknown>): GraphQLError {
  const http = error?.extensions?.http ? { http: error.extensions.http } : {};
  return new GraphQLError(message, {
    nodes: error?.nodes, source: error?.source, positions: error?.positions, path: error?.path, extensions: { ...extensions, ...http },
  });
}

/** A gateway error for `code`, in place of `error` (its location and path are kept). */
export function gatewayError(code: GatewayErrorCode, error?: GraphQLError, message?: string): GraphQLError {
  const { status, message: told } = GATEWAY_ERRORS[code];
  return shaped(error, message ?? told, { status, statusCode: code });
}

/** The REST envelope of a non-2xx answer: its message, ERROR_nnn, field params and their reasons. An answer
 * that is no envelope (a proxy's HTML page, JSON of another shape) is not repeated. */
function restError(error: GraphQLError, response: UpstreamResponse & { status: number }): GraphQLError {
  if (response.status < 400) return gatewayError('UPSTREAM_BAD_RESPONSE', error);
  const body = (typeof response.body === 'object' && response.body ? response.body : {}) as RestErrorBody;
  if (typeof body.message !== 'string') return shaped(error, `The storefront answered ${response.status}.`, { status: response.status, statusCode: `ERROR_${response.status}` });
  const statusCode = typeof body.statusCode === 'string' ? body.statusCode : `ERROR_${response.status}`;
  const params = isObject(body.params) ? { params: body.params } : {};
  const reasons = isObject(body.reasons) ? { reasons: body.reasons } : {};
  return shaped(error, body.message, { status: response.status, statusCode, ...params, ...reasons });
}

/** The chain of causes of an error: GraphQLError.originalError, Error.cause, and the
 * `extensions.originalError` Mesh puts in their place outside production. */
function causes(error: unknown): Array<{ name?: string; code?: string; message?: string }> {
  const chain = [];
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    chain.push(current as { name?: string; code?: string; message?: string });
    const next = current as { originalError?: unknown; cause?: unknown; extensions?: { originalError?: unknown } };
    current = next.originalError ?? next.cause ?? next.extensions?.originalError;
  }
  return chain;
}

const TIMEOUT = /^(TimeoutError|AbortError)$/;
/** How Node says an api could not be reached or dropped the connection (as `code`, or inside
 * the message: Mesh keeps only the message outside production). */
const UNREACHABLE = /\b(ECONNREFUSED|ECONNRESET|ENOTFOUND|EHOSTUNREACH|EAI_AGAIN|UND_ERR_SOCKET|UND_ERR_CONNECT_TIMEOUT)\b|^(fetch failed|socket hang up|other side closed)$/;

const CONTRACT_KEYS = new Set(['status', 'statusCode', 'params', 'reasons', 'http']);

/** Already in the contract's shape (rebuilt here, or thrown so by the gateway's own code). */
const isContractShaped = (error: GraphQLError) => !error.originalError
  && typeof error.extensions?.statusCode === 'string' && typeof error.extensions.status === 'number'
  && Object.keys(error.extensions).every((key) => CONTRACT_KEYS.has(key));

/** `error` as the contract says, and whether it was unexpected (worth a line in the log). */
export function contractError(error: unknown): { error: GraphQLError; unexpected: boolean } {
  if (!isGraphQLError(error)) return { error: gatewayError('INTERNAL_SERVER_ERROR'), unexpected: true };
  if (isContractShaped(error)) return { error, unexpected: false };
  // Thrown by the gateway's own resolvers (path-arguments.ts): graphql-js wraps it with its path.
  const thrown = error.originalError;
  if (isGraphQLError(thrown) && isContractShaped(thrown)) return { error: shaped(error, thrown.message, thrown.extensions), unexpected: false };
  const response = error.extensions?.response as UpstreamResponse | undefined;
  if (typeof response?.status === 'number') return { error: restError(error, response as UpstreamResponse & { status: number }), unexpected: false };
  const chain = causes(error);
  if (chain.some((cause) => TIMEOUT.test(cause.name ?? ''))) return { error: gatewayError('UPSTREAM_TIMEOUT', error), unexpected: false };
  if (chain.some((cause) => UNREACHABLE.test(cause.code ?? '') || UNREACHABLE.test(cause.message ?? ''))) return { error: gatewayError('UPSTREAM_UNAVAILABLE', error), unexpected: true };
  // No path: the error is about the request itself (variables that do not fit their types), and
  // its message describes what the client sent.
  if (!error.path) return { error: shaped(error, error.message, { status: 400, statusCode: 'BAD_USER_INPUT' }), unexpected: false };
  return { error: gatewayError('INTERNAL_SERVER_ERROR', error), unexpected: true };
}

/** Yoga's `maskError`: every error that leaves the gateway outside execution (context, plugins). */
export const maskError = (error: unknown): GraphQLError => contractError(error).error;

const sameError = (a: GraphQLError, b: GraphQLError) => a.message === b.message && JSON.stringify(a.locations) === JSON.stringify(b.locations);

/** Validation errors (an unknown field, a limit passed) get the contract's `status` and
 * `statusCode` too, once each (Mesh's validation reports some twice). */
const validationErrors: Plugin = {
  onValidate() {
    return ({ valid, result, setResult }) => {
      if (valid) return;
      const unique = result.filter((error, index) => result.findIndex((other) => sameError(other, error)) === index);
      const refused = GATEWAY_ERRORS.GRAPHQL_VALIDATION_FAILED;
      for (const error of unique) Object.assign(error.extensions, { status: refused.status, statusCode: error.extensions.statusCode ?? 'GRAPHQL_VALIDATION_FAILED' satisfies GatewayErrorCode });
      setResult(unique);
    };
  },
};

/** Rewrites the errors of every execution result to the contract; unexpected ones are logged
 * with what was hidden from the client. */
export function contractErrors(log: (message: string, error: unknown) => void): Plugin[] {
  return [validationErrors, {
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.length) return;
          const errors = result.errors.map((error) => {
            const answer = contractError(error);
            if (answer.unexpected) log(`${answer.error.extensions.statusCode} at ${error.path?.join('.') ?? '(request)'}`, error);
            return answer.error;
          });
          setResult({ ...result, errors });
        },
      };
    },
  }];
}
