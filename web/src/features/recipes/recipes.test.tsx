import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { CartDocument, DeleteCartDocument } from '../../graphql/cart.generated';
import {
  InsertRecipeBoxDocument,
  RecipeCategoriesDocument,
  RecipeDocument,
  RecipesDocument,
  type RecipeBoxLineFieldsFragment,
  type RecipeCardFragment,
} from '../../graphql/recipes.generated';
import { apiError, signInForTest } from '../../test/account-fixtures';
import { serverCart } from '../../test/cart-fixtures';
import { branch, branchesMock } from '../../test/catalogue-fixtures';
import { findDialog, holdAnswers, renderRoutes, setViewportWidth, testStore, waitForToaster } from '../../test/render';

const SLOW = 20_000;

function recipeCard(id: number, title: string): RecipeCardFragment & { __typename: 'Recipe' } {
  return {
    __typename: 'Recipe', id, img: `recipes/${id}.svg`, active_time: 15, total_time: 40, servings: 4,
    category: { __typename: 'CategoryTitle', id: 2, title: 'Pasta' },
    translation: { __typename: 'RecipeTranslation', title },
  } as RecipeCardFragment & { __typename: 'Recipe' };
}

function recipesMock(outcome: ReadonlyArray<RecipeCardFragment> | GraphQLError): MockedResponse {
  return {
    request: { query: RecipesDocument, variables: {} },
    result: outcome instanceof GraphQLError ? { errors: [outcome] } : { data: { recipes: { __typename: 'RecipePage', items: outcome } } },
  };
}

const categoriesMock = (): MockedResponse => ({
  request: { query: RecipeCategoriesDocument },
  result: { data: { contentCategories: { __typename: 'ContentCategoryPage', items: [
    { __typename: 'ContentCategory', id: 2, items_count: 3, translation: { __typename: 'ContentCategoryTranslation', title: 'Pasta' } },
    { __typename: 'ContentCategory', id: 3, items_count: 1, translation: { __typename: 'ContentCategoryTranslation', title: 'Salads' } },
    { __typename: 'ContentCategory', id: 4, items_count: 0, translation: { __typename: 'ContentCategoryTranslation', title: 'Empty one' } },
  ] } } },
});

function line(stockId: number, title: string, price: number, availability: RecipeBoxLineFieldsFragment['availability'] = 'available') {
  return {
    __typename: 'RecipeBoxLine', stock_id: stockId, quantity: 2, available: availability === 'available', availability, total_price: price,
    stock: {
      __typename: 'CartStock', id: stockId,
      product: { __typename: 'CartProduct', id: stockId, uuid: `p-${stockId}`, img: '', translation: { __typename: 'ProductTranslation', id: stockId, title } },
    },
  };
}

const SAUCE = line(31, 'Tomato sauce', 8.4);
const PASTA = line(32, 'Fresh tagliatelle', 12.6);
const BASIL = line(33, 'Basil pesto', 5, 'out_of_stock');

function recipeMock(shopId: number): MockedResponse {
  return {
    request: { query: RecipeDocument, variables: { id: 7, shopId } },
    result: { data: { recipe: {
      ...recipeCard(7, 'Tagliatelle al pomodoro'),
      nutrition: { __typename: 'RecipeNutrition', calories: 520, protein: 18, carbs: 80, fats: 12 },
      translation: {
        __typename: 'RecipeTranslation', title: 'Tagliatelle al pomodoro',
        description: '<p>A <strong>quick</strong> classic.</p>',
        ingredients: ['400 g tagliatelle', '1 jar of sauce'], steps: ['Boil the pasta.', 'Warm the sauce.'],
      },
      box: {
        __typename: 'RecipeBox', shop_id: shopId, price: 21, total_discount: 0, total_price: 21, total_with_tax: 23.73, unavailable_count: 1,
        shop_tax: { __typename: 'CartShopTax', price: 2.73 },
        lines: [SAUCE, PASTA, BASIL],
      },
    } } },
    maxUsageCount: 5,
  };
}

const ownCartMock = (cart: ReturnType<typeof serverCart> | null): MockedResponse => ({
  request: { query: CartDocument },
  result: cart ? { data: { cart } } : { errors: [apiError(404, 'ERROR_404', 'Not found')] },
  maxUsageCount: 5,
});

function insertMock(shopId: number, onRequest?: () => void, outcome?: GraphQLError): MockedResponse {
  const cart = { ...serverCart(1), shop_id: shopId };
  return {
    request: { query: InsertRecipeBoxDocument, variables: { id: 7, shopId } },
    result: () => {
      onRequest?.();
      return outcome ? { errors: [outcome] } : { data: { insertRecipeBox: { __typename: 'RecipeCartResult', cart, skipped: [BASIL] } } };
    },
  };
}

const branches = () => branchesMock([branch(501, 'Queen Street')]);

function openRecipe(mocks: MockedResponse[]) {
  const store = testStore();
  store.setState({ branchId: 501 });
  const result = renderRoutes({ route: '/recipes/7', store, mocks: [branches(), branches(), recipeMock(501), ...mocks] });
  return result;
}

describe('/recipes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows placeholders while loading, then each recipe as a card with its picture, time and servings', async () => {
    setViewportWidth(360);
    const answers = holdAnswers('Recipes');
    renderRoutes({
      route: '/recipes',
      mocks: [recipesMock([recipeCard(7, 'Tagliatelle al pomodoro'), recipeCard(8, 'Greek salad')]), categoriesMock()],
      onRequest: answers.onRequest,
    });
    expect(await screen.findByTestId('recipes-loading')).toBeInTheDocument();
    answers.release();
    const cards = await screen.findAllByTestId('recipe-card');
    expect(screen.queryByTestId('recipes-loading')).not.toBeInTheDocument();
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('link', { name: 'Tagliatelle al pomodoro' })).toHaveAttribute('href', '/recipes/7');
    expect(first.getByText('Total time 40 min')).toBeInTheDocument();
    expect(first.getByText('Serves 4')).toBeInTheDocument();
    expect(cards[0].querySelector('img')).toHaveAttribute('src', '/storage/images/recipes/7.svg');
    expect(screen.getByRole('heading', { level: 1, name: 'Recipes' })).toBeInTheDocument();
    expect(document.title).toBe('Recipes · Storefront');
    // The categories that hold recipes, as links; "All" is the current one.
    const filter = screen.getByRole('navigation', { name: 'Recipe categories' });
    expect(within(filter).getAllByRole('link').map((l) => l.textContent)).toEqual(['All', 'Pasta', 'Salads']);
    expect(within(filter).getByRole('link', { name: 'Pasta' })).toHaveAttribute('href', '/recipes?category=2');
    expect(within(filter).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when there is no recipe', async () => {
    renderRoutes({ route: '/recipes', mocks: [recipesMock([]), categoriesMock()] });
    expect(await screen.findByText('No recipes here yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('recipe-card')).not.toBeInTheDocument();
  });

  it('offers to try again when the recipes cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes({ route: '/recipes', mocks: [recipesMock(apiError(500, 'ERROR_500', 'Boom')), recipesMock([recipeCard(7, 'Tagliatelle al pomodoro')]), categoriesMock()] });
    expect(await screen.findByText('The recipes could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('recipe-card')).toBeInTheDocument();
  });
});

describe('/recipes/{id}', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the recipe with its box at the selected branch: server prices, the unavailable dish, the totals', async () => {
    setViewportWidth(1280);
    openRecipe([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tagliatelle al pomodoro' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    // The description is the api's sanitised HTML; the rest plain text.
    expect(screen.getByText('quick').tagName).toBe('STRONG');
    expect(within(screen.getByRole('region', { name: 'Ingredients' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Steps' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Boil the pasta.', 'Warm the sauce.']);
    expect(screen.getByText('520 kcal')).toBeInTheDocument();

    const box = screen.getByRole('region', { name: 'Recipe box' });
    expect(within(box).getByText('Dishes of Queen Street, priced for you now.')).toBeInTheDocument();
    const lines = within(box).getAllByTestId('box-line');
    expect(lines.map((l) => l.getAttribute('data-available'))).toEqual(['true', 'true', 'false']);
    expect(within(lines[0]).getByTestId('money').textContent).toBe('$8.40');
    expect(within(lines[2]).getByText('Out of stock')).toBeInTheDocument();
    expect(within(box).getByText('1 dish is not available at this branch and will not be added.')).toBeInTheDocument();
    expect(within(box).getByTestId('box-total').textContent).toBe('$23.73');
  });

  it('a guest is sent to sign in, and comes back to the recipe', async () => {
    const { router } = openRecipe([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add all to cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/recipes/7');
  });

  it('adds the box in one request and names the dishes left out', async () => {
    signInForTest({ id: 5 });
    let inserts = 0;
    openRecipe([ownCartMock(null), insertMock(501, () => inserts++)]);
    await waitForToaster();
    await userEvent.click(await screen.findByRole('button', { name: 'Add all to cart' }));
    expect(await screen.findByText('The recipe box is in your cart, without: Basil pesto.')).toBeInTheDocument();
    expect(inserts).toBe(1);
  }, SLOW);

  it('asks before replacing a cart of another branch, then empties it and adds the box', async () => {
    signInForTest({ id: 5 });
    let inserts = 0;
    const deleted = vi.fn();
    openRecipe([
      ownCartMock(serverCart(2)), // branch 3
      { request: { query: DeleteCartDocument, variables: { input: { ids: [1] } } }, result: () => { deleted(); return { data: { deleteCart: null } }; } },
      insertMock(501, () => inserts++),
    ]);
    await waitForToaster();
    const add = await screen.findByRole('button', { name: 'Add all to cart' });
    await waitFor(() => expect(screen.queryByText('Margherita')).toBeNull()); // the cart is read (not shown on this page)
    await userEvent.click(add);
    const dialog = await findDialog('alertdialog', 'Start a new cart?');
    expect(within(dialog).getByText("Your cart holds dishes from another branch. Clear it and add this recipe's dishes?")).toBeInTheDocument();
    expect(inserts).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear cart', hidden: true }));
    expect(await screen.findByText('The recipe box is in your cart, without: Basil pesto.')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(inserts).toBe(1);
  }, SLOW);

  it('asks too when the api answers that the cart is of another branch (ERROR_440)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInForTest({ id: 5 });
    openRecipe([ownCartMock(null), insertMock(501, undefined, apiError(400, 'ERROR_440', 'Other shop'))]);
    await waitForToaster();
    await userEvent.click(await screen.findByRole('button', { name: 'Add all to cart' }));
    expect(await findDialog('alertdialog', 'Start a new cart?')).toBeInTheDocument();
  }, SLOW);

  it('an unknown recipe is "page not found"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = testStore();
    store.setState({ branchId: 501 });
    renderRoutes({ route: '/recipes/99', store, mocks: [branches(), branches(), {
      request: { query: RecipeDocument, variables: { id: 99, shopId: 501 } },
      result: { errors: [apiError(404, 'ERROR_404', 'Not found')] },
    }] });
    expect(await screen.findByText('This page does not exist.')).toBeInTheDocument();
  });
});
