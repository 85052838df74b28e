// The api's refusals of wallet and points calls (docs/wallet.md) that the wallet says in its own
// words (keys of the `errors` namespace, wallet-screens.json), by their stable code; the others
// as the rest of the app translates them.
import type { TFunction } from 'i18next';
import type { ApiError } from '../../../shared/lib/graphql/api-error';
import { formRefusal, translateApiError, type RefusalKeys } from '../../../shared/lib/i18n/api-messages';

export const WALLET_ERROR_KEYS = {
  status: {
    ERROR_109: 'walletInsufficient',
    ERROR_470: 'pointsBelowMinimum',
    ERROR_471: 'pointsInsufficient',
    ERROR_475: 'walletTopUpDeclined',
    ERROR_476: 'walletWithdrawalClosed',
    ERROR_252: 'walletWithdrawalSameStatus',
  },
} as const satisfies RefusalKeys;

/** A refusal shown alone (a toast). */
export const translateWalletError = (t: TFunction, error: ApiError | null): string => translateApiError(t, error, WALLET_ERROR_KEYS);

/** A refusal of a form: the messages about its `fields` under them, else a toast. */
export const walletFormErrors = <F extends string>(t: TFunction, error: ApiError | null, fields: readonly F[]) =>
  formRefusal(t, error, fields, WALLET_ERROR_KEYS);
