import { readCookie, writeCookie } from '../session/cookies';
import { shownCurrency, toProductFilter, type ProductFilter, type RootState, type ThemeChoice } from './root-store';

/**
 * The preferences the server needs to paint the first screen right — language, theme, currency,
 * branch and the menu's product filter — mirrored from the persisted store into one cookie (localStorage never reaches
 * the server). Not a secret: it holds only what the customer chose.
 */
export const PREFS_COOKIE = 'prefs';
const PREFS_DAYS = 365;

export interface Prefs {
  language: string | null;
  /** null: no theme chosen (`t` left out). */
  theme: ThemeChoice | null;
  currencyId: number | null;
  branchId: number | null;
  productFilter: ProductFilter;
}

const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;
const positiveInt = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : null);

export function prefsOf(state: RootState): Prefs {
  return {
    language: state.language,
    theme: state.theme,
    currencyId: shownCurrency(state)?.id ?? null,
    branchId: state.branchId,
    productFilter: state.productFilter,
  };
}

/** Reads the cookie; anything malformed is left out rather than trusted. */
export function parsePrefs(raw: string | null): Prefs {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) value = parsed as Record<string, unknown>;
  } catch {
    // not ours: defaults
  }
  return {
    language: typeof value.l === 'string' && LANGUAGE.test(value.l) ? value.l : null,
    theme: value.t === 'dark' || value.t === 'light' ? value.t : null,
    currencyId: positiveInt(value.c),
    branchId: positiveInt(value.b),
    productFilter: toProductFilter({ order_by: value.s, category_id: value.k }),
  };
}

export const readPrefsCookie = (cookies?: string): Prefs => parsePrefs(readCookie(PREFS_COOKIE, cookies));

function serialize(prefs: Prefs): string {
  return JSON.stringify({
    l: prefs.language ?? undefined,
    t: prefs.theme ?? undefined,
    c: prefs.currencyId ?? undefined,
    b: prefs.branchId ?? undefined,
    s: prefs.productFilter.order_by,
    k: prefs.productFilter.category_id,
  });
}

/** Keeps the cookie in step with the store (written only when a preference changes). */
export function mirrorPrefsCookie(store: { getState(): RootState; subscribe(listener: () => void): () => void }): () => void {
  let last = '';
  const write = () => {
    const next = serialize(prefsOf(store.getState()));
    if (next === last) return;
    last = next;
    writeCookie(PREFS_COOKIE, next, { days: PREFS_DAYS });
  };
  write();
  return store.subscribe(write);
}
