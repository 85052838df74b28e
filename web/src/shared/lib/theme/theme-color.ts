import type { ThemeChoice } from '../storage';

/** The browser's toolbar colour in each theme: the header's background, Fluent's
 * colorNeutralBackground1 (also the web app manifest's colours, web/build/web-app-manifest.ts).
 * Written out rather than read from the themes, whose values load only when a theme is shown. */
export const THEME_COLORS: Readonly<Record<ThemeChoice, string>> = { light: '#ffffff', dark: '#292929' };

/** The scheme a `theme-color` meta is for, by its media query (index.html has one for each). */
const schemeOf = (meta: Element): ThemeChoice => (/prefers-color-scheme:\s*dark/.test(meta.getAttribute('media') ?? '') ? 'dark' : 'light');

/**
 * Sets the page's `theme-color` metas to the theme the customer chose, whatever the system's
 * scheme: the toolbar then matches the page. Without a choice each meta says its own scheme's
 * colour, and the toolbar follows the system's scheme. The server writes the same
 * (web/server/pages.ts, from `RenderedPage.themeColor`).
 */
export function applyThemeColor(choice: ThemeChoice | null, doc: Document = document) {
  for (const meta of doc.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute('content', THEME_COLORS[choice ?? schemeOf(meta)]);
  }
}
