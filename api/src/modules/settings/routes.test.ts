import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Static } from 'typebox';
import { createTestApp, getJson, type TestApp } from '../../testing/test-app';
import type { CurrencyListResponse, LanguageListResponse, SettingsResponse, TranslationsResponse } from './schemas';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('settings', () => {
  it('lists every setting the storefront reads as raw rows', async () => {
    const { status, body } = await getJson<Static<typeof SettingsResponse>>(t.app, '/rest/settings');
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    const settings = Object.fromEntries(body.data.map((row) => [row.key, row.value]));
    for (const key of ['payment_type', 'instagram', 'facebook', 'twitter', 'youtube', 'telegram', 'referral_active',
      'otp_expire_time', 'customer_app_android', 'customer_app_ios', 'delivery_app_android', 'delivery_app_ios',
      'vendor_app_android', 'vendor_app_ios', 'footer_text', 'address', 'phone', 'email', 'reservation_time_durations',
      'reservation_before_time', 'min_reservation_time', 'recommended_count', 'group_order']) {
      expect(settings[key], key).toEqual(expect.any(String));
    }
    // Foodyman clients read `payment_type` as who sets the payment methods: admin → GET /rest/payments.
    expect(settings.payment_type).toBe('admin');
    expect(settings.payment_methods).toBe('cash,wallet');
    expect(body.data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/);
  });
});

describe('currencies', () => {
  it('lists active currencies with the default USD first', async () => {
    const { body } = await getJson<Static<typeof CurrencyListResponse>>(t.app, '/rest/currencies/active');
    const byTitle = Object.fromEntries(body.data.map((currency) => [currency.title, currency]));
    expect(byTitle.USD).toMatchObject({ symbol: '$', rate: 1, default: true, position: 'before', active: true });
    expect(byTitle.EUR).toMatchObject({ symbol: '€', rate: 0.92, default: false, position: 'after' });
    expect(byTitle.CAD).toMatchObject({ symbol: 'CA$', rate: 1.38, position: 'before' });
  });
});

describe('languages', () => {
  it('lists languages with integer flags; Arabic is right to left', async () => {
    const { body } = await getJson<Static<typeof LanguageListResponse>>(t.app, '/rest/languages/active');
    const byLocale = Object.fromEntries(body.data.map((language) => [language.locale, language]));
    expect(byLocale.en).toMatchObject({ title: 'English', default: 1, backward: 0, active: 1, img: null });
    expect(byLocale.ar).toMatchObject({ title: 'العربية', default: 0, backward: 1 });
    expect(byLocale.fr).toMatchObject({ title: 'Français', backward: 0 });
  });
});

describe('translations', () => {
  it('returns the flat UI strings of the requested language', async () => {
    const en = await getJson<Static<typeof TranslationsResponse>>(t.app, '/rest/translations/paginate');
    const ar = await getJson<Static<typeof TranslationsResponse>>(t.app, '/rest/translations/paginate?lang=ar');
    expect(en.body.data.search).toBe('Search');
    expect(ar.body.data.search).toBe('بحث');
    expect(Object.keys(ar.body.data).length).toBeGreaterThanOrEqual(30);
    expect(Object.keys(ar.body.data).sort()).toEqual(Object.keys(en.body.data).sort());
  });

  it('reads the language from the x-lang header the gateway forwards', async () => {
    const response = await t.app.inject({ url: '/api/v1/rest/translations/paginate', headers: { 'x-lang': 'fr' } });
    expect(response.json().data.search).toBe('Rechercher');
  });

  it('lets the query parameter win over the header', async () => {
    const response = await t.app.inject({ url: '/api/v1/rest/translations/paginate?lang=ar', headers: { 'x-lang': 'fr' } });
    expect(response.json().data.search).toBe('بحث');
  });
});
