import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../../shared/lib/i18n';
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
  return { language: useActiveLanguage(), setLanguage };
}
