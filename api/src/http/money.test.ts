import { describe, expect, it } from 'vitest';
import { roundMoney, toMoney } from './money';
import { paginated, pageUrlOf } from './pagination';

describe('toMoney', () => {
  it('converts minor units with the rate and rounds to 2 decimals', () => {
    expect(toMoney(1299, 1)).toBe(12.99);
    expect(toMoney(1299, 0.92)).toBe(11.95);
    expect(toMoney(1299, 1.38)).toBe(17.93);
    expect(toMoney((1299 * 13) / 100, 1)).toBe(1.69);
    expect(toMoney(0, 0.92)).toBe(0);
  });

  it('rounds sums of converted amounts without float noise', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(12.99 - 0 + 1.69)).toBe(14.68);
  });
});

describe('paginated', () => {
  it('builds Laravel links that keep the other query parameters', () => {
    const page = paginated([1, 2], 5, { page: 2, perPage: 2 }, pageUrlOf('/api/v1/x?lang=fr&page=2&perPage=2'));
    expect(page.links).toEqual({
      first: '/api/v1/x?lang=fr&page=1&perPage=2',
      last: '/api/v1/x?lang=fr&page=3&perPage=2',
      prev: '/api/v1/x?lang=fr&page=1&perPage=2',
      next: '/api/v1/x?lang=fr&page=3&perPage=2',
    });
    expect(page.meta).toEqual({ current_page: 2, from: 3, last_page: 3, path: '/api/v1/x', per_page: 2, to: 4, total: 5 });
  });
});
