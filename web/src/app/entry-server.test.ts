import { describe, expect, it } from 'vitest';
import { pageLanguage, viewportHint } from './entry-server';

const prefs = { language: null, theme: 'light' as const, currencyId: null, branchId: null, productFilter: {} };

describe('the server renderer', () => {
  it('paints the cookie\'s language, else the first accepted one that has strings, else English', () => {
    expect(pageLanguage({ ...prefs, language: 'fr' }, 'ar', ['fr', 'ar'])).toBe('fr');
    expect(pageLanguage({ ...prefs, language: 'xx' }, 'de;q=0.9, ar-EG;q=0.8', ['fr', 'ar'])).toBe('ar');
    expect(pageLanguage(prefs, 'fr;q=0.2, ar;q=0.7', ['fr', 'ar'])).toBe('ar');
    expect(pageLanguage(prefs, 'fr;q=0', ['fr'])).toBe('en');
    expect(pageLanguage(prefs, '', ['fr'])).toBe('en');
  });

  it('lays a page out for a phone or a desktop as the browser says, by hint first', () => {
    expect(viewportHint('Mozilla/5.0 (Linux; Android 11) Mobile Safari', undefined)).toBe(375);
    expect(viewportHint('Mozilla/5.0 (X11; Linux x86_64) Chrome/120', undefined)).toBe(1280);
    expect(viewportHint('Mozilla/5.0 (X11; Linux x86_64) Chrome/120', '?1')).toBe(375);
    expect(viewportHint('Mozilla/5.0 (iPhone) Mobile', '?0')).toBe(1280);
  });
});
