import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { PreferencesPanel } from '../features/preferences';
import { THEME_COLORS } from '../shared/lib/theme/theme-color';
import { renderWithApp, testStore } from '../test/render';

/** index.html's own `theme-color` metas, as the page starts with them. */
const indexMetas = () => [...readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8').matchAll(/<meta name="theme-color"[^>]*>/g)].map(([meta]) => meta).join('');

/** What each meta says: its colour, for its scheme. */
const themeColors = () => [...document.head.querySelectorAll('meta[name="theme-color"]')].map((meta) => `${meta.getAttribute('media')} ${meta.getAttribute('content')}`);

const SYSTEM = [`(prefers-color-scheme: light) ${THEME_COLORS.light}`, `(prefers-color-scheme: dark) ${THEME_COLORS.dark}`];
const all = (color: string) => [`(prefers-color-scheme: light) ${color}`, `(prefers-color-scheme: dark) ${color}`];

describe("the browser's toolbar colour (theme-color)", () => {
  afterEach(() => document.head.querySelectorAll('meta[name="theme-color"]').forEach((meta) => meta.remove()));

  it("is the header's background of each theme, Fluent's colorNeutralBackground1", () => {
    expect(THEME_COLORS).toEqual({ light: webLightTheme.colorNeutralBackground1, dark: webDarkTheme.colorNeutralBackground1 });
  });

  it('follows the theme the customer picks in the app; without a choice, the system scheme', async () => {
    document.head.insertAdjacentHTML('beforeend', indexMetas());
    const store = testStore();
    renderWithApp(<PreferencesPanel />, { store });
    const dark = await screen.findByRole('switch', { name: 'Dark theme' });
    expect(themeColors()).toEqual(SYSTEM);

    await userEvent.click(dark);
    await waitFor(() => expect(themeColors()).toEqual(all(THEME_COLORS.dark)));
    await userEvent.click(dark);
    await waitFor(() => expect(themeColors()).toEqual(all(THEME_COLORS.light)));
    // No choice any more (none of the app's controls does this): the system's scheme again.
    act(() => store.setState({ theme: null }));
    expect(themeColors()).toEqual(SYSTEM);
  });
});
