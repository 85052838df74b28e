import { firebaseApp, isMessagingConfigured } from '../../../shared/lib/firebase';
import { rememberPushToken, rememberedPushToken } from '../../../shared/lib/push-token';
import { SERVICE_WORKER_URL } from '../../../shared/lib/service-worker-url';

/**
 * Push notifications on this device (when firebase is configured and the user allows,
 * the messaging token goes to POST /dashboard/user/profile/firebase/token/update). Firebase
 * messaging is imported only once the customer switches push on; the storefront's service worker
 * (app/service-worker.ts, lib/push-messages.ts) shows what arrives.
 */

export type PushResult = 'enabled' | 'denied' | 'unsupported' | 'failed';

const vapidKey = () => import.meta.env.VITE_FIREBASE_VAPID_KEY || undefined;

/** Whether push can be offered here: firebase messaging and the VAPID key are configured, and the
 * browser has notifications, service workers and the Push API. Loads nothing. */
export function isPushAvailable(): boolean {
  return (
    isMessagingConfigured() &&
    Boolean(vapidKey()) &&
    'Notification' in window &&
    'serviceWorker' in navigator &&
    'PushManager' in window
  );
}

/**
 * Asks the browser's permission, then gets this device's messaging token and hands it to
 * `sendToken` (the api call); the token is remembered once the api has it. Call it only from
 * a click: browsers refuse (or hold against the site) a permission prompt nobody asked for.
 */
export async function enablePush(sendToken: (token: string) => Promise<unknown>): Promise<PushResult> {
  if (!isPushAvailable()) return 'unsupported';
  // First, before anything awaits, so that the prompt still counts as the click's answer.
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  try {
    const [{ getMessaging, getToken, isSupported }, app] = await Promise.all([import('firebase/messaging'), firebaseApp()]);
    if (!(await isSupported())) return 'unsupported';
    // The one worker of the pages (the app registers it after load; registering it again returns
    // the same registration), once active: a push subscription needs an active worker.
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
    const serviceWorkerRegistration = await navigator.serviceWorker.ready;
    const token = await getToken(getMessaging(app), { vapidKey: vapidKey(), serviceWorkerRegistration });
    await sendToken(token);
    rememberPushToken(token);
    return 'enabled';
  } catch {
    return 'failed';
  }
}

/** Whether this device has given the api its token and the browser still allows notifications
 * (call it only when `isPushAvailable()`). */
export function isPushEnabled(): boolean {
  return rememberedPushToken() !== null && Notification.permission === 'granted';
}
