// The api's refusals of wallet and points calls (docs/wallet.md) → keys of the `errors`
// namespace (wallet-screens.json): by their stable code, else by the validation message.
import type { TFunction } from 'i18next';
import type { ApiError } from '../../../shared/lib/graphql/api-error';
import { translateApiError, translateApiMessage } from '../../../shared/lib/i18n/api-messages';

export const WALLET_ERROR_KEYS: Readonly<Record<string, string>> = {
  ERROR_109: 'walletInsufficient',
  ERROR_470: 'pointsBelowMinimum',
  ERROR_471: 'pointsInsufficient',
  ERROR_475: 'walletTopUpDeclined',
  ERROR_476: 'walletWithdrawalClosed',
  ERROR_252: 'walletWithdrawalSameStatus',
};

/** ERROR_400's messages (any currency's amount is checked in the same words). */
const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'The price must be between 0.01 and 10000.': 'walletAmountRange',
  'The note may not be greater than 500 characters.': 'walletNoteMax',
};

/** ERROR_470's message ends with the api's minimum ("at least 50 points"). */
const minimumIn = (message: string) => /\d+/.exec(message)?.[0];

function byCode(t: TFunction, error: ApiError | null, message: string): string | null {
  const key = error?.statusCode ? WALLET_ERROR_KEYS[error.statusCode] : undefined;
  return key ? t(key, { ns: 'errors', min: minimumIn(message) }) : null;
}

/** A refusal shown alone (a toast): by its code, else as the rest of the app translates errors. */
export function translateWalletError(t: TFunction, error: ApiError | null): string {
  return byCode(t, error, error?.message ?? '') ?? translateApiError(t, error);
}

/** A refusal of a form: the messages about the form's `fields`, translated, go under them; when
 * none is about them the refusal is a toast. */
export function walletFormErrors<F extends string>(
  t: TFunction,
  error: ApiError | null,
  fields: readonly F[],
): { fields: Partial<Record<F, string>>; toast: string | null } {
  const shown: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const message = error?.params[field]?.[0];
    if (message) shown[field] = byCode(t, error, message) ?? (MESSAGE_KEYS[message] ? t(MESSAGE_KEYS[message], { ns: 'errors' }) : translateApiMessage(t, message));
  }
  return { fields: shown, toast: Object.keys(shown).length ? null : translateWalletError(t, error) };
}
