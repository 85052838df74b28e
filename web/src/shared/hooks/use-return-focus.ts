import { useLayoutEffect, useRef } from 'react';

/**
 * An overlay that a link opens (through the URL, so with no trigger of its own) gives the focus
 * back, once it closes, to what had it when it opened — the dish's link in the menu — so that a
 * keyboard user goes on from there rather than from the top of the page. Read in a layout
 * effect: the overlay moves the focus into itself only afterwards.
 */
export function useReturnFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      return;
    }
    const element = opener.current;
    opener.current = null;
    if (element?.isConnected) element.focus();
  }, [open]);
}
