// The ways a customer may pay and which of them the restaurant takes (the `payment_methods`
// setting): read by checkout, orders' payments and every branch's resource alike.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings } from './tables';

export const PAYMENT_TYPES = ['cash', 'wallet'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const isPaymentType = (value: string): value is PaymentType => (PAYMENT_TYPES as readonly string[]).includes(value);

/** The payment types the `payment_methods` setting (a comma list) accepts, in PAYMENT_TYPES' order.
 * (The `payment_type` setting only tells Foodyman clients where to read them: `GET /rest/payments`.) */
export async function acceptedPaymentTypes(db: Database): Promise<PaymentType[]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'payment_methods'));
  const listed = (row?.value ?? '').split(',').map((type) => type.trim());
  return PAYMENT_TYPES.filter((type) => listed.includes(type));
}

/** A payment system's id: its place in PAYMENT_TYPES, from 1 (cash 1, wallet 2), stable. */
export const paymentSystemId = (type: PaymentType) => PAYMENT_TYPES.indexOf(type) + 1;

/** Foodyman's Payment resource of a payment type. */
export const paymentView = (type: PaymentType) => ({ id: paymentSystemId(type), tag: type, input: paymentSystemId(type), sandbox: false, active: true });
