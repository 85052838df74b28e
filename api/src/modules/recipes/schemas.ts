// Contract of the recipes (Foodyman's receipts, /rest/receipts/*) and of adding a recipe's
// box to the cart (/dashboard/user/cart/insert-receipt/{id}). A recipe's box is the branch's
// dishes it needs, priced by the server as cart lines (docs/content.md).
import { Type } from 'typebox';
import {
  dateField, localeQuery, nullable, nullableString, pageOf, pageQuery, positiveId, stringEnum, successEnvelope,
} from '../../http/schemas';
import { Cart, CartShopTax, CartStock } from '../cart';
import { CategoryTitle, plainTextOf, richTextOf } from '../content';

const MONEY = 'in the requested currency, computed as a cart line';

export const DISH_AVAILABILITIES = ['available', 'unavailable', 'out_of_stock'] as const;
export const RecipeDishAvailability = stringEnum(DISH_AVAILABILITIES, 'RecipeDishAvailability',
  'Whether the branch can sell the dish now: available, unavailable (off the menu) or out_of_stock (fewer left than needed).');

export const RecipeBoxLine = Type.Object({
  stock_id: Type.Integer({ description: 'The dish (stock) of the branch: what a cart line would hold.' }),
  quantity: Type.Integer({ description: 'How many the recipe needs.' }),
  available: Type.Boolean({ description: 'Whether the branch can sell it now: false when the dish is off the menu or short of stock.' }),
  availability: RecipeDishAvailability,
  price: Type.Number({ description: `(unit price + unit tax) × quantity, ${MONEY}.` }),
  discount: Type.Number({ description: `Unit discount × quantity, ${MONEY}.` }),
  total_price: Type.Number({ description: 'price − discount.' }),
  stock: CartStock,
}, { title: 'RecipeBoxLine', description: 'A dish of a recipe\'s box at one branch.' });

export const RecipeBox = Type.Object({
  shop_id: Type.Integer({ description: 'The branch the box is of.' }),
  currency_id: Type.Integer({ description: 'The currency of the amounts (the requested one).' }),
  rate: Type.Number({ description: 'That currency\'s rate.' }),
  lines: Type.Array(RecipeBoxLine, { description: 'The dishes, by stock id; unavailable ones included (and left out of the amounts).' }),
  price: Type.Number({ description: 'Sum of the available lines\' prices, as the cart\'s `price`.' }),
  total_discount: Type.Number({ description: 'Sum of their discounts.' }),
  total_price: Type.Number({ description: 'price − total_discount: what the cart would show for these lines.' }),
  shop_tax: CartShopTax,
  total_with_tax: Type.Number({ description: 'total_price + shop_tax.price.' }),
  unavailable_count: Type.Integer({ description: 'How many of the lines are not available at the branch.' }),
}, {
  title: 'RecipeBox',
  description: 'The branch\'s dishes a recipe needs, priced by the server exactly as a cart with these lines (the available ones).',
});

export const RecipeNutrition = Type.Object({
  calories: Type.Integer({ description: 'kcal per serving.' }),
  protein: Type.Integer({ description: 'Protein per serving, g.' }),
  carbs: Type.Integer({ description: 'Carbohydrates per serving, g.' }),
  fats: Type.Integer({ description: 'Fats per serving, g.' }),
}, { title: 'RecipeNutrition', description: 'Nutrition per serving.' });

export const RecipeTranslation = Type.Object({
  title: Type.String({ description: 'Title of the recipe; empty when it has no translation.' }),
  description: Type.String({ description: plainTextOf('An introduction to the recipe') }),
  description_html: Type.String({ description: richTextOf('An introduction to the recipe') }),
  ingredients: Type.Array(Type.String(), { description: 'Ingredients with their amounts, one per entry (plain text).' }),
  steps: Type.Array(Type.String(), { description: 'The steps, in order (plain text).' }),
}, { title: 'RecipeTranslation', description: 'A recipe\'s texts in the requested language, else the default one.' });

export const Recipe = Type.Object({
  id: Type.Integer({ description: 'Id of the recipe: what `GET /rest/receipts/{id}` and insert-receipt take.' }),
  img: nullableString('Picture: a path under `/storage/images/` or a full URL; null when none.'),
  category: nullable(CategoryTitle),
  active_time: Type.Integer({ description: 'Hands-on time, minutes.' }),
  total_time: Type.Integer({ description: 'Time from start to table, minutes.' }),
  servings: Type.Integer({ description: 'How many it serves.' }),
  nutrition: RecipeNutrition,
  translation: RecipeTranslation,
  box: nullable(RecipeBox),
  created_at: dateField('When it was added'),
}, { title: 'Recipe', description: 'A published recipe (Foodyman\'s receipt), with its box at the branch asked for.' });

const branchOfBox = (required: string) => positiveId(`The branch whose box to show${required}; an unknown one → 400 \`params.shop_id\`.`);

export const RecipesQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  shop_id: Type.Optional(branchOfBox(' (absent: `box` is null)')),
  category_id: Type.Optional(positiveId('Only recipes of this category (one with no recipe answers an empty page).')),
});
export const RecipeQuery = Type.Object({ ...localeQuery, shop_id: Type.Optional(branchOfBox(' (absent: `box` is null)')) });
export const RecipeParams = Type.Object({ id: positiveId('Id of a published recipe; a draft or an unknown one → 404.') });

export const InsertRecipeBody = Type.Object({
  shop_id: branchOfBox(''),
  currency_id: Type.Optional(Type.Integer({ description: 'Same as the query parameter (Foodyman sends it in the body); wins over it.' })),
}, { title: 'InsertRecipe', description: 'The branch whose dishes of the recipe go into the cart.' });

export const RecipeCartResult = Type.Object({
  cart: Cart,
  skipped: Type.Array(RecipeBoxLine, { description: 'The box\'s dishes not available at the branch, left out of the cart.' }),
}, { title: 'RecipeCartResult', description: 'The cart after the recipe\'s box was added, and what was left out.' });

export const RecipePage = pageOf('RecipePage', Recipe, 'A page of recipes.', 'Published recipes, by position then id.');
export const RecipeResponse = successEnvelope('RecipeResponse', Recipe, 'One recipe.');
export const RecipeCartResponse = successEnvelope('RecipeCartResponse', RecipeCartResult, 'The cart with the recipe\'s box.');
