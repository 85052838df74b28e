// Test support: orders written straight into the database, as placing one leaves them (lines
// from the demo menu, stock taken, a slot taken when scheduled, the payment, status 'new'
// recorded), so tests do not depend on the place-order endpoint; and orders moved on as the
// kitchen would.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deliverySlots, orderDetails, orders, orderStatusChanges, type OrderStatus, stocks, transactions, wallets } from '../db/schema';
import { orderEffects } from '../app';
import type { PaymentType } from '../modules/settings';
import { changeStatus, nextStatus, recordStatus, takeSlot, takeStock, type Slot } from '../modules/orders';
import { moveWallet } from '../modules/wallet';
import { loadFixture, unitCents, type Fixture, type MenuStock } from './menu';
import type { TestApp } from './test-app';

/** What a wallet holds before a test order is paid from it: $100. */
export const WALLET_START = 100_00;

export interface TestOrderOptions {
  payment?: PaymentType;
  /** Parent lines: one (2 × a stock with an add-on) or two (and 1 × another stock). */
  lines?: 1 | 2;
  deliveryType?: 'delivery' | 'pickup';
  /** A scheduled order takes a place of this slot of the fixture's branch; default: ASAP. */
  slot?: Pick<Slot, 'day' | 'time'>;
  at?: Date;
}

export interface TestOrder {
  id: number;
  shopId: number;
  /** Cents the customer paid. */
  total: number;
  /** Every stock the order holds and how many, add-ons included. */
  taken: { stockId: number; quantity: number }[];
}

const fixtures = new WeakMap<TestApp, Promise<Fixture>>();
export const fixtureOf = (t: TestApp): Promise<Fixture> => {
  if (!fixtures.has(t)) fixtures.set(t, loadFixture(t));
  return fixtures.get(t)!;
};

interface PlannedLine {
  row: MenuStock;
  quantity: number;
  addons: PlannedLine[];
}

const priced = ({ row, quantity }: PlannedLine) => {
  const { gross, discount } = unitCents(row);
  return { originPrice: gross * quantity, discount: discount * quantity, totalPrice: (gross - discount) * quantity };
};

function plan(f: Fixture, lines: 1 | 2): PlannedLine[] {
  const first = { row: f.withAddons, quantity: 2, addons: [{ row: f.addons[0], quantity: 1, addons: [] }] };
  return lines === 1 ? [first] : [first, { row: f.stocks[0], quantity: 1, addons: [] }];
}

/** Debits a wallet payment through the ledger, from a wallet given WALLET_START (a `topup`) when new. */
async function payFromWallet(tx: Database, userId: number, payment: { transactionId: number; orderId: number; total: number; at: Date }) {
  const { transactionId, orderId, total, at } = payment;
  const [fresh] = await tx.insert(wallets).values({ userId }).onConflictDoNothing().returning({ userId: wallets.userId });
  if (fresh) await moveWallet(tx, { userId, cents: WALLET_START, type: 'topup', authorId: userId, at });
  if (!await moveWallet(tx, { userId, cents: -total, type: 'order_payment', transactionId, orderId, authorId: userId, at })) throw new Error('test order: wallet short');
}

/** Writes an order of `userId` as placing it would: status 'new', stock taken, slot taken when
 * scheduled, and the payment (cash: 'progress'; wallet: debited from a wallet of WALLET_START). */
export async function placeTestOrder(t: TestApp, userId: number, options: TestOrderOptions = {}): Promise<TestOrder> {
  const f = await fixtureOf(t);
  const { payment = 'cash', deliveryType = 'delivery', slot, at = new Date() } = options;
  const lines = plan(f, options.lines ?? 1);
  const all = lines.flatMap((line) => [line, ...line.addons]);
  const sum = (key: 'originPrice' | 'discount' | 'totalPrice') => all.reduce((total, line) => total + priced(line)[key], 0);
  const total = sum('totalPrice');
  const id = await t.database.db.transaction(async (tx) => {
    const [order] = await tx.insert(orders).values({
      userId, shopId: f.shopId, deliveryType, paymentType: payment, currencyId: 1, rate: 1, originPrice: sum('originPrice'),
      totalDiscount: sum('discount'), totalPrice: total, address: deliveryType === 'delivery' ? '1 Test Street' : null,
      deliveryDate: slot?.day ?? at.toISOString().slice(0, 10), deliveryTime: slot?.time ?? at.toISOString().slice(11, 16),
      asap: !slot, createdAt: at, updatedAt: at,
    }).returning({ id: orders.id });
    for (const line of lines) {
      const [parent] = await tx.insert(orderDetails).values({ orderId: order.id, stockId: line.row.stock.id, quantity: line.quantity, ...priced(line) })
        .returning({ id: orderDetails.id });
      for (const addon of line.addons) {
        await tx.insert(orderDetails).values({ orderId: order.id, parentId: parent.id, stockId: addon.row.stock.id, quantity: addon.quantity, ...priced(addon) });
      }
    }
    for (const line of all) if (!await takeStock(tx, line.row.stock.id, line.quantity)) throw new Error('test order: out of stock');
    if (slot && !await takeSlot(tx, { shopId: f.shopId, ...slot })) throw new Error('test order: slot full');
    const [paid] = await tx.insert(transactions).values({
      orderId: order.id, userId, paymentSystem: payment, price: total, status: payment === 'wallet' ? 'paid' : 'progress',
    }).returning({ id: transactions.id });
    if (payment === 'wallet') await payFromWallet(tx, userId, { transactionId: paid.id, orderId: order.id, total, at });
    await recordStatus(tx, order.id, 'new', userId, at);
    return order.id;
  });
  return { id, shopId: f.shopId, total, taken: all.map((line) => ({ stockId: line.row.stock.id, quantity: line.quantity })) };
}

/** The quantity left of each stock, by id. */
export async function stockLevels(t: TestApp, ids: number[]): Promise<Map<number, number>> {
  const rows = await t.database.db.select({ id: stocks.id, quantity: stocks.quantity }).from(stocks).where(inArray(stocks.id, ids));
  return new Map(rows.map((row) => [row.id, row.quantity]));
}

/** The order's status history as stored: status and who changed it, oldest first. */
export function storedHistory(t: TestApp, orderId: number) {
  return t.database.db.select({ status: orderStatusChanges.status, changedBy: orderStatusChanges.changedBy })
    .from(orderStatusChanges).where(eq(orderStatusChanges.orderId, orderId)).orderBy(asc(orderStatusChanges.id));
}

/** The user's wallet balance in cents (none: 0). */
export async function walletBalance(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.database.db.select({ price: wallets.price }).from(wallets).where(eq(wallets.userId, userId));
  return row?.price ?? 0;
}

export async function paymentOf(t: TestApp, orderId: number) {
  const [row] = await t.database.db.select().from(transactions).where(eq(transactions.orderId, orderId));
  return row;
}

/** Places taken of the fixture branch's slot `day` `time`. */
export async function slotTaken(t: TestApp, shopId: number, slot: Pick<Slot, 'day' | 'time'>): Promise<number> {
  const [row] = await t.database.db.select({ taken: deliverySlots.taken }).from(deliverySlots)
    .where(and(eq(deliverySlots.shopId, shopId), eq(deliverySlots.day, slot.day), eq(deliverySlots.time, slot.time)));
  return row?.taken ?? 0;
}

/** Moves the order forward step by step to `status`, as the kitchen would (changedBy null). */
export async function moveTo(t: TestApp, orderId: number, status: OrderStatus, at = new Date()): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    let [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    while (order.status !== status) {
      const next = nextStatus(order);
      if (!next) throw new Error(`test order ${orderId}: ${status} cannot follow ${order.status}`);
      await changeStatus(tx, orderEffects, orderId, next, null, at);
      order = { ...order, status: next };
    }
  });
}
