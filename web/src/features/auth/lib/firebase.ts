import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';

/**
 * Firebase sign-in (Google, Facebook, Apple, phone number with invisible reCAPTCHA).
 * The `firebase` package is only ever imported dynamically, from here and (for push messaging,
 * on the app of `firebaseApp()`) notifications/lib/push.ts, so it never reaches the first load
 * of any route; for sign-in firebase only proves who the user is: each function ends with a
 * firebase ID token, which the api exchanges for its own session (`firebaseCallback`).
 * Firebase keeps nothing itself (in-memory persistence, signed out once the token is read).
 */

export type FirebaseProvider = 'google' | 'facebook' | 'apple';

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

type AuthModule = typeof import('firebase/auth');
let loading: Promise<{ auth: Auth; fb: AuthModule }> | null = null;

function load(): Promise<{ auth: Auth; fb: AuthModule }> {
  loading ??= (async () => {
    const [app, fb] = await Promise.all([firebaseApp(), import('firebase/auth')]);
    const auth = fb.initializeAuth(app, { persistence: fb.inMemoryPersistence, popupRedirectResolver: fb.browserPopupRedirectResolver });
    const emulatorHost = settings()?.emulatorHost;
    if (emulatorHost) fb.connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
    return { auth, fb };
  })();
  loading.catch(() => {
    loading = null; // a failed chunk load may succeed on the next click
  });
  return loading;
}

/** Starts loading firebase ahead of a click, so that the sign-in popup opens right away. */
export function preloadFirebase(): void {
  if (isFirebaseConfigured()) load().catch(() => {});
}

async function idTokenOf(auth: Auth, fb: AuthModule, user: { getIdToken(): Promise<string> }): Promise<string> {
  try {
    return await user.getIdToken();
  } finally {
    fb.signOut(auth).catch(() => {});
  }
}

/** Signs in with the provider's popup; resolves to the firebase ID token. A popup closed by
 * the user rejects with `auth/popup-closed-by-user` (see `isSignInCancelled`). */
export async function signInWithProvider(provider: FirebaseProvider, language?: string): Promise<string> {
  const { auth, fb } = await load();
  if (language) auth.languageCode = language;
  let authProvider;
  if (provider === 'google') authProvider = new fb.GoogleAuthProvider();
  else if (provider === 'facebook') authProvider = new fb.FacebookAuthProvider();
  else {
    authProvider = new fb.OAuthProvider('apple.com');
    authProvider.addScope('email');
    authProvider.addScope('name');
  }
  const { user } = await fb.signInWithPopup(auth, authProvider);
  return idTokenOf(auth, fb, user);
}

export interface PhoneCodeSent {
  /** Checks the texted code; resolves to the firebase ID token. */
  confirm(code: string): Promise<string>;
}

/** Texts a code to `phoneNumber` (E.164, e.g. "+14165550100") after an invisible reCAPTCHA
 * rendered into `container`. */
export async function sendPhoneCode(phoneNumber: string, container: HTMLElement, language?: string): Promise<PhoneCodeSent> {
  const { auth, fb } = await load();
  if (language) auth.languageCode = language;
  const host = document.createElement('div'); // a fresh element: a reCAPTCHA renders once per element
  container.replaceChildren(host);
  const verifier = new fb.RecaptchaVerifier(auth, host, { size: 'invisible' });
  try {
    const confirmation = await fb.signInWithPhoneNumber(auth, phoneNumber, verifier);
    return {
      async confirm(code: string) {
        const { user } = await confirmation.confirm(code);
        return idTokenOf(auth, fb, user);
      },
    };
  } finally {
    try {
      verifier.clear();
    } catch {
      // never rendered
    }
  }
}
