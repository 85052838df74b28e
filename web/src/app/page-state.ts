import type { NormalizedCacheObject } from '@apollo/client';
import type { Prefs, RootState, StoredCurrency } from '../shared/lib/storage';

/** The id of the JSON block a server-rendered page carries (`<script type="application/json">`:
 * data, never executed, so the Content-Security-Policy needs no inline script). */
export const PAGE_STATE_ID = 'page-state';

/** What the server rendered with; the browser starts from exactly this, so hydration matches. */
export interface PageState {
  /** The path and query the page was rendered for. */
  url: string;
  /** Apollo's normalised cache and the root fields in it (counted as fresh: no second fetch). */
  apollo: { cache: NormalizedCacheObject; fresh: string[] };
  prefs: Prefs & { language: string };
  currency: { selected: StoredCurrency | null; default: StoredCurrency | null };
  /** The language's strings when it is not the bundled English (namespace → strings). */
  resources?: Record<string, Record<string, unknown>>;
  /** The viewport width the server laid the page out for. */
  viewportHint: number;
}

/** JSON that is safe inside `<script>`: `<` never appears raw, so no `</script>` can close it. */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function readPageState(doc: Document = document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}

/** Whether the page's markup is this URL's, to be hydrated. A page the service worker kept for
 * another URL of the same path (offline: a dish opened on a page kept without it, docs/offline.md)
 * is rendered by the browser instead, from that page's state. */
export function renderedHere(state: PageState, here: Pick<Location, 'pathname' | 'search'> = window.location): boolean {
  const rendered = new URL(state.url, 'http://storefront');
  return rendered.pathname + rendered.search === here.pathname + here.search;
}

/** The store as the server saw it: its preferences, none of this device's own lists. */
export function serverView(state: PageState): Partial<RootState> {
  const { language, theme, branchId, productFilter } = state.prefs;
  return { language, theme, branchId, productFilter, currency: state.currency, favourites: [], searchHistory: [] };
}

/**
 * What of this device's own state (`local`) comes back once the page is hydrated: its lists,
 * and each preference it holds a choice for (theme, language, branch, currency, filter). A
 * preference it has no choice for keeps the cookie's, which the server painted: a new tab with
 * cleared storage stays in the cookie's dark theme instead of turning light. Only what differs
 * by value from the store `now`: an equal list or object put back would re-render every
 * component reading it (every price for the currency, the whole menu for its filter), in one
 * synchronous task.
 */
export function localToRestore(local: RootState, now: RootState): Partial<RootState> {
  const { favourites, searchHistory, theme, language, branchId, currency, productFilter } = local;
  const restored: Partial<RootState> = {
    favourites, searchHistory,
    ...(theme ? { theme } : {}),
    ...(language ? { language } : {}),
    ...(branchId ? { branchId } : {}),
    ...(currency.selected ? { currency } : {}),
    ...(Object.keys(productFilter).length ? { productFilter } : {}),
  };
  return Object.fromEntries(Object.entries(restored)
    .filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(now[key as keyof RootState])));
}
