// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { webDarkTheme, webLightTheme } from '@fluentui/react-theme';
import english from '../src/locales/en/translation.json';
import { APP_ICONS, THEME_COLORS, webAppManifest } from './web-app-manifest';

const publicDir = join(import.meta.dirname, '../public');

/** A PNG's width and height, from its header (IHDR). */
function pngSize(file: string): string {
  const bytes = readFileSync(join(publicDir, file));
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

const themeColors = (html: string) => [...html.matchAll(/<meta name="theme-color" content="([^"]+)"(?: media="([^"]+)")?/g)].map(([, color, media]) => ({ color, media }));

describe('the web app manifest', () => {
  it('has what installing the storefront needs: its brand, start URL, scope, standalone display and colours', () => {
    expect(webAppManifest).toMatchObject({
      name: english.common.brand, short_name: english.common.brand, start_url: '/', scope: '/', display: 'standalone',
      theme_color: webLightTheme.colorNeutralBackground1, background_color: webLightTheme.colorNeutralBackground1,
    });
    expect(THEME_COLORS).toEqual({ light: '#ffffff', dark: webDarkTheme.colorNeutralBackground1 });
  });

  it('lists icons of 192 and 512 px and a maskable 512 px one, each a PNG of the size it says', () => {
    expect(APP_ICONS.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of APP_ICONS) expect(pngSize(icon.src), icon.src).toBe(icon.sizes);
    expect(pngSize('/images/icons/apple-touch-icon.png')).toBe('180x180');
  });

  it('gives the pages the same theme colours, light and dark', () => {
    const expected = [{ color: THEME_COLORS.light, media: '(prefers-color-scheme: light)' }, { color: THEME_COLORS.dark, media: '(prefers-color-scheme: dark)' }];
    expect(themeColors(readFileSync(join(import.meta.dirname, '../index.html'), 'utf8'))).toEqual(expected);
    expect(themeColors(readFileSync(join(publicDir, 'offline.html'), 'utf8')).map(({ color }) => color)).toEqual([THEME_COLORS.light, THEME_COLORS.dark]);
  });
});
