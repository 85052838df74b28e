// The signed-in user's avatar: one image sent as multipart/form-data field `image` (JPEG, PNG,
// WebP or GIF, recognised by its first bytes rather than by the name or type the client
// claims, at most 2 MB), kept under `<uploads>/avatars/` with a random name and served at
// /storage/images/avatars/. `users.img` becomes `avatars/<name>`: the path the web's image
// helper turns into that URL. The previous uploaded avatar is deleted; nothing is written
// when the upload is refused.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Clock } from '../../http/clock';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { userResource, type UserResource } from './service';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The folder under the uploads directory, also the first segment of `img` and of the URL. */
export const AVATARS = 'avatars';
export const AVATARS_URL_PREFIX = `/storage/images/${AVATARS}/`;

export const AVATAR_MESSAGES = {
  required: 'Required',
  tooBig: 'The image may not be greater than 2048 kilobytes.',
  wrongType: 'The image must be a file of type: jpeg, png, webp, gif.',
  oneFile: 'Only one image may be uploaded.',
  failed: 'The image failed to upload.',
} as const;

/** Options of @fastify/multipart in the upload route's scope: one file of at most 2 MB and a
 * few small text fields (ignored). */
export const AVATAR_MULTIPART_OPTIONS = {
  limits: { files: 1, fileSize: AVATAR_MAX_BYTES, fields: 10, fieldSize: 64 * 1024, parts: 20 },
  throwFileSizeLimit: true,
};

export type ImageExtension = 'jpg' | 'png' | 'webp' | 'gif';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type of `bytes` by its signature ("magic bytes"), or undefined for anything else. */
export function imageExtension(bytes: Buffer): ImageExtension | undefined {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/** An error of the request itself (multipart, content type, body size) as a 400 on `image`;
 * anything else (business errors, query validation, server errors) is returned unchanged. */
export function asImageError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const { code, statusCode, validation } = error as { code?: string; statusCode?: number; validation?: unknown };
  if (validation) return error;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return badRequest('image', AVATAR_MESSAGES.tooBig);
    case 'FST_FILES_LIMIT':
      return badRequest('image', AVATAR_MESSAGES.oneFile);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return badRequest('image', AVATAR_MESSAGES.required);
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return badRequest('image', AVATAR_MESSAGES.failed);
  return error;
}

export interface UploadedImage {
  bytes: Buffer;
  extension: ImageExtension;
}

/** Reads and checks the `image` file of a multipart request; throws a 400 on `image` when it
 * is missing, too big, not an accepted image, or the form is malformed. */
export async function readImage(request: FastifyRequest): Promise<UploadedImage> {
  if (!request.isMultipart()) throw badRequest('image', AVATAR_MESSAGES.required);
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'image' && bytes === undefined) bytes = await part.toBuffer();
      else part.file.resume(); // another file field: drained and ignored
    }
  } catch (error) {
    // Everything here is the request's doing: limits, or a malformed or cut-off form.
    const mapped = asImageError(error);
    throw mapped instanceof ApiError ? mapped : badRequest('image', AVATAR_MESSAGES.failed);
  }
  if (!bytes?.length) throw badRequest('image', AVATAR_MESSAGES.required);
  const extension = imageExtension(bytes);
  if (!extension) throw badRequest('image', AVATAR_MESSAGES.wrongType);
  return { bytes, extension };
}

/** `img` values written by this module; anything else (a URL, a demo image) is not ours to delete. */
const UPLOADED_IMG = new RegExp(`^${AVATARS}/([0-9a-f]{32}\\.(?:jpg|png|webp|gif))$`);

export function createAvatars(db: Database, uploadsDir: string, clock: Clock) {
  const dir = join(uploadsDir, AVATARS);

  return {
    /** The folder the uploaded avatars are served from. */
    dir,

    /** Stores the image as the user's avatar and deletes the previous uploaded one. */
    async replace(userId: number, image: UploadedImage): Promise<UserResource> {
      const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
      const path = join(dir, name);
      await mkdir(dir, { recursive: true });
      await writeFile(path, image.bytes, { flag: 'wx' });
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
