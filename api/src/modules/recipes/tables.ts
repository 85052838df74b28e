// The recipes' tables: recipes (content, with its statuses), their translations and boxes.
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, translationsTable, timestamps, position } from '../../db/columns';
import { categories, stocks } from '../catalogue';
import { contentStatus } from '../content';

/** A recipe (Foodyman's receipt), in a category (categories.type 'receipt'). Times are in
 * minutes; nutrition is per serving (kcal, grams). */
export const recipes = pgTable('recipes', {
  id: id(),
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
  img: text('img'),
  activeTime: integer('active_time').notNull().default(0),
  totalTime: integer('total_time').notNull().default(0),
  servings: integer('servings').notNull().default(1),
  calories: integer('calories').notNull().default(0),
  protein: integer('protein').notNull().default(0),
  carbs: integer('carbs').notNull().default(0),
  fats: integer('fats').notNull().default(0),
  position: position(),
  status: contentStatus(),
  ...timestamps(),
}, (t) => [index('recipes_category_id').on(t.categoryId)]);

export const recipeTranslations = translationsTable('recipe_translations', { key: 'recipeId', parent: () => recipes.id }, {
  title: text('title').notNull(),
  /** Markdown. */
  description: text('description').notNull().default(''),
  ingredients: jsonb('ingredients').$type<string[]>().notNull().default([]),
  steps: jsonb('steps').$type<string[]>().notNull().default([]),
});

/** A recipe's box: the dishes (stocks) it needs, of each branch, and how many of each. A branch's
 * box is the lines whose stock is of one of its products. */
export const recipeStocks = pgTable('recipe_stocks', {
  recipeId: integer('recipe_id').notNull().references(() => recipes.id, { onDelete: 'cascade' }),
  stockId: integer('stock_id').notNull().references(() => stocks.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull().default(1),
}, (t) => [primaryKey({ columns: [t.recipeId, t.stockId] }), index('recipe_stocks_stock_id').on(t.stockId)]);
