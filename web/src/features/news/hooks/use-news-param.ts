import { useSearchParams } from 'react-router-dom';

/** The home page's query parameter that opens a news item (spec §1). */
export const NEWS_PARAM = 'news';

/** The uuid in `?news=`, or null when no news item is open. */
export function useNewsUuid(): string | null {
  const [params] = useSearchParams();
  return params.get(NEWS_PARAM) || null;
}
