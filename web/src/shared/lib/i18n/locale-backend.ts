import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Loads `/locales/{lng}/{ns}.json` on demand, so a language costs nothing until it is chosen. English is bundled, so it is never
 * fetched. A missing file resolves to an empty bundle: i18next then falls back to English.
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    if (language === 'en' || language === 'cimode') {
      callback(null, {});
      return;
    }
    fetch(`/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`)
      .then((res) => (res.ok ? res.json() : {}))
      .then((data) => callback(null, data as Record<string, unknown>))
      .catch(() => callback(null, {}));
  },
};
