import { webDarkTheme, webLightTheme } from '@fluentui/react-theme';
import type { ManifestOptions } from 'vite-plugin-pwa';
import english from '../src/locales/en/translation.json' with { type: 'json' };

/** The browser's bar and the installed app's title bar take the header's colour (Fluent's
 * colorNeutralBackground1 in the theme the page shows); index.html's `theme-color` metas say the same. */
export const THEME_COLORS = { light: webLightTheme.colorNeutralBackground1, dark: webDarkTheme.colorNeutralBackground1 };

/** The installed app's icons (drawn by build/app-icons.mjs): 192 and 512 px for the launcher and
 * the splash screen, a maskable 512 px one that Android crops to its own shape. */
export const APP_ICONS = [
  { src: '/images/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/images/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/images/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The web app manifest (`/manifest.webmanifest`), named after the storefront's brand in the
 * default language. */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: english.common.brand,
  short_name: english.common.brand,
  description: english.common.description,
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLORS.light,
  background_color: THEME_COLORS.light,
  icons: APP_ICONS,
};
