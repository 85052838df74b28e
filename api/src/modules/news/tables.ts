// The news' tables: news items (Foodyman's blogs) and their translations.
import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from '../../db/columns';

/** News items (Foodyman's blogs): a draft until `published_at` is set by publishing. */
export const blogs = pgTable('blogs', {
  id: id(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  img: text('img'),
  publishedAt: timestamp('published_at', { mode: 'date' }),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('blogs_published_at').on(t.publishedAt, t.id)]);

export const blogTranslations = pgTable('blog_translations', {
  id: id(),
  blogId: integer('blog_id').notNull().references(() => blogs.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
  shortDesc: text('short_desc').notNull().default(''),
  description: text('description').notNull().default(''),
}, (t) => [unique('blog_translations_blog_locale').on(t.blogId, t.locale)]);
