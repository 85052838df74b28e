import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import {
  BranchDirectoryAddressesDocument,
  BranchDirectoryDocument,
  BranchGalleryDocument,
  BranchPageDocument,
  type BranchDirectoryFieldsFragment,
} from '../../graphql/branch-directory.generated';
import { signInForTest } from '../../test/account-fixtures';
import { branch, branchesMock, closedBranch } from '../../test/catalogue-fixtures';
import { hiddenFocusable, renderSettled } from '../../test/focus-trap';
import { findDialog, renderRoutes, renderWithApp, testStore } from '../../test/render';
import { PhotoGallery } from './components/photo-gallery';
import { distanceKm } from './lib/distance';
import { upcomingClosedDates, weekRows } from './lib/week';

// Leaflet draws nothing useful in jsdom: the map is a stub listing its pins as buttons, so the
// page's own logic (a pin picks a branch, its card orders from it) is what is tested here.
vi.mock('./components/branches-map', () => ({
  default: ({ branches, onPick }: { branches: { id: number; title: string }[]; onPick?: (id: number) => void }) => (
    <div data-testid="branches-map">
      {branches.map((b) => <button key={b.id} type="button" title={b.title} onClick={() => onPick?.(b.id)}>pin {b.title}</button>)}
    </div>
  ),
}));

function directoryBranch(id: number, title: string, overrides: Partial<BranchDirectoryFieldsFragment> = {}): BranchDirectoryFieldsFragment {
  const base = branch(id, title);
  return {
    ...base,
    background_img: 'shops/cover.svg',
    phone: '+1 416 555 0101',
    translation: { __typename: 'ShopTranslation', id, title, address: `${id} Queen St`, description: 'Wood-fired pizza.' },
    location: { __typename: 'Location', latitude: 43.65, longitude: -79.38 },
    rating_avg: 4.6,
    reviews_count: 14,
    tags: [{ __typename: 'ShopTag', id: 1, img: null, translation: { __typename: 'ShopTagTranslation', id: 1, title: 'Terrace' } }],
    ...overrides,
  } as BranchDirectoryFieldsFragment;
}

const queen = directoryBranch(501, 'Queen Street');
const king = directoryBranch(502, 'King Street', {
  ...closedBranch(502, 'King Street'),
  translation: { __typename: 'ShopTranslation', id: 502, title: 'King Street', address: '2 King St', description: '' },
  today_hours: { __typename: 'TodayHours', date: '2026-11-18', open: false, from: null, to: null },
  location: { __typename: 'Location', latitude: 43.7, longitude: -79.4 },
  rating_avg: null,
  reviews_count: 0,
  tags: [],
  phone: '',
} as Partial<BranchDirectoryFieldsFragment>);

const directoryMock = (): MockedResponse => ({
  request: { query: BranchDirectoryDocument },
  result: { data: { branches: { __typename: 'ShopPage', items: [queen, king] } } },
});

const headerBranches = () => branchesMock([branch(501, 'Queen Street'), closedBranch(502, 'King Street')]);

describe('/branches', () => {
  it('lists each branch with its opening, today\'s hours, address, phone, rating, tags and page link', async () => {
    renderRoutes({ route: '/branches', mocks: [directoryMock(), headerBranches(), headerBranches()] });
    const cards = await screen.findAllByTestId('branch-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('link', { name: 'Queen Street' })).toHaveAttribute('href', '/branches/501');
    expect(first.getByTestId('open-status').textContent).toBe('Open · Closes at 11:00 PM');
    expect(first.getByText('Today 09:00–23:00')).toBeInTheDocument();
    expect(first.getByText('501 Queen St').tagName).toBe('BDI'); // its own direction in a right-to-left page
    expect(first.getByRole('link', { name: '+1 416 555 0101' })).toHaveAttribute('href', 'tel:+14165550101');
    expect(first.getByRole('img', { name: 'Rated 4.6 out of 5 by 14 reviews' }).textContent).toContain('★ 4.6 (14)');
    expect(first.getByRole('list', { name: 'Features' }).textContent).toBe('Terrace');
    const second = within(cards[1]);
    expect(second.getByTestId('open-status').textContent).toBe('Closed · Opens tomorrow at 9:00 AM');
    expect(second.getByText('Closed today')).toBeInTheDocument();
    expect(second.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByTestId('branch-distance')).not.toBeInTheDocument();
  });

  it('shows the distance from the customer\'s active saved address', async () => {
    signInForTest({ id: 5 });
    const addresses: MockedResponse = {
      request: { query: BranchDirectoryAddressesDocument },
      result: { data: { addresses: { __typename: 'AddressPage', items: [
        { __typename: 'Address', id: 1, active: false, location: { __typename: 'Location', latitude: 0, longitude: 0 } },
        { __typename: 'Address', id: 2, active: true, location: { __typename: 'Location', latitude: 43.65, longitude: -79.39 } },
      ] } } },
    };
    renderRoutes({ route: '/branches', mocks: [directoryMock(), headerBranches(), headerBranches(), addresses] });
    const distances = await screen.findAllByTestId('branch-distance');
    expect(distances[0].textContent).toBe('· 0.8 km from your address');
  });

  it('"Order from here" selects the branch and goes to its menu', async () => {
    const store = testStore();
    const { router } = renderRoutes({ route: '/branches', store, mocks: [directoryMock(), headerBranches(), headerBranches()] });
    await userEvent.click(await screen.findByRole('button', { name: 'Order from here: King Street' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().branchId).toBe(502);
  });

  it('remembers the map view, and a pin shows its branch with "Order from here"', async () => {
    const store = testStore();
    const first = renderRoutes({ route: '/branches', store, mocks: [directoryMock(), headerBranches(), headerBranches()] });
    await screen.findAllByTestId('branch-card');
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Map' }));
    expect(store.getState().branchView).toBe('map');
    await screen.findByTestId('branches-map');
    first.unmount();

    const { router } = renderRoutes({ route: '/branches', store, mocks: [directoryMock(), headerBranches(), headerBranches()] });
    expect(await screen.findByTestId('branches-map')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    // The list stays under the map (tiles may never load).
    expect(screen.getAllByTestId('branch-card')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'pin King Street' }));
    const picked = screen.getByTestId('picked-branch');
    await userEvent.click(within(picked).getByRole('button', { name: 'Order from here: King Street' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().branchId).toBe(502);
  });
});

const pageMock = (id: string, outcome: 'found' | 'missing' = 'found'): MockedResponse => ({
  request: { query: BranchPageDocument, variables: { id } },
  result: outcome === 'missing'
    ? { errors: [Object.assign(new Error('Not found'), { extensions: { status: 404, statusCode: 'ERROR_404' } })] as never }
    : { data: { shop: {
      ...queen,
      shop_working_days: [
        { __typename: 'WorkingDay', id: 1, day: 'sunday', hours: { __typename: 'WorkingHours', from: '10:00', to: '22:00' } },
        { __typename: 'WorkingDay', id: 2, day: 'monday', hours: { __typename: 'WorkingHours', from: '09:00', to: '23:00' } },
        { __typename: 'WorkingDay', id: 3, day: 'tuesday', hours: null },
      ],
      shop_closed_date: [
        { __typename: 'ClosedDate', id: 1, day: '2026-01-01' },
        { __typename: 'ClosedDate', id: 2, day: '2026-12-25' },
      ],
    } } },
});

const galleryMock = (id: string): MockedResponse => ({
  request: { query: BranchGalleryDocument, variables: { id } },
  result: { data: { shopGalleries: { __typename: 'ShopGalleries', id: 501, galleries: [
    { __typename: 'Gallery', id: 1, title: 'The dining room', path: 'shops/room.jpg', base_path: '/storage/images/' },
    { __typename: 'Gallery', id: 2, title: 'The terrace', path: 'shops/terrace.jpg', base_path: '/storage/images/' },
  ] } } },
});

describe('/branches/:id', () => {
  it('shows the week from Monday with closed days, the upcoming closed dates and the address', async () => {
    renderRoutes({ route: '/branches/501', mocks: [pageMock('501'), galleryMock('501'), headerBranches(), headerBranches()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Queen Street' })).toBeInTheDocument();
    const rows = within(screen.getByTestId('week-hours')).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(['Monday09:00–23:00', 'TuesdayClosed', 'WednesdayClosed', 'ThursdayClosed', 'FridayClosed', 'SaturdayClosed', 'Sunday10:00–22:00']);
    expect(screen.getByTestId('closed-dates').textContent).toBe('Friday, December 25, 2026');
    expect(screen.getByTestId('branch-address').textContent).toBe('501 Queen St');
    expect(screen.getByRole('button', { name: 'Order from here: Queen Street' })).toBeInTheDocument();
  });

  it('opens the photos in a lightbox: arrows and buttons move, Esc closes and the focus returns to the photo', async () => {
    renderRoutes({ route: '/branches/501', mocks: [pageMock('501'), galleryMock('501'), headerBranches(), headerBranches()] });
    const thumb = await screen.findByRole('button', { name: 'The dining room' });
    await userEvent.click(thumb);
    const dialog = await findDialog('dialog');
    expect(within(dialog).getByTestId('lightbox-image')).toHaveAttribute('alt', 'The dining room');
    expect(within(dialog).getByText('Photo 1 of 2')).toBeInTheDocument();
    fireEvent.keyDown(within(dialog).getByTestId('lightbox-image'), { key: 'ArrowRight' });
    expect(within(dialog).getByTestId('lightbox-image')).toHaveAttribute('alt', 'The terrace');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo', hidden: true }));
    expect(within(dialog).getByTestId('lightbox-image')).toHaveAttribute('alt', 'The dining room');
    fireEvent.keyDown(within(dialog).getByTestId('lightbox-image'), { key: 'ArrowLeft' });
    expect(within(dialog).getByTestId('lightbox-image')).toHaveAttribute('alt', 'The terrace');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    await act(() => new Promise((r) => requestAnimationFrame(r)));
    // The focus returns to the button of the picture last shown.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'The terrace' }));
  });

  it('leaves no focus trap in the page until a photo is opened (axe aria-hidden-focus)', async () => {
    const photos = [
      { id: 1, title: 'The dining room', path: 'shops/room.jpg', base_path: '/storage/images/' },
      { id: 2, title: 'The terrace', path: 'shops/terrace.jpg', base_path: '/storage/images/' },
    ];
    await renderSettled(() => renderWithApp(<PhotoGallery photos={photos} />));
    expect(screen.getAllByRole('button')).toHaveLength(2);
    // A closed lightbox must not switch on tabster's modal trap: its sentinels around <body>.
    expect(hiddenFocusable()).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'The terrace' }));
    const dialog = await findDialog('dialog');
    expect(within(dialog).getByTestId('lightbox-image')).toHaveAttribute('alt', 'The terrace');
    // Opened, it traps the focus as before.
    await waitFor(() => expect(hiddenFocusable()).toBeGreaterThan(0));
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('shows "page not found" for an unknown branch', async () => {
    renderRoutes({ route: '/branches/999', mocks: [pageMock('999', 'missing'), galleryMock('999'), headerBranches(), headerBranches()] });
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
  });
});

describe('branch directory helpers', () => {
  it('shows the api\'s HH:MM hours, orders the week from Monday and closes the days without any', () => {
    const week = weekRows([{ day: 'Sunday', hours: { from: '18:00', to: '02:00' } }, { day: 'monday', hours: null }]);
    expect(week.at(-1)).toEqual({ day: 'sunday', hours: { from: '18:00', to: '02:00' } });
    expect(week.slice(0, 2)).toEqual([{ day: 'monday', hours: null }, { day: 'tuesday', hours: null }]);
    expect(upcomingClosedDates([{ day: '2026-12-25' }, { day: '2026-01-01' }, { day: '2026-11-18' }], '2026-11-18')).toEqual(['2026-11-18', '2026-12-25']);
  });

  it('measures straight-line km', () => {
    expect(distanceKm({ latitude: 43.6532, longitude: -79.3832 }, { latitude: 45.5017, longitude: -73.5673 })).toBeCloseTo(504, -1);
  });
});
