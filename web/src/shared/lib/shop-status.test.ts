import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopView } from '../types/catalogue';
import { isShopClosed, parseShopTime } from './shop-status';

// 2024-05-15 is a Wednesday.
const at = (time: string, date = '2024-05-15') => new Date(`${date}T${time}:00`);

function shop(overrides: Partial<ShopView> = {}): ShopView {
  return {
    id: 1,
    open: true,
    shop_closed_date: [],
    shop_working_days: [
      { day: 'tuesday', from: '09-00', to: '22-00', disabled: false },
      { day: 'wednesday', from: '09-00', to: '22-00', disabled: false },
    ],
    ...overrides,
  };
}

describe('isShopClosed', () => {
  afterEach(() => vi.useRealTimers());

  it('is open during working hours', () => {
    expect(isShopClosed(shop(), at('12:00'))).toBe(false);
  });

  it('is closed when the open flag is false', () => {
    expect(isShopClosed(shop({ open: false }), at('12:00'))).toBe(true);
    expect(isShopClosed(shop({ open: 0 }), at('12:00'))).toBe(true);
  });

  it('is closed on a closed date (local date, with or without time)', () => {
    expect(isShopClosed(shop({ shop_closed_date: [{ day: '2024-05-15' }] }), at('12:00'))).toBe(true);
    expect(isShopClosed(shop({ shop_closed_date: [{ day: '2024-05-15 00:00:00' }] }), at('12:00'))).toBe(true);
    expect(isShopClosed(shop({ shop_closed_date: [{ day: '2024-05-16' }] }), at('12:00'))).toBe(false);
  });

  it("is closed when today's working day is disabled", () => {
    const s = shop({ shop_working_days: [{ day: 'wednesday', from: '09-00', to: '22-00', disabled: true }] });
    expect(isShopClosed(s, at('12:00'))).toBe(true);
  });

  it('is closed past (and at) the closing time', () => {
    expect(isShopClosed(shop(), at('21:59'))).toBe(false);
    expect(isShopClosed(shop(), at('22:00'))).toBe(true);
    expect(isShopClosed(shop(), at('23:30'))).toBe(true);
  });

  it('reads hyphen and colon times alike', () => {
    expect(parseShopTime('09-30')).toBe(570);
    expect(parseShopTime('09:30')).toBe(570);
    const colon = shop({ shop_working_days: [{ day: 'wednesday', from: '09:00', to: '13:30' }] });
    expect(isShopClosed(colon, at('13:00'))).toBe(false);
    expect(isShopClosed(colon, at('13:31'))).toBe(true);
  });

  it('is closed before opening time and when today has no entry (documented decisions)', () => {
    expect(isShopClosed(shop(), at('08:59'))).toBe(true);
    expect(isShopClosed(shop(), at('12:00', '2024-05-16'))).toBe(true); // Thursday: no entry
  });

  it('handles hours running past midnight', () => {
    const late = shop({
      shop_working_days: [
        { day: 'tuesday', from: '18-00', to: '02-00' },
        { day: 'wednesday', from: '18-00', to: '02-00' },
      ],
    });
    expect(isShopClosed(late, at('23:00'))).toBe(false);
    expect(isShopClosed(late, at('01:00'))).toBe(false); // Tuesday night's hours
    expect(isShopClosed(late, at('03:00'))).toBe(true);
  });

  it('uses the current clock by default', () => {
    vi.useFakeTimers();
    vi.setSystemTime(at('23:00'));
    expect(isShopClosed(shop())).toBe(true);
    vi.setSystemTime(at('10:00'));
    expect(isShopClosed(shop())).toBe(false);
  });
});
