/** Firebase sign-in errors (their `code`, e.g. "auth/popup-closed-by-user") → what the UI does.
 * Kept apart from lib/firebase.ts, which loads firebase, so the UI can read errors without it. */

export function firebaseErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

const CANCELLED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

/** The user closed the popup (or opened another): nothing to report. */
export function isSignInCancelled(error: unknown): boolean {
  return CANCELLED.has(firebaseErrorCode(error) ?? '');
}

const KEYS: Record<string, string> = {
  'auth/popup-blocked': 'popupBlocked',
  'auth/account-exists-with-different-credential': 'accountExists',
  'auth/invalid-phone-number': 'phoneInvalid',
  'auth/missing-phone-number': 'phoneRequired',
  'auth/invalid-verification-code': 'wrongCode',
  'auth/missing-verification-code': 'required',
  'auth/code-expired': 'codeExpired',
  'auth/too-many-requests': 'tryLater',
  'auth/quota-exceeded': 'tryLater',
  'auth/network-request-failed': 'error400',
};

/** The `errors` key of a firebase error's toast. */
export function firebaseErrorKey(error: unknown): string {
  return KEYS[firebaseErrorCode(error) ?? ''] ?? 'firebaseFailed';
}
