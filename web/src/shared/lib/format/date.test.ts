import { describe, expect, it } from 'vitest';
import { formatDate, formatDay } from './date';

describe('dates', () => {
  it('shows a calendar day as written, in the reader’s language', () => {
    expect(formatDay('2026-11-23', 'en')).toBe('Nov 23, 2026');
    expect(formatDay('2026-12-31', 'fr')).toBe('31 déc. 2026');
    expect(formatDay('not a day', 'en')).toBe('not a day');
  });

  it('reads the api’s resource dates', () => {
    expect(formatDate('2026-11-22 12:00:00Z', 'en')).toBe('Nov 22, 2026');
    expect(formatDate(null, 'en')).toBe('');
  });
});
