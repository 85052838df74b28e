import { describe, expect, it } from 'vitest';
import { PAGE_STATE_ID, readPageState, serializePageState, type PageState } from './page-state';

const state: PageState = {
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

  it('is null when the page has none or it is not JSON', () => {
    document.body.innerHTML = '';
    expect(readPageState()).toBeNull();
    document.body.innerHTML = `<script id="${PAGE_STATE_ID}" type="application/json">{oops</script>`;
    expect(readPageState()).toBeNull();
  });
});
