// Push notifications of the storefront (registered by web/src/features/notifications/lib/push.ts).
// Plain on purpose, without the firebase SDK: it shows FCM's message as it arrives,
// {notification: {title, body}, data, fcmOptions: {link}}, and a click opens the link.
/* global self, URL */

function messageOf(event) {
  try {
    return event.data ? event.data.json() : {};
  } catch {
    return {};
  }
}

self.addEventListener('push', (event) => {
  const message = messageOf(event);
  const title = message.notification?.title;
  if (!title) return; // a data-only message has nothing to show
  const options = { body: message.notification.body, data: { ...message.data, link: message.fcmOptions?.link } };
  event.waitUntil(self.registration.showNotification(title, options));
});

/** Focuses a window already showing `url`, else opens one. */
async function focusOrOpen(url) {
  // The worker controls no page (its own scope), so uncontrolled windows count too.
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windows.find((client) => client.url === url);
  return showing ? showing.focus() : self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.link || '/', self.location.origin).href;
  event.waitUntil(focusOrOpen(url));
});
