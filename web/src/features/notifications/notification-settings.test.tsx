import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { getToken, isSupported } from 'firebase/messaging';
import { holdAnswers, renderRoutes, setViewportWidth, waitForToaster, type TestOptions } from '../../test/render';
import { apiError, signInForTest } from '../../test/account-fixtures';
import {
  configurePush, notificationSettingsMock, stubPushBrowser, unstubPush, updateFirebaseTokenMock, updateNotificationSettingsMock,
} from '../../test/notification-settings-fixtures';
import { rememberPushToken } from '../../shared/lib/push-token';

// The edge: FCM cannot run in jsdom.
vi.mock('firebase/app', () => ({ getApps: () => [], initializeApp: (options: object, name: string) => ({ options, name }) }));
vi.mock('firebase/messaging', () => ({ getMessaging: (app: object) => ({ app }), getToken: vi.fn(), isSupported: vi.fn() }));

const CUSTOMER_SWITCHES = ['Order updates', 'News', 'Reservations', 'Referrals'];

async function openSettings(mocks: MockedResponse[], onRequest?: TestOptions['onRequest']) {
  setViewportWidth(1280);
  signInForTest();
  renderRoutes({ route: '/settings', mocks, onRequest });
  const card = await screen.findByRole('region', { name: 'Notifications' });
  return card;
}

const switchIn = (card: HTMLElement, name: string) => within(card).findByRole<HTMLInputElement>('switch', { name });

describe('notification settings on /settings', () => {
  afterEach(() => {
    unstubPush();
    vi.clearAllMocks();
  });

  it("shows a shimmer, then one switch per customer type, in the server's state, each with its hint", async () => {
    const answers = holdAnswers('NotificationSettings');
    const card = await openSettings([notificationSettingsMock({ off: ['news_publish', 'new_order'] })], answers.onRequest);
    expect(within(card).getByLabelText('Loading…')).toBeInTheDocument();
    answers.release();
    await switchIn(card, 'Order updates');
    const switches = within(card).getAllByRole<HTMLInputElement>('switch');
    expect(switches.map((s) => [s.labels?.[0]?.textContent, s.checked])).toEqual([
      ['Order updates', true],
      ['News', false],
      ['Reservations', true],
      ['Referrals', true],
    ]);
    expect(within(card).getByText('When an order you placed changes status.')).toBeInTheDocument();
    expect(within(card).getByText('When someone signs up with your referral link.')).toBeInTheDocument();
    expect(within(card).queryByLabelText('Loading…')).not.toBeInTheDocument();
  });

  it("saves a toggle at once with that one type, disabled meanwhile, then shows the server's answer", async () => {
    const user = userEvent.setup();
    const answers = holdAnswers('UpdateNotificationSettings');
    const card = await openSettings([
      notificationSettingsMock({ off: ['news_publish'] }),
      // the answer lists every type: order updates were switched off meanwhile on another device
      updateNotificationSettingsMock({ type: 'news_publish', active: true }, { off: ['status_changed'] }),
    ], answers.onRequest);
    const news = await switchIn(card, 'News');
    await user.click(news);
    expect(news.checked).toBe(true);
    expect(news.disabled).toBe(true);
    answers.release();
    await waitFor(() => expect(news.disabled).toBe(false));
    expect(news.checked).toBe(true);
    expect((await switchIn(card, 'Order updates')).checked).toBe(false);
  });

  it('a failed save puts the switch back and toasts the translated error', async () => {
    const user = userEvent.setup();
    const card = await openSettings([
      notificationSettingsMock(),
      updateNotificationSettingsMock({ type: 'status_changed', active: false }, apiError(400, 'ERROR_400', 'Bad request')),
    ]);
    await waitForToaster();
    const orders = await switchIn(card, 'Order updates');
    await user.click(orders);
    expect(await screen.findByText('Error occured. Please, try again later')).toBeInTheDocument();
    expect(orders.checked).toBe(true);
    expect(orders.disabled).toBe(false);
  });

  it('says so when the settings cannot load, and tries again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const card = await openSettings([notificationSettingsMock(apiError(500, 'ERROR_500', 'Server error')), notificationSettingsMock()]);
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('Your notification settings could not be loaded.');
    expect(within(card).queryByRole('switch')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    for (const name of CUSTOMER_SWITCHES) expect(await switchIn(card, name)).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  describe('push on this device', () => {
    const PUSH = 'Push notifications on this device';

    it('is not offered when firebase is not configured', async () => {
      stubPushBrowser('granted');
      const card = await openSettings([notificationSettingsMock()]);
      await switchIn(card, 'Order updates');
      expect(within(card).queryByRole('switch', { name: PUSH })).not.toBeInTheDocument();
    });

    it('asks the browser only on a click; blocked: says so and sends nothing', async () => {
      configurePush();
      const { requestPermission } = stubPushBrowser('denied');
      const tokenMock = updateFirebaseTokenMock('fcm-token');
      const user = userEvent.setup();
      const card = await openSettings([notificationSettingsMock(), tokenMock]);
      const push = await switchIn(card, PUSH);
      expect(push.checked).toBe(false);
      expect(requestPermission).not.toHaveBeenCalled();

      await user.click(push);
      expect(await within(card).findByText(/Your browser blocked notifications for this site/)).toBeInTheDocument();
      expect(push.checked).toBe(false);
      expect(requestPermission).toHaveBeenCalledTimes(1);
      expect(tokenMock.result).not.toHaveBeenCalled();
    });

    it('shows push on, without asking, when this device already gave the api its token', async () => {
      configurePush();
      const { requestPermission } = stubPushBrowser('granted', 'granted');
      rememberPushToken('fcm-token');
      const card = await openSettings([notificationSettingsMock()]);
      const push = await switchIn(card, PUSH);
      expect(push.checked).toBe(true);
      expect(push.disabled).toBe(true); // switched off in the browser, as the message says
      expect(within(card).getByText(/Push notifications are on for this device/)).toBeInTheDocument();
      expect(requestPermission).not.toHaveBeenCalled();
    });

    it("allowed: sends this device's token to the api and shows push on", async () => {
      configurePush();
      stubPushBrowser('granted');
      vi.mocked(isSupported).mockResolvedValue(true);
      vi.mocked(getToken).mockResolvedValue('fcm-token');
      const tokenMock = updateFirebaseTokenMock('fcm-token');
      const user = userEvent.setup();
      const card = await openSettings([notificationSettingsMock(), tokenMock]);

      await user.click(await switchIn(card, PUSH));
      expect(await within(card).findByText(/Push notifications are on for this device/)).toBeInTheDocument();
      expect(tokenMock.result).toHaveBeenCalledTimes(1);
      const push = await switchIn(card, PUSH);
      expect(push.checked).toBe(true);
    });
  });
});
