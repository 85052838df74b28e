import { useEffect, useState } from 'react';
import { webLightTheme, type Theme } from '@fluentui/react-components';
import type { ThemeChoice } from '../storage';

let dark: Theme | null = null;

/** Loads the dark theme (once). The app awaits it before painting a dark page. */
export async function loadDarkTheme(): Promise<Theme> {
  dark ??= (await import('./dark-theme')).webDarkTheme;
  return dark;
}

/** Fluent's theme for the customer's choice; a dark choice not loaded yet shows light until it is. */
export function useFluentTheme(choice: ThemeChoice): Theme {
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (choice === 'dark' && !dark) void loadDarkTheme().then(() => setLoaded((n) => n + 1));
  }, [choice]);
  return choice === 'dark' && dark ? dark : webLightTheme;
}
