import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationBell } from './components/notification-bell';
import { renderWithApp, setViewportWidth, waitForToaster } from '../../test/render';
import { apiError, signInForTest } from '../../test/account-fixtures';
import {
  newsNotification, notificationsMock, readAllMock, readMock, statisticMock, testNotification,
} from '../../test/notification-fixtures';
import type { MockedResponse } from '@apollo/client/testing';

/** The bell with `unread` unread, opened at 1280 px: the drawer. */
async function openPanel(mocks: MockedResponse[], unread: () => number = () => 2) {
  signInForTest({ id: 5 });
  setViewportWidth(1280);
  const user = userEvent.setup();
  const statistic = statisticMock(unread);
  renderWithApp(<NotificationBell />, { mocks: [statistic.mock, ...mocks] });
  await user.click(await screen.findByRole('button', { name: `Notifications, ${unread()} unread` }));
  const panel = await screen.findByTestId('notification-panel');
  return { user, panel, statistic };
}

// Role queries in the panel pass `hidden: true`: under load, in jsdom, the focus trap (tabster) may
// mark the drawer it has just opened aria-hidden until focus enters it (see findDialog).
const itemTitles = (panel: HTMLElement) =>
  within(panel).queryAllByRole('listitem', { hidden: true }).map((item) => within(item).getAllByText(/./)[0].textContent);

describe('notification panel', () => {
  it('lists the newest first with title, body and time; unread ones stand out', async () => {
    const { panel } = await openPanel([
      notificationsMock([testNotification(9), testNotification(8, { read_at: '2026-11-22 19:00:00Z' }), newsNotification(7, 'n-1', 'Autumn menu')]),
    ]);
    await waitFor(() => expect(itemTitles(panel)).toEqual(['Order #109', 'Order #108', 'Autumn menu']));
    expect(within(panel).getAllByText('5 minutes ago')).toHaveLength(3);
    const buttons = within(panel).getAllByRole('listitem', { hidden: true }).map((item) => within(item).getByRole('button', { hidden: true }));
    expect(buttons.map((b) => b.dataset.unread)).toEqual(['true', 'false', 'true']);
    expect(within(buttons[0]).getByRole('img', { name: 'Unread', hidden: true })).toBeInTheDocument();
    expect(within(buttons[1]).queryByRole('img', { name: 'Unread', hidden: true })).toBeNull();
    expect(panel.dataset.layout).toBe('drawer');
  });

  it('reads a status change and a news item in the language of today, not of the day it was sent', async () => {
    const { panel } = await openPanel([
      notificationsMock([
        testNotification(9, { body: 'Votre commande est prête', data: { id: 109, status: 'ready', type: 'status_changed' } }),
        newsNotification(8, 'n-1', 'Autumn menu', 'Menu d’automne', { shortDesc: 'Pumpkins are back.', sentBody: 'Les citrouilles reviennent.' }),
      ]),
    ]);
    expect(await within(panel).findByText('Your order is ready. Please Pick your order')).toBeInTheDocument();
    expect(within(panel).getByText('Autumn menu')).toBeInTheDocument();
    expect(within(panel).getByText('Pumpkins are back.')).toBeInTheDocument();
    expect(within(panel).queryByText('Votre commande est prête')).toBeNull();
    expect(within(panel).queryByText('Menu d’automne')).toBeNull();
    expect(within(panel).queryByText('Les citrouilles reviennent.')).toBeNull();
  });

  it('filters by tab: news, orders and reservations ask for their types', async () => {
    const { user, panel } = await openPanel([
      notificationsMock([testNotification(9)]),
      notificationsMock([newsNotification(7, 'n-1', 'Autumn menu')], { type: 'news_publish' }),
      notificationsMock([testNotification(4)], { type: 'status_changed,new_order' }),
      notificationsMock([], { type: 'booking_status,new_booking' }),
    ]);
    await within(panel).findByText('Order #109');
    await user.click(within(panel).getByRole('tab', { name: 'News', hidden: true }));
    expect(await within(panel).findByText('Autumn menu')).toBeInTheDocument();
    expect(within(panel).queryByText('Order #109')).toBeNull();
    await user.click(within(panel).getByRole('tab', { name: 'Orders', hidden: true }));
    expect(await within(panel).findByText('Order #104')).toBeInTheDocument();
    await user.click(within(panel).getByRole('tab', { name: 'Reservations', hidden: true }));
    expect(await within(panel).findByText('No notifications yet')).toBeInTheDocument();
  });

  it('shows 5 at a time; View more adds the next page and goes once the last page is in', async () => {
    const first = [10, 9, 8, 7, 6].map((id) => testNotification(id));
    const { user, panel } = await openPanel([
      notificationsMock(first, { lastPage: 2 }),
      notificationsMock([testNotification(5), testNotification(4)], { page: 2, lastPage: 2 }),
    ]);
    await within(panel).findByText('Order #110');
    expect(itemTitles(panel)).toHaveLength(5);
    await user.click(within(panel).getByRole('button', { name: 'View more', hidden: true }));
    await within(panel).findByText('Order #104');
    expect(itemTitles(panel)).toEqual(['Order #110', 'Order #109', 'Order #108', 'Order #107', 'Order #106', 'Order #105', 'Order #104']);
    expect(within(panel).queryByRole('button', { name: 'View more', hidden: true })).toBeNull();
  });

  it('shows what arrives while it is open, at the top', async () => {
    let unread = 1;
    const { panel } = await openPanel([notificationsMock([testNotification(8)]), notificationsMock([testNotification(9), testNotification(8)])], () => unread);
    await within(panel).findByText('Order #108');
    unread = 2;
    act(() => void window.dispatchEvent(new Event('focus'))); // the badge is read again
    expect(await within(panel).findByText('Order #109')).toBeInTheDocument();
    expect(itemTitles(panel)).toEqual(['Order #109', 'Order #108']);
  });

  it('says so when there are none', async () => {
    const { panel } = await openPanel([notificationsMock([])], () => 0);
    expect(await within(panel).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read', hidden: true })).toHaveAttribute('disabled');
  });

  it('opening an order’s notification marks it read, goes to the order, closes and lowers the badge', async () => {
    let unread = 2;
    const { user, panel } = await openPanel(
      [notificationsMock([testNotification(9), testNotification(8)]), readMock(9, undefined, () => (unread -= 1))],
      () => unread,
    );
    await user.click(await within(panel).findByText('Order #109'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/orders/109'));
    await waitFor(() => expect(screen.queryByTestId('notification-panel')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge').textContent).toBe('1');
  });

  it('a reservation’s notification is titled with the reservation and opens /reservations', async () => {
    const { user, panel } = await openPanel([
      notificationsMock([testNotification(6, {
        type: 'booking_status', title: '41', body: 'Your reservation is confirmed. See you soon!', order: null,
        data: { id: 41, status: 'accepted', type: 'booking_status' }, read_at: '2026-11-22 19:00:00Z',
      })]),
    ]);
    await within(panel).findByText('Reservation #41');
    expect(within(panel).getByText('Your reservation is confirmed. See you soon!')).toBeInTheDocument();
    await user.click(within(panel).getByText('Reservation #41'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/reservations'));
  });

  it('a news notification opens its item on home; a read one is not marked again', async () => {
    const { user, panel, statistic } = await openPanel([notificationsMock([{ ...newsNotification(7, 'n-1', 'Autumn menu'), read_at: '2026-11-22 19:00:00Z' }])]);
    const calls = statistic.counter.calls;
    await user.click(await within(panel).findByText('Autumn menu'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/?news=n-1'));
    expect(statistic.counter.calls).toBe(calls); // no mark-read, so no badge refresh
  });

  it('a failed mark-read says so, in the customer’s words rather than the server’s, and keeps the item unread', async () => {
    const { user, panel } = await openPanel([
      notificationsMock([testNotification(9, { type: 'new_order', order: null, title: 'Sam joined' })]),
      readMock(9, apiError(503, 'ERROR_503', 'The server is busy, try again in a minute')),
    ]);
    await waitForToaster();
    await user.click(await within(panel).findByText('Sam joined'));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.queryByText('The server is busy, try again in a minute')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /Sam joined/, hidden: true }).dataset.unread).toBe('true');
    expect(screen.getByTestId('location').textContent).toBe('/'); // nowhere to go: the panel stays
  });

  it('a notification that is gone says so', async () => {
    const { user, panel } = await openPanel([
      notificationsMock([testNotification(9, { type: 'new_user_by_referral', order: null, title: 'Sam joined' })]),
      readMock(9, apiError(404, 'ERROR_404', 'Not found')),
    ]);
    await waitForToaster();
    await user.click(await within(panel).findByText('Sam joined'));
    expect(await screen.findByText('This notification no longer exists.')).toBeInTheDocument();
  });

  it('mark all as read reads every listed item and empties the badge', async () => {
    let unread = 2;
    const { user, panel } = await openPanel([notificationsMock([testNotification(9), testNotification(8)]), readAllMock(() => (unread = 0))], () => unread);
    await within(panel).findByText('Order #109');
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read', hidden: true }));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(within(panel).getAllByRole('listitem', { hidden: true }).map((item) => within(item).getByRole('button', { hidden: true }).dataset.unread)).toEqual(['false', 'false']);
  });
});
