/**
 * The messaging token this device gave the api, kept in localStorage: push
 * (features/notifications) remembers it once the api has it, logout (features/auth) sends it
 * for the api to forget, then forgets it here.
 */

const TOKEN_KEY = 'push-token';

/** The token this device gave the api, so that logout can ask the api to forget it. */
export function rememberedPushToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function rememberPushToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // private mode: logout then cannot name the token; the api keeps it until FCM drops it
  }
}

export function forgetPushToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // nothing was stored
  }
}
