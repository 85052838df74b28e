import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { Toast, ToastTitle, useId, useToastController, type ToastIntent } from '@fluentui/react-components';
import { TOASTER_ID, TOAST_TIMEOUT_MS } from './toast-config';

export { TOASTER_ID, TOAST_TIMEOUT_MS };

const LazyToaster = lazy(() => import('./app-toaster'));

/** Mounts the toaster once the first screen has rendered: no toast can precede a user action or
 * a request, and the toaster's portal and focus code then stay out of the first load. */
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

export interface NotifyOptions {
  /** A stable id shows one toast at a time for the same event (e.g. "unauthorized"). */
  id?: string;
}

export type Notify = Record<ToastIntent, (message: string, options?: NotifyOptions) => void>;

/** `notify.success(t('...'))`: messages must already be translated. */
export function useNotify(): Notify {
  const { dispatchToast } = useToastController(TOASTER_ID);
  const fallbackId = useId('toast');
  const show = useCallback(
    (intent: ToastIntent) => (message: string, options?: NotifyOptions) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        { intent, toastId: options?.id ?? `${fallbackId}-${Date.now()}-${Math.random()}` },
      ),
    [dispatchToast, fallbackId],
  );
  return useMemo(
    () => ({ success: show('success'), warning: show('warning'), error: show('error'), info: show('info') }),
    [show],
  );
}
