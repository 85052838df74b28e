import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatRelative } from './date';

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

  it('says how long ago something happened, then the date after a week', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(formatRelative('2026-11-22 11:59:30Z', 'en', now)).toBe('now');
    expect(formatRelative('2026-11-22 11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatRelative('2026-11-22 09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatRelative('2026-11-21 11:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelative('2026-11-21 11:00:00Z', 'fr', now)).toBe('hier');
    expect(formatRelative('2026-11-10 12:00:00Z', 'en', now)).toBe('Nov 10, 2026');
    expect(formatRelative('2026-11-22 12:00:05Z', 'en', now)).toBe('now'); // a clock a little ahead
    expect(formatRelative(null, 'en', now)).toBe('');
  });
});
