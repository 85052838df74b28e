import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findDialog, renderRoutes, waitForToaster } from '../../test/render';
import { apiError, signInForTest } from '../../test/account-fixtures';
import { DAYS, bookingShopsMock, bookingTablesMock, cancelReservationMock, freeTimesMock, myReservationsMock, testReservation } from '../../test/reservation-fixtures';

// A file of its own: in jsdom, Fluent's focus trap (tabster) keeps state from other tests, which
// then hides this dialog from role queries (as in features/orders/order-cancel.test.tsx).
describe('/reservations: canceling', () => {
  const start = `${DAYS[3]} 19:00`;
  const floor = [bookingShopsMock(), bookingTablesMock(502), freeTimesMock({}, [])];

  const askToCancel = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('button', { name: 'Cancel reservation' }));
    const dialog = await findDialog('alertdialog', 'Cancel reservation');
    expect(within(dialog).getByText('Cancel this reservation? The table will be offered to other guests.', { selector: '*' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel reservation', hidden: true }));
  };

  it('cancels an upcoming reservation after asking; it moves to the past and canceled ones', async () => {
    signInForTest({ id: 5 });
    const user = userEvent.setup();
    renderRoutes({
      route: '/reservations',
      mocks: [...floor, myReservationsMock([testReservation(7, 'new', start)]), cancelReservationMock(7, testReservation(7, 'canceled', start))],
    });
    await waitForToaster();
    await askToCancel(user);
    const past = await screen.findByRole('list', { name: 'Past and canceled' });
    expect(within(past).getByTestId('reservation-status').textContent).toBe('Canceled');
    expect(within(past).getByTestId('reservation-message').textContent).toBe('This reservation is canceled.');
    expect(await screen.findByText('Your reservation is canceled')).toBeInTheDocument();
    expect(screen.getByText('No upcoming reservation.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel reservation' })).not.toBeInTheDocument();
  });

  it('a refused cancel (ERROR_467) is told by its code, translated', async () => {
    signInForTest({ id: 5 });
    const user = userEvent.setup();
    renderRoutes({
      route: '/reservations',
      mocks: [...floor, myReservationsMock([testReservation(7, 'accepted', start)]), cancelReservationMock(7, apiError(400, 'ERROR_467', 'api text', { status: ['api text'] }))],
    });
    await waitForToaster();
    await askToCancel(user);
    expect(await screen.findByText('This reservation can no longer be canceled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('reservation-status').textContent).toBe('Confirmed'));
  });
});
