import type { TFunction } from 'i18next';
import { apiErrorOf, type ApiError } from '../graphql/api-error';

// Kept apart from api-messages.ts (the tables of every code): the menu, on the first load, needs
// only this.

/** The api's wait after ERROR_429 (the `rate_limited` reason's `seconds`, else
 * `params.retry_after`), in seconds; null for other errors. Never read from the English message. */
export function retryAfterSeconds(error: ApiError | null): number | null {
  if (error?.statusCode !== 'ERROR_429') return null;
  const seconds = Number(error.reasons.retry_after?.[0]?.seconds ?? error.params.retry_after?.[0]);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** "Too many attempts, wait N seconds" for a rate-limited call; null for other errors. */
export function waitText(t: TFunction, error: ApiError | null): string | null {
  const seconds = retryAfterSeconds(error);
  return seconds ? t('tooManyAttempts', { ns: 'errors', count: seconds }) : null;
}

/** What a screen says when its data failed to load: the wait asked for by a rate limit, which
 * the customer can act on, else the screen's `fallback`. */
export function loadFailureText(t: TFunction, error: unknown, fallback: string): string {
  return waitText(t, apiErrorOf(error)) ?? fallback;
}
