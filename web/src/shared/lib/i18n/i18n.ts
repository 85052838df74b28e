import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enTranslation from '../../../locales/en/translation.json';
import enErrors from '../../../locales/en/errors.json';
import { localeBackend } from './locale-backend';

export const DEFAULT_LANGUAGE = 'en';
export const NAMESPACES = ['translation', 'errors'] as const;
export const enResources = { translation: enTranslation, errors: enErrors };

/** Creates an initialised i18next instance: English bundled, other languages fetched on demand. */
export function createI18n(language: string = DEFAULT_LANGUAGE, options: { backend?: boolean } = {}): I18n {
  const instance = i18next.createInstance();
  if (options.backend !== false) instance.use(localeBackend);
  instance.use(initReactI18next);
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: 'translation',
    resources: { en: enResources },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    react: { useSuspense: false },
    initAsync: false,
  });
  return instance;
}
