export const TOASTER_ID = 'app-toaster';
export const TOAST_TIMEOUT_MS = 5000; // spec §1: toasts close after 5000 ms
