import type { ApiErrorExtensions } from '../apollo/session-links';

/** One failed api call as the UI needs it: HTTP status, the api's ERROR_xxx code, the message
 * and the per-field messages (`params`). */
export interface ApiError {
  status?: number;
  statusCode?: string;
  message: string;
  params: Record<string, string[]>;
}

interface ErrorShape {
  message?: string;
  extensions?: Record<string, unknown>;
}

/** Reads the first GraphQL error of an ApolloError (or a bare GraphQL error); null if there is none. */
export function apiErrorOf(error: unknown): ApiError | null {
  if (!error || typeof error !== 'object') return null;
  const apollo = error as { graphQLErrors?: ReadonlyArray<ErrorShape>; networkError?: { statusCode?: number; message?: string } | null };
  const first: ErrorShape | undefined = apollo.graphQLErrors?.[0] ?? ('extensions' in error ? (error as ErrorShape) : undefined);
  if (first) {
    const ext = (first.extensions ?? {}) as ApiErrorExtensions;
    const params: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(ext.params ?? {})) {
      if (Array.isArray(messages)) params[field] = messages.map(String);
    }
    return { status: ext.status, statusCode: ext.statusCode, message: first.message ?? '', params };
  }
  if (apollo.networkError) return { status: apollo.networkError.statusCode, message: apollo.networkError.message ?? '', params: {} };
  return null;
}

/** Whether a query failed because what it asked for does not exist (the api's 404). */
export const isNotFoundError = (error: unknown): boolean => apiErrorOf(error)?.status === 404;
