import { afterEach, describe, expect, it } from 'vitest';
import { createRootStore } from './root-store';
import { PREFS_COOKIE, mirrorPrefsCookie, parsePrefs, readPrefsCookie } from './prefs-cookie';

const clearCookie = () => {
  document.cookie = `${PREFS_COOKIE}=; Max-Age=0; Path=/`;
};

describe('the preferences cookie', () => {
  afterEach(clearCookie);

  it('follows the store: language, theme, shown currency, branch and product filter', () => {
    const store = createRootStore({ storage: null, target: null });
    const stop = mirrorPrefsCookie(store);
    store.setState({ language: 'ar', theme: 'dark', branchId: 502, currency: { selected: { id: 2, symbol: '€', position: 'after' }, default: null } });
    expect(readPrefsCookie()).toEqual({ language: 'ar', theme: 'dark', currencyId: 2, branchId: 502, productFilter: {} });
    store.setState({ productFilter: { order_by: 'high_rating', category_id: 7 } });
    expect(readPrefsCookie().productFilter).toEqual({ order_by: 'high_rating', category_id: 7 });
    stop();
    store.setState({ theme: 'light' });
    expect(readPrefsCookie().theme).toBe('dark');
  });

  it('carries no theme until the customer picks one', () => {
    const store = createRootStore({ storage: null, target: null });
    const stop = mirrorPrefsCookie(store);
    expect(readPrefsCookie().theme).toBeNull();
    expect(document.cookie).not.toContain('%22t%22');
    store.setState({ theme: 'light' });
    expect(readPrefsCookie().theme).toBe('light');
    stop();
  });

  it('leaves out anything malformed rather than trusting it', () => {
    const defaults = { language: null, theme: null, currencyId: null, branchId: null, productFilter: {} };
    expect(parsePrefs('{"l":"<script>","t":"neon","c":-1,"b":1.5,"s":"price; drop","k":"7"}')).toEqual(defaults);
    expect(parsePrefs('not json')).toEqual(defaults);
    expect(parsePrefs('[1]').language).toBeNull();
    expect(parsePrefs('{"l":"fr-CA"}').language).toBe('fr-CA');
  });
});
