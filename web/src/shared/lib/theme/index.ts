import { useEffect, useState } from 'react';
import type { Theme } from '@fluentui/react-components';
import type { ThemeChoice } from '../storage';

const loaded: Partial<Record<ThemeChoice, Theme>> = {};

/** Loads a theme's values (once each). */
export async function loadTheme(choice: ThemeChoice): Promise<Theme> {
  loaded[choice] ??= choice === 'dark' ? (await import('./dark-theme')).webDarkTheme : (await import('./light-theme')).webLightTheme;
  return loaded[choice];
}

/** What the client gives Fluent for the theme the server painted: no values. Fluent keeps the
 * server's style tag (it holds every variable) while the rule it computes for the theme is
 * empty, and writes a new tag only when the theme changes. */
const SERVER_PAINTED = {} as Theme;
let painted: ThemeChoice | null = null;

/** Before hydrating: the server's page is painted with this theme. */
export function markServerPainted(choice: ThemeChoice) {
  painted = choice;
}

/** Fluent's theme for the customer's choice. The first render uses a loaded theme or the
 * server's painted one (the app loads the theme before rendering a page the server did not
 * paint); another choice is loaded, and the current theme stays until it arrives. */
export function useFluentTheme(choice: ThemeChoice): Theme {
  const [shown, setShown] = useState(() => ({ choice, theme: loaded[choice] ?? (choice === painted ? SERVER_PAINTED : undefined) }));
  useEffect(() => {
    if (shown.choice === choice && shown.theme) return;
    let live = true;
    void loadTheme(choice).then((theme) => live && setShown({ choice, theme }));
    return () => {
      live = false;
    };
  }, [choice, shown]);
  return shown.theme ?? SERVER_PAINTED;
}
