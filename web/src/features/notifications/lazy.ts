// The header's bell loads on demand (the notifications' lazy face, beside index.ts): guests never
// load it, and a signed-in user's first screen does not wait for it.
export const loadNotificationBell = () => import('./components/notification-bell');
