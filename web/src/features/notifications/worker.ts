// What the service worker runs of this feature (its worker face, beside index.ts): no React,
// nothing of the page.
export { showPushMessages } from './lib/push-messages';
