import { afterEach, beforeAll, vi } from 'vitest';
import './matchers';

// The web project runs its files one after another in a worker (`isolate: false`, vitest.config.ts):
// the libraries Node loads (React, Fluent, Apollo) load once per worker, while the app's modules,
// and the test libraries vitest compiles (Testing Library, user-event), load afresh for each file,
// so no file sees another's module state (the toaster asked for, screen strings merged). The
// Testing Library configured and cleaned up here is the one this file's tests import.
vi.resetModules();
const { cleanup, configure } = await import('@testing-library/react');

// Lazy chunks (pages, the toaster) load through dynamic imports: on a busy 2-core CI machine
// that can take longer than findBy*'s 1 s default (the test timeout is 20 s, vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 });

// Test files of the server renderer run in Node (`@vitest-environment node`), without a page.
const page = typeof window !== 'undefined';

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
if (page) window.matchMedia = noMatch;

if (page && !('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** Forgets every cookie jsdom keeps for the page (the session cookies). */
function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

// The page (jsdom's window) is the worker's, shared by its files: each file starts on an empty one.
beforeAll(() => {
  if (page) document.body.replaceChildren();
});

afterEach(() => {
  if (!page) return;
  cleanup();
  clearCookies();
  localStorage.clear();
  window.matchMedia = noMatch;
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});

// The app loads its theme's values before it renders a page the server did not paint (main.tsx).
await (await import('../shared/lib/theme')).loadTheme('light');
