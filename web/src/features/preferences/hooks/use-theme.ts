import { useCallback } from 'react';
import { shownTheme, useRootStore, useRootStoreApi, type ThemeChoice } from '../../../shared/lib/storage';

export function useTheme() {
  const store = useRootStoreApi();
  const theme = shownTheme(useRootStore((s) => s.theme));
  const setTheme = useCallback((t: ThemeChoice) => store.setState({ theme: t }), [store]);
  const toggle = useCallback(() => store.setState((s) => ({ theme: s.theme === 'dark' ? 'light' : 'dark' })), [store]);
  return { theme, setTheme, toggle };
}
