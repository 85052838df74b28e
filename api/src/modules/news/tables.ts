// The news' tables: news items (Foodyman's blogs) and their translations.
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, translationsTable, timestamps } from '../../db/columns';

/** News items (Foodyman's blogs): a draft until `published_at` is set by publishing. */
export const blogs = pgTable('blogs', {
  id: id(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  img: text('img'),
  publishedAt: timestamp('published_at', { mode: 'date' }),
  active: boolean('active').notNull().default(true),
  ...timestamps(),
}, (t) => [index('blogs_published_at').on(t.publishedAt, t.id)]);

export const blogTranslations = translationsTable('blog_translations', { key: 'blogId', parent: () => blogs.id }, {
  title: text('title').notNull(),
  shortDesc: text('short_desc').notNull().default(''),
  description: text('description').notNull().default(''),
});
