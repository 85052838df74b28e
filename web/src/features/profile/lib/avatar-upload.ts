import type { FragmentDefinitionNode } from 'graphql';
import { SessionUserFragmentDoc, type SessionUserFragment } from '../../../graphql/generated';
import { isUnauthorizedError } from '../../../shared/lib/apollo/session-links';
import type { ApiError } from '../../../shared/lib/graphql/api-error';
import { announceUnauthorized, clearSession, getAccessToken } from '../../../shared/lib/session';

/*
 * Transport: a plain multipart POST to the REST api, not the gateway's `uploadAvatar` mutation.
 * Apollo's HttpLink only sends JSON; the GraphQL multipart request would need an upload link
 * (apollo-upload-client or one of our own) in the bundle for this one call, and then the
 * gateway re-sends the file to the api as multipart anyway. The web server already proxies
 * `/api` to the api (scripts/serve-web.mjs), whose envelope and `params.image` messages arrive
 * unchanged. What Apollo's links would do is done here by reusing their parts: the same 401
 * test (`isUnauthorizedError`) and the same signal (clear the session, `announceUnauthorized`),
 * and the caller writes the returned user into the cache (docs/routes.md).
 */
export const AVATAR_UPLOAD_URL = '/api/v1/dashboard/user/profile/image';

/** What the api accepts (it reads the type from the file's first bytes). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');
/** 2048 kilobytes, the api's limit. */
export const AVATAR_MAX_BYTES = 2048 * 1024;

/** Client-side checks before any request; the value is a key of the `errors` namespace. */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): 'imageType' | 'imageMax' | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'imageType';
  if (file.size > AVATAR_MAX_BYTES) return 'imageMax';
  return null;
}

/** A refused upload, shaped as the UI reads api errors (`translateFieldErrors`, `translateApiError`). */
export class AvatarUploadError extends Error {
  constructor(readonly apiError: ApiError) {
    super(apiError.message || `avatar upload failed (${apiError.status ?? 'network'})`);
    this.name = 'AvatarUploadError';
  }

  get unauthorized(): boolean {
    return isUnauthorizedError({ message: this.apiError.message, extensions: this.apiError });
  }
}

export interface AvatarUploadDeps {
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
 * POSTs the file as the form field `image` with the session's bearer token and resolves to the
 * api's user. A 401 ends the session exactly as an Apollo 401 does (spec §8); every failure
 * rejects with an `AvatarUploadError`.
 */
export async function uploadAvatar(file: File, deps: AvatarUploadDeps = {}): Promise<Record<string, unknown>> {
  const token = (deps.token ?? getAccessToken)();
  const body = new FormData();
  body.append('image', file, file.name);
  let response: Response;
  try {
    response = await (deps.fetch ?? fetch)(AVATAR_UPLOAD_URL, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch (error) {
    throw new AvatarUploadError({ message: error instanceof Error ? error.message : '', params: {} });
  }
  const payload = (await response.json().catch(() => null)) as {
    data?: unknown;
    statusCode?: unknown;
    message?: unknown;
    params?: unknown;
  } | null;
  if (response.ok && payload?.data && typeof payload.data === 'object') return payload.data as Record<string, unknown>;

  const failure = new AvatarUploadError({
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

const SESSION_USER_FIELDS = (SessionUserFragmentDoc.definitions[0] as FragmentDefinitionNode).selectionSet.selections.flatMap(
  (selection) => (selection.kind === 'Field' ? [selection.name.value] : []),
);

/** The api's user as the `SessionUser` fragment (what the session cookie and the profile query hold). */
export function toSessionUser(user: Record<string, unknown>): SessionUserFragment & { __typename: 'User' } {
  const picked: Record<string, unknown> = { __typename: 'User' };
  for (const field of SESSION_USER_FIELDS) picked[field] = user[field] ?? null;
  return picked as SessionUserFragment & { __typename: 'User' };
}
