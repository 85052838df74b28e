// The checkout's own errors (each a code the web app translates, an English message for
// Foodyman clients, the field it is about and its reason) and the checks of request values that
// need no database.
import { ApiError, badRequest, fieldRefusal, onField } from '../../http/errors';
import { fromMoney } from '../../http/money';
import { optionalText } from '../../http/text';
import { ORDER_ADDRESS_PARTS, type OrderAddressDetails } from '../orders';
import { ADDRESS_MAX, coordinate } from '../addresses';
import type { LatLng } from '../delivery-zones';
import { ADDRESS_PART_MAX, COUPON_MAX } from './schemas';

/** The object form of an order's address (PlaceOrderAddress). */
export type OrderAddressInput = { address: string } & Partial<Record<(typeof ORDER_ADDRESS_PARTS)[number], string | null>>;

export const CHECKOUT_MESSAGES = {
  cartEmpty: 'Cart is empty',
  branchClosed: 'This branch is not taking orders now. Please, choose another branch.',
  closedNow: 'Shop is closed now. Please, choose a delivery time.',
  closedDay: 'Shop is closed in this day. Please, select another day.',
  fullyBooked: 'This time is fully booked. Please, choose another time.',
  minimumAmount: 'Your order did not reach minimum amount, minimum amount is',
  couponInvalid: 'This coupon is invalid or has expired.',
  couponUsed: 'You have already used this coupon.',
  insufficientWallet: 'Insufficient wallet balance',
  idempotencyConflict: 'This Idempotency-Key was used for another order request',
  unavailable: 'This product is no longer available.',
} as const;

/** Foodyman's ERROR_118 "Shop is closed": the branch's flag, today's hours or the chosen day.
 * Its reason tells which: the branch takes no orders (`closed`), it is closed now (`closed_now`) or on
 * the chosen day (`closed_day`). */
export const shopClosed = (field: 'shop_id' | 'delivery_time' | 'delivery_date', message: string, why: 'closed' | 'closed_now' | 'closed_day') =>
  fieldRefusal('ERROR_118', field, message, { code: why });
export const couponInvalid = () => fieldRefusal('ERROR_250', 'coupon', CHECKOUT_MESSAGES.couponInvalid, { code: 'invalid' });
export const couponUsed = () => fieldRefusal('ERROR_251', 'coupon', CHECKOUT_MESSAGES.couponUsed, { code: 'duplicate' });
export const insufficientWallet = () => fieldRefusal('ERROR_109', 'payment_type', CHECKOUT_MESSAGES.insufficientWallet, { code: 'insufficient' });
/** The same Idempotency-Key with another request: HTTP 409, the one exception to "400 otherwise". */
export const idempotencyConflict = () => new ApiError(409, 'ERROR_409', CHECKOUT_MESSAGES.idempotencyConflict,
  onField('Idempotency-Key', CHECKOUT_MESSAGES.idempotencyConflict, { code: 'duplicate' }));
export const cartEmpty = () => badRequest('cart', CHECKOUT_MESSAGES.cartEmpty, { code: 'required' });

/** The account holds `max` open unpaid orders already (MAX_UNPAID_ORDERS). */
export const tooManyUnpaidMessage = (max: number) =>
  `You already have ${max} unpaid orders in progress, the most one account may hold. Please, wait until one is delivered, or pay with your wallet.`;
/** Fair use: unpaid orders hold stock, slots and the kitchen without any money behind them. */
export const tooManyUnpaid = (max: number) => fieldRefusal('ERROR_450', 'orders', tooManyUnpaidMessage(max), { code: 'too_many', max });

export const MAX_TIPS = 100;

/** Tips: a fixed amount in the requested currency, 0..100, as base cents. */
export function tipsCents(tips: number | undefined, rate: number): number {
  if (tips === undefined) return 0;
  if (!Number.isFinite(tips) || tips < 0 || tips > MAX_TIPS) throw badRequest('tips', `The tips must be between 0 and ${MAX_TIPS}.`, { code: 'between', min: 0, max: MAX_TIPS });
  return fromMoney(tips, rate);
}

/** A point of the request (`location`, or the field named), its ranges checked. */
export const pointOf = (location: { latitude: number; longitude: number }, field = 'location'): LatLng =>
  [coordinate(location.latitude, `${field}.latitude`, 90), coordinate(location.longitude, `${field}.longitude`, 180)];


/** A coupon code as typed (trimmed); empty: none. */
export const couponCode = (value: string | null | undefined): string | null => optionalText('coupon', value, COUPON_MAX);

/** An order's address as sent: its text alone, or the object of Foodyman clients (the text and its
 * parts), each trimmed and bounded; a blank text drops the parts (there is no address then). */
export function orderAddress(address: string | OrderAddressInput | null | undefined): { text: string | null; details: OrderAddressDetails | null } {
  if (address === null || address === undefined || typeof address === 'string') {
    return { text: optionalText('address', address, ADDRESS_MAX), details: null };
  }
  const text = optionalText('address.address', address.address, ADDRESS_MAX);
  const details: OrderAddressDetails = {};
  for (const part of ORDER_ADDRESS_PARTS) {
    const value = optionalText(`address.${part}`, address[part], ADDRESS_PART_MAX);
    if (value !== null) details[part] = value;
  }
  return { text, details: text !== null && Object.keys(details).length ? details : null };
}
