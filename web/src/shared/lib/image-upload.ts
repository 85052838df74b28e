import { RestError, authHeaders, fetchOrFail, readEnvelope, type RestDeps } from './rest';

/*
 * Pictures (the avatar, a review's photos) go up as a plain multipart POST to the REST api, not
 * through a gateway mutation. Apollo's HttpLink only sends JSON; the GraphQL multipart request
 * would need an upload link (apollo-upload-client or one of our own) in the bundle for these
 * calls, and then the gateway re-sends the file to the api as multipart anyway. The call and
 * its errors are the shared REST ones (./rest.ts), whose envelope and `params.image` messages
 * arrive unchanged.
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

/** A refused upload: the shared REST error (`apiError`, `unauthorized`). */
export const ImageUploadError = RestError;
export type ImageUploadError = RestError;

export type ImageUploadDeps = RestDeps;

/**
 * POSTs `file` as the form field `image` (plus `fields`) to `url` with the session's bearer token
 * and resolves to the answer's `data` when `accept` takes it. A 401 ends the session exactly as an
 * Apollo 401 does; every failure rejects with an `ImageUploadError`.
 */
export async function postImage<T>(
  url: string, file: File, accept: (data: unknown) => data is T, fields: Record<string, string> = {}, deps: ImageUploadDeps = {},
): Promise<T> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('image', file, file.name);
  const response = await fetchOrFail(url, { method: 'POST', body, headers: { Accept: 'application/json', ...authHeaders(deps.token) } }, deps);
  return readEnvelope(response, accept, deps);
}
