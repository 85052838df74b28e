import { afterEach } from 'vitest';
import './matchers';
import { cleanup } from '@testing-library/react';

// jsdom has no matchMedia / ResizeObserver; tests that care replace matchMedia (setViewportWidth).
const noMatch = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.matchMedia = noMatch;

if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  window.matchMedia = noMatch;
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});
