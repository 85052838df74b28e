import { useState } from 'react';

/**
 * True from the first time `open` is true. A Fluent Dialog or Drawer that is mounted, even
 * closed, switches on the page's modal focus trap, which puts focusable hidden sentinels
 * (`<i aria-hidden tabindex="0">`) around the whole page; so a dialog is mounted only once it is
 * first opened, and stays mounted afterwards so that it can animate its closing.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return open || opened;
}
