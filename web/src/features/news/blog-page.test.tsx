import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsDocument } from '../../graphql/news.generated';
import { findDialog, renderRoutes, setViewportWidth } from '../../test/render';
import { newsItemMock, newsMock, testNews } from '../../test/news-fixtures';
import { NEWS_PER_PAGE } from './components/blog-page';

const clock = () => testNews(4, 'Downtown now cooks around the clock');
const coupon = () => testNews(1, '10% off your first order');

describe('/blog', () => {
  it('lists the news items in the api’s order (newest first), each linking to home with ?news=', async () => {
    setViewportWidth(1280);
    renderRoutes({ route: '/blog', mocks: [newsMock([clock(), coupon()])] });
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    const list = (await screen.findByRole('link', { name: 'Downtown now cooks around the clock' })).closest('ul')!;
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Downtown now cooks around the clock',
      '10% off your first order',
    ]);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', `/?news=${clock().uuid}`);
    expect(within(cards[1]!).getByRole('link')).toHaveAttribute('href', `/?news=${coupon().uuid}`);
    expect(within(cards[0]!).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Downtown now cooks around the clock: in short.')).toBeInTheDocument();
  });

  it('fetches the first card\'s picture at once and first (the largest paint on a phone), the others lazily', async () => {
    setViewportWidth(375);
    renderRoutes({ route: '/blog', mocks: [newsMock([clock(), coupon()])] });
    const list = (await screen.findByRole('link', { name: 'Downtown now cooks around the clock' })).closest('ul')!;
    const [first, second] = [...list.querySelectorAll('img')];
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it('opens an item on home', async () => {
    setViewportWidth(1280);
    const { router } = renderRoutes({ route: '/blog', mocks: [newsMock([clock()]), newsItemMock(clock())] });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Downtown now cooks around the clock' }));
    expect(await findDialog('dialog', 'Downtown now cooks around the clock')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(`/?news=${clock().uuid}`);
  });

  it('pages with ?page=', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes({
      route: '/blog',
      mocks: [newsMock([clock()], { page: 1, lastPage: 2 }), newsMock([coupon()], { page: 2, lastPage: 2 })],
    });
    await screen.findByRole('link', { name: 'Downtown now cooks around the clock' });
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('disabled');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: '10% off your first order' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('disabled');
  });

  it('says so when there is no news yet', async () => {
    renderRoutes({ route: '/blog', mocks: [newsMock([])] });
    expect(await screen.findByText('There is no news yet. Please check back later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: /^Page/ })).not.toBeInTheDocument();
  });

  it('says so when the news cannot be loaded', async () => {
    renderRoutes({
      route: '/blog',
      mocks: [{ request: { query: NewsDocument, variables: { page: 1, perPage: NEWS_PER_PAGE } }, error: new Error('offline') }],
    });
    expect(await screen.findByText('The news could not be loaded. Please try again later.')).toBeInTheDocument();
  });
});
