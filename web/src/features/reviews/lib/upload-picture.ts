import { postImage, type ImageUploadDeps } from '../../../shared/lib/image-upload';

/** A review's pictures go up before the review, as the avatar does (shared/lib/image-upload.ts):
 * to the api's `/dashboard/galleries` (the gateway's `uploadGallery`). The answer's `title` is
 * the path the review then sends in `images`. */
export const GALLERY_UPLOAD_URL = '/api/v1/dashboard/galleries';

const hasTitle = (data: unknown): data is { title: string } =>
  typeof (data as { title?: unknown } | null)?.title === 'string';

/** Uploads one review picture (`image`, `type=reviews`) and resolves to its path
 * (`reviews/<user id>/<name>`); every failure rejects with an `ImageUploadError`. */
export async function uploadReviewPicture(file: File, deps: ImageUploadDeps = {}): Promise<string> {
  return (await postImage(GALLERY_UPLOAD_URL, file, hasTitle, { type: 'reviews' }, deps)).title;
}
