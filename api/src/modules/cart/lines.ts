// Step two of every cart change (docs/cart.md): inside one transaction that holds the cart's row
// lock, the checks that depend on the cart, then the writes. Shared by the owner's routes and
// the guest members' routes: a member only ever changes the lines of their own member row.
import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, notExists, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/errors';
import { cartDetails, carts, userCarts } from './tables';
import type { PlannedItem } from './plan';
import { CART_MESSAGES, invalid } from './validation';

export type CartRow = typeof carts.$inferSelect;
export type MemberRow = typeof userCarts.$inferSelect;
export type LineRow = typeof cartDetails.$inferSelect;

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/** The row lock that orders every change of one cart: concurrent calls wait here, then see the
 * lines the one before them wrote. `tx` must be a transaction. */
export async function lockCart(tx: Database, where: SQL): Promise<CartRow | undefined> {
  const [cart] = await tx.select().from(carts).where(where).for('update');
  return cart;
}

/** A new cart's id: drawn at random between these, not the next integer. A group order's link
 * names its cart (`/group/order/{id}`, `cart_id` in the guests' routes), and ids in sequence let
 * anyone walk them into strangers' open groups, their names and dishes. Ids stay 32-bit integers,
 * as the api's and GraphQL's are; the smallest stays above every id the sequence gave before. */
export const NEW_CART_IDS = { min: 1_000_000, max: 2_147_483_647 } as const;

/** Where new cart ids come from (a test replaces `draw` to hand out an id already taken). */
export const cartIds = { draw: (): number => randomInt(NEW_CART_IDS.min, NEW_CART_IDS.max + 1) };

/** The constraint a drawn id that is already taken breaks (about one draw in 2,000 with a million
 * carts): the caller runs its transaction again, with a new draw. */
export const CART_ID_TAKEN = 'carts_pkey';

/**
 * The user's cart, created for `values.shopId` when they have none (with a drawn id), else theirs
 * locked, in one statement: the upsert takes the same row lock as lockCart. Stamps the request's
 * currency and time; the branch stays the cart's own (the caller moves it).
 */
export async function claimOwnCart(
  tx: Database, values: { ownerId: number; shopId: number; currencyId: number; rate: number; updatedAt: Date },
): Promise<CartRow> {
  const [cart] = await tx.insert(carts).values({ ...values, id: cartIds.draw() }).onConflictDoUpdate({
    target: carts.ownerId, set: { currencyId: values.currencyId, rate: values.rate, updatedAt: values.updatedAt },
  }).returning();
  return cart;
}

/** The cart's members and every line of theirs, in one query. */
export async function membersAndLines(tx: Database, cartId: number): Promise<{ members: MemberRow[]; lines: LineRow[] }> {
  const rows = await tx.select({ member: userCarts, line: cartDetails }).from(userCarts)
    .leftJoin(cartDetails, eq(cartDetails.userCartId, userCarts.id)).where(eq(userCarts.cartId, cartId));
  return {
    members: [...new Map(rows.map(({ member }) => [member.id, member])).values()],
    lines: rows.flatMap(({ line }) => (line ? [line] : [])),
  };
}

/** The quantity of the owner's own lines of `stockIds` that have no add-ons, by stock id. */
export async function plainLineQuantities(db: Database, ownerId: number, stockIds: number[]): Promise<Map<number, number>> {
  if (!stockIds.length) return new Map();
  const addons = alias(cartDetails, 'addons');
  const rows = await db.select({ stockId: cartDetails.stockId, quantity: cartDetails.quantity }).from(cartDetails)
    .innerJoin(userCarts, eq(userCarts.id, cartDetails.userCartId))
    .innerJoin(carts, eq(carts.id, userCarts.cartId))
    .where(and(
      eq(carts.ownerId, ownerId), eq(userCarts.userId, ownerId), isNull(cartDetails.parentId), inArray(cartDetails.stockId, stockIds),
      notExists(db.select({ id: addons.id }).from(addons).where(eq(addons.parentId, cartDetails.id))),
    ));
  return new Map(rows.map((row) => [row.stockId, row.quantity]));
}

/** Every line of the cart, of every member. */
export function cartLines(tx: Database, cartId: number): Promise<LineRow[]> {
  const members = tx.select({ id: userCarts.id }).from(userCarts).where(eq(userCarts.cartId, cartId));
  return tx.select().from(cartDetails).where(inArray(cartDetails.userCartId, members));
}

/** Refuses an entry whose stock would be short once the request is applied: every line of the
 * stock counts, whoever's it is (the order takes them all), except the member's lines the
 * request replaces. */
function checkStockLevels(lines: LineRow[], replaced: Set<number>, items: PlannedItem[]) {
  const finalQuantity = new Map<number, number>();
  const count = (stockId: number, quantity: number) => finalQuantity.set(stockId, (finalQuantity.get(stockId) ?? 0) + quantity);
  const kept = (line: LineRow) => !replaced.has(line.id) && (line.parentId === null || !replaced.has(line.parentId));
  for (const line of lines.filter(kept)) count(line.stockId, line.quantity);
  const wanted = items.filter((item) => item.quantity > 0);
  for (const item of wanted) for (const { stock, quantity } of [item, ...item.addons]) count(stock.id, quantity);
  for (const item of wanted) {
    for (const { index, stock } of [item, ...item.addons]) {
      if (finalQuantity.get(stock.id)! > stock.quantity) throw badRequest(`products.${index}.quantity`, CART_MESSAGES.outOfStock, { code: 'out_of_stock' });
    }
  }
}

/**
 * Sets the quantity of each item's line among `memberId`'s lines (0 removes it, add-ons go with
 * their parent). A line is a stock with one combination of add-ons: the same stock with other
 * add-ons is another line. `lines` are the cart's lines, read under the lock.
 */
export async function setLines(tx: Database, lines: LineRow[], memberId: number, items: PlannedItem[], now: Date): Promise<void> {
  const own = lines.filter((line) => line.userCartId === memberId);
  const parents = own.filter((line) => line.parentId === null);
  const addonsOf = (line: LineRow) => own.filter((addon) => addon.parentId === line.id).sort((a, b) => a.stockId - b.stockId);
  const matches = (item: PlannedItem) => parents.find((line) => line.stockId === item.stock.id
    && sameSet(addonsOf(line).map((addon) => addon.stockId), item.addons.map((addon) => addon.stock.id)));
  checkStockLevels(lines, new Set(items.flatMap((item) => matches(item)?.id ?? [])), items);

  const setQuantity = async (line: LineRow, quantity: number) => {
    if (line.quantity !== quantity) await tx.update(cartDetails).set({ quantity, updatedAt: now }).where(eq(cartDetails.id, line.id));
  };
  for (const item of items) {
    const line = matches(item);
    if (item.quantity === 0) {
      if (line) await tx.delete(cartDetails).where(eq(cartDetails.id, line.id)); // add-on lines cascade
    } else if (line) {
      await setQuantity(line, item.quantity);
      for (const addon of addonsOf(line)) await setQuantity(addon, item.addons.find((a) => a.stock.id === addon.stockId)!.quantity);
    } else {
      const [inserted] = await tx.insert(cartDetails)
        .values({ userCartId: memberId, stockId: item.stock.id, quantity: item.quantity, createdAt: now, updatedAt: now })
        .returning({ id: cartDetails.id });
      if (item.addons.length) {
        await tx.insert(cartDetails).values(item.addons.map((addon) => ({
          userCartId: memberId, stockId: addon.stock.id, quantity: addon.quantity, parentId: inserted.id, createdAt: now, updatedAt: now,
        })));
      }
    }
  }
}

/** Removes lines of one member (a parent line takes its add-ons); every id must be one of them,
 * or nothing is removed. */
export async function deleteMemberLines(tx: Database, memberId: number, ids: number[]): Promise<void> {
  const found = await tx.select({ id: cartDetails.id }).from(cartDetails)
    .where(and(inArray(cartDetails.id, ids), eq(cartDetails.userCartId, memberId)));
  const foundIds = new Set(found.map((row) => row.id));
  ids.forEach((value, i) => { if (!foundIds.has(value)) throw invalid(`ids.${i}`); });
  await tx.delete(cartDetails).where(inArray(cartDetails.id, ids));
}
