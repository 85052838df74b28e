// Routes of the recipes: the public lists (/rest/receipts/*) and adding a recipe's box to the
// signed-in user's cart (/dashboard/user/cart/insert-receipt/{id}). Rules live in service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerSecurity, currentUser } from '../../http/auth';
import { success } from '../../http/envelope';
import { pageUrlOf } from '../../http/pagination';
import { InsertRecipeBody, RecipeCartResponse, RecipePage, RecipeParams, RecipeQuery, RecipeResponse, RecipesQuery } from './schemas';
import type { RecipesService } from './service';

export interface RecipesRoutesOptions {
  recipes: RecipesService;
}

const tags = ['recipes'];
const BOX = 'With `shop_id`, each recipe\'s `box`: the branch\'s dishes it needs, each priced as a cart line and marked available '
  + 'or not, and the box priced as a cart holding the available ones, in the requested currency (an unknown branch → 400 '
  + '`params.shop_id`); without, `box` is null.';

export const recipesRoutes: FastifyPluginAsyncTypebox<RecipesRoutesOptions> = async (app, { recipes }) => {
  const { requireUser } = app.deps;
  app.get('/rest/receipts/paginate', {
    schema: {
      operationId: 'recipes',
      tags,
      summary: 'Recipes, paginated',
      description: 'The published recipes, by position, optionally of one `category_id`, a page at a time (`page`, `perPage` 1..100, '
        + `default 10). ${BOX} Texts in the requested language (else the default one). Drafts are never answered. Public.`,
      querystring: RecipesQuery,
      response: { 200: RecipePage },
    },
  }, async (request) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10, category_id: categoryId, shop_id: shopId } = request.query;
    return recipes.list({ categoryId, shopId }, { page, perPage }, pageUrlOf(request.url), ctx);
  });

  app.get('/rest/receipts/:id', {
    schema: {
      operationId: 'recipe',
      tags,
      summary: 'One recipe',
      description: `Published recipe \`id\` with its ingredients, steps and nutrition. ${BOX} A draft or an unknown id → 404 ERROR_404. `
        + 'Texts in the requested language (else the default one). Public.',
      params: RecipeParams,
      querystring: RecipeQuery,
      response: { 200: RecipeResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await recipes.show(request.params.id, request.query.shop_id, ctx));
  });

  app.post('/dashboard/user/cart/insert-receipt/:id', {
    preHandler: requireUser,
    schema: {
      operationId: 'insertRecipeBox',
      tags: ['cart', ...tags],
      summary: 'Add a recipe\'s box to the signed-in user\'s cart',
      description: 'Puts the dishes of recipe `id`\'s box at branch `shop_id` into your cart, each line holding at least what the recipe '
        + 'needs (a line already holding more is kept as it is), with the rules of `insertCartProducts`; dishes the branch cannot '
        + 'sell now are left out and answered in `skipped`. A cart of another branch with lines → 400 ERROR_440 "Other shop" '
        + '(clear it with `deleteCart` and retry); no dish available → 400 ERROR_490 (on `params.shop_id`); an unknown branch → 400 '
        + '`params.shop_id`; a draft or an unknown recipe → 404 ERROR_404. Nothing is written on a refusal. Signed-in users only '
        + '(else 401 ERROR_100).',
      security: bearerSecurity,
      params: RecipeParams,
      body: InsertRecipeBody,
      response: { 200: RecipeCartResponse },
    },
  }, async (request) => {
    const ctx = await request.context(request.body);
    return success(await recipes.addToCart(currentUser(request).userId, request.params.id, request.body.shop_id, ctx));
  });
};
