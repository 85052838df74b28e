import { describe, expect, it } from 'vitest';
import { dateFormat, numberFormat, relativeTimeFormat } from './intl';

describe('kept Intl formatters', () => {
  it('makes one formatter per locale and options, and reuses it', () => {
    expect(dateFormat('fr', { dateStyle: 'medium' })).toBe(dateFormat('fr', { dateStyle: 'medium' }));
    expect(dateFormat('fr', { dateStyle: 'medium' })).not.toBe(dateFormat('en', { dateStyle: 'medium' }));
    expect(dateFormat('fr', { dateStyle: 'medium' })).not.toBe(dateFormat('fr', { dateStyle: 'long' }));
    expect(numberFormat('ar', { maximumFractionDigits: 1 })).toBe(numberFormat('ar', { maximumFractionDigits: 1 }));
    expect(relativeTimeFormat('en', { numeric: 'auto' })).toBe(relativeTimeFormat('en', { numeric: 'auto' }));
  });

  it('formats as the locale and options say', () => {
    expect(dateFormat('en-US', { dateStyle: 'medium' }).format(new Date(2026, 10, 22))).toBe('Nov 22, 2026');
    expect(numberFormat('en-US', { minimumFractionDigits: 1 }).format(4)).toBe('4.0');
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
  });
});
