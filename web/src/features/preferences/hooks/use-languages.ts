import { useMemo } from 'react';
import type { LanguageView } from '../../../shared/types/catalogue';
import { useActiveLanguagesQuery } from '../../../graphql/generated';

/** Languages that ship translation files (web/public/locales); used until the api list arrives. */
export const BUILT_IN_LANGUAGES: ReadonlyArray<LanguageView> = [
  { locale: 'en', title: 'English', backward: 0, default: 1 },
  { locale: 'fr', title: 'Français', backward: 0 },
  { locale: 'ar', title: 'العربية', backward: 1 },
];

/** The api's active languages, or the built-in ones while they load. `backward` drives rtl. */
export function useLanguages(): ReadonlyArray<LanguageView> {
  const { data } = useActiveLanguagesQuery();
  const list = data?.activeLanguages;
  return useMemo(() => (list?.length ? list : BUILT_IN_LANGUAGES), [list]);
}
