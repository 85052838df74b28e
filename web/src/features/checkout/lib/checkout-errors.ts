// Where an api refusal belongs on the checkout screen: next to the choice it is about (the
// address, the time, the coupon …), else in the summary above the Place-order button.
import type { ApiError } from '../../../shared/lib/graphql/api-error';

export type CheckoutSection = 'address' | 'when' | 'coupon' | 'tip' | 'payment' | 'summary';

const FIELD_SECTIONS: Record<string, CheckoutSection> = {
  address: 'address',
  address_id: 'address',
  location: 'address',
  delivery_date: 'when',
  delivery_time: 'when',
  coupon: 'coupon',
  tips: 'tip',
  payment_type: 'payment',
};

const CODE_SECTIONS: Record<string, CheckoutSection> = {
  ERROR_433: 'address',
  ERROR_118: 'when',
  ERROR_250: 'coupon',
  ERROR_251: 'coupon',
  ERROR_109: 'payment',
};

/** The section a refusal is about: its first field's, else its code's, else the summary. */
export function sectionOf(error: ApiError): CheckoutSection {
  for (const field of Object.keys(error.params)) if (FIELD_SECTIONS[field]) return FIELD_SECTIONS[field];
  return (error.statusCode && CODE_SECTIONS[error.statusCode]) || 'summary';
}

/** No answer from the api at all (the network, the gateway or the api is down): the order may
 * or may not exist, and pressing Place order again is safe (same Idempotency-Key). */
export function isUnreachable(error: ApiError): boolean {
  return !error.statusCode?.startsWith('ERROR_') || (error.status ?? 0) >= 500;
}
