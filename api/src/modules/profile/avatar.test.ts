import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { animatedGif, hasGpsPosition, hugePng, phonePhoto, picture } from '../../testing/images';
import { form, type FormPart } from '../../testing/multipart';
import { createTestApp, storedImage, TEST_IMAGES, type TestApp } from '../../testing/test-app';
import { IMAGE_MAX_BYTES as AVATAR_MAX_BYTES, IMAGE_MESSAGES as AVATAR_MESSAGES, IMAGE_MAX_PIXELS } from '../../http/image-upload';

let t: TestApp;
let token: string;
let avatarsDir: string;
beforeAll(async () => {
  t = await createTestApp();
  avatarsDir = join(t.uploadsDir, 'avatars');
  token = (await login('demo@storefront.test', 'demo-pass-1'))!;
});
afterAll(async () => { await t.close(); });

let nextIp = 1;
async function login(email: string, password: string): Promise<string | undefined> {
  const response = await t.app.inject({
    method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: `10.3.0.${nextIp++}`,
  });
  return response.json().data?.access_token;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64',
);
const [JPEG, GIF, WEBP] = await Promise.all([picture('jpeg'), picture('gif'), picture('webp')]);

const imagePart = (content: Buffer | string, filename = 'me.png', type = 'image/png'): FormPart => ({ name: 'image', filename, type, content });

async function upload(body: { payload: Buffer | string; contentType?: string }, auth: string | null = token) {
  const headers: Record<string, string> = {};
  if (auth) headers.authorization = `Bearer ${auth}`;
  if (body.contentType) headers['content-type'] = body.contentType;
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/dashboard/user/profile/image', headers, payload: body.payload });
  const answer = response.json();
  // The answer names the picture by its full URL; these tests look at the stored path.
  if (typeof answer.data?.img === 'string') answer.data.img = storedImage(answer.data.img);
  return { status: response.statusCode, body: answer };
}

async function savedImg(email = 'demo@storefront.test'): Promise<string | null> {
  const [row] = await t.database.db.select({ img: users.img }).from(users).where(eq(users.email, email));
  return row.img;
}

const storedFiles = () => (existsSync(avatarsDir) ? readdirSync(avatarsDir).sort() : []);
/** What sharp reads of a stored avatar (`img`), every frame of an animation counted. */
const storedMetadata = (img: string) => sharp(readFileSync(join(t.uploadsDir, img)), { animated: true }).metadata();

function expectImageError(answer: { status: number; body: Record<string, unknown> }, message: string) {
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ status: false, statusCode: 'ERROR_400', message: 'Bad request.', params: { image: [message] } });
  expect(Object.keys(answer.body.params as object)).toEqual(['image']);
}

beforeEach(async () => {
  await t.database.db.update(users).set({ img: null }).where(eq(users.email, 'demo@storefront.test'));
  for (const file of storedFiles()) rmSync(join(avatarsDir, file));
});

describe('POST /dashboard/user/profile/image', () => {
  it('stores the image under a random name, sets img and answers the User', async () => {
    const { status, body } = await upload(form({ name: 'note', content: 'ignored' }, imagePart(PNG)));
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: true, message: 'success', data: { email: 'demo@storefront.test' } });
    expect(body.data.img).toMatch(/^avatars\/[0-9a-f]{32}\.png$/);
    expect(await storedMetadata(body.data.img)).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect(await savedImg()).toBe(body.data.img);
    const shown = await t.app.inject({ url: '/api/v1/dashboard/user/profile/show', headers: { authorization: `Bearer ${token}` } });
    expect(shown.json().data.img).toBe(`${TEST_IMAGES}${body.data.img}`);
  });

  it('serves the upload at /storage/images/<img> with its content type', async () => {
    const { body } = await upload(form(imagePart(PNG)));
    const served = await t.app.inject({ url: `/storage/images/${body.data.img}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload).toEqual(readFileSync(join(t.uploadsDir, body.data.img)));
    expect((await t.app.inject({ url: '/storage/images/avatars/nothing-here.png' })).statusCode).toBe(404);
    // The demo images are still served beside the uploads.
    const demo = await t.app.inject({ url: '/storage/images/products/apple-pie.svg' });
    expect(demo.statusCode).toBe(200);
    expect(demo.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it.each([
    ['jpeg', JPEG, 'jpg', 'image/jpeg'],
    ['webp', WEBP, 'webp', 'image/webp'],
    ['gif', GIF, 'gif', 'image/gif'],
  ])('recognises a %s by its bytes, whatever the name and type sent', async (kind, bytes, extension, contentType) => {
    const { status, body } = await upload(form(imagePart(bytes, 'photo.bin', 'application/octet-stream')));
    expect(status).toBe(200);
    expect(body.data.img).toMatch(new RegExp(`^avatars/[0-9a-f]{32}\\.${extension}$`));
    const served = await t.app.inject({ url: `/storage/images/${body.data.img}` });
    expect(served.headers['content-type']).toBe(contentType);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: kind, width: 3, height: 2 });
  });

  it.each(['jpeg', 'png', 'webp'] as const)('stores a %s photo upright and without its metadata, GPS position included', async (kind) => {
    const photo = await phonePhoto(kind, 40, 20);
    const sent = await sharp(photo).metadata();
    expect(hasGpsPosition(sent.exif)).toBe(true);
    expect(sent).toMatchObject({ orientation: 6, xmp: expect.any(Buffer), icc: expect.any(Buffer) });
    const { status, body } = await upload(form(imagePart(photo, 'IMG_0001.bin', 'application/octet-stream')));
    expect(status).toBe(200);
    const stored = readFileSync(join(t.uploadsDir, body.data.img));
    const kept = await sharp(stored).metadata();
    expect(kept).toMatchObject({ format: kind, width: 20, height: 40, space: 'srgb' });
    for (const key of ['exif', 'xmp', 'iptc', 'icc', 'orientation'] as const) expect(kept[key], key).toBeUndefined();
    expect(stored.includes('PhoneMaker')).toBe(false);
  });

  it('keeps the frames of an animated GIF', async () => {
    const { status, body } = await upload(form(imagePart(await animatedGif(3, 120), 'moving.gif', 'image/gif')));
    expect(status).toBe(200);
    expect(await storedMetadata(body.data.img)).toMatchObject({ format: 'gif', pages: 3, delay: [120, 120, 120], width: 4, pageHeight: 4 });
  });

  it('refuses, writing nothing, a file that starts as an image but does not decode as one', async () => {
    const whole = await picture('jpeg', 64, 64);
    const fakes = [
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 7)]),
      whole.subarray(0, whole.length - 100), // cut off
      Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(64, 1)]),
      Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.from(';')]),
    ];
    for (const fake of fakes) expectImageError(await upload(form(imagePart(fake))), AVATAR_MESSAGES.wrongType);
    expect(storedFiles()).toEqual([]);
    expect(await savedImg()).toBeNull();
  });

  it('refuses, writing nothing, a small file of more than 40 megapixels', async () => {
    const bomb = await hugePng(8000, 6000);
    expect(bomb.length).toBeLessThan(AVATAR_MAX_BYTES);
    expect(8000 * 6000).toBeGreaterThan(IMAGE_MAX_PIXELS);
    expectImageError(await upload(form(imagePart(bomb))), AVATAR_MESSAGES.tooManyPixels);
    expect(storedFiles()).toEqual([]);
    expect(await savedImg()).toBeNull();
  });

  it('deletes the previous uploaded avatar', async () => {
    const first = (await upload(form(imagePart(PNG)))).body.data.img;
    expect(existsSync(join(t.uploadsDir, first))).toBe(true);
    const second = (await upload(form(imagePart(GIF, 'b.gif', 'image/gif')))).body.data.img;
    expect(second).not.toBe(first);
    expect(existsSync(join(t.uploadsDir, first))).toBe(false);
    expect(existsSync(join(t.uploadsDir, second))).toBe(true);
    expect((await t.app.inject({ url: `/storage/images/${first}` })).statusCode).toBe(404);
  });

  it.each([
    ['avatars/keep-me.png', 'avatars/keep-me.png'],
    ['products/margherita.svg', 'products/margherita.svg'],
    ['avatars/../products/margherita.svg', 'products/margherita.svg'],
    ['https://example.com/avatars/0123456789abcdef0123456789abcdef.png', 'avatars/0123456789abcdef0123456789abcdef.png'],
  ])('leaves a previous img that was not an upload (%s) alone', async (previous, file) => {
    mkdirSync(dirname(join(t.uploadsDir, file)), { recursive: true });
    writeFileSync(join(t.uploadsDir, file), PNG);
    await t.database.db.update(users).set({ img: previous }).where(eq(users.email, 'demo@storefront.test'));
    const { status } = await upload(form(imagePart(PNG)));
    expect(status).toBe(200);
    expect(existsSync(join(t.uploadsDir, file))).toBe(true);
  });

  it('refuses a file that is not an image even with an image type and name, writing nothing', async () => {
    await t.database.db.update(users).set({ img: 'avatars/keep-me.png' }).where(eq(users.email, 'demo@storefront.test'));
    const before = storedFiles();
    for (const content of ['<html><script>alert(1)</script></html>', '<svg xmlns="http://www.w3.org/2000/svg"/>', Buffer.from('GIF8')]) {
      expectImageError(await upload(form(imagePart(content, 'avatar.png', 'image/png'))), AVATAR_MESSAGES.wrongType);
    }
    expect(storedFiles()).toEqual(before);
    expect(await savedImg()).toBe('avatars/keep-me.png');
  });

  it('takes an image of exactly 2 MB and refuses a larger one, writing nothing', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length)]);
    expect((await upload(form(imagePart(exact)))).status).toBe(200);
    const img = await savedImg();
    const before = storedFiles();
    const tooBig = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length + 1)]);
    expectImageError(await upload(form(imagePart(tooBig))), AVATAR_MESSAGES.tooBig);
    expectImageError(await upload(form(imagePart(Buffer.alloc(5 * 1024 * 1024, 1)))), AVATAR_MESSAGES.tooBig);
    expect(storedFiles()).toEqual(before);
    expect(await savedImg()).toBe(img);
  });

  it('says Required when no image is sent', async () => {
    expectImageError(await upload(form({ name: 'note', content: 'no file' })), AVATAR_MESSAGES.required);
    expectImageError(await upload(form({ name: 'photo', filename: 'a.png', type: 'image/png', content: PNG })), AVATAR_MESSAGES.required);
    expectImageError(await upload(form(imagePart(Buffer.alloc(0)))), AVATAR_MESSAGES.required);
    expect(storedFiles()).toEqual([]);
  });

  it('answers a request that is not multipart with a 400 on image, never a 500', async () => {
    expectImageError(await upload({ payload: JSON.stringify({ image: 'x' }), contentType: 'application/json' }), AVATAR_MESSAGES.required);
    expectImageError(await upload({ payload: PNG, contentType: 'image/png' }), AVATAR_MESSAGES.required);
    expectImageError(await upload({ payload: 'image=x', contentType: 'text/plain' }), AVATAR_MESSAGES.required);
    expectImageError(await upload({ payload: JSON.stringify({ image: 'x'.repeat(3 * 1024 * 1024) }), contentType: 'application/json' }),
      AVATAR_MESSAGES.tooBig);
    expectImageError(await upload({ payload: '{"image":', contentType: 'application/json' }), AVATAR_MESSAGES.failed);
    const response = await t.app.inject({
      method: 'POST', url: '/api/v1/dashboard/user/profile/image', headers: { authorization: `Bearer ${token}` },
    });
    expectImageError({ status: response.statusCode, body: response.json() }, AVATAR_MESSAGES.required);
    expect(storedFiles()).toEqual([]);
  });

  it('answers a malformed or cut-off form with a 400 on image', async () => {
    const whole = form(imagePart(PNG));
    expectImageError(await upload({ payload: whole.payload.subarray(0, 150), contentType: whole.contentType }), AVATAR_MESSAGES.failed);
    expectImageError(await upload({ payload: whole.payload, contentType: 'multipart/form-data' }), AVATAR_MESSAGES.failed);
    expect(storedFiles()).toEqual([]);
  });

  it('still names a bad query parameter as such', async () => {
    const body = form(imagePart(PNG));
    const response = await t.app.inject({
      method: 'POST', url: '/api/v1/dashboard/user/profile/image?currency_id=abc', payload: body.payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().params)).toEqual(['currency_id']);
    expect(storedFiles()).toEqual([]);
  });

  it('takes one file only', async () => {
    expectImageError(await upload(form(imagePart(PNG), imagePart(GIF, 'b.gif', 'image/gif'))), AVATAR_MESSAGES.oneFile);
    expect(storedFiles()).toEqual([]);
  });

  it('needs a token and writes nothing without one', async () => {
    const { status, body } = await upload(form(imagePart(PNG)), null);
    expect(status).toBe(401);
    expect(body).toMatchObject({ status: false, statusCode: 'ERROR_100' });
    expect((await upload(form(imagePart(PNG)), '1|notatoken')).status).toBe(401);
    expect(storedFiles()).toEqual([]);
  });
});
