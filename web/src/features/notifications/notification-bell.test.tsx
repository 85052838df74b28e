import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { NotificationBell } from './components/notification-bell';
import { STATISTIC_POLL_MS } from './hooks/use-notification-statistic';
import { renderWithApp, setViewportWidth } from '../../test/render';
import { signInForTest } from '../../test/account-fixtures';
import { statisticMock } from '../../test/notification-fixtures';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

/** Lets the fake clock run `ms`, with the answers it releases. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('notification bell', () => {
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('polls the statistic every 10 s, on window focus, and not while the tab is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    signInForTest({ id: 5 });
    setViewportWidth(1280);
    let unread = 1;
    const { mock, counter } = statisticMock(() => unread);
    renderWithApp(<NotificationBell />, { mocks: [mock] });
    await advance(0);
    expect(counter.calls).toBe(1);
    expect(screen.getByTestId('notification-badge').textContent).toBe('1');

    unread = 3;
    await advance(STATISTIC_POLL_MS + 100); // the first poll, 10 s after the query started
    expect(counter.calls).toBe(2);
    expect(screen.getByTestId('notification-badge').textContent).toBe('3');
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    await advance(STATISTIC_POLL_MS - 200);
    expect(counter.calls).toBe(2); // not before 10 s
    await advance(200);
    expect(counter.calls).toBe(3);

    setVisibility('hidden');
    await advance(3 * STATISTIC_POLL_MS);
    expect(counter.calls).toBe(3); // paused while hidden
    act(() => void window.dispatchEvent(new Event('focus')));
    await advance(0);
    expect(counter.calls).toBe(3); // a hidden tab's focus does not count either

    setVisibility('visible');
    unread = 0;
    act(() => void window.dispatchEvent(new Event('focus')));
    await advance(0);
    expect(counter.calls).toBe(4); // back in view: at once
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    await advance(STATISTIC_POLL_MS + 100);
    expect(counter.calls).toBe(5); // and polling again
  });

  it('shows 99+ beyond 99 unread', async () => {
    signInForTest({ id: 5 });
    renderWithApp(<NotificationBell />, { mocks: [statisticMock(() => 120).mock] });
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('99+');
  });
});
