// The checks every picture upload shares (the avatar, review pictures): one image sent as
// multipart/form-data field `image` (JPEG, PNG, WebP or GIF, recognised by its first bytes rather
// than by the name or type the client claims, at most 2 MB), every refusal a 400 on `image`, and
// the file stored under a random name with the detected extension. What is stored is never the
// uploaded file itself but the picture decoded and encoded anew, without its metadata: a phone
// photo's EXIF holds where it was taken, often the customer's home, and everyone who sees a
// review or an avatar could read it. What a picture is for (its folder, who may use it) is the
// caller's.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, badRequest } from './errors';
import { IMAGES_PATH } from './image-urls';

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Pixels (width × height, every frame of an animation counted) a picture may have: a PNG or GIF
 * of a few kilobytes can claim a picture that takes gigabytes to decode. 40 megapixels is more
 * than a phone photo that fits in 2 MB has. */
export const IMAGE_MAX_PIXELS = 40_000_000;

export const IMAGE_MESSAGES = {
  required: 'Required',
  tooBig: 'The image may not be greater than 2048 kilobytes.',
  wrongType: 'The image must be a file of type: jpeg, png, webp, gif.',
  tooManyPixels: 'The image may not have more than 40 megapixels.',
  oneFile: 'Only one image may be uploaded.',
  failed: 'The image failed to upload.',
} as const;

/** Each refusal of an upload, on `image`, with its reason. */
const imageRefusal = {
  required: () => badRequest('image', IMAGE_MESSAGES.required, { code: 'required' }),
  tooBig: () => badRequest('image', IMAGE_MESSAGES.tooBig, { code: 'file_too_large', max: IMAGE_MAX_BYTES / 1024 }),
  wrongType: () => badRequest('image', IMAGE_MESSAGES.wrongType, { code: 'file_type' }),
  tooManyPixels: () => badRequest('image', IMAGE_MESSAGES.tooManyPixels, { code: 'too_many_pixels', max: IMAGE_MAX_PIXELS / 1_000_000 }),
  oneFile: () => badRequest('image', IMAGE_MESSAGES.oneFile, { code: 'too_many', max: 1 }),
  failed: () => badRequest('image', IMAGE_MESSAGES.failed, { code: 'upload_failed' }),
};

/** Options of @fastify/multipart in an upload route's scope: one file of at most 2 MB and a few
 * small text fields. */
export const IMAGE_MULTIPART_OPTIONS = {
  limits: { files: 1, fileSize: IMAGE_MAX_BYTES, fields: 10, fieldSize: 64 * 1024, parts: 20 },
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
 * anything else (business errors, query validation, server errors) is returned unchanged. Set
 * as the upload scope's error handler. */
export function asImageError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const { code, statusCode, validation } = error as { code?: string; statusCode?: number; validation?: unknown };
  if (validation) return error;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return imageRefusal.tooBig();
    case 'FST_FILES_LIMIT':
      return imageRefusal.oneFile();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return imageRefusal.required();
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return imageRefusal.failed();
  return error;
}

export interface UploadedImage {
  /** The picture as re-encoded by reencodeImage, never the bytes the client sent. */
  bytes: Buffer;
  extension: ImageExtension;
}

export interface ImageForm {
  image: UploadedImage;
  /** The form's text fields, the first value of each. */
  fields: Record<string, string>;
}

/** Reads, checks and re-encodes the `image` file of a multipart request, with the form's text
 * fields; throws a 400 on `image` when it is missing, too big, not an accepted image (or does not
 * decode as one), or the form is malformed. */
export async function readImageForm(request: FastifyRequest): Promise<ImageForm> {
  if (!request.isMultipart()) throw imageRefusal.required();
  let bytes: Buffer | undefined;
  const fields: Record<string, string> = Object.create(null); // a field named __proto__ is just a field
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === 'image' && bytes === undefined) bytes = await part.toBuffer();
      else part.file.resume(); // another file field: drained and ignored
    }
  } catch (error) {
    // Everything here is the request's doing: limits, or a malformed or cut-off form.
    const mapped = asImageError(error);
    throw mapped instanceof ApiError ? mapped : imageRefusal.failed();
  }
  if (!bytes?.length) throw imageRefusal.required();
  const extension = imageExtension(bytes);
  if (!extension) throw imageRefusal.wrongType();
  return { image: { bytes: await reencodeImage(bytes, extension), extension }, fields };
}

const SHARP_FORMAT = { jpg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' } as const;
/** How sharp says a picture has more pixels than `limitInputPixels`. */
const PIXEL_LIMIT_ERROR = /pixel limit/i;

/**
 * The picture decoded and encoded again in its own format: turned upright by its EXIF orientation
 * (autoOrient, i.e. rotate() without an angle), in sRGB, and without EXIF, XMP, IPTC or ICC
 * profile, as sharp writes no metadata unless told to. An animated GIF or WebP keeps its frames,
 * delays and loop count; sharp cannot turn those, so an animation is kept as drawn (its
 * orientation tag, rare there, is dropped with the rest). A file that only looks like an image
 * (its first bytes do, the rest does not decode, or decodes with warnings, as sharp advises for
 * untrusted files) is refused as another type would be, and one of more than IMAGE_MAX_PIXELS
 * before it is decoded: never a 500.
 */
export async function reencodeImage(bytes: Buffer, extension: ImageExtension): Promise<Buffer> {
  const animated = extension === 'gif' || extension === 'webp';
  // Loaded with the first picture: libvips holds ~12 MB resident, which an api that is sent no
  // picture never needs (docs/performance.md, "The api's memory").
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { animated, limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'warning' });
    const { pages = 1 } = await image.metadata();
    if (pages === 1) image.autoOrient();
    return await image.toFormat(SHARP_FORMAT[extension]).toBuffer();
  } catch (error) {
    const tooBig = PIXEL_LIMIT_ERROR.test((error as Error).message);
    throw tooBig ? imageRefusal.tooManyPixels() : imageRefusal.wrongType();
  }
}

/** The checked `image` of a multipart request (its text fields ignored). */
export async function readImage(request: FastifyRequest): Promise<UploadedImage> {
  return (await readImageForm(request)).image;
}

/** Writes the image into `dir` (created if needed) under a new random name, `<32 hex>.<ext>`, and
 * answers the name. */
export async function storeImage(dir: string, image: UploadedImage): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, name), image.bytes, { flag: 'wx' });
  return name;
}

/** Serves the pictures uploaded to `folder` (under `uploadsDir`) at /storage/images/<folder>/,
 * where their paths `<folder>/…` point (image-urls.ts). Uploaded names are random and never
 * change, so they are cached for good. `create` makes the folder first (not for an app built
 * without a database, only to describe the api). */
export async function serveUploads(app: FastifyInstance, uploadsDir: string, folder: string, create: boolean): Promise<void> {
  const root = join(uploadsDir, folder);
  if (create) await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, { root, prefix: `${IMAGES_PATH}${folder}/`, decorateReply: false, maxAge: '365d', immutable: true });
}
