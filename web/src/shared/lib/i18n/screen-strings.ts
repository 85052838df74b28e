import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

/** English strings of lazily loaded screens, per namespace (e.g. `locales/en/account-screens.json`). */
export interface ScreenStrings {
  translation?: Record<string, unknown>;
  errors?: Record<string, unknown>;
}

const added = new WeakMap<I18n, WeakSet<ScreenStrings>>();

/**
 * English is bundled, but the strings of a screen that is its own lazy chunk ship in that chunk
 * rather than in the first load (the home route's JavaScript budget, docs/performance.md). They
 * are merged into the usual `translation` and `errors` namespaces (existing keys win), so the
 * screens use plain `t('seller.title')`. Other languages keep every key in
 * `/locales/{lng}/{ns}.json`, and a key they lack falls back to these as to any English string.
 */
export function addScreenStrings(i18n: I18n, strings: ScreenStrings): void {
  let seen = added.get(i18n);
  if (!seen) added.set(i18n, (seen = new WeakSet()));
  if (seen.has(strings)) return;
  seen.add(strings);
  for (const [namespace, resources] of Object.entries(strings)) {
    if (resources) i18n.addResourceBundle('en', namespace, resources, true, false);
  }
}

/** Adds a lazy screen's English strings during its first render, before its first `t` call
 * (idempotent; i18next re-renders nothing for it). */
export function useScreenStrings(strings: ScreenStrings): void {
  const { i18n } = useTranslation();
  addScreenStrings(i18n, strings);
}
