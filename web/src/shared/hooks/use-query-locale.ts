import { useTranslation } from 'react-i18next';
import { useRootStore } from '../lib/storage';

/** The `lang` and `currency_id` arguments every query passes (DESIGN §3). */
export function useQueryLocale(): { lang: string; currency_id?: number } {
  const { i18n } = useTranslation();
  const currencyId = useRootStore((s) => (s.currency.selected ?? s.currency.default)?.id);
  return currencyId == null ? { lang: i18n.language } : { lang: i18n.language, currency_id: currencyId };
}
