import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_IMAGES, type TestApp } from '../testing/test-app';
import { absoluteImages } from './image-urls';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const BASE = 'https://food.example/storage/images/';

describe('absoluteImages', () => {
  it('bases relative image fields only, keeping full URLs, empty values and text that merely looks like a field', () => {
    const json = JSON.stringify({
      img: 'products/a.svg', logo_img: '/storage/images/shops/logo.svg', background_img: '', other: { img: 'https://cdn.example/x.png' },
      avatar: { img: '//cdn.example/y.png' }, note: '"img":"products/not-a-field.svg"', title: 'products/b.svg', base_path: '/storage/images/',
    });
    expect(JSON.parse(absoluteImages(json, BASE))).toEqual({
      img: `${BASE}products/a.svg`, logo_img: `${BASE}shops/logo.svg`, background_img: '', other: { img: 'https://cdn.example/x.png' },
      avatar: { img: '//cdn.example/y.png' }, note: '"img":"products/not-a-field.svg"', title: 'products/b.svg', base_path: BASE,
    });
    expect(absoluteImages(json, null)).toBe(json);
  });
});

describe('image URLs of the answers', () => {
  let t: TestApp;
  let pinned: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    pinned = await createTestApp(new Date(), { publicUrl: 'https://food.example' });
  });
  afterAll(async () => { await Promise.all([t.close(), pinned.close()]); });

  const get = async (app: TestApp, url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    (await app.app.inject({ method: 'GET', url: `/api/v1${url}`, headers, remoteAddress })).json() as Json;
  const menuImage = async (app: TestApp, headers?: Record<string, string>, remoteAddress?: string) =>
    (await get(app, '/rest/branch/products?shop_id=502&perPage=1&productPerPage=1', headers, remoteAddress)).data[0].products[0].img as string;

  it('bases them on PUBLIC_URL when set, whatever host the request names', async () => {
    expect(await menuImage(pinned, { host: 'other.example', 'x-forwarded-host': 'evil.example' })).toMatch(/^https:\/\/food\.example\/storage\/images\/products\//);
    const shop = await get(pinned, '/rest/main-shop');
    expect(shop.data.logo_img).toBe(`${BASE}shops/logo.svg`);
  });

  it('else on the scheme and host a trusted proxy forwards, and on the Host of anyone else', async () => {
    const forwarded = { host: '127.0.0.1:3001', 'x-forwarded-host': 'shop.example:8443', 'x-forwarded-proto': 'https' };
    expect(await menuImage(t, forwarded)).toMatch(/^https:\/\/shop\.example:8443\/storage\/images\/products\/\S+\.svg$/);
    expect(await menuImage(t, { ...forwarded, host: 'direct.example' }, '203.0.113.5')).toMatch(/^http:\/\/direct\.example\/storage\/images\//);
    expect((await get(t, '/rest/main-shop')).data.background_img).toBe(`${TEST_IMAGES}shops/main.svg`);
  });

  it('never gives one host another host\'s URLs from the catalogue cache', async () => {
    const first = await menuImage(t, { host: 'one.example' });
    const second = await menuImage(t, { host: 'two.example' });
    expect(first).toMatch(/^http:\/\/one\.example\//);
    expect(second).toMatch(/^http:\/\/two\.example\//);
    expect(second.replace('two.example', 'one.example')).toBe(first);
  });

  it('leaves paths relative for a Host that is not a plain host name', async () => {
    expect(await menuImage(t, { host: 'bad host<script>' }, '203.0.113.5')).toMatch(/^products\//);
  });
});
