// The settings' tables: the restaurant's settings (key/value) and the UI strings per language.
import { boolean, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns';

export const settings = pgTable('settings', {
  id: id(),
  key: text('key').notNull().unique(),
  value: text('value'),
  ...timestamps(),
});

/** UI strings served by /rest/translations/paginate. */
export const translations = pgTable('translations', {
  id: id(),
  key: text('key').notNull(),
  locale: text('locale').notNull(),
  value: text('value').notNull(),
  status: boolean('status').notNull().default(true),
}, (t) => [unique('translations_key_locale').on(t.key, t.locale)]);
