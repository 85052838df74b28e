// Recipes (Foodyman's receipts): published ones only, texts in the requested language else
// the default one, each with its box at the branch asked for (box.ts). Adding a box to the cart
// goes through the cart's own insert (its rules, its prices); dishes the branch cannot sell now
// are left out and reported.
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { resourceDate } from '../../http/envelope';
import { fieldRefusal, notFound } from '../../http/errors';
import { pageOffset, paginated, type PageRequest, type PageUrl } from '../../http/pagination';
import type { RequestContext } from '../../http/request-context';
import { plainText, richText } from '../../http/rich-text';
import type { CartService } from '../cart';
import { categoryTitle, isPublished, shownTranslation, type CategoryTitleView } from '../content';
import { recipes } from './tables';
import type { RecipeBoxes, RecipeBoxView } from './box';

export const RECIPE_MESSAGES = {
  nothingAvailable: 'None of this recipe\'s dishes is available at this branch now.',
} as const;

/** No dish of the box can be sold at the branch now: nothing to add. */
const nothingAvailable = () => fieldRefusal('ERROR_490', 'shop_id', RECIPE_MESSAGES.nothingAvailable, { code: 'unavailable' });

interface RecipeText { title: string; description: string; ingredients: string[]; steps: string[] }
interface RecipeRow { recipe: typeof recipes.$inferSelect; text: RecipeText | null; category: CategoryTitleView | null }

function recipeView({ recipe, text, category }: RecipeRow, box: RecipeBoxView | null) {
  return {
    id: recipe.id,
    img: recipe.img,
    category,
    active_time: recipe.activeTime,
    total_time: recipe.totalTime,
    servings: recipe.servings,
    nutrition: { calories: recipe.calories, protein: recipe.protein, carbs: recipe.carbs, fats: recipe.fats },
    translation: {
      title: text?.title ?? '',
      description: plainText(text?.description ?? ''),
      description_html: richText(text?.description ?? ''),
      ingredients: text?.ingredients ?? [],
      steps: text?.steps ?? [],
    },
    box,
    created_at: resourceDate(recipe.createdAt),
  };
}

export interface RecipeFilter {
  categoryId?: number;
  shopId?: number;
}

export function createRecipesService(db: Database, boxes: RecipeBoxes, cart: CartService) {
  const columns = (ctx: RequestContext) => ({
    recipe: recipes,
    text: shownTranslation<RecipeText>('recipe_translations', 'recipe_id', recipes.id, ctx),
    category: categoryTitle(recipes.categoryId, ctx),
  });

  /** The rows as Recipes, with their boxes at `shopId` (null boxes without one). */
  async function views(rows: RecipeRow[], shopId: number | undefined, ctx: RequestContext) {
    const byRecipe = shopId === undefined ? new Map<number, RecipeBoxView>() : await boxes.boxesOf(rows.map((row) => row.recipe.id), shopId, ctx);
    return rows.map((row) => recipeView(row, byRecipe.get(row.recipe.id) ?? null));
  }

  /** A published recipe's row; a draft or an unknown id → 404. */
  async function publishedRecipe(id: number, ctx: RequestContext): Promise<RecipeRow> {
    const [row] = await db.select(columns(ctx)).from(recipes).where(and(eq(recipes.id, id), isPublished(recipes.status)));
    if (!row) throw notFound();
    return row;
  }

  return {
    /** Published recipes (of a category when given), by position then id. */
    async list(filter: RecipeFilter, page: PageRequest, url: PageUrl, ctx: RequestContext) {
      const where = and(isPublished(recipes.status), filter.categoryId === undefined ? undefined : eq(recipes.categoryId, filter.categoryId));
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(recipes).where(where),
        db.select(columns(ctx)).from(recipes).where(where).orderBy(asc(recipes.position), asc(recipes.id))
          .limit(page.perPage).offset(pageOffset(page)),
      ]);
      return paginated(await views(rows, filter.shopId, ctx), total, page, url);
    },

    /** A published recipe with its box at `shopId` when given. */
    async show(id: number, shopId: number | undefined, ctx: RequestContext) {
      const [view] = await views([await publishedRecipe(id, ctx)], shopId, ctx);
      return view;
    },

    /** Puts the available dishes of the recipe's box at `shopId` into the user's cart (each line
     * holding at least what the recipe needs) and reports the others; the cart's rules apply (a
     * cart of another branch with lines → ERROR_440). */
    async addToCart(userId: number, id: number, shopId: number, ctx: RequestContext) {
      await publishedRecipe(id, ctx);
      const box = (await boxes.boxesOf([id], shopId, ctx)).get(id)!;
      const available = box.lines.filter((line) => line.available);
      if (!available.length) throw nothingAvailable();
      const products = available.map((line) => ({ stock_id: line.stock_id, quantity: line.quantity }));
      const cartView = await cart.ensureQuantities(userId, ctx, { shop_id: shopId, products });
      return { cart: cartView, skipped: box.lines.filter((line) => !line.available) };
    },
  };
}

export type RecipesService = ReturnType<typeof createRecipesService>;
