/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from 'workbox-strategies';
import { KEEP_PAGE, isCataloguePicture, isKeptQuery, isStorefrontPage, isWholeAnswer, keptAnswerKey } from './kept-requests';

/** The page answered, offline, for a page never kept on this device (public/offline.html). */
export const OFFLINE_PAGE = '/offline.html';
/** The caches the worker fills as the customer browses (the build's files are precached apart). */
export const KEPT = { pages: 'pages', menu: 'menu', pictures: 'pictures' } as const;
/** What the page sends when the customer accepts the new version (workbox-window's message). */
const SKIP_WAITING = 'SKIP_WAITING';

const DAY_SECONDS = 24 * 60 * 60;
/** Past this, a page still loading from the network gives way to the one kept. */
const PAGE_NETWORK_SECONDS = 3;

/** A page never seen at this URL: the last one kept at the same path (the browser renders this
 * URL from its state: app/page-state.ts), else the offline page. */
async function pageOfSamePath(request: Request): Promise<Response | undefined> {
  const pages = await caches.open(KEPT.pages);
  return (await pages.match(request.url, { ignoreSearch: true, ignoreVary: true })) ?? matchPrecache(OFFLINE_PAGE);
}

/** Pages as the server rendered them for this device's customer: from the network when it
 * answers in time, else the one kept (the last 30, a week at most). */
function pagesStrategy(expiration: ExpirationPlugin): Strategy {
  return new NetworkFirst({
    cacheName: KEPT.pages,
    networkTimeoutSeconds: PAGE_NETWORK_SECONDS,
    // Kept for this device alone: what the page varies on (its cookie, its language) is the same here.
    matchOptions: { ignoreVary: true },
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), expiration, { handlerDidError: async ({ request }) => pageOfSamePath(request) }],
  });
}

const keptAnswers: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => keptAnswerKey(request),
  cacheWillUpdate: async ({ response }) => ((await isWholeAnswer(response)) ? response : null),
};

/** The menu's answers: always asked of the network, the last ones kept (a week) for offline. */
const menuStrategy = () => new NetworkFirst({
  cacheName: KEPT.menu,
  plugins: [keptAnswers, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true })],
});

/** A catalogue picture never changes at one URL (an upload gets a new name): kept 30 days, 300 at most. */
const picturesStrategy = () => new CacheFirst({
  cacheName: KEPT.pictures,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
});

/** Keeps the pages open when this version takes over, fetched afresh: the first visit's page,
 * which no worker answered, can then be read offline too. */
async function keepOpenPages(worker: ServiceWorkerGlobalScope, pages: Strategy, event: ExtendableEvent): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.filter((window) => isStorefrontPage(new URL(window.url)));
  await Promise.all(open.map((window) => pages.handle({ event, request: new Request(window.url) }).catch(() => undefined)));
}

/** Keeps a page the app's router showed without the browser asking the server for it, once per
 * path: without it, a reload offline of any page reached by a link would find nothing kept. One
 * server render per path never kept; the pages strategy refreshes it at every later load. */
async function keepVisitedPage(pages: Strategy, event: ExtendableMessageEvent, url: URL, origin: string): Promise<void> {
  if (url.origin !== origin || !isStorefrontPage(url)) return;
  const kept = await (await caches.open(KEPT.pages)).match(url.href, { ignoreSearch: true, ignoreVary: true });
  if (!kept) await pages.handle({ event, request: new Request(url.href, { credentials: 'same-origin', headers: { accept: 'text/html' } }) }).catch(() => undefined);
}

/**
 * What the worker keeps for reading the storefront offline (docs/offline.md): the build's files
 * (`precached`), the pages, the menu's answers and the pictures seen. A sign-out (the call marked
 * `x-session: end`) forgets the pages kept while signed in. A page the app's router showed is
 * kept too, once per path (KEEP_PAGE). A new version waits until the
 * customer accepts it (SKIP_WAITING), then starts without the old version's pages, whose scripts
 * are gone, and takes the open pages over (workbox-window reloads them).
 */
export function keepForOffline(worker: ServiceWorkerGlobalScope, precached: Array<PrecacheEntry | string>): void {
  const pageExpiration = new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true });
  const pages = pagesStrategy(pageExpiration);
  const origin = worker.location.origin;

  precacheAndRoute(precached);
  cleanupOutdatedCaches();
  registerRoute(({ request, url }) => request.mode === 'navigate' && isStorefrontPage(url), pages);
  registerRoute(({ request }) => isKeptQuery(request, origin), menuStrategy());
  registerRoute(({ url }) => isCataloguePicture(url, origin), picturesStrategy());
  const signOut = new NetworkOnly({ plugins: [{ handlerDidRespond: async () => pageExpiration.deleteCacheAndMetadata() }] });
  registerRoute(({ request }) => request.headers.get('x-session') === 'end', signOut, 'POST');

  worker.addEventListener('message', (event) => {
    const message = event.data as { type?: string; url?: string } | null;
    if (message?.type === SKIP_WAITING) void worker.skipWaiting();
    if (message?.type === KEEP_PAGE && typeof message.url === 'string' && URL.canParse(message.url)) {
      event.waitUntil(keepVisitedPage(pages, event, new URL(message.url), origin));
    }
  });
  worker.addEventListener('activate', (event) => {
    event.waitUntil(pageExpiration.deleteCacheAndMetadata()
      .then(() => keepOpenPages(worker, pages, event))
      .then(() => worker.clients.claim()));
  });
}
