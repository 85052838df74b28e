// How an order is paid: a provider per payment type charges inside the transaction that places
// the order and records the order's `transactions` row, so a refused payment writes nothing.
// Cash is collected on delivery (`progress`); a wallet is debited at once (`paid`), through the
// wallet's ledger so the debit has its history row. A card provider would be one more entry here.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/errors';
import { transactions } from '../orders';
import { moveWallet, wallets } from '../wallet';
import { acceptedPaymentTypes, isPaymentType, type PaymentType } from '../settings';
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

/** The order's payment row; answers its id. */
async function record(tx: Database, { userId, orderId, amountCents, at }: Charge, paymentSystem: PaymentType, status: 'progress' | 'paid') {
  const [row] = await tx.insert(transactions).values({ userId, orderId, paymentSystem, price: amountCents, status, createdAt: at, updatedAt: at })
    .returning({ id: transactions.id });
  return row.id;
}

const cash: PaymentProvider = {
  charge: async (tx, charge) => { await record(tx, charge, 'cash', 'progress'); },
};

/** The ledger's debit is one conditional UPDATE: parallel orders can never take the balance below
 * zero; a short balance refuses the order (its whole transaction rolls back). */
const wallet: PaymentProvider = {
  async charge(tx, charge) {
    const transactionId = await record(tx, charge, 'wallet', 'paid');
    const { userId, orderId, amountCents, at } = charge;
    if (amountCents === 0) return; // a free order moves no money
    const debited = await moveWallet(tx, { userId, cents: -amountCents, type: 'order_payment', transactionId, orderId, authorId: userId, at });
    if (!debited) throw insufficientWallet();
  },
};

/** The user's balance in base cents (0 without a wallet) and whether the wallet provider would
 * take `amountCents` from it now: what the calculation tells before the order is placed. Reads
 * only (no wallet is created); the debit above still decides when the order is placed. */
export async function walletCover(db: Database, userId: number, amountCents: number): Promise<{ cents: number; enough: boolean }> {
  const [row] = await db.select({ price: wallets.price }).from(wallets).where(eq(wallets.userId, userId));
  const cents = row?.price ?? 0;
  return { cents, enough: cents >= amountCents };
}

export const PAYMENT_PROVIDERS: Record<PaymentType, PaymentProvider> = { cash, wallet };

/** The provider of `paymentType` if the `payment_methods` setting accepts it. */
export async function paymentProvider(db: Database, paymentType: string): Promise<{ type: PaymentType; provider: PaymentProvider }> {
  if (!isPaymentType(paymentType) || !(await acceptedPaymentTypes(db)).includes(paymentType)) {
    throw badRequest('payment_type', 'The selected payment_type is invalid.', { code: 'one_of' });
  }
  return { type: paymentType, provider: PAYMENT_PROVIDERS[paymentType] };
}
