// How an order is paid: a provider per payment type charges inside the transaction that places
// the order and records the order's `transactions` row, so a refused payment writes nothing.
// Cash is collected on delivery (`progress`); a wallet is debited at once (`paid`). A card
// provider would be one more entry here.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { PAYMENT_TYPES, settings, transactions, wallets, type PaymentType } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { insufficientWallet } from './validation';

export interface Charge {
  userId: number;
  orderId: number;
  /** Base cents. */
  amountCents: number;
  at: Date;
}

export interface PaymentProvider {
  charge(tx: Database, charge: Charge): Promise<void>;
}

const record = (tx: Database, { userId, orderId, amountCents, at }: Charge, paymentSystem: PaymentType, status: 'progress' | 'paid') =>
  tx.insert(transactions).values({ userId, orderId, paymentSystem, price: amountCents, status, createdAt: at, updatedAt: at });

const cash: PaymentProvider = {
  charge: async (tx, charge) => { await record(tx, charge, 'cash', 'progress'); },
};

/** One conditional UPDATE: parallel orders can never take the balance below zero. */
const wallet: PaymentProvider = {
  async charge(tx, charge) {
    const debited = await tx.update(wallets)
      .set({ price: sql`${wallets.price} - ${charge.amountCents}`, updatedAt: charge.at })
      .where(and(eq(wallets.userId, charge.userId), gte(wallets.price, charge.amountCents)))
      .returning({ userId: wallets.userId });
    if (!debited.length) throw insufficientWallet();
    await record(tx, charge, 'wallet', 'paid');
  },
};

export const PAYMENT_PROVIDERS: Record<PaymentType, PaymentProvider> = { cash, wallet };

const isPaymentType = (value: string): value is PaymentType => (PAYMENT_TYPES as readonly string[]).includes(value);

/** The provider of `paymentType` if the `payment_type` setting (a comma list) accepts it. */
export async function paymentProvider(db: Database, paymentType: string): Promise<{ type: PaymentType; provider: PaymentProvider }> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'payment_type'));
  const accepted = (row?.value ?? '').split(',').map((type) => type.trim());
  if (!isPaymentType(paymentType) || !accepted.includes(paymentType)) {
    throw badRequest('payment_type', 'The selected payment_type is invalid.');
  }
  return { type: paymentType, provider: PAYMENT_PROVIDERS[paymentType] };
}
