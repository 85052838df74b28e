import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoutes, setViewportWidth } from '../../test/render';
import { signInForTest } from '../../test/account-fixtures';
import { statisticMock } from '../../test/notification-fixtures';

describe('the header’s bell', () => {
  it.each([1280, 360])('at %i px a signed-in user sees it with the unread count', async (width) => {
    setViewportWidth(width);
    signInForTest();
    renderRoutes({ route: '/', mocks: [statisticMock(() => 4).mock] });
    const bell = await waitFor(() => within(screen.getByRole('banner')).getByRole('button', { name: 'Notifications, 4 unread' }));
    expect(within(bell).getByTestId('notification-badge').textContent).toBe('4');
  });

  it.each([1280, 360])('at %i px a guest has none', async (width) => {
    setViewportWidth(width);
    const { mock, counter } = statisticMock(() => 4);
    renderRoutes({ route: '/', mocks: [mock] });
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument(); // the lazy parts are in
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(counter.calls).toBe(0);
  });
});
