import type { ActiveLanguagesQuery } from '../../../graphql/generated';

/** An active language as the gateway lists it: its locale, and whether it is written right-to-left. */
export type WrittenLanguage = Pick<NonNullable<ActiveLanguagesQuery['activeLanguages']>[number], 'locale' | 'backward'>;

export type Direction = 'ltr' | 'rtl';

// Scripts written right-to-left, used when a locale is not in the active languages list.
const RTL_LANGS = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'sd', 'ur', 'yi']);

/** rtl when the language is marked `backward` by the api; otherwise by its script. */
export function directionOf(locale: string, languages: ReadonlyArray<WrittenLanguage> = []): Direction {
  const known = languages.find((l) => l.locale === locale);
  if (known) return known.backward ? 'rtl' : 'ltr';
  return RTL_LANGS.has(locale.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}

/** Sets `<html dir lang>` so browser UI, scrollbars and logical CSS follow the language. */
export function applyDocumentLanguage(locale: string, dir: Direction, doc: Document = document): void {
  doc.documentElement.lang = locale;
  doc.documentElement.dir = dir;
}

/** `text` as a bidi isolate (FSI … PDI), the string form of `<bdi>`: a customer's own words keep
 * their direction inside a translated sentence of the other one ("سببك: The pizza was cold."). */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
