// What an order holds while it is open: its scheduled delivery slot and the stock of its lines.
// Each is taken in the transaction that places the order and given back when it is canceled.
// Both take with one conditional UPDATE, so parallel orders can never oversell a slot or a stock.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { stocks } from '../catalogue';
import { DEFAULT_SLOT_CAPACITY, deliverySlots, shopCheckout } from './tables';

export interface Slot {
  shopId: number;
  /** YYYY-MM-DD */
  day: string;
  /** HH:MM */
  time: string;
}

/** The branch's capacity of one delivery slot. */
export async function slotCapacity(tx: Database, shopId: number): Promise<number> {
  const [row] = await tx.select({ capacity: shopCheckout.slotCapacity }).from(shopCheckout).where(eq(shopCheckout.shopId, shopId));
  return row?.capacity ?? DEFAULT_SLOT_CAPACITY;
}

/** Takes one place of `slot`; false when it is full. The insert-or-increment locks the slot's
 * row, so concurrent orders of one slot count one after the other. */
export async function takeSlot(tx: Database, slot: Slot): Promise<boolean> {
  const capacity = await slotCapacity(tx, slot.shopId);
  if (capacity < 1) return false;
  const taken = await tx.insert(deliverySlots).values({ shopId: slot.shopId, day: slot.day, time: slot.time, taken: 1 })
    .onConflictDoUpdate({
      target: [deliverySlots.shopId, deliverySlots.day, deliverySlots.time],
      set: { taken: sql`${deliverySlots.taken} + 1` },
      setWhere: sql`${deliverySlots.taken} < ${capacity}`,
    })
    .returning({ taken: deliverySlots.taken });
  return taken.length > 0;
}

/** Gives back one place of `slot` (a scheduled order was canceled). */
export async function releaseSlot(tx: Database, slot: Slot): Promise<void> {
  await tx.update(deliverySlots).set({ taken: sql`greatest(${deliverySlots.taken} - 1, 0)` })
    .where(and(eq(deliverySlots.shopId, slot.shopId), eq(deliverySlots.day, slot.day), eq(deliverySlots.time, slot.time)));
}

/** Takes `quantity` of a stock; false when fewer are left (nothing is taken then). */
export async function takeStock(tx: Database, stockId: number, quantity: number): Promise<boolean> {
  const taken = await tx.update(stocks).set({ quantity: sql`${stocks.quantity} - ${quantity}` })
    .where(and(eq(stocks.id, stockId), gte(stocks.quantity, quantity)))
    .returning({ id: stocks.id });
  return taken.length > 0;
}

/** Puts `quantity` of a stock back (a canceled order's line); a deleted stock is skipped. */
export async function returnStock(tx: Database, stockId: number, quantity: number): Promise<void> {
  await tx.update(stocks).set({ quantity: sql`${stocks.quantity} + ${quantity}` }).where(eq(stocks.id, stockId));
}
