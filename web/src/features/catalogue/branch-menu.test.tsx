import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '../../test/account-fixtures';
import { renderWithApp, setViewportWidth, testStore } from '../../test/render';
import {
  bannersMock,
  branch,
  branchesMock,
  card,
  categoriesMock,
  closedBranch,
  filteredMock,
  menuMock,
  mostPopularMock,
  recommendedMock,
} from '../../test/catalogue-fixtures';
import { Home } from './components/home';

const pizza = card('margherita', 'Margherita', 12.5, 1.5);
const salad = card('garden-salad', 'Garden Salad', 8);

function mocks(branches = [branch(501, 'Downtown'), branch(502, 'Midtown')]) {
  const firstOpen = (branches.find((b) => b.open_now) ?? branches[0]).id;
  return [
    branchesMock(branches),
    menuMock(firstOpen, [{ id: 1, title: 'Pizza', products: [pizza] }, { id: 2, title: 'Salads', products: [salad] }]),
    recommendedMock(firstOpen, [salad]),
  ];
}

describe('home: the branch menu', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the first open branch’s categories with their dishes and prices', async () => {
    setViewportWidth(1280);
    vi.useFakeTimers({ now: new Date(2026, 10, 18, 12, 0), shouldAdvanceTime: true });
    renderWithApp(<Home />, { mocks: mocks([closedBranch(501, 'Downtown', { open: false }, null), branch(502, 'Midtown')]) });
    const sections = await screen.findAllByTestId('menu-category');
    expect(sections.map((s) => within(s).getByRole('heading').textContent)).toEqual(['Pizza', 'Salads']);
    const margherita = within(sections[0]).getByRole('link', { name: /Margherita/ });
    expect(margherita.getAttribute('href')).toBe('/?product=margherita&branch=502');
    expect(within(sections[0]).getAllByTestId('money')[0].textContent).toBe('$11.00');
    expect(within(sections[0]).getByTestId('money-old').textContent).toBe('$12.50');
    expect(screen.getByRole('heading', { name: 'Recommended' })).toBeInTheDocument();
    expect(screen.queryByTestId('branch-closed')).not.toBeInTheDocument();
  });

  it('shows the branch\'s banners after the recommended dishes: a snapping row of sized pictures, each a link', async () => {
    const banners = bannersMock(501, [{ id: 7, title: 'Pizza night' }, { id: 8, title: 'Cook at home', url: '/recipes' }, { id: 9, title: 'Just a poster', clickable: false }]);
    renderWithApp(<Home />, { mocks: [...mocks(), banners] });
    const row = await screen.findByTestId('home-banners');
    expect(within(row).getByRole('heading', { name: 'Offers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recommended' }).compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(row).getByRole('link', { name: /Pizza night/ }).getAttribute('href')).toBe('/banners/7');
    expect(within(row).getByRole('link', { name: /Cook at home/ }).getAttribute('href')).toBe('/recipes');
    expect(within(row).queryByRole('link', { name: /Just a poster/ })).toBeNull();
    const pictures = [...row.querySelectorAll('img')];
    expect(pictures.map((img) => [img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')])).toEqual([
      ['/storage/images/banners/7.svg', '1200', '400', 'eager'],
      ['/storage/images/banners/8.svg', '1200', '400', 'lazy'],
      ['/storage/images/banners/9.svg', '1200', '400', 'lazy'],
    ]);
  });

  it('shows no banner row when there are none', async () => {
    renderWithApp(<Home />, { mocks: [...mocks(), bannersMock(501, [])] });
    await screen.findAllByTestId('menu-category');
    expect(screen.queryByTestId('home-banners')).toBeNull();
  });

  it('says when the selected branch is closed now and when it opens, as the server says', async () => {
    renderWithApp(<Home />, { mocks: mocks([closedBranch(501, 'Downtown'), closedBranch(502, 'Midtown')]) });
    expect((await screen.findByTestId('branch-closed')).textContent)
      .toBe('Downtown is closed now. Opens tomorrow at 9:00 AM. You can still browse the menu.');
  });

  it('follows open_now even when the day\'s hours would say open (no client-side rule)', async () => {
    // Noon in the browser, today_hours 09:00–23:00: only the server's open_now: false says closed.
    vi.useFakeTimers({ now: new Date(2026, 10, 18, 12, 0), shouldAdvanceTime: true });
    renderWithApp(<Home />, { mocks: mocks([closedBranch(501, 'Downtown', {}, '2026-11-18T18:00:00-05:00')]) });
    expect((await screen.findByTestId('branch-closed')).textContent).toContain('Downtown is closed now. Opens at 6:00 PM.');
  });

  it('shows no notice while the server says the branch is open, whatever the browser\'s clock', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 18, 3, 0), shouldAdvanceTime: true });
    renderWithApp(<Home />, { mocks: mocks() });
    await screen.findAllByTestId('menu-category');
    expect(screen.queryByTestId('branch-closed')).not.toBeInTheDocument();
  });

  it('says how long to wait when the api refused too many requests, and loads again on retry', async () => {
    const limited = apiError(429, 'ERROR_429', 'Too many requests. Please wait 20 seconds.', { retry_after: ['20'] });
    const [branches, menu, recommended] = mocks();
    renderWithApp(<Home />, { mocks: [branches, { ...menu, result: { errors: [limited] } }, menu, recommended] });
    const refusal = await screen.findByText(/Too many attempts. Please wait 20 seconds./);
    await userEvent.click(within(refusal).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('menu-category')).toHaveLength(2);
  });

  it('links every category chip to its section', async () => {
    renderWithApp(<Home />, { mocks: mocks() });
    await screen.findAllByTestId('menu-category');
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#category-category-1', '#category-category-2']);
  });
});

describe('home: sorting and filtering the menu', () => {
  const soup = card('tomato-soup', 'Tomato Soup', 6);
  const shop = 502;
  const base = () => [
    branchesMock([branch(shop, 'Midtown')]),
    categoriesMock(shop, [{ id: 1, title: 'Pizza' }, { id: 2, title: 'Salads' }]),
    menuMock(shop, [{ id: 1, title: 'Pizza', products: [pizza] }, { id: 2, title: 'Salads', products: [salad] }]),
    recommendedMock(shop, [salad]),
  ];

  it('shows the best sellers not already recommended, and only dishes ordered at least once', async () => {
    const mostPopular = mostPopularMock(shop, [{ card: salad, sold: 40 }, { card: pizza, sold: 12 }, { card: soup, sold: 0 }]);
    renderWithApp(<Home />, { mocks: [...base(), mostPopular] });
    const row = await screen.findByTestId('most-popular');
    expect(within(row).getByRole('heading').textContent).toBe('Most popular');
    expect(within(row).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/?product=margherita&branch=502']);
  });

  it('asks the server for the chosen order, shows its dishes in one list, keeps the choice and goes back', async () => {
    const store = testStore();
    const sorted = filteredMock(shop, { order_by: 'high_rating' }, [salad, pizza]);
    // The whole menu is asked again when it comes back (the tests' client keeps no freshness).
    renderWithApp(<Home />, { store, mocks: [...base(), sorted, base()[2]] });
    await screen.findAllByTestId('menu-category');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Top rated');
    const list = await screen.findByTestId('filtered-menu');
    expect(within(list).getAllByRole('link').map((a) => a.textContent)).toEqual([expect.stringContaining('Garden Salad'), expect.stringContaining('Margherita')]);
    expect(within(list).getByText('2 dishes')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-category')).not.toBeInTheDocument();
    expect(store.getState().productFilter).toEqual({ order_by: 'high_rating' });
    await userEvent.click(within(list).getByRole('button', { name: 'Show the whole menu' }));
    expect(await screen.findAllByTestId('menu-category')).toHaveLength(2);
    expect(store.getState().productFilter).toEqual({});
  });

  it('narrows the menu to one category, named by its heading, and says when nothing matches', async () => {
    const store = testStore();
    const salads = filteredMock(shop, { category_id: 2 }, [salad]);
    const none = filteredMock(shop, { order_by: 'new', category_id: 2 }, []);
    renderWithApp(<Home />, { store, mocks: [...base(), salads, none] });
    await screen.findAllByTestId('menu-category');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Salads');
    const list = await screen.findByTestId('filtered-menu');
    expect(within(list).getByRole('heading', { level: 2 }).textContent).toBe('Salads');
    expect(within(list).getByText('1 dish')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Newest');
    expect(await screen.findByText('No dishes match this choice at this branch.')).toBeInTheDocument();
    expect(store.getState().productFilter).toEqual({ order_by: 'new', category_id: 2 });
  });

  it('starts from the kept filter, and leaves out a category this branch does not have', async () => {
    const store = testStore();
    store.setState({ productFilter: { order_by: 'best_sale', category_id: 99 } });
    const sorted = filteredMock(shop, { order_by: 'best_sale' }, [pizza]);
    renderWithApp(<Home />, { store, mocks: [...base(), sorted] });
    const list = await screen.findByTestId('filtered-menu');
    expect(within(list).getByRole('heading', { level: 2 }).textContent).toBe('All dishes');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('best_sale');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('');
  });
});
