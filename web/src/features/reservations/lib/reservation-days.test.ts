import { describe, expect, it } from 'vitest';
import { bookingShop } from '../../../test/reservation-fixtures';
import { bookingDays, isClosedDay, openDayFrom } from './reservation-days';
import { splitReservations, statusMessageKey } from './reservation-status';
import { formatClock, formatDuration } from './reservation-time';
import { createI18n } from '../../../shared/lib/i18n';
import reservationsScreens from '../../../locales/en/reservations-screens.json';

describe('reservation days', () => {
  // 2026-12-06 is a Sunday.
  const shop = bookingShop(502, 'Downtown', { closedDates: ['2026-12-01'], disabledDays: ['sunday'] });

  it('offers 30 days from today', () => {
    const days = bookingDays(new Date(2026, 11, 30, 21));
    expect(days).toHaveLength(30);
    expect([days[0], days[2], days[29]]).toEqual(['2026-12-30', '2027-01-01', '2027-01-28']);
  });

  it('closes a closed date and a disabled week day, as the branch’s data says', () => {
    expect(isClosedDay(shop, '2026-12-01')).toBe(true);
    expect(isClosedDay(shop, '2026-12-06')).toBe(true);
    expect(isClosedDay(shop, '2026-12-13')).toBe(true);
    expect(isClosedDay(shop, '2026-12-02')).toBe(false);
    expect(isClosedDay(bookingShop(503, 'Midtown'), '2026-12-06')).toBe(false);
  });

  it('moves a closed day to the next open one', () => {
    const days = ['2026-12-05', '2026-12-06', '2026-12-07'];
    expect(openDayFrom(shop, days, '2026-12-06')).toBe('2026-12-07');
    expect(openDayFrom(shop, days, '2026-12-05')).toBe('2026-12-05');
    expect(openDayFrom(undefined, days, '2026-12-06')).toBe('2026-12-06');
  });
});

describe('reservation statuses and times', () => {
  const at = (id: number, status: 'new' | 'accepted' | 'canceled', start: string, ended: boolean) => ({ id, status, start_date: start, ended });

  it('splits upcoming (soonest first) from past and canceled (as listed), as the api says which are over', () => {
    const list = [
      at(4, 'new', '2026-12-09 19:00', false),
      at(3, 'canceled', '2026-12-05 19:00', false),
      at(2, 'accepted', '2026-12-01 17:30', false), // under way: still to come
      at(1, 'accepted', '2026-11-30 19:00', true),
    ];
    const { upcoming, past } = splitReservations(list);
    expect(upcoming.map((r) => r.id)).toEqual([2, 4]);
    expect(past.map((r) => r.id)).toEqual([3, 1]);
    expect(list.map((r) => statusMessageKey(r))).toEqual([
      'reservations.message.new', 'reservations.message.canceled', 'reservations.message.accepted', 'reservations.message.over',
    ]);
  });

  it('shows times and stays in the reader’s language', () => {
    const i18n = createI18n('en', { backend: false });
    i18n.addResourceBundle('en', 'translation', reservationsScreens.translation, true, false);
    expect(formatClock('19:30', 'en')).toBe('7:30 PM');
    expect(formatClock('19:30', 'fr')).toBe('19:30');
    expect([60, 90, 45].map((m) => formatDuration(i18n.t, m))).toEqual(['1 h', '1 h 30 min', '45 min']);
  });
});
