import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The language the app is in: i18next's `language`, read as an external store, so that a change
 * made before a component subscribed is still seen (useTranslation binds its events in an effect).
 * Two such changes: once hydrated, the device's own language comes back from a child's effect,
 * which runs before its ancestors' (English is bundled, so i18next switches at once); and the
 * page's language files, fetched while the page hydrates, finish loading before the lazy screens
 * have subscribed. Not `resolvedLanguage`: until those files arrive it names the fallback, English.
 */
export function useActiveLanguage(): string {
  const { i18n } = useTranslation();
  const subscribe = useCallback((onChange: () => void) => {
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
  const read = () => i18n.language;
  return useSyncExternalStore(subscribe, read, read);
}
