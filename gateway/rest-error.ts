import { GraphQLError } from 'graphql';

interface UpstreamResponse {
  status?: number;
  body?: { message?: string; statusCode?: string; params?: Record<string, string[]> };
}

/** Maps a Mesh upstream error to `{message, extensions: {status, statusCode, params}}`;
 * other errors pass through unchanged. */
export function restErrorToGraphQL(error: GraphQLError): GraphQLError {
  const response = (error.extensions?.response ?? {}) as UpstreamResponse;
  if (typeof response.status !== 'number') return error;
  const body = typeof response.body === 'object' && response.body ? response.body : {};
  return new GraphQLError(body.message ?? error.message, {
    path: error.path,
    extensions: {
      status: response.status,
      statusCode: body.statusCode ?? `ERROR_${response.status}`,
      ...(body.params ? { params: body.params } : {}),
    },
  });
}
