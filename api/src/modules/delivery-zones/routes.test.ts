import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryZones, shops, shopTranslations } from '../../db/schema';
import { createTestApp, getJson, type TestApp } from '../../testing/test-app';
import { expectFieldError } from '../../testing/customers';
import { DELIVERY_MESSAGES } from './service';

let t: TestApp;
const branch: Record<string, { id: number; latitude: number; longitude: number }> = {};
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select({ id: shops.id, title: shopTranslations.title, latitude: shops.latitude, longitude: shops.longitude })
    .from(shops).innerJoin(shopTranslations, and(eq(shopTranslations.shopId, shops.id), eq(shopTranslations.locale, 'en')))
    .where(isNotNull(shops.parentId)).orderBy(asc(shops.id));
  for (const row of rows) branch[row.title.toLowerCase()] = row;
});
afterAll(async () => { await t.close(); });

const at = (latitude: number | string, longitude: number | string) =>
  `address%5Blatitude%5D=${latitude}&address%5Blongitude%5D=${longitude}`;
const FAR = at(45.5019, -73.5674); // Montreal
// 0.02° east of Downtown (~1.6 km): inside Downtown's zone only.
const NEAR_DOWNTOWN = at(43.6532, -79.3632);

const NOT_IN_ZONE = { status: false, statusCode: 'ERROR_433', message: DELIVERY_MESSAGES.notInZone };

describe('GET /rest/shop/delivery-zone/check/distance', () => {
  it('answers success inside any open branch zone', async () => {
    const answer = await getJson(t.app, `/rest/shop/delivery-zone/check/distance?${NEAR_DOWNTOWN}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: true, message: 'success', data: 'success' });
  });

  it('refuses a point outside every zone with ERROR_433', async () => {
    const answer = await getJson(t.app, `/rest/shop/delivery-zone/check/distance?${FAR}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(NOT_IN_ZONE);
  });

  it('ignores the zone of a branch that is not open', async () => {
    const { etobicoke } = branch;
    await t.database.db.insert(deliveryZones).values({
      shopId: etobicoke.id,
      address: [[etobicoke.latitude - 0.01, etobicoke.longitude - 0.01], [etobicoke.latitude + 0.01, etobicoke.longitude - 0.01],
        [etobicoke.latitude + 0.01, etobicoke.longitude + 0.01], [etobicoke.latitude - 0.01, etobicoke.longitude + 0.01]],
    });
    try {
      const point = at(etobicoke.latitude, etobicoke.longitude);
      expect((await getJson(t.app, `/rest/shop/delivery-zone/check/distance?${point}`)).status).toBe(400);
      expect((await getJson(t.app, `/rest/branch/check-smallest?${point}`)).status).toBe(400);
      expect((await getJson(t.app, `/rest/shop/${etobicoke.id}/delivery-zone/check/distance?${point}`)).status).toBe(200);
    } finally {
      await t.database.db.delete(deliveryZones).where(eq(deliveryZones.shopId, etobicoke.id));
    }
  });

  it('refuses missing or bad coordinates with 400 naming the parameter', async () => {
    expectFieldError(await getJson(t.app, '/rest/shop/delivery-zone/check/distance?address%5Blatitude%5D=43.6'), 'address[longitude]', 'Required');
    expectFieldError(await getJson(t.app, `/rest/shop/delivery-zone/check/distance?${at('abc', -79.3)}`), 'address[latitude]');
    expectFieldError(await getJson(t.app, `/rest/shop/delivery-zone/check/distance?${at(91, -79.3)}`), 'address[latitude]',
      'The address latitude must be between -90 and 90.');
    expectFieldError(await getJson(t.app, `/rest/shop/delivery-zone/check/distance?${at(43.6, -181)}`), 'address[longitude]',
      'The address longitude must be between -180 and 180.');
  });
});

describe('GET /rest/shop/{id}/delivery-zone/check/distance', () => {
  it("answers success inside the branch's zone", async () => {
    const answer = await getJson(t.app, `/rest/shop/${branch.downtown.id}/delivery-zone/check/distance?${NEAR_DOWNTOWN}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: true, message: 'success', data: null });
  });

  it("refuses a point outside the branch's zone (even inside another's) with ERROR_433", async () => {
    const { scarborough } = branch;
    const answer = await getJson(t.app, `/rest/shop/${branch.downtown.id}/delivery-zone/check/distance?${at(scarborough.latitude, scarborough.longitude)}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(NOT_IN_ZONE);
  });

  it('is 404 for an unknown shop or a shop without zone', async () => {
    for (const id of [999999, branch.etobicoke.id]) {
      const answer = await getJson(t.app, `/rest/shop/${id}/delivery-zone/check/distance?${NEAR_DOWNTOWN}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ status: false, statusCode: 'ERROR_404' });
    }
    expectFieldError(await getJson(t.app, `/rest/shop/abc/delivery-zone/check/distance?${NEAR_DOWNTOWN}`), 'id');
  });
});

describe('GET /rest/branch/check-smallest', () => {
  it('answers the nearest branch whose zone contains the point', async () => {
    const answer = await getJson<{ data: { id: number; translation: { title: string } } }>(
      t.app, `/rest/branch/check-smallest?${NEAR_DOWNTOWN}&lang=fr`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: branch.downtown.id, translation: { title: 'Centre-ville' } });
    // Between Downtown and Midtown (both zones contain it), nearer to Midtown.
    const between = await getJson<{ data: { id: number } }>(t.app, `/rest/branch/check-smallest?${at(43.685, -79.394)}`);
    expect(between.body.data.id).toBe(branch.midtown.id);
  });

  it("refuses a point no branch delivers to with 400 'Sorry, we're not available here'", async () => {
    const answer = await getJson(t.app, `/rest/branch/check-smallest?${FAR}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: false, statusCode: 'ERROR_400', message: DELIVERY_MESSAGES.noBranch });
  });

  it('refuses bad coordinates with 400 naming the parameter', async () => {
    expectFieldError(await getJson(t.app, '/rest/branch/check-smallest'), 'address[latitude]', 'Required');
  });
});
