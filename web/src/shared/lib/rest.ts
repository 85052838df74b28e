import { CSRF_HEADERS, isUnauthorizedError } from './apollo/session-links';
import { paramsOf, reasonsOf, type ApiError } from './graphql/api-error';
import { announceUnauthorized, clearSession, getAccessToken } from './session';

/*
 * Plain calls to the REST api, for what does not go through the gateway (picture uploads, the
 * chat's REST and stream): the web server proxies `/api` to the api (web/server/proxies.ts).
 * What Apollo's links do is done here with their parts: the same 401 test and the same signal
 * (clear the session, `announceUnauthorized`).
 */

/** The api's versioned prefix on this origin. */
export const REST_BASE = '/api/v1';

export interface RestDeps {
  fetch?: typeof fetch;
  /** The access token; defaults to the session cookie. */
  token?: () => string | null;
  /** Called after a 401 has cleared the session; defaults to the app's 401 signal. */
  onUnauthorized?: () => void;
}

/** A refused call, shaped as the UI reads api errors (`translateFieldErrors`, `translateApiError`). */
export class RestError extends Error {
  constructor(readonly apiError: ApiError) {
    super(apiError.message || `api call failed (${apiError.status ?? 'network'})`);
    this.name = 'RestError';
  }

  get unauthorized(): boolean {
    return isUnauthorizedError({ message: this.apiError.message, extensions: this.apiError });
  }
}

/** The session's headers: the web server's CSRF header, and the bearer token where it can be read
 * (a test's; in the browser the web server adds it from its HttpOnly cookie). */
export function authHeaders(token: () => string | null = getAccessToken): Record<string, string> {
  const value = token();
  return { ...CSRF_HEADERS, ...(value ? { Authorization: `Bearer ${value}` } : {}) };
}

/** Reads an answer's envelope: its `data` when the call succeeded and `accept` takes it, else the
 * api's error (a 401 ends the session as an Apollo 401 does). */
export async function readEnvelope<T>(response: Response, accept: (data: unknown) => data is T, deps: RestDeps = {}): Promise<T> {
  const payload = (await response.json().catch(() => null)) as {
    data?: unknown;
    statusCode?: unknown;
    message?: unknown;
    params?: unknown;
    reasons?: unknown;
  } | null;
  const data = payload?.data;
  if (response.ok && accept(data)) return data;
  const failure = new RestError({
    status: response.status,
    statusCode: typeof payload?.statusCode === 'string' ? payload.statusCode : undefined,
    message: typeof payload?.message === 'string' ? payload.message : '',
    params: paramsOf(payload?.params),
    reasons: reasonsOf(payload?.reasons),
  });
  if (failure.unauthorized) {
    clearSession();
    (deps.onUnauthorized ?? announceUnauthorized)();
  }
  throw failure;
}

/** `fetch` that rejects with a RestError (no status) when the network fails. */
export async function fetchOrFail(url: string, init: RequestInit, deps: RestDeps = {}): Promise<Response> {
  try {
    return await (deps.fetch ?? fetch)(url, init);
  } catch (error) {
    throw new RestError({ message: error instanceof Error ? error.message : '', params: {}, reasons: {} });
  }
}

/** A JSON call to the REST api under `/api/v1` with the session's bearer token. */
export async function restJson<T>(
  method: 'GET' | 'POST', path: string, accept: (data: unknown) => data is T, body?: unknown, deps: RestDeps = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(deps.token) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetchOrFail(`${REST_BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, deps);
  return readEnvelope(response, accept, deps);
}
