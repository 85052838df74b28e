import type { Auth } from 'firebase/auth';
import { authEmulatorHost, firebaseApp, isFirebaseConfigured } from '../../../shared/lib/firebase';

/**
 * Firebase sign-in (Google, Facebook, Apple, phone number with invisible reCAPTCHA).
 * The `firebase` package is only ever imported dynamically (its app by shared/lib/firebase.ts,
 * `firebase/auth` here), so it never reaches the first load of any route. For sign-in firebase
 * only proves who the user is: each function ends with a firebase ID token, which the api
 * exchanges for its own session (`firebaseCallback`). Firebase keeps nothing itself (in-memory
 * persistence, signed out once the token is read).
 */

export type FirebaseProvider = 'google' | 'facebook' | 'apple';

type AuthModule = typeof import('firebase/auth');
let loading: Promise<{ auth: Auth; fb: AuthModule }> | null = null;

function load(): Promise<{ auth: Auth; fb: AuthModule }> {
  loading ??= (async () => {
    const [app, fb] = await Promise.all([firebaseApp(), import('firebase/auth')]);
    const auth = fb.initializeAuth(app, { persistence: fb.inMemoryPersistence, popupRedirectResolver: fb.browserPopupRedirectResolver });
    const emulatorHost = authEmulatorHost();
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
