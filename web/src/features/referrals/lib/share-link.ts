/** The page a friend opens to sign up with `code` (its `referral` fills the sign-up form). */
export function referralPath(code: string): string {
  return `/register?referral=${encodeURIComponent(code)}`;
}

/** The link to share: the sign-up page of this site, with the code. */
export function referralLink(origin: string, code: string): string {
  return `${origin}${referralPath(code)}`;
}

/** Whether this browser has the Web Share API (phones mostly); else the link is copied. */
export function canShare(nav: Partial<Pick<Navigator, 'share'>> | undefined = globalThis.navigator): boolean {
  return typeof nav?.share === 'function';
}

/** The customer closed the share sheet: nothing to report. */
export function isShareCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
