import { Toaster } from '@fluentui/react-components';
import { TOASTER_ID, TOAST_TIMEOUT_MS } from './toast-config';

/** The one toaster: top-end is top-right in ltr and top-left in rtl (FluentProvider dir). */
export default function AppToaster() {
  return <Toaster toasterId={TOASTER_ID} position="top-end" timeout={TOAST_TIMEOUT_MS} pauseOnHover limit={5} />;
}
