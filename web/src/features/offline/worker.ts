// What the service worker runs of this feature (its worker face, beside index.ts and lazy.ts):
// no React, nothing of the page.
export { keepForOffline } from './lib/offline-worker';
