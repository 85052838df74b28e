import type { FragmentDefinitionNode } from 'graphql';
import { SessionUserFragmentDoc, type SessionUserFragment } from '../../../graphql/auth.generated';
import { postImage, type ImageUploadDeps } from '../../../shared/lib/image-upload';

/** The avatar goes up as a plain multipart POST (shared/lib/image-upload.ts); the caller writes the
 * returned user into the cache (docs/routes.md). */
export const AVATAR_UPLOAD_URL = '/api/v1/dashboard/user/profile/image';

const isUser = (data: unknown): data is Record<string, unknown> => Boolean(data) && typeof data === 'object';

/** POSTs the file as the form field `image` and resolves to the api's user; every failure
 * rejects with an `ImageUploadError` (a 401 also ends the session). */
export function uploadAvatar(file: File, deps: ImageUploadDeps = {}): Promise<Record<string, unknown>> {
  return postImage(AVATAR_UPLOAD_URL, file, isUser, {}, deps);
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
