import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
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
  });
});

describe('image URLs of the answers', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(new Date(), { storefrontOrigin: 'https://food.example' }); });
  afterAll(async () => { await t.close(); });

  const get = async (url: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers, remoteAddress: '127.0.0.1' })).json() as Json;
  const menuImage = async (headers?: Record<string, string>) =>
    (await get('/rest/branch/products?shop_id=502&perPage=1&productPerPage=1', headers)).data[0].products[0].img as string;

  it('bases them on the storefront\'s origin, whatever Host or X-Forwarded-Host a request names, even from a trusted proxy', async () => {
    for (const headers of [{}, { host: 'other.example' }, { host: '127.0.0.1:3001', 'x-forwarded-host': 'shop.example:8443', 'x-forwarded-proto': 'https' }] as Array<Record<string, string>>) {
      expect(await menuImage(headers)).toMatch(/^https:\/\/food\.example\/storage\/images\/products\/\S+\.svg$/);
    }
    expect((await get('/rest/main-shop', { host: 'bad host<script>' })).data.logo_img).toBe(`${BASE}shops/logo.svg`);
  });
});
