import type { FirebaseApp } from 'firebase/app';

/**
 * The storefront's firebase app, shared by sign-in (features/auth), push (features/notifications)
 * and the Firestore chat (features/chat). The `firebase` package is only ever imported
 * dynamically, so it never reaches the first load of any route. The functions that only read the
 * build's settings load nothing.
 */

interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  messagingSenderId?: string;
  emulatorHost?: string;
}

function settings(): FirebaseSettings | null {
  const env = import.meta.env;
  const { VITE_FIREBASE_API_KEY: apiKey, VITE_FIREBASE_AUTH_DOMAIN: authDomain, VITE_FIREBASE_PROJECT_ID: projectId } = env;
  if (!apiKey || !authDomain || !projectId) return null;
  return {
    apiKey,
    authDomain,
    projectId,
    appId: env.VITE_FIREBASE_APP_ID || undefined,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID || undefined,
    emulatorHost: env.VITE_FIREBASE_AUTH_EMULATOR_HOST || undefined,
  };
}

/** Whether the build has firebase settings (VITE_FIREBASE_API_KEY, _AUTH_DOMAIN, _PROJECT_ID);
 * reads the environment only, without loading firebase. */
export function isFirebaseConfigured(): boolean {
  return settings() !== null;
}

/** Whether the build also has what push messaging needs of firebase (VITE_FIREBASE_APP_ID and
 * _MESSAGING_SENDER_ID besides the three above); reads the environment only. */
export function isMessagingConfigured(): boolean {
  const config = settings();
  return Boolean(config?.appId && config.messagingSenderId);
}

/** host:port of the firebase Auth emulator when the build names one (tests, local trials). */
export function authEmulatorHost(): string | undefined {
  return settings()?.emulatorHost;
}

/** The storefront's firebase app, shared by sign-in and push (loads `firebase/app`). `name`: an
 * app of its own, whose sign-in is apart from the others' (the chat's). */
export async function firebaseApp(name = 'storefront'): Promise<FirebaseApp> {
  const config = settings();
  if (!config) throw new Error('firebase is not configured');
  const { initializeApp, getApps } = await import('firebase/app');
  const { emulatorHost: _emulatorHost, ...options } = config;
  return getApps().find((a) => a.name === name) ?? initializeApp(options, name);
}
