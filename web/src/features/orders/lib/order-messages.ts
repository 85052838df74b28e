// The refusals of checkout and order calls that these screens say in their own words (keys of
// the `errors` namespace, checkout-screens.json), by code: the statusCode, and the reasons of the
// branch's hours, the slot, the minimum amount and the refund rules. They live with these lazy
// screens (not in shared/lib/i18n/api-messages.ts) so the first load does not carry them.
import type { TFunction } from 'i18next';
import type { ApiError } from '../../../shared/lib/graphql/api-error';
import { translateApiError, type RefusalKeys } from '../../../shared/lib/i18n/api-messages';

export const ORDER_ERROR_KEYS = {
  status: {
    ERROR_250: 'couponInvalid',
    ERROR_251: 'couponUsed',
    ERROR_450: 'unpaidOrdersLimit',
  },
  reasons: {
    closed: 'branchClosed',
    closed_now: 'shopClosedNow',
    closed_day: 'shopClosedDay',
    fully_booked: 'slotFull',
    below_minimum: 'belowMinimum',
    unavailable: 'productUnavailable',
    insufficient: 'insufficientWallet',
    not_cancelable: 'notCancelable',
    not_refundable: 'notRefundable',
    already_requested: 'refundRequested',
  },
} as const satisfies RefusalKeys;

/** A refusal of a checkout or order call, translated: by these screens' codes, else as the rest
 * of the app translates errors. */
export const translateOrderError = (t: TFunction, error: ApiError | null): string => translateApiError(t, error, ORDER_ERROR_KEYS);
