export const TOASTER_ID = 'app-toaster';
export const TOAST_TIMEOUT_MS = 5000; // toasts close by themselves after 5 s

let markMounted: () => void = () => {};
/** Resolves once the (lazily loaded) toaster listens. Fluent drops toasts dispatched before
 * that, so `useNotify` waits for it: a 401 during the first load must still show its toast. */
export const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
export const markToasterMounted = () => markMounted();

const requestListeners = new Set<() => void>();
let requested = false;
/** Asks for the toaster: it loads with the first toast, not with the page. */
export function requestToaster(): Promise<void> {
  if (!requested) {
    requested = true;
    requestListeners.forEach((listener) => listener());
  }
  return toasterMounted;
}
/** Calls `listener` once a toast is asked for (at once if one already was). */
export function onToasterRequested(listener: () => void): () => void {
  if (requested) listener();
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}
