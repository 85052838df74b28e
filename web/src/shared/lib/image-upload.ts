import { isUnauthorizedError } from './apollo/session-links';
import type { ApiError } from './graphql/api-error';
import { announceUnauthorized, clearSession, getAccessToken } from './session';

/*
 * Pictures (the avatar, a review's photos) go up as a plain multipart POST to the REST api, not
 * through a gateway mutation. Apollo's HttpLink only sends JSON; the GraphQL multipart request
 * would need an upload link (apollo-upload-client or one of our own) in the bundle for these
 * calls, and then the gateway re-sends the file to the api as multipart anyway. The web server
 * already proxies `/api` to the api (scripts/serve-web.mjs), whose envelope and `params.image`
 * messages arrive unchanged. What Apollo's links would do is done here by reusing their parts:
 * the same 401 test (`isUnauthorizedError`) and the same signal (clear the session,
 * `announceUnauthorized`).
 */

/** What the api accepts (it reads the type from the file's first bytes). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
/** 2048 kilobytes, the api's limit for every upload. */
export const IMAGE_MAX_BYTES = 2048 * 1024;

/** Client-side checks before any request; the value is a key of the `errors` namespace. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): 'imageType' | 'imageMax' | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'imageType';
  if (file.size > IMAGE_MAX_BYTES) return 'imageMax';
  return null;
}

/** A refused upload, shaped as the UI reads api errors (`translateFieldErrors`, `translateApiError`). */
export class ImageUploadError extends Error {
  constructor(readonly apiError: ApiError) {
    super(apiError.message || `image upload failed (${apiError.status ?? 'network'})`);
    this.name = 'ImageUploadError';
  }

  get unauthorized(): boolean {
    return isUnauthorizedError({ message: this.apiError.message, extensions: this.apiError });
  }
}

export interface ImageUploadDeps {
  fetch?: typeof fetch;
  /** The access token; defaults to the session cookie. */
  token?: () => string | null;
  /** Called after a 401 has cleared the session; defaults to the app's 401 signal. */
  onUnauthorized?: () => void;
}

function paramsOf(value: unknown): Record<string, string[]> {
  const params: Record<string, string[]> = {};
  if (value && typeof value === 'object') {
    for (const [field, messages] of Object.entries(value)) {
      if (Array.isArray(messages)) params[field] = messages.map(String);
    }
  }
  return params;
}

/**
 * POSTs `file` as the form field `image` (plus `fields`) to `url` with the session's bearer token
 * and resolves to the answer's `data` when `accept` takes it. A 401 ends the session exactly as an
 * Apollo 401 does (spec §8); every failure rejects with an `ImageUploadError`.
 */
export async function postImage<T>(
  url: string, file: File, accept: (data: unknown) => data is T, fields: Record<string, string> = {}, deps: ImageUploadDeps = {},
): Promise<T> {
  const token = (deps.token ?? getAccessToken)();
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('image', file, file.name);
  let response: Response;
  try {
    response = await (deps.fetch ?? fetch)(url, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch (error) {
    throw new ImageUploadError({ message: error instanceof Error ? error.message : '', params: {} });
  }
  const payload = (await response.json().catch(() => null)) as {
    data?: unknown;
    statusCode?: unknown;
    message?: unknown;
    params?: unknown;
  } | null;
  const data = payload?.data;
  if (response.ok && accept(data)) return data;

  const failure = new ImageUploadError({
    status: response.status,
    statusCode: typeof payload?.statusCode === 'string' ? payload.statusCode : undefined,
    message: typeof payload?.message === 'string' ? payload.message : '',
    params: paramsOf(payload?.params),
  });
  if (failure.unauthorized) {
    clearSession();
    (deps.onUnauthorized ?? announceUnauthorized)();
  }
  throw failure;
}
