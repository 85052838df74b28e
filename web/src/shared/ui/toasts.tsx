import { Suspense, lazy, useEffect, useState } from 'react';
import { TOASTER_ID, TOAST_TIMEOUT_MS, onToasterRequested } from './toast-config';

export { TOASTER_ID, TOAST_TIMEOUT_MS };

const LazyToaster = lazy(() => import('./app-toaster'));

/** Mounts the toaster when the first toast is asked for (`useNotify` waits for it): its portal,
 * focus and motion code stay out of a visit that shows no toast. `defer={false}` mounts it at once.
 * `useNotify` lives in `./notify` so that the toast components load only with the screens
 * that show toasts (an eager module re-exporting it would pull them into the first load). */
export function AppToaster({ defer = true }: { defer?: boolean }) {
  const [ready, setReady] = useState(!defer);
  useEffect(() => (ready ? undefined : onToasterRequested(() => setReady(true))), [ready]);
  return ready ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}
