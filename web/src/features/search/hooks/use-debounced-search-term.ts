import { useSettledValue } from '../../../shared/lib/use-settled-value';

export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The term to search for: the trimmed input once it has been still for 400 ms. An empty or
 * blank input yields '' at once, so no search fires for it.
 */
export function useDebouncedSearchTerm(input: string, delayMs: number = SEARCH_DEBOUNCE_MS): string {
  const trimmed = input.trim();
  const term = useSettledValue(trimmed, delayMs);
  return trimmed ? term : '';
}
