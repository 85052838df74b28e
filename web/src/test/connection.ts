import { act } from '@testing-library/react';

/** The browser's word on the network, as `navigator.onLine` and its online and offline events
 * say it (jsdom's own is always online). Put back with `setOnline(true)` after the test. */
export function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}
