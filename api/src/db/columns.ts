// Columns most tables share: an identity id, the times a row was made and last changed, a
// position; and the one shape of every `*_translations` table. Money columns hold integer minor
// units (cents) of the base currency (USD); percentages (tax) are plain numbers.
import {
  integer, pgTable, text, timestamp, unique, type AnyPgColumn, type PgColumnBuilderBase, type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import type { BuildExtraConfigColumns } from 'drizzle-orm';

export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
export const createdAt = () => timestamp('created_at', { mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { mode: 'date' }).notNull().defaultNow();
/** `created_at` and `updated_at`, spread last into a table's columns. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
/** A row's order among its siblings, smallest first. */
export const position = () => integer('position').notNull().default(0);

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const parentKey = (column: string, parent: () => AnyPgColumn) => integer(column).notNull().references(parent, { onDelete: 'cascade' });
const locale = () => text('locale').notNull();

type TranslationColumns<K extends string, C> =
  { id: ReturnType<typeof id> } & Record<K, ReturnType<typeof parentKey>> & { locale: ReturnType<typeof locale> } & C;

interface TranslationsOf<K extends string> {
  /** The key of the parent's id, e.g. `productId` (its column: `product_id`). */
  key: K;
  parent: () => AnyPgColumn;
  /** The unique constraint's name, when not `<table>_<parent>_locale` (`<parent>`: the key's column without `_id`). */
  uniqueName?: string;
}

/**
 * A table of a row's texts per language (`product_translations`): one row per parent and locale,
 * deleted with its parent; `texts` are its own columns, `more` its other indexes.
 */
export function translationsTable<N extends string, K extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  of: TranslationsOf<K>,
  texts: C,
  more: (t: BuildExtraConfigColumns<N, TranslationColumns<K, C>, 'pg'>) => PgTableExtraConfigValue[] = () => [],
) {
  const column = snakeCase(of.key);
  const columns = {
    id: id(),
    ...({ [of.key]: parentKey(column, of.parent) } as Record<K, ReturnType<typeof parentKey>>),
    locale: locale(),
    ...texts,
  } as TranslationColumns<K, C>;
  const uniqueName = of.uniqueName ?? `${name}_${column.replace(/_id$/, '')}_locale`;
  return pgTable(name, columns, (t) => [unique(uniqueName).on(t[of.key], t.locale), ...more(t)]);
}

