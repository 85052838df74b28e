// The checkout form's state and what it sends: the calculation's and the order's request bodies
// come from one place, so what is shown is what is ordered.

export type DeliveryType = 'delivery' | 'pickup';

export type When = { kind: 'asap' } | { kind: 'scheduled'; date: string; time: string | null };

export interface CheckoutForm {
  deliveryType: DeliveryType;
  addressId: number | null;
  when: When;
  paymentType: string;
  /** The tip in the shown currency. */
  tip: number;
  /** The applied coupon code ('' none). */
  coupon: string;
  note: string;
}

export const initialForm = (paymentType: string, addressId: number | null): CheckoutForm => ({
  deliveryType: 'delivery',
  addressId,
  when: { kind: 'asap' },
  paymentType,
  tip: 0,
  coupon: '',
  note: '',
});

/** The choices that change the price, which the calculation and the order both carry: the
 * delivery address, the coupon and the tip. */
function pricedChoices(form: CheckoutForm) {
  return {
    ...(form.deliveryType === 'delivery' && form.addressId !== null ? { address_id: form.addressId } : {}),
    ...(form.coupon ? { coupon: form.coupon } : {}),
    ...(form.tip > 0 ? { tips: form.tip } : {}),
  };
}

/** What the calculation needs (type, address, coupon, tip); null for a delivery with no address yet. */
export function calculationBody(form: CheckoutForm) {
  if (form.deliveryType === 'delivery' && form.addressId === null) return null;
  return { type: form.deliveryType, ...pricedChoices(form) };
}

/** The order's body; the cart's lines and every price are the server's. */
export function orderBody(form: CheckoutForm, cartId: number, shopId: number) {
  const note = form.note.trim();
  return {
    cart_id: cartId,
    shop_id: shopId,
    delivery_type: form.deliveryType,
    payment_type: form.paymentType,
    ...pricedChoices(form),
    ...(form.when.kind === 'scheduled' && form.when.time ? { delivery_date: form.when.date, delivery_time: form.when.time } : {}),
    ...(note ? { note } : {}),
  };
}

/** Whether the form can be sent: a delivery needs an address, a scheduled order its time. */
export function readyToPlace(form: CheckoutForm): boolean {
  if (form.deliveryType === 'delivery' && form.addressId === null) return false;
  return form.when.kind === 'asap' || form.when.time !== null;
}

/** Whether the chosen wallet cannot pay: the server's calculation says its balance does not
 * cover the total (`wallet.enough`; the web compares no amounts). Placing is held back then. */
export function walletTooLow(paymentType: string, calculation: { wallet: { enough: boolean } } | null): boolean {
  return paymentType === 'wallet' && calculation?.wallet.enough === false;
}

/** Tip choices as percentages of the subtotal. */
export const TIP_PERCENTS = [10, 15, 20] as const;

/** `percent` % of `subtotal`, to the cent. */
export const tipOf = (subtotal: number, percent: number) => Math.round(subtotal * percent) / 100;

/**
 * One Idempotency-Key per checkout attempt: the same order body keeps its key (a double click, a
 * retry after the network failed), a changed body gets a new one (it is another order request).
 */
export function createAttemptKeys(newKey: () => string = () => crypto.randomUUID()) {
  let last: { body: string; key: string } | null = null;
  return (body: unknown): string => {
    const text = JSON.stringify(body);
    if (last?.body !== text) last = { body: text, key: newKey() };
    return last.key;
  };
}

/** The next `count` local days (shared with the reservations' day picker). */
export { nextDays } from '../../../shared/lib/shop-status';
