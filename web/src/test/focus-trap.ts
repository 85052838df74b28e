/** Focusable elements hidden from screen readers: the sentinels a modal focus trap puts around
 * the page (axe's aria-hidden-focus when they stay in a page with no dialog open). */
export const hiddenFocusable = () => document.querySelectorAll('[aria-hidden="true"][tabindex="0"]').length;

/** Lets the focus-trap library add what it adds after a render (it does on a timer). */
export const focusTrapSettled = () => new Promise((resolve) => setTimeout(resolve, 100));
