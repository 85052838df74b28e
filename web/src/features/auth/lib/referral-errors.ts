// The api's refusals of a referral code at sign-up, by their stable code (docs/wallet.md) → keys
// of the `errors` namespace (auth-screens.json).
import type { TFunction } from 'i18next';
import type { ApiError } from '../../../shared/lib/graphql/api-error';

export const REFERRAL_ERROR_KEYS: Readonly<Record<string, string>> = {
  ERROR_472: 'referralInvalid',
  ERROR_473: 'referralOwn',
  ERROR_474: 'referralUsed',
};

/** The translated refusal of the referral code, or null when the error is about something else. */
export function referralRefusal(t: TFunction, error: ApiError | null): string | null {
  const key = error?.statusCode ? REFERRAL_ERROR_KEYS[error.statusCode] : undefined;
  return key ? t(key, { ns: 'errors' }) : null;
}
