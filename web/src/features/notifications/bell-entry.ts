// Lazy entry point of the header's bell (a public face of the feature, like index.ts): guests
// never load it, and a signed-in user's first screen does not wait for it.
export { NotificationBell as default } from './components/notification-bell';
