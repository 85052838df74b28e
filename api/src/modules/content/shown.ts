// SQL pieces shared by the content lists (pages, careers, FAQs, recipes): the translation shown
// (the requested language, else the default one), the category's title, the published filter and
// the text search.
import { eq, getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../http/request-context';
import { shownLocale } from '../../http/translation';

/** `"table"."column"`: a column of the outer query named in a subquery, where drizzle's bare
 * `"column"` would be read as the subquery's own column of that name. */
export const qualified = (column: AnyPgColumn): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** Only what may be answered publicly: drafts never are. */
export const isPublished = (status: AnyColumn): SQL => eq(status, 'published');

/** The translation row (all its columns, snake_case) of the owner `ownerId` in `table`, keyed by
 * `ownerColumn`: the requested language's, else the default language's; null when neither exists. */
export function shownTranslation<T>(table: string, ownerColumn: string, ownerId: AnyPgColumn, ctx: RequestContext): SQL<T | null> {
  return sql<T | null>`(select row_to_json(t) from ${sql.identifier(table)} t
    where t.${sql.identifier(ownerColumn)} = ${qualified(ownerId)} and ${shownLocale(sql`t.locale`, ctx)})`;
}

export interface CategoryTitleView {
  id: number;
  title: string;
}

/** `{id, title}` of the category `categoryId` names, titled in the request's language (else the
 * default one); null when there is none. */
export function categoryTitle(categoryId: AnyPgColumn, ctx: RequestContext): SQL<CategoryTitleView | null> {
  return sql<CategoryTitleView | null>`(select json_build_object('id', c.id, 'title', coalesce((select ct.title
      from category_translations ct where ct.category_id = c.id and ${shownLocale(sql`ct.locale`, ctx)}), ''))
    from categories c where c.id = ${qualified(categoryId)})`;
}

/** `search` as an ILIKE pattern matching it anywhere, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (search: string): string => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Whether the shown translation (as `shownTranslation` picks it) of the owner holds `search` in
 * one of `columns`, case-insensitively. */
export function shownTextContains(
  table: string, ownerColumn: string, ownerId: AnyPgColumn, columns: string[], search: string, ctx: RequestContext,
): SQL {
  const text = sql.join(columns.map((column) => sql`t.${sql.identifier(column)}`), sql` || ' ' || `);
  return sql`coalesce((select ${text} from ${sql.identifier(table)} t
    where t.${sql.identifier(ownerColumn)} = ${qualified(ownerId)} and ${shownLocale(sql`t.locale`, ctx)}), '') ilike ${containsPattern(search)}`;
}
