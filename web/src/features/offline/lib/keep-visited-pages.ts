import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { KEEP_PAGE } from './kept-requests';

/**
 * Asks the service worker to keep each page the app's router shows: the browser asked the server
 * only for the first one, and a reload offline of a page reached by a link should find it kept.
 * The worker keeps a path once (lib/offline-worker.ts); nothing is sent before a worker controls
 * the page, nor for the page the browser loaded (the worker answered and kept that one).
 */
export function useKeepVisitedPages(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    navigator.serviceWorker?.controller?.postMessage({ type: KEEP_PAGE, url: window.location.href });
  }, [pathname]);
}
