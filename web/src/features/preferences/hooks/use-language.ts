import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStoreApi } from '../../../shared/lib/storage';

/** The active language; choosing one loads its files, switches i18next and persists it. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const store = useRootStoreApi();
  const setLanguage = useCallback(
    (locale: string) => {
      store.setState({ language: locale });
      void i18n.changeLanguage(locale);
    },
    [i18n, store],
  );
  return { language: i18n.resolvedLanguage ?? i18n.language, setLanguage };
}
