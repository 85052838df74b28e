import type { ApiErrorExtensions } from '../apollo/session-links';

/** Why the api refused one field message: a code of its closed set (schema/openapi.json,
 * ErrorReason) with the limits that code carries. The UI translates these, never the message. */
export interface ApiReason {
  code: string;
  min?: number;
  max?: number;
  format?: string;
  seconds?: number;
}

/** One failed api call as the UI needs it: HTTP status, the api's ERROR_xxx code, the message,
 * the per-field messages (`params`) and their codes (`reasons`, in the same order). */
export interface ApiError {
  status?: number;
  statusCode?: string;
  message: string;
  params: Record<string, string[]>;
  reasons: Record<string, ApiReason[]>;
}

interface ErrorShape {
  message?: string;
  extensions?: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{field: [message]}` as sent; anything else left out. */
export function paramsOf(value: unknown): Record<string, string[]> {
  const params: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(isRecord(value) ? value : {})) {
    if (Array.isArray(messages)) params[field] = messages.map(String);
  }
  return params;
}

const NUMBERS = ['min', 'max', 'seconds'] as const;

function reasonOf(value: unknown): ApiReason | null {
  if (!isRecord(value) || typeof value.code !== 'string') return null;
  const reason: ApiReason = { code: value.code };
  for (const key of NUMBERS) if (typeof value[key] === 'number') reason[key] = value[key];
  if (typeof value.format === 'string') reason.format = value.format;
  return reason;
}

/** `{field: [reason]}` as sent; entries that are no reason left out. */
export function reasonsOf(value: unknown): Record<string, ApiReason[]> {
  const reasons: Record<string, ApiReason[]> = {};
  for (const [field, list] of Object.entries(isRecord(value) ? value : {})) {
    if (Array.isArray(list)) reasons[field] = list.map(reasonOf).filter((reason) => reason !== null);
  }
  return reasons;
}

/** Reads the first GraphQL error of an ApolloError (or a bare GraphQL error); null if there is none. */
export function apiErrorOf(error: unknown): ApiError | null {
  if (!error || typeof error !== 'object') return null;
  const apollo = error as { graphQLErrors?: ReadonlyArray<ErrorShape>; networkError?: { statusCode?: number; message?: string } | null };
  const first: ErrorShape | undefined = apollo.graphQLErrors?.[0] ?? ('extensions' in error ? (error as ErrorShape) : undefined);
  if (first) {
    const ext = (first.extensions ?? {}) as ApiErrorExtensions & { reasons?: unknown };
    return { status: ext.status, statusCode: ext.statusCode, message: first.message ?? '', params: paramsOf(ext.params), reasons: reasonsOf(ext.reasons) };
  }
  if (apollo.networkError) return { status: apollo.networkError.statusCode, message: apollo.networkError.message ?? '', params: {}, reasons: {} };
  return null;
}

/** Whether a query failed because what it asked for does not exist (the api's 404). */
export const isNotFoundError = (error: unknown): boolean => apiErrorOf(error)?.status === 404;
