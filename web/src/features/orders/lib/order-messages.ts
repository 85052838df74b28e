// The api's English messages about checkout and orders → keys of the `errors` namespace. They
// live with these lazy screens (not in shared/lib/i18n/api-messages.ts) so the first load does
// not carry them.
import type { TFunction } from 'i18next';
import type { ApiError } from '../../../shared/lib/graphql/api-error';
import { translateApiError } from '../../../shared/lib/i18n/api-messages';

const MESSAGE_KEYS: Record<string, string> = {
  "We don't deliver here yet. Please, change your address or choose pickup option.": 'noDelivery',
  "Sorry, we're not available here": 'notAvailable',
  'Shop is closed in this day. Please, select another day.': 'shopClosedDay',
  'Shop is closed now. Please, choose a delivery time.': 'shopClosedNow',
  'This branch is not taking orders now. Please, choose another branch.': 'branchClosed',
  'This time is fully booked. Please, choose another time.': 'slotFull',
  'This coupon is invalid or has expired.': 'couponInvalid',
  'You have already used this coupon.': 'couponUsed',
  'Insufficient wallet balance': 'insufficientWallet',
  'This product is no longer available.': 'productUnavailable',
  'Cart is empty': 'cartEmpty',
  'Order can no longer be canceled': 'notCancelable',
  'Only a delivered or canceled order can be refunded.': 'notRefundable',
  'A refund was already requested for this order.': 'refundRequested',
};

/** Refusals known by their code (their English text names a configured number). */
const CODE_KEYS: Record<string, string> = {
  ERROR_450: 'unpaidOrdersLimit',
};

/** The api's minimum-amount refusal ends with the amount; the sentence before it is translated. */
const MINIMUM_AMOUNT = 'Your order did not reach minimum amount, minimum amount is';

function translateMessage(t: TFunction, message: string): string | null {
  if (MESSAGE_KEYS[message]) return t(MESSAGE_KEYS[message], { ns: 'errors' });
  if (message.startsWith(MINIMUM_AMOUNT)) return `${t('minAmount', { ns: 'errors' })}${message.slice(MINIMUM_AMOUNT.length)}`;
  return null;
}

/** A refusal of a checkout or order call, translated: by its code, else its first field message or
 * its message when they are known here, else as the rest of the app translates errors. */
export function translateOrderError(t: TFunction, error: ApiError | null): string {
  const byCode = error?.statusCode ? CODE_KEYS[error.statusCode] : undefined;
  if (byCode) return t(byCode, { ns: 'errors' });
  const first = error && (Object.values(error.params)[0]?.[0] ?? error.message);
  return (first && translateMessage(t, first)) || (error?.message && translateMessage(t, error.message)) || translateApiError(t, error);
}
