// The demo's information content (content-data.ts): pages, categories, careers, FAQs and recipes
// with a box of each branch's dishes. Ensured on every start of a demo-seeded database (see
// demo-refresh.ts), so a database seeded before the content existed gets it too. It is added
// once, in one transaction that first claims the `demo.content` marker: a restart, or a second
// api process starting at the same moment, finds the marker and adds nothing.
import { inArray, isNotNull, asc } from 'drizzle-orm';
import type { Database } from '../client';
import {
  appMeta, careers, careerTranslations, categories, categoryTranslations, faqs, faqTranslations, pages, pageTranslations, recipes,
  recipeStocks, recipeTranslations, shops, stocks,
} from '../schema';
import {
  DEMO_CAREERS, DEMO_CONTENT_CATEGORIES, DEMO_FAQS, DEMO_PAGES, DEMO_RECIPES, type ContentCategoryKey, type DemoRecipe,
} from './content-data';
import { BRANCHES } from './demo-data';

type Tx = Database;

export const CONTENT_MARKER = 'demo.content';

/** Rows of a translation table, one per locale of `texts`. */
const perLocale = <T, R>(texts: Record<string, T>, row: (locale: string, text: T) => R): R[] =>
  Object.entries(texts).map(([locale, text]) => row(locale, text));

async function addCategories(tx: Tx): Promise<Map<ContentCategoryKey, number>> {
  const ids = new Map<ContentCategoryKey, number>();
  for (const [input, category] of DEMO_CONTENT_CATEGORIES.entries()) {
    const [row] = await tx.insert(categories).values({ type: category.type, input: input + 1 }).returning({ id: categories.id });
    ids.set(category.key, row.id);
    await tx.insert(categoryTranslations).values(perLocale(category.texts, (locale, [title, description]) => ({
      categoryId: row.id, locale, title, description,
    })));
  }
  return ids;
}

async function addPages(tx: Tx) {
  for (const page of DEMO_PAGES) {
    const [row] = await tx.insert(pages).values({ type: page.type, position: page.position, img: page.img, status: 'published' })
      .returning({ id: pages.id });
    await tx.insert(pageTranslations).values(perLocale(page.texts, (locale, [title, description, buttonText]) => ({
      pageId: row.id, locale, title, description, buttonText,
    })));
  }
}

/** The demo branches' ids by key: branches were seeded in BRANCHES' order. */
async function branchIds(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx.select({ id: shops.id }).from(shops).where(isNotNull(shops.parentId)).orderBy(asc(shops.id));
  return new Map(BRANCHES.map((branch, i) => [branch.key, rows[i]?.id]));
}

async function addCareers(tx: Tx, categoryIds: Map<ContentCategoryKey, number>, branches: Map<string, number>) {
  for (const [position, career] of DEMO_CAREERS.entries()) {
    const [row] = await tx.insert(careers).values({
      categoryId: categoryIds.get(career.category), shopId: career.branch === null ? null : branches.get(career.branch),
      type: career.type, position, status: 'published',
    }).returning({ id: careers.id });
    await tx.insert(careerTranslations).values(perLocale(career.texts, (locale, [title, location, description]) => ({
      careerId: row.id, locale, title, location, description,
    })));
  }
}

async function addFaqs(tx: Tx, categoryIds: Map<ContentCategoryKey, number>) {
  for (const [position, faq] of DEMO_FAQS.entries()) {
    const [row] = await tx.insert(faqs).values({ categoryId: categoryIds.get(faq.category), position, status: 'published' })
      .returning({ id: faqs.id });
    await tx.insert(faqTranslations).values(perLocale(faq.texts, (locale, [question, answer]) => ({ faqId: row.id, locale, question, answer })));
  }
}

/** The recipe's box lines at every branch: each dish's stock there, found by its sku. */
async function boxLines(tx: Tx, recipe: DemoRecipe, recipeId: number, branches: Map<string, number>) {
  const quantities = new Map([...branches.values()].flatMap((shopId) => recipe.box.map(([slug, variant, quantity]) => [`${shopId}-${slug}-${variant}` as string, quantity] as const)));
  const found = await tx.select({ id: stocks.id, sku: stocks.sku }).from(stocks).where(inArray(stocks.sku, [...quantities.keys()]));
  return found.map((stock) => ({ recipeId, stockId: stock.id, quantity: quantities.get(stock.sku)! }));
}

async function addRecipes(tx: Tx, categoryIds: Map<ContentCategoryKey, number>, branches: Map<string, number>) {
  for (const [position, recipe] of DEMO_RECIPES.entries()) {
    const [calories, protein, carbs, fats] = recipe.nutrition;
    const [row] = await tx.insert(recipes).values({
      categoryId: categoryIds.get(recipe.category), img: recipe.img, activeTime: recipe.times[0], totalTime: recipe.times[1],
      servings: recipe.servings, calories, protein, carbs, fats, position, status: 'published',
    }).returning({ id: recipes.id });
    await tx.insert(recipeTranslations).values(perLocale(recipe.texts, (locale, text) => ({ recipeId: row.id, locale, ...text })));
    const lines = await boxLines(tx, recipe, row.id, branches);
    if (lines.length) await tx.insert(recipeStocks).values(lines);
  }
}

/** Adds the demo content unless the marker says it was added. */
export async function ensureDemoContent(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx.insert(appMeta).values({ key: CONTENT_MARKER, value: '1' }).onConflictDoNothing().returning();
    if (!claimed.length) return;
    const categoryIds = await addCategories(tx);
    const branches = await branchIds(tx);
    await addPages(tx);
    await addCareers(tx, categoryIds, branches);
    await addFaqs(tx, categoryIds);
    await addRecipes(tx, categoryIds, branches);
  });
}
