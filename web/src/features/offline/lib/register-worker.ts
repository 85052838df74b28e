import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_URL } from '../../../shared/lib/service-worker-url';
import { isCataloguePicture } from './kept-requests';
import { announceNewVersion } from './new-version';

/** The catalogue pictures this page has loaded, as the browser's resource timings list them. */
const picturesShown = (): string[] =>
  performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => isCataloguePicture(new URL(url), window.location.origin));

/**
 * Registers the storefront's service worker (workbox-window). When it first takes this page over,
 * it is handed the pictures the page showed before (Workbox's CACHE_URLS message), which no worker
 * answered, to keep as it keeps the ones it answers. A new version, once installed, waits: the
 * page announces it, and only the customer's yes lets it take over, then every page that
 * announced it reloads, so that no page runs the old scripts beside the new worker's files.
 */
export function registerWorker(workbox = new Workbox(SERVICE_WORKER_URL), reload = () => window.location.reload()): Promise<unknown> {
  workbox.addEventListener('controlling', (event) => {
    if (!event.isUpdate) void workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: picturesShown() } });
  });
  workbox.addEventListener('waiting', () => {
    workbox.addEventListener('controlling', reload);
    announceNewVersion(() => workbox.messageSkipWaiting());
  });
  return workbox.register();
}
