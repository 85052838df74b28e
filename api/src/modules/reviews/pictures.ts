// Pictures of reviews: uploaded one at a time through the upload checks every picture shares
// (http/image-upload.ts: type by its bytes, 2 MB, one file, re-encoded without metadata), kept under
// `<uploads>/reviews/<user id>/<32 hex>.<ext>` and served at /storage/images/reviews/. The path a
// client gets back, `reviews/<user id>/<name>`, is what it puts in a review's `images`; a review
// takes only paths of its author's own folder whose file exists, so it can name no other user's
// upload, no demo image, no URL and nothing outside the folder. Without a table: the folder is
// the record of who uploaded what. A user may keep a bounded number of uploads not (yet) in a
// review, so the upload, which the rate limits do not count, cannot fill the disk.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fieldRefusal } from '../../http/errors';
import { storeImage, type UploadedImage } from '../../http/image-upload';
import { shopReviews } from './tables';

/** The folder under the uploads directory, also the first segment of the paths and of the URL
 * (app.ts serves it: serveUploads). */
export const REVIEW_PICTURES = 'reviews';
/** Uploads a user may have that no review of theirs holds yet. */
export const PENDING_PICTURES_MAX = 20;

export const PICTURE_MESSAGES = {
  tooManyPending: `You have ${PENDING_PICTURES_MAX} pictures not yet in a review. Please, post a review with them first.`,
} as const;

/** The only shape of an uploaded review picture's path. */
const PICTURE_PATH = /^reviews\/([1-9]\d{0,9})\/([0-9a-f]{32}\.(?:jpg|png|webp|gif))$/;

export function createReviewPictures(db: Database, uploadsDir: string) {
  const dir = join(uploadsDir, REVIEW_PICTURES);
  const folderOf = (userId: number) => join(dir, String(userId));

  async function filesOf(userId: number): Promise<string[]> {
    try {
      return await readdir(folderOf(userId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  return {
    /** The folder the pictures are served from. */
    dir,

    /** Stores a picture of `userId` and answers its path (`reviews/<user id>/<name>`); refused
     * (400 ERROR_484 on `image`) while the user has PENDING_PICTURES_MAX uploads in no review. */
    async store(userId: number, image: UploadedImage): Promise<string> {
      const prefix = `${REVIEW_PICTURES}/${userId}/`;
      const [files, reviews] = await Promise.all([
        filesOf(userId),
        db.select({ images: shopReviews.images }).from(shopReviews).where(eq(shopReviews.userId, userId)),
      ]);
      const used = new Set(reviews.flatMap((review) => review.images));
      if (files.filter((file) => !used.has(prefix + file)).length >= PENDING_PICTURES_MAX) {
        throw fieldRefusal('ERROR_484', 'image', PICTURE_MESSAGES.tooManyPending, { code: 'too_many', max: PENDING_PICTURES_MAX });
      }
      return prefix + await storeImage(folderOf(userId), image);
    },

    /** Whether `path` names a picture `userId` uploaded that is still stored. */
    async isOwn(userId: number, path: string): Promise<boolean> {
      const match = PICTURE_PATH.exec(path);
      if (!match || Number(match[1]) !== userId) return false;
      try {
        return (await stat(join(folderOf(userId), match[2]))).isFile();
      } catch {
        return false;
      }
    },
  };
}

export type ReviewPictures = ReturnType<typeof createReviewPictures>;
