import { Suspense, lazy, useEffect, useState } from 'react';
import { TOASTER_ID, TOAST_TIMEOUT_MS } from './toast-config';

export { TOASTER_ID, TOAST_TIMEOUT_MS };

const LazyToaster = lazy(() => import('./app-toaster'));

/** Mounts the toaster once the first screen has rendered: no toast can precede a user action or
 * a request, and the toaster's portal and focus code then stay out of the first load.
 * `useNotify` lives in `./notify` so that the toast components load only with the screens
 * that show toasts (an eager module re-exporting it would pull them into the first load). */
export function AppToaster({ defer = true }: { defer?: boolean }) {
  const [ready, setReady] = useState(!defer);
  useEffect(() => {
    if (ready) return;
    const id = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(id);
  }, [ready]);
  return ready ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}
