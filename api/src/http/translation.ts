// Translated rows: the requested locale, falling back to the default locale when missing.
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from './request-context';

export interface TranslatedRow {
  locale: string;
}

/** Locales to load for a request, requested first. */
export const wantedLocales = (locale: string, defaultLocale: string): string[] =>
  locale === defaultLocale ? [locale] : [locale, defaultLocale];

/** Picks one translation per owner: the requested locale's, else the default locale's. */
export function pickTranslations<T extends TranslatedRow, K>(
  rows: T[], ownerOf: (row: T) => K, locale: string,
): Map<K, T> {
  const picked = new Map<K, T>();
  for (const row of rows) {
    const owner = ownerOf(row);
    const current = picked.get(owner);
    if (!current || (current.locale !== locale && row.locale === locale)) picked.set(owner, row);
  }
  return picked;
}

interface TitledRow {
  id: number;
  locale: string;
  title: string;
  description: string;
}

/** The contract's `{id, locale, title, description}`, empty when no translation exists at all. */
export function translationView(row: TitledRow | undefined, locale: string) {
  return { id: row?.id ?? 0, locale: row?.locale ?? locale, title: row?.title ?? '', description: row?.description ?? '' };
}

/** Ends a translation subquery: of the owner's rows, the requested locale's, else the default
 * locale's. `locale` is the translation table's locale column. */
export function shownLocale(locale: SQL, ctx: RequestContext): SQL {
  return sql`${locale} in (${ctx.locale}, ${ctx.defaultLocale}) order by ${locale} = ${ctx.locale} desc limit 1`;
}
