// The signed-in user's avatar: one image sent as multipart/form-data field `image` (JPEG, PNG,
// WebP or GIF, recognised by its first bytes rather than by the name or type the client
// claims, at most 2 MB), kept under `<uploads>/avatars/` with a random name and served at
// /storage/images/avatars/. `users.img` becomes `avatars/<name>`: the path the web's image
// helper turns into that URL. The previous uploaded avatar is deleted; nothing is written
// when the upload is refused. The checks (type, size, one file) and the re-encoding that drops
// the picture's metadata (a photo's GPS position) are every upload's: http/image-upload.ts.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/common-tables';
import type { Clock } from '../../http/clock';
import { notFound } from '../../http/errors';
import { storeImage, type UploadedImage } from '../../http/image-upload';
import { userResource, type UserResource } from '../auth';

/** The folder under the uploads directory, also the first segment of `img` and of the URL
 * (app.ts serves it: serveUploads). */
export const AVATARS = 'avatars';

/** `img` values written by this module; anything else (a URL, a demo image) is not ours to delete. */
const UPLOADED_IMG = new RegExp(`^${AVATARS}/([0-9a-f]{32}\\.(?:jpg|png|webp|gif))$`);

export function createAvatars(db: Database, uploadsDir: string, clock: Clock) {
  const dir = join(uploadsDir, AVATARS);

  return {
    /** The folder the uploaded avatars are served from. */
    dir,

    /** Stores the image as the user's avatar and deletes the previous uploaded one. */
    async replace(userId: number, image: UploadedImage): Promise<UserResource> {
      const name = await storeImage(dir, image);
      const path = join(dir, name);
      let previous: string | null;
      let row: typeof users.$inferSelect;
      try {
        // The row lock orders concurrent uploads of one user, so each sees the avatar the other
        // wrote as "previous" and no file is left behind.
        ({ previous, row } = await db.transaction(async (tx) => {
          const [current] = await tx.select({ img: users.img }).from(users).where(eq(users.id, userId)).for('update');
          if (!current) throw notFound();
          const [updated] = await tx.update(users).set({ img: `${AVATARS}/${name}`, updatedAt: clock() })
            .where(eq(users.id, userId)).returning();
          return { previous: current.img, row: updated };
        }));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      const old = previous === null ? null : UPLOADED_IMG.exec(previous)?.[1];
      if (old) await rm(join(dir, old), { force: true });
      return userResource(row);
    },
  };
}

export type Avatars = ReturnType<typeof createAvatars>;
