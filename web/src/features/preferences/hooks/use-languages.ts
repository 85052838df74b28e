import { useMemo } from 'react';
import { useActiveLanguagesQuery, type ActiveLanguagesQuery } from '../../../graphql/generated';

/** A language as the language switch and the direction read it. */
export type Language = Pick<NonNullable<ActiveLanguagesQuery['activeLanguages']>[number], 'locale' | 'title' | 'backward'>;

/** Languages that ship translation files (web/public/locales); used until the api list arrives. */
export const BUILT_IN_LANGUAGES: ReadonlyArray<Language> = [
  { locale: 'en', title: 'English', backward: 0 },
  { locale: 'fr', title: 'Français', backward: 0 },
  { locale: 'ar', title: 'العربية', backward: 1 },
];

/** The api's active languages, or the built-in ones while they load. `backward` drives rtl. */
export function useLanguages(): ReadonlyArray<Language> {
  const { data } = useActiveLanguagesQuery();
  const list = data?.activeLanguages;
  return useMemo(() => (list?.length ? list : BUILT_IN_LANGUAGES), [list]);
}
