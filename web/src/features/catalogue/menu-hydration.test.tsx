import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Cache } from '@apollo/client';
import { canonicalStringify, getOperationName } from '@apollo/client/utilities';
import { getApolloClient } from '../../shared/lib/apollo';
import { holdAnswers, renderWithApp } from '../../test/render';
import { cacheWith } from '../../test/cache';
import { branch, branchesMock, card, menuMock, recommendedMock } from '../../test/catalogue-fixtures';
import { CATEGORIES_PER_PAGE, PRODUCTS_PER_CATEGORY } from './hooks/use-branch-menu';
import { Home } from './components/home';

const pizza = card('margherita', 'Margherita', 12.5);
const salad = card('garden-salad', 'Garden Salad', 8);
const menu = menuMock(501, [{ id: 1, title: 'Pizza', products: [pizza] }, { id: 2, title: 'Salads', products: [salad] }]);

// The page arrived with the branch menu just fetched (as a server-rendered page does).
getApolloClient({
  sweepEveryMs: 0,
  initialState: {
    cache: {},
    fresh: [`branchProducts:${canonicalStringify({ shop_id: 501, page: 1, perPage: CATEGORIES_PER_PAGE, productPerPage: PRODUCTS_PER_CATEGORY })}`],
  },
});

/** Every end marker is in view as soon as it is observed. */
class InView {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    queueMicrotask(() => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
  disconnect() {}
  unobserve() {}
}

describe('home: the menu read from the cache', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is read card by card, never as the whole menu at once, and is not fetched again', async () => {
    const cache = cacheWith(menu);
    const diff = vi.spyOn(cache, 'diff');
    // No answer for BranchMenu: fetching it would fail the menu.
    renderWithApp(<Home />, { cache, mocks: [branchesMock([branch(501, 'Downtown')]), recommendedMock(501, [salad])] });
    const sections = await screen.findAllByTestId('menu-category');
    expect(sections.map((section) => within(section).getByRole('heading').textContent)).toEqual(['Pizza', 'Salads']);
    expect(within(sections[0]).getByRole('link', { name: /Margherita/ })).toBeInTheDocument();
    const reads = diff.mock.calls.map(([options]: [Cache.DiffOptions]) => options.id ?? getOperationName(options.query));
    expect(reads).not.toContain('BranchMenu');
    expect(reads).toContain('BranchMenuOutline');
    expect(reads).toEqual(expect.arrayContaining([cache.identify(pizza), cache.identify(salad)]));
  });

  it('fetches the next page of categories with their dishes when the end of the menu comes into view', async () => {
    vi.stubGlobal('IntersectionObserver', InView);
    const soup = card('tomato-soup', 'Tomato Soup', 6);
    // Only the whole menu's document answers: the cards' fields must come with each page.
    const second = menuMock(501, [{ id: 3, title: 'Soups', products: [soup] }], { page: 2, lastPage: 2 });
    const answers = holdAnswers((name, variables) => name === 'BranchMenu' && variables.page === 2);
    renderWithApp(<Home />, {
      mocks: [branchesMock([branch(501, 'Downtown')]), menuMock(501, [{ id: 1, title: 'Pizza', products: [pizza] }], { page: 1, lastPage: 2 }), second],
      onRequest: answers.onRequest,
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading more dishes…' })).toBeInTheDocument();
    answers.release();
    const soups = await screen.findByRole('heading', { name: 'Soups' });
    expect(within(soups.closest('section')!).getByRole('link', { name: /Tomato Soup/ })).toBeInTheDocument();
    expect(screen.getAllByTestId('menu-category').map((section) => within(section).getByRole('heading').textContent)).toEqual(['Pizza', 'Soups']);
    expect(screen.queryByRole('progressbar', { name: 'Loading more dishes…' })).not.toBeInTheDocument();
  });
});
