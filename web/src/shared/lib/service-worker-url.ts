/** The storefront's one service worker (built from app/service-worker.ts), at the
 * root so that its scope is every page: it keeps what the menu needs offline and shows pushes. */
export const SERVICE_WORKER_URL = '/service-worker.js';
