import { Suspense, lazy } from 'react';
import { useOnline } from '../../../shared/lib/connection';
import { useKeepVisitedPages } from '../lib/keep-visited-pages';
import { useNewVersion } from '../lib/new-version';

// The bars load the first time there is something to say (offline, the worker has them).
const NoticeBars = lazy(() => import('./notice-bars'));

/** The shell's notices: the storefront is offline and shows what was last seen, and a new
 * version is ready. Nothing while online on the current version. It also has the worker keep
 * the pages the app's router shows, for reading them offline. */
export function ConnectionNotices() {
  useKeepVisitedPages();
  const online = useOnline();
  const accept = useNewVersion();
  if (online && !accept) return null;
  return (
    <Suspense fallback={null}>
      <NoticeBars offline={!online} accept={accept} />
    </Suspense>
  );
}
