import { vi } from 'vitest';

/** Focusable elements hidden from screen readers: the sentinels a modal focus trap puts around
 * the page (axe's aria-hidden-focus when they stay in a page with no dialog open). */
export const hiddenFocusable = () => document.querySelectorAll('[aria-hidden="true"][tabindex="0"]').length;

/** Renders with fake timers, then runs every timer set meanwhile and any they set in turn: the
 * focus-trap library (tabster) adds its sentinels on chained timers, so by then it has added all
 * it adds after this render. Real timers are back when it returns. */
export async function renderSettled<T>(render: () => T): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  try {
    const result = render();
    await vi.runAllTimersAsync();
    return result;
  } finally {
    vi.useRealTimers();
  }
}
