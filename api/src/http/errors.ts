// The error envelope of the contract, and the global handlers that guarantee every failure
// leaves as that envelope: no stack traces, no HTML, no 500 for bad input.
import type { FastifyError, FastifyInstance } from 'fastify';

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

export function errorEnvelope(statusCode: string, message: string, params?: ErrorParams) {
  return { timestamp: new Date().toISOString(), status: false, statusCode, message, ...(params ? { params } : {}) };
}

/** Ajv errors → `{field: [message]}`, the field being the querystring/param/body property
 * (`location.latitude` inside an object); a missing field reads 'Required', as the reference's
 * messages. */
function validationParams(error: FastifyError): ErrorParams {
  const params: ErrorParams = {};
  for (const issue of error.validation ?? []) {
    const missing = (issue.params as { missingProperty?: string }).missingProperty;
    const path = issue.instancePath.split('/').filter(Boolean);
    const field = missing ? [...path, missing].join('.') : path.join('.') || error.validationContext || 'request';
    (params[field] ??= []).push(missing ? 'Required' : issue.message ?? 'is invalid');
  }
  return params;
}

export function registerErrorHandling(app: FastifyInstance): void {
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

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorEnvelope('ERROR_404', "Item's not found.")));
}
