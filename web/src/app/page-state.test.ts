import { describe, expect, it } from 'vitest';
import { createRootStore, initialRootState, type RootState } from '../shared/lib/storage';
import { memoryStorage } from '../test/memory-storage';
import { PAGE_STATE_ID, localToRestore, readPageState, renderedHere, serializePageState, serverView, type PageState } from './page-state';

const state: PageState = {
  url: '/',
  apollo: { cache: { 'Product:1': { title: '</script><script>alert(1)</script>\u2028' } }, fresh: ['news:{}'] },
  prefs: { language: 'en', theme: 'light', currencyId: 1, branchId: 502, productFilter: {} },
  currency: { selected: null, default: null },
  viewportHint: 375,
};

describe('the page state', () => {
  it('cannot close its script element, whatever the data holds', () => {
    const json = serializePageState(state);
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    document.body.innerHTML = `<script id="${PAGE_STATE_ID}" type="application/json">${json}</script>`;
    expect(readPageState()).toEqual(state);
  });

  it('is hydrated only at the URL it was rendered for; kept for another URL of its path, it is only where the browser starts', () => {
    const home = { ...state, url: '/' };
    expect(renderedHere(home, { pathname: '/', search: '' })).toBe(true);
    expect(renderedHere({ ...state, url: '/?' }, { pathname: '/', search: '' })).toBe(true);
    expect(renderedHere(home, { pathname: '/', search: '?product=abc&branch=501' })).toBe(false);
    const dish = { ...state, url: '/?product=abc&branch=501' };
    expect(renderedHere(dish, { pathname: '/', search: '?product=abc&branch=501' })).toBe(true);
    expect(renderedHere(dish, { pathname: '/', search: '?product=xyz&branch=501' })).toBe(false);
    expect(renderedHere({ ...state, url: '/orders/12' }, { pathname: '/orders/13', search: '' })).toBe(false);
  });

  it('is null when the page has none or it is not JSON', () => {
    document.body.innerHTML = '';
    expect(readPageState()).toBeNull();
    document.body.innerHTML = `<script id="${PAGE_STATE_ID}" type="application/json">{oops</script>`;
    expect(readPageState()).toBeNull();
  });

  it('puts back only what of this device\'s state differs by value from the server\'s view', () => {
    const euro = { id: 2, symbol: '€', rate: 0.9, position: 'after' as const, title: 'EUR' };
    const server: PageState = { ...state, prefs: { ...state.prefs, theme: 'dark', productFilter: { order_by: 'new' } }, currency: { selected: { ...euro }, default: null } };
    const now: RootState = { ...initialRootState, ...serverView(server) };
    const local: RootState = {
      ...initialRootState, favourites: ['p-1'], searchHistory: [], theme: 'dark', language: 'en', branchId: 502,
      currency: { selected: { ...euro }, default: null }, productFilter: { order_by: 'new' },
    };
    // Equal values in new objects stay out: nothing that reads them re-renders.
    expect(localToRestore(local, now)).toEqual({ favourites: ['p-1'] });
    expect(localToRestore({ ...local, favourites: [], theme: 'light' }, now)).toEqual({ theme: 'light' });
    expect(localToRestore({ ...local, favourites: [] }, now)).toEqual({});
  });

  it("keeps the cookie's theme the server painted when this device holds no theme (storage cleared, a new tab)", () => {
    const server: PageState = { ...state, prefs: { ...state.prefs, theme: 'dark' } };
    const store = createRootStore({ storage: memoryStorage(), target: null });
    const local = store.getState();
    store.setState(serverView(server));
    expect(localToRestore(local, store.getState())).not.toHaveProperty('theme');

    // A theme this device chose comes back over the cookie's.
    const chosen = memoryStorage();
    const before = createRootStore({ storage: chosen, target: null });
    before.setState({ theme: 'light' });
    before.flush();
    const device = createRootStore({ storage: chosen, target: null });
    const stored = device.getState();
    device.setState(serverView(server));
    expect(localToRestore(stored, device.getState())).toMatchObject({ theme: 'light' });
  });
});
