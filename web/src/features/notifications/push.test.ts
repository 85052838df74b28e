import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, isSupported } from 'firebase/messaging';
import { configurePush, stubPushBrowser, unstubPush } from '../../test/notification-settings-fixtures';
import { rememberedPushToken } from '../../shared/lib/push-token';
import { enablePush, isPushAvailable } from './lib/push';
import { showPushMessages } from './lib/push-messages';

// The edge: FCM cannot run in jsdom.
vi.mock('firebase/app', () => ({ getApps: () => [], initializeApp: (options: object, name: string) => ({ options, name }) }));
vi.mock('firebase/messaging', () => ({ getMessaging: (app: object) => ({ app }), getToken: vi.fn(), isSupported: vi.fn() }));

const mockedGetToken = vi.mocked(getToken);

describe('push on this device', () => {
  afterEach(() => {
    unstubPush();
    vi.clearAllMocks();
  });

  it.each([
    ['firebase is not configured', () => vi.stubEnv('VITE_FIREBASE_API_KEY', '')],
    ['firebase has no messaging sender id', () => vi.stubEnv('VITE_FIREBASE_MESSAGING_SENDER_ID', '')],
    ['the VAPID key is missing', () => vi.stubEnv('VITE_FIREBASE_VAPID_KEY', '')],
    ['the browser has no Push API', () => Reflect.deleteProperty(window, 'PushManager')],
  ])('is not offered when %s, and asks nothing', async (_, takeAway) => {
    configurePush();
    const { requestPermission } = stubPushBrowser('granted');
    takeAway();
    const sendToken = vi.fn();
    expect(isPushAvailable()).toBe(false);
    expect(await enablePush(sendToken)).toBe('unsupported');
    expect(requestPermission).not.toHaveBeenCalled();
    expect(sendToken).not.toHaveBeenCalled();
  });

  it('granted: registers the storefront\'s worker, gets the token for it once active with the VAPID key, sends it once and remembers it', async () => {
    configurePush();
    const { requestPermission, register, registration } = stubPushBrowser('granted');
    vi.mocked(isSupported).mockResolvedValue(true);
    mockedGetToken.mockResolvedValue('fcm-token');
    const sendToken = vi.fn(async () => undefined);

    expect(isPushAvailable()).toBe(true);
    expect(await enablePush(sendToken)).toBe('enabled');

    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/service-worker.js', { scope: '/' });
    const [messaging, options] = mockedGetToken.mock.calls[0];
    expect(messaging).toEqual({ app: { name: 'storefront', options: expect.objectContaining({ appId: 'app-id', messagingSenderId: 'sender-id' }) } });
    expect(options).toEqual({ vapidKey: 'vapid-key', serviceWorkerRegistration: registration });
    expect(sendToken).toHaveBeenCalledTimes(1);
    expect(sendToken).toHaveBeenCalledWith('fcm-token');
    expect(rememberedPushToken()).toBe('fcm-token');
  });

  it.each(['denied', 'default'] as const)('permission %s: nothing registered or sent, result "denied"', async (answer) => {
    configurePush();
    const { register } = stubPushBrowser(answer);
    const sendToken = vi.fn();
    expect(await enablePush(sendToken)).toBe('denied');
    expect(register).not.toHaveBeenCalled();
    expect(mockedGetToken).not.toHaveBeenCalled();
    expect(sendToken).not.toHaveBeenCalled();
    expect(rememberedPushToken()).toBeNull();
  });

  it('a browser firebase messaging does not support: "unsupported", nothing sent', async () => {
    configurePush();
    stubPushBrowser('granted');
    vi.mocked(isSupported).mockResolvedValue(false);
    const sendToken = vi.fn();
    expect(await enablePush(sendToken)).toBe('unsupported');
    expect(sendToken).not.toHaveBeenCalled();
  });

  it('the api refusing the token: "failed", and the token is not remembered', async () => {
    configurePush();
    stubPushBrowser('granted');
    vi.mocked(isSupported).mockResolvedValue(true);
    mockedGetToken.mockResolvedValue('fcm-token');
    expect(await enablePush(() => Promise.reject(new Error('offline')))).toBe('failed');
    expect(rememberedPushToken()).toBeNull();
  });
});

/** The worker's push handling against a fake worker global. */
function startWorker(windows: Array<{ url: string; focus: () => void }> = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const worker = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    location: { origin: 'https://shop.test' },
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  showPushMessages(worker as unknown as ServiceWorkerGlobalScope);
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { worker, dispatch };
}

describe('push messages in the service worker', () => {
  const fcmMessage = {
    notification: { title: '12', body: 'Your order is ready' },
    data: { id: '12', status: 'ready', type: 'status_changed' },
    fcmOptions: { link: 'https://shop.test/orders/12' },
  };

  it("shows FCM's notification with its link", async () => {
    const { worker, dispatch } = startWorker();
    await dispatch('push', { data: { json: () => fcmMessage } });
    expect(worker.registration.showNotification).toHaveBeenCalledWith('12', {
      body: 'Your order is ready',
      data: { id: '12', status: 'ready', type: 'status_changed', link: 'https://shop.test/orders/12' },
    });
  });

  it('shows nothing for a message without a notification', async () => {
    const { worker, dispatch } = startWorker();
    await dispatch('push', { data: { json: () => ({ data: { id: '1' } }) } });
    expect(worker.registration.showNotification).not.toHaveBeenCalled();
  });

  it('a click opens the link, or home without one, and focuses a window already showing it', async () => {
    const close = vi.fn();
    const { worker, dispatch } = startWorker();
    await dispatch('notificationclick', { notification: { close, data: { link: 'https://shop.test/orders/12' } } });
    expect(close).toHaveBeenCalled();
    expect(worker.clients.openWindow).toHaveBeenCalledWith('https://shop.test/orders/12');
    await dispatch('notificationclick', { notification: { close, data: {} } });
    expect(worker.clients.openWindow).toHaveBeenLastCalledWith('https://shop.test/');

    const open = { url: 'https://shop.test/orders/12', focus: vi.fn() };
    const other = startWorker([{ url: 'https://shop.test/', focus: vi.fn() }, open]);
    await other.dispatch('notificationclick', { notification: { close, data: { link: '/orders/12' } } });
    expect(other.worker.clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true }); // the push-only worker of earlier versions controls no page
    expect(open.focus).toHaveBeenCalled();
    expect(other.worker.clients.openWindow).not.toHaveBeenCalled();
  });
});
