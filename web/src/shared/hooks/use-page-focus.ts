import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A page reached inside the app takes the focus, as a page the browser loads would: the returned
 * ref goes on the page's container (with tabIndex -1), which gets the focus when the path
 * changes. Otherwise the focus stays on what the old page removed (the cart's Checkout button),
 * and the next Tab starts wherever the browser chooses. Query changes (overlays) keep the focus.
 */
export function usePageFocus<T extends HTMLElement>() {
  const page = useRef<T>(null);
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    page.current?.focus({ preventScroll: true });
  }, [pathname]);
  return page;
}
