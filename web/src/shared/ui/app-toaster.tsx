import { useEffect } from 'react';
import { Toaster } from '@fluentui/react-components';
import { TOASTER_ID, TOAST_TIMEOUT_MS, markToasterMounted } from './toast-config';

/** The one toaster: top-end is top-right in ltr and top-left in rtl (FluentProvider dir).
 * Its listeners are set in the Toaster's own effect, which runs before this one. */
export default function AppToaster() {
  useEffect(markToasterMounted, []);
  return <Toaster toasterId={TOASTER_ID} position="top-end" timeout={TOAST_TIMEOUT_MS} pauseOnHover limit={5} />;
}
