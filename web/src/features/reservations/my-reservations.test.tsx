import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { MyReservations, RESERVATIONS_POLL_MS } from './components/my-reservations';
import { renderWithApp } from '../../test/render';
import { signInForTest } from '../../test/account-fixtures';
import { DAYS, myReservationsMock, hasEnded, testReservation } from '../../test/reservation-fixtures';
import { localDateKey } from '../../shared/lib/shop-status';
import type { ReservationStatus } from '../../graphql/reservations.generated';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

/** Lets the fake clock run `ms`, with the answers it releases. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const yesterday = () => {
  const now = new Date();
  return localDateKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
};

const texts = (list: HTMLElement, testId: string) => within(list).getAllByTestId(testId).map((node) => node.textContent);

describe('My reservations', () => {
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('lists the upcoming ones soonest first, then the past and canceled ones, each with its status and message, cancelable as the api says', async () => {
    signInForTest({ id: 5 });
    renderWithApp(<MyReservations />, {
      mocks: [myReservationsMock([
        testReservation(4, 'canceled', `${DAYS[5]} 19:00`),
        testReservation(3, 'new', `${DAYS[3]} 19:00`, { guest: 3, note: 'Birthday' }),
        // Under way by the server's clock: still to come, no longer cancelable.
        testReservation(2, 'accepted', `${DAYS[1]} 12:00`, { can_cancel: false }),
        testReservation(1, 'accepted', `${yesterday()} 20:00`, hasEnded),
      ])],
    });
    const upcoming = await screen.findByRole('list', { name: 'Upcoming' });
    expect(texts(upcoming, 'reservation-status')).toEqual(['Confirmed', 'Waiting']);
    expect(texts(upcoming, 'reservation-message')).toEqual([
      'Your reservation is confirmed. See you soon!',
      'Waiting for the restaurant to confirm your reservation.',
    ]);
    expect(within(upcoming).getByText('3 guests')).toBeInTheDocument();
    expect(within(upcoming).getByText('Birthday')).toBeInTheDocument();
    expect(within(upcoming).getAllByRole('button', { name: 'Cancel reservation' })).toHaveLength(1);

    const past = screen.getByRole('list', { name: 'Past and canceled' });
    expect(texts(past, 'reservation-status')).toEqual(['Canceled', 'Confirmed']);
    expect(texts(past, 'reservation-message')).toEqual(['This reservation is canceled.', 'This reservation is over. We hope you enjoyed it!']);
    expect(within(past).queryByRole('button', { name: 'Cancel reservation' })).not.toBeInTheDocument();
    expect(screen.getByText('Statuses update by themselves while this page is open.')).toBeInTheDocument();
  });

  it('says so when there is none yet', async () => {
    signInForTest({ id: 5 });
    renderWithApp(<MyReservations />, { mocks: [myReservationsMock([])] });
    expect(await screen.findByText('You have no reservations yet.')).toBeInTheDocument();
  });

  it('follows an upcoming reservation live: read again every 10 s, not while the tab is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    signInForTest({ id: 5 });
    let status: ReservationStatus = 'new';
    const mine = myReservationsMock(() => [testReservation(3, status, `${DAYS[3]} 19:00`)]);
    renderWithApp(<MyReservations />, { mocks: [mine] });
    await advance(0);
    expect(mine.counter.calls).toBe(1);
    expect(screen.getByTestId('reservation-status').textContent).toBe('Waiting');

    status = 'accepted';
    await advance(RESERVATIONS_POLL_MS + 100);
    expect(mine.counter.calls).toBe(2);
    expect(screen.getByTestId('reservation-status').textContent).toBe('Confirmed');
    expect(screen.getByTestId('reservation-message').textContent).toBe('Your reservation is confirmed. See you soon!');

    setVisibility('hidden');
    await advance(3 * RESERVATIONS_POLL_MS);
    expect(mine.counter.calls).toBe(2); // paused while hidden
    setVisibility('visible');
    status = 'canceled';
    await advance(RESERVATIONS_POLL_MS);
    expect(mine.counter.calls).toBe(3);
    expect(screen.getByTestId('reservation-status').textContent).toBe('Canceled');
    // Nothing is to come any more: no more polling.
    await advance(3 * RESERVATIONS_POLL_MS);
    expect(mine.counter.calls).toBe(3);
  });

  it('does not poll when nothing is to come', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    signInForTest({ id: 5 });
    const mine = myReservationsMock([testReservation(1, 'accepted', `${yesterday()} 20:00`, hasEnded)]);
    renderWithApp(<MyReservations />, { mocks: [mine] });
    await advance(0);
    await advance(3 * RESERVATIONS_POLL_MS);
    expect(mine.counter.calls).toBe(1);
    expect(screen.queryByText('Statuses update by themselves while this page is open.')).not.toBeInTheDocument();
  });
});
