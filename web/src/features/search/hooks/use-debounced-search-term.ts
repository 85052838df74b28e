import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 400; // spec §5

/**
 * The term to search for: the trimmed input once it has been still for 400 ms. An empty or
 * blank input yields '' at once, so no search fires for it (spec §5).
 */
export function useDebouncedSearchTerm(input: string, delayMs: number = SEARCH_DEBOUNCE_MS): string {
  const trimmed = input.trim();
  const [term, setTerm] = useState(trimmed);
  useEffect(() => {
    if (!trimmed) return;
    const id = setTimeout(() => setTerm(trimmed), delayMs);
    return () => clearTimeout(id);
  }, [trimmed, delayMs]);
  return trimmed ? term : '';
}
