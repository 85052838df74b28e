import type { NormalizedCacheObject } from '@apollo/client';
import type { Prefs } from '../shared/lib/storage';
import type { StoredCurrency } from '../shared/lib/storage';

/** The id of the JSON block a server-rendered page carries (`<script type="application/json">`:
 * data, never executed, so the Content-Security-Policy needs no inline script). */
export const PAGE_STATE_ID = 'page-state';

/** What the server rendered with; the browser starts from exactly this, so hydration matches. */
export interface PageState {
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
