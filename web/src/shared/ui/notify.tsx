import { useCallback, useMemo } from 'react';
import { Toast, ToastTitle, useId, useToastController, type ToastIntent } from '@fluentui/react-components';
import { TOASTER_ID, requestToaster } from './toast-config';

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
      void requestToaster().then(() =>
        dispatchToast(
          <Toast>
            <ToastTitle>{message}</ToastTitle>
          </Toast>,
          // A toast holds no control, so it is no tab stop: focused, a Fluent toast keeps Tab for
          // its own controls, and with none a keyboard user would be stuck on it.
          { intent, toastId: options?.id ?? `${fallbackId}-${Date.now()}-${Math.random()}`, root: { tabIndex: -1 } },
        ),
      ),
    [dispatchToast, fallbackId],
  );
  return useMemo(
    () => ({ success: show('success'), warning: show('warning'), error: show('error'), info: show('info') }),
    [show],
  );
}
