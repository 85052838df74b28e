/// <reference lib="webworker" />

/** What FCM delivers to the worker: `{notification: {title, body}, data, fcmOptions: {link}}`. */
interface FcmMessage {
  notification?: { title?: string; body?: string };
  data?: Record<string, string>;
  fcmOptions?: { link?: string };
}

function messageOf(event: PushEvent): FcmMessage {
  try {
    return (event.data?.json() as FcmMessage | undefined) ?? {};
  } catch {
    return {};
  }
}

/** Focuses a window already showing `url`, else opens one. Windows the worker does not control
 * count too (the push-only worker of earlier versions controls none). */
async function focusOrOpen(worker: ServiceWorkerGlobalScope, url: string): Promise<unknown> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windows.find((client) => client.url === url);
  return showing ? showing.focus() : worker.clients.openWindow(url);
}

/**
 * Push notifications in the service worker, without the firebase SDK: FCM's message is shown as
 * it arrives, and a click opens its link (home without one). A data-only message shows nothing.
 */
export function showPushMessages(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    const message = messageOf(event);
    const title = message.notification?.title;
    if (!title) return;
    const options = { body: message.notification?.body, data: { ...message.data, link: message.fcmOptions?.link } };
    event.waitUntil(worker.registration.showNotification(title, options));
  });
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const link = (event.notification.data as { link?: string } | null)?.link;
    const url = new URL(link || '/', worker.location.origin).href;
    event.waitUntil(focusOrOpen(worker, url));
  });
}
