import { useCallback, useMemo } from 'react';
import {
  Toast,
  ToastTitle,
  Toaster,
  useId,
  useToastController,
  type ToastIntent,
} from '@fluentui/react-components';

export const TOASTER_ID = 'app-toaster';
export const TOAST_TIMEOUT_MS = 5000; // spec §1: toasts close after 5000 ms

/** The one toaster: top-end is top-right in ltr and top-left in rtl (FluentProvider dir). */
export function AppToaster() {
  return <Toaster toasterId={TOASTER_ID} position="top-end" timeout={TOAST_TIMEOUT_MS} pauseOnHover limit={5} />;
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
