// Content of the storefront's information pages (docs/content.md): pages, careers and FAQs. Rich
// texts (page and career descriptions, FAQ answers, and recipes' descriptions) are stored as
// Markdown and answered as sanitised HTML (http/rich-text.ts). `status` 'draft' rows (recipes'
// too) are never answered publicly.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, translationsTable, timestamps, position } from '../../db/columns';
import { categories } from '../catalogue';
import { shops } from '../shops';

export const CONTENT_STATUSES = ['draft', 'published'] as const;
/** Whether a piece of content is answered publicly: a draft never is. */
export const contentStatus = () => text('status', { enum: CONTENT_STATUSES }).notNull().default('draft');
export const PAGE_TYPES = ['about', 'all_about', 'delivery', 'privacy', 'terms'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** A page of the storefront by type: `about`, the sections of the about page (`all_about`),
 * the courier recruitment page (`delivery`), `privacy` and `terms`. */
export const pages = pgTable('pages', {
  id: id(),
  type: text('type', { enum: PAGE_TYPES }).notNull(),
  /** Order among the pages of its type (the about page's sections); the first published one is
   * the page of a single-page type. */
  position: position(),
  img: text('img'),
  status: contentStatus(),
  ...timestamps(),
}, (t) => [index('pages_type_position').on(t.type, t.position)]);

export const pageTranslations = translationsTable('page_translations', { key: 'pageId', parent: () => pages.id }, {
  title: text('title').notNull(),
  /** Markdown. */
  description: text('description').notNull().default(''),
  buttonText: text('button_text').notNull().default(''),
});

export const CAREER_TYPES = ['full_time', 'part_time', 'contract', 'seasonal', 'internship'] as const;

/** An open position: in a category (categories.type 'career'), at a branch or at the head office
 * (shop_id null). */
export const careers = pgTable('careers', {
  id: id(),
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
  shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
  type: text('type', { enum: CAREER_TYPES }).notNull(),
  position: position(),
  status: contentStatus(),
  ...timestamps(),
}, (t) => [index('careers_category_id').on(t.categoryId), index('careers_shop_id').on(t.shopId)]);

export const careerTranslations = translationsTable('career_translations', { key: 'careerId', parent: () => careers.id }, {
  title: text('title').notNull(),
  /** Where the work is, in words (e.g. "Queen West branch, Toronto"). */
  location: text('location').notNull().default(''),
  /** Markdown. */
  description: text('description').notNull().default(''),
});

/** A question of the help page, in a category (categories.type 'faq'). */
export const faqs = pgTable('faqs', {
  id: id(),
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
  position: position(),
  status: contentStatus(),
  ...timestamps(),
}, (t) => [index('faqs_category_id').on(t.categoryId)]);

export const faqTranslations = translationsTable('faq_translations', { key: 'faqId', parent: () => faqs.id }, {
  question: text('question').notNull(),
  /** Markdown. */
  answer: text('answer').notNull().default(''),
});
