import { useCallback, useState } from 'react';
import { useDebouncedSearchTerm } from './use-debounced-search-term';
import { useSearchHistory } from './use-search-history';
import { useProductSearch } from './use-product-search';

/** Input, debounced term, history and results of one search box. */
export function useSearchController(branchId: number | null) {
  const [input, setInput] = useState('');
  return useSearchOf(input, setInput, branchId);
}

/** The debounced term, history and results of a search box whose input is held by its caller
 * (the desktop header's box, which paints before this code loads). */
export function useSearchOf(input: string, setInput: (input: string) => void, branchId: number | null) {
  const term = useDebouncedSearchTerm(input);
  const history = useSearchHistory();
  const results = useProductSearch(term, branchId);

  /** Remembers the current term (on Enter or when a result is opened). */
  const remember = useCallback(() => history.add(input), [history, input]);
  /** Re-runs a recent search: fills the box and moves the term to the front. */
  const rerun = useCallback(
    (t: string) => {
      setInput(t);
      history.add(t);
    },
    [history, setInput],
  );
  return { input, setInput, term, history, results, remember, rerun };
}

export type SearchController = ReturnType<typeof useSearchOf>;
