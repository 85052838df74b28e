import { Suspense, lazy } from 'react';
import { useOnline } from '../../../shared/lib/connection';
import { useNewVersion } from '../lib/new-version';

// The bars load the first time there is something to say (offline, the worker has them).
const NoticeBars = lazy(() => import('./notice-bars'));

/** The shell's notices: the storefront is offline and shows what was last seen, and a new
 * version is ready. Nothing while online on the current version. */
export function ConnectionNotices() {
  const online = useOnline();
  const accept = useNewVersion();
  if (online && !accept) return null;
  return (
    <Suspense fallback={null}>
      <NoticeBars offline={!online} accept={accept} />
    </Suspense>
  );
}
