import { useCallback } from 'react';
import { useRootStore, useRootStoreApi } from '../../../shared/lib/storage';

export const SEARCH_HISTORY_MAX = 5; // the last 5 searches are kept

/** New term to the front, without duplicates, at most 5. Blank terms are ignored. */
export function addToHistory(history: readonly string[], term: string): string[] {
  const t = term.trim();
  if (!t) return [...history];
  return [t, ...history.filter((h) => h !== t)].slice(0, SEARCH_HISTORY_MAX);
}

/** Recent searches, persisted in the root store. */
export function useSearchHistory() {
  const store = useRootStoreApi();
  const history = useRootStore((s) => s.searchHistory);
  const add = useCallback((term: string) => store.setState((s) => ({ searchHistory: addToHistory(s.searchHistory, term) })), [store]);
  const remove = useCallback(
    (term: string) => store.setState((s) => ({ searchHistory: s.searchHistory.filter((h) => h !== term) })),
    [store],
  );
  const clear = useCallback(() => store.setState({ searchHistory: [] }), [store]);
  return { history, add, remove, clear };
}
