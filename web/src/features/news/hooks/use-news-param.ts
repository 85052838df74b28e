import { useSearchParams } from 'react-router-dom';
import { uuidOf } from '../../../shared/lib/ids';

/** The home page's query parameter that opens a news item. */
export const NEWS_PARAM = 'news';

/** What closing the item removes (with `useDropParams`). */
export const NEWS_PARAMS = [NEWS_PARAM] as const;

/** The uuid in `?news=`, or null when no news item is open: absent, or no uuid (which opens
 * nothing, without a request). */
export function useNewsUuid(): string | null {
  const [params] = useSearchParams();
  return uuidOf(params.get(NEWS_PARAM));
}
