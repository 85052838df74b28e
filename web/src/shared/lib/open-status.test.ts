import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n/i18n';
import { formatShopTime, openStatusWords, type OpenHours } from './open-status';
import frTranslation from '../../../public/locales/fr/translation.json';
import arTranslation from '../../../public/locales/ar/translation.json';

// Friday 27 November 2026 in the branch's zone; the times are the branch's, as written in the ISO
// strings, whatever the reader's zone.
const today = { date: '2026-11-27', open: true, from: '09:00', to: '23:00' };
const open = (closesAt: string | null): OpenHours => ({ open_now: true, closes_at: closesAt, opens_at: null, today_hours: today });
const closed = (opensAt: string | null): OpenHours => ({ open_now: false, closes_at: null, opens_at: opensAt, today_hours: today });

function wordsIn(language: 'en' | 'fr' | 'ar') {
  const i18n = createI18n(language, { backend: false });
  if (language === 'fr') i18n.addResourceBundle('fr', 'translation', frTranslation);
  if (language === 'ar') i18n.addResourceBundle('ar', 'translation', arTranslation);
  return (shop: OpenHours) => openStatusWords(i18n.t, shop, language).label;
}

describe('openStatusWords', () => {
  const en = wordsIn('en');

  it.each<[string, OpenHours, string]>([
    ['open, closing today', open('2026-11-27T23:00:00-05:00'), 'Open · Closes at 11:00 PM'],
    ['open past midnight, closing tomorrow night', open('2026-11-28T02:00:00-05:00'), 'Open · Closes at 2:00 AM'],
    ['open, closing in three days', open('2026-11-30T09:00:00-05:00'), 'Open · Closes Monday at 9:00 AM'],
    ['open, no closing within a week', open(null), 'Open'],
    ['closed, opening today', closed('2026-11-27T18:00:00-05:00'), 'Closed · Opens at 6:00 PM'],
    ['closed, opening tomorrow', closed('2026-11-28T09:00:00-05:00'), 'Closed · Opens tomorrow at 9:00 AM'],
    ['closed, opening on Monday', closed('2026-11-30T09:00:00-05:00'), 'Closed · Opens Monday at 9:00 AM'],
    ['closed, no opening within a week', closed(null), 'Closed'],
    ['the branch\'s own time, not the reader\'s', closed('2026-11-28T09:30:00+09:00'), 'Closed · Opens tomorrow at 9:30 AM'],
  ])('%s', (_name, shop, expected) => {
    expect(en(shop)).toBe(expected);
  });

  it('says what the server says even when the day\'s hours would say otherwise', () => {
    // today_hours 09:00–23:00 and an opening later today: the server says closed, so it is.
    expect(en({ ...closed('2026-11-27T12:00:00-05:00') })).toBe('Closed · Opens at 12:00 PM');
  });

  it('words it in French and Arabic with a 24-hour clock', () => {
    expect(wordsIn('fr')(closed('2026-11-28T09:00:00-05:00'))).toBe('Fermé · Ouvre demain à 09:00');
    expect(wordsIn('fr')(closed('2026-11-30T18:00:00-05:00'))).toBe('Fermé · Ouvre lundi à 18:00');
    expect(wordsIn('fr')(open('2026-11-27T23:00:00-05:00'))).toBe('Ouvert · Ferme à 23:00');
    expect(wordsIn('ar')(open('2026-11-27T23:00:00-05:00'))).toMatch(/^مفتوح · يغلق الساعة /);
    expect(formatShopTime(23, 0, 'ar')).not.toMatch(/[صم]/); // no AM/PM marker
  });
});
