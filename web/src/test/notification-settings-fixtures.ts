// The notification settings of /settings: the api's answers and, for push on this device, the
// build settings and browser that jsdom lacks.
import { vi } from 'vitest';
import type { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import {
  NotificationSettingsDocument, UpdateFirebaseTokenDocument, UpdateNotificationSettingsDocument,
} from '../graphql/notifications.generated';

const TYPES = ['new_order', 'new_user_by_referral', 'status_changed', 'new_in_table', 'booking_status', 'new_booking', 'news_publish'];

/** The api's settings list: every type (ids 1..7, as the api numbers them), on unless `off`. */
function notificationSettings(off: string[] = []) {
  return TYPES.map((type, i) => ({ __typename: 'NotificationSetting', id: i + 1, type, active: !off.includes(type) }));
}

export function notificationSettingsMock(outcome: { off?: string[] } | GraphQLError = {}): MockedResponse {
  return {
    request: { query: NotificationSettingsDocument },
    result: 'message' in outcome ? { errors: [outcome] } : { data: { notificationSettings: notificationSettings(outcome.off ?? []) } },
  };
}

/** Saving one type; the api answers the whole list (`off` after the change). */
export function updateNotificationSettingsMock(
  change: { type: string; active: boolean },
  outcome: { off: string[] } | GraphQLError,
): MockedResponse {
  return {
    request: { query: UpdateNotificationSettingsDocument, variables: { input: { notifications: [change] } } },
    result: 'message' in outcome ? { errors: [outcome] } : { data: { updateNotificationSettings: notificationSettings(outcome.off) } },
  };
}

export function updateFirebaseTokenMock(firebase_token: string) {
  const result = vi.fn(() => ({ data: { updateFirebaseToken: null } }));
  return { request: { query: UpdateFirebaseTokenDocument, variables: { input: { firebase_token } } }, result } satisfies MockedResponse;
}

// Push: the test files mock `firebase/app` and `firebase/messaging` themselves (vi.mock is
// hoisted per file).

/** The build settings push needs (features/auth/lib/firebase.ts, features/notifications/lib/push.ts). */
export function configurePush() {
  vi.stubEnv('VITE_FIREBASE_API_KEY', 'api-key');
  vi.stubEnv('VITE_FIREBASE_AUTH_DOMAIN', 'shop.firebaseapp.com');
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'shop');
  vi.stubEnv('VITE_FIREBASE_APP_ID', 'app-id');
  vi.stubEnv('VITE_FIREBASE_MESSAGING_SENDER_ID', 'sender-id');
  vi.stubEnv('VITE_FIREBASE_VAPID_KEY', 'vapid-key');
}

/** A browser able to receive push (jsdom has no notifications, service workers or Push API),
 * whose permission prompt answers `answer`. */
export function stubPushBrowser(answer: NotificationPermission, permission: NotificationPermission = 'default') {
  const requestPermission = vi.fn(async () => answer);
  const installing = { scope: '/' };
  const registration = { scope: '/', active: {} };
  const register = vi.fn(async () => installing);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', class {});
  // `ready`: the registration of the pages' scope once its worker is active.
  Object.defineProperty(navigator, 'serviceWorker', { value: { register, ready: Promise.resolve(registration) }, configurable: true });
  return { requestPermission, register, registration };
}

export function unstubPush() {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
