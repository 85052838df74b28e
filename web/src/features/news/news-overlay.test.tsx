import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsItemDocument } from '../../graphql/news.generated';
import { findDialog, renderRoutes, setViewportWidth } from '../../test/render';
import { missingNewsMock, newsItemMock, newsMock, testNews } from '../../test/news-fixtures';
import { testUuid } from '../../test/uuids';

const clock = () => testNews(4, 'Downtown now cooks around the clock');
const N4 = clock().uuid;
const GONE = testUuid(99);

describe('?news= on home', () => {
  it('opens the news item with its title, date and text', async () => {
    setViewportWidth(1280);
    renderRoutes({ route: `/?news=${N4}`, mocks: [newsItemMock(clock())] });
    const dialog = await findDialog('dialog', 'Downtown now cooks around the clock');
    expect(dialog.querySelector('time')?.textContent).toBe('Nov 20, 2026');
    const paragraphs = screen.getAllByText(/: the (first|second) paragraph\.$/);
    expect(paragraphs.map((p) => p.tagName)).toEqual(['P', 'P']);
  });

  it('closing removes news, keeps the other params and replaces the history entry', async () => {
    setViewportWidth(1280);
    const { router } = renderRoutes({ route: `/?ref=mail&news=${N4}`, mocks: [newsItemMock(clock())] });
    const dialog = await findDialog('dialog', 'Downtown now cooks around the clock');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?ref=mail'));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says so when the api does not know the item', async () => {
    renderRoutes({ route: `/?news=${GONE}`, mocks: [missingNewsMock(GONE)] });
    expect(await screen.findByText("We couldn't find this news item.")).toBeInTheDocument();
  });

  it('says the news could not be loaded when the request fails otherwise', async () => {
    renderRoutes({ route: `/?news=${N4}`, mocks: [{ request: { query: NewsItemDocument, variables: { uuid: N4 } }, error: new Error('offline') }] });
    expect(await screen.findByText('The news could not be loaded. Please try again later.')).toBeInTheDocument();
  });

  it('opens on home only', async () => {
    renderRoutes({ route: `/liked?news=${N4}`, mocks: [newsItemMock(clock())] });
    await screen.findByRole('heading', { level: 1, name: 'Favourites', hidden: true });
    await act(() => vi.dynamicImportSettled()); // the surface would have loaded by now
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });

  // jsdom keeps the surface's width (it drops dvh heights): 100% means the whole screen.
  it.each([
    [360, '100%'],
    [576, '100%'],
    [768, 'calc(100vw - 48px)'],
  ])('at %ipx the item is %s wide', async (width, expected) => {
    setViewportWidth(width);
    renderRoutes({ route: `/?news=${N4}`, mocks: [newsItemMock(clock())] });
    expect(getComputedStyle(await findDialog('dialog')).width).toBe(expected);
  });

  it('keeps the full text after /blog lists the same item', async () => {
    setViewportWidth(1280);
    // One answer each: showing the item again must not need another request.
    const { router } = renderRoutes({ route: `/?news=${N4}`, mocks: [newsItemMock(clock()), newsMock([clock()])] });
    await screen.findByText('Downtown now cooks around the clock: the second paragraph.');
    await act(() => router.navigate('/blog'));
    await screen.findByText('Downtown now cooks around the clock: in short.');
    await act(() => router.navigate(`/?news=${N4}`));
    expect(await screen.findByText('Downtown now cooks around the clock: the second paragraph.')).toBeInTheDocument();
  });
});
