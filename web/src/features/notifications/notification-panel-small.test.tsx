import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationBell } from './components/notification-bell';
import { renderWithApp, setViewportWidth } from '../../test/render';
import { signInForTest } from '../../test/account-fixtures';
import { notificationsMock, statisticMock, testNotification } from '../../test/notification-fixtures';

// Its own file: Fluent's modal state leaks between dialog tests in jsdom.
describe('notification panel up to 576 px', () => {
  it.each([
    [576, 'full-screen'],
    [577, 'drawer'],
  ])('at %i px it is a %s', async (width, layout) => {
    signInForTest({ id: 5 });
    setViewportWidth(width);
    const user = userEvent.setup();
    renderWithApp(<NotificationBell />, { mocks: [statisticMock(() => 1).mock, notificationsMock([testNotification(9)])] });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByTestId('notification-panel');
    expect(panel.dataset.layout).toBe(layout);
    expect(await within(panel).findByText('Order #109')).toBeInTheDocument();
    await user.click(await within(panel).findByRole('button', { name: 'Close', hidden: true }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });
});
