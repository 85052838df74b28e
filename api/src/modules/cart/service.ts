// The signed-in customer's server cart: one cart per user, tied to one branch, with the owner's
// member row (user_carts) and its lines (cart_details; add-on lines under their parent line),
// and, for a group order, the guest members the owner lets in or removes (group.ts).
// Every price is computed from the stocks when the cart is shown (view.ts); nothing a client
// sends is taken as a price. Every rule is checked before anything is written (plan.ts), and
// each change is one transaction that first locks the cart row (lines.ts), so concurrent changes
// of one cart run one after the other (see docs/cart.md).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/common-tables';
import type { Clock } from '../../http/clock';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { isUniqueViolation } from '../../db/unique-violation';
import { carts, userCarts } from './tables';
import { removeGuests } from './group';
import {
  CART_ID_TAKEN, claimOwnCart, deleteMemberLines, lockCart, membersAndLines, plainLineQuantities, setLines, type CartRow, type LineRow,
  type MemberRow,
} from './lines';
import type { CartPlanner, InsertProductsInput } from './plan';
import { checkId, checkIds, checkUuids, otherShop } from './validation';
import { everyUuid, type CartViews } from './view';

type OwnCartChange = (tx: Database, lines: LineRow[], owner: MemberRow) => Promise<void>;

/** What the owner's and the guests' cart services share. */
export interface CartDeps {
  db: Database;
  planner: CartPlanner;
  views: CartViews;
  clock: Clock;
}

/** The owner's own member row of their cart (it exists as long as the cart does). */
async function ownerRow(tx: Database, cartId: number, userId: number): Promise<MemberRow> {
  const [row] = await tx.select().from(userCarts).where(and(eq(userCarts.cartId, cartId), eq(userCarts.userId, userId)));
  return row;
}

/** The owner's member row of a new cart, named after the owner, so that group members see
 * whose lines they are. */
async function addOwnerRow(tx: Database, cartId: number, userId: number): Promise<MemberRow> {
  const ownerName = sql<string>`coalesce((select ${users.firstname} from ${users} where ${users.id} = ${userId}), '')`;
  const [row] = await tx.insert(userCarts).values({ cartId, userId, name: ownerName }).returning();
  return row;
}

/** Runs `write` again, up to twice, when the cart id it drew was taken (its transaction rolled
 * back whole); any other failure passes. */
async function retryOnTakenCartId<T>(write: () => Promise<T>, draws = 3): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (draws <= 1 || !isUniqueViolation(error, CART_ID_TAKEN)) throw error;
    return retryOnTakenCartId(write, draws - 1);
  }
}

export function createCartService({ db, planner, views, clock }: CartDeps) {
  async function cartOf(userId: number): Promise<CartRow | undefined> {
    const [row] = await db.select().from(carts).where(eq(carts.ownerId, userId));
    return row;
  }

  /** The user's cart as its owner sees it (every member's uuid), after a change; not found when
   * a concurrent cart/delete removed it. */
  const ownerView = (userId: number, ctx: RequestContext) => views.cartView(eq(carts.ownerId, userId), ctx, everyUuid);

  /**
   * Runs `change` on the user's cart under its row lock, creating the cart and the owner's member
   * row first when needed. A cart of another branch than `shopId` moves to it only while it has
   * no lines (of any member); a refusal rolls everything back, a cart created here included.
   */
  async function changeOwnCart(userId: number, ctx: RequestContext, shopId: number, change?: OwnCartChange) {
    await retryOnTakenCartId(() => db.transaction(async (tx) => {
      const cart = await claimOwnCart(tx, { ownerId: userId, shopId, currencyId: ctx.currencyId, rate: ctx.rate, updatedAt: clock() });
      const { members, lines } = await membersAndLines(tx, cart.id);
      if (cart.shopId !== shopId) {
        if (lines.length) throw otherShop();
        await tx.update(carts).set({ shopId }).where(eq(carts.id, cart.id));
      }
      const owner = members.find((member) => member.userId === userId) ?? await addOwnerRow(tx, cart.id, userId);
      await change?.(tx, lines, owner);
    }));
    return ownerView(userId, ctx);
  }

  /** Runs `change` on an existing cart of the user under its row lock; none (or another user's
   * cart) is not found, so nothing tells whether another user's cart exists. */
  async function changeOwnedCart(
    userId: number, ctx: RequestContext, which: SQL | undefined, change: (tx: Database, cart: CartRow) => Promise<void>,
  ) {
    await db.transaction(async (tx) => {
      const cart = await lockCart(tx, and(eq(carts.ownerId, userId), which)!);
      if (!cart) throw notFound();
      await change(tx, cart);
      await tx.update(carts).set({ updatedAt: clock() }).where(eq(carts.id, cart.id));
    });
    return ownerView(userId, ctx);
  }

  /** Sets the quantity of each entry's line among the owner's lines (0 removes it), creating
   * the cart when needed. Add-on entries name their parent by its stock id. */
  async function insertProducts(userId: number, ctx: RequestContext, input: InsertProductsInput) {
    const items = await planner.plan(input);
    return changeOwnCart(userId, ctx, input.shop_id, (tx, lines, owner) => setLines(tx, lines, owner.id, items, clock()));
  }

  return {
    /** The user's cart (of `shopId` when given), its currency set to the requested one. */
    async show(userId: number, ctx: RequestContext, shopId?: number) {
      let cart = await cartOf(userId);
      if (!cart || (shopId !== undefined && shopId !== 0 && cart.shopId !== shopId)) throw notFound();
      if (cart.currencyId !== ctx.currencyId || cart.rate !== ctx.rate) {
        [cart] = await db.update(carts).set({ currencyId: ctx.currencyId, rate: ctx.rate })
          .where(eq(carts.id, cart.id)).returning();
      }
      return views.cartView(eq(carts.id, cart.id), ctx, everyUuid);
    },

    insertProducts,

    /** Makes the owner's plain lines (no add-ons) of each entry's stock hold at least the entry's
     * quantity, by insertProducts (its rules apply): a line holding more is left as it is, so a
     * recipe box added twice is not doubled. Entries are main dishes, without add-ons. */
    async ensureQuantities(userId: number, ctx: RequestContext, input: InsertProductsInput) {
      const held = await plainLineQuantities(db, userId, input.products.map((entry) => entry.stock_id));
      const products = input.products.map((entry) => ({ stock_id: entry.stock_id, quantity: Math.max(entry.quantity, held.get(entry.stock_id) ?? 0) }));
      return insertProducts(userId, ctx, { shop_id: input.shop_id, products });
    },

    /** Opens (creates when needed) the user's cart of `shopId`, e.g. to start a group order. */
    async open(userId: number, ctx: RequestContext, shopId: number) {
      await planner.checkShop(shopId);
      return changeOwnCart(userId, ctx, shopId);
    },

    /** Removes lines of the owner's own member row (a parent line takes its add-ons): guests'
     * lines are theirs; the owner removes a guest as a whole (removeMembers). */
    async deleteLines(userId: number, ctx: RequestContext, ids: number[]) {
      const wanted = checkIds(ids);
      return changeOwnedCart(userId, ctx, undefined, async (tx, cart) => {
        await deleteMemberLines(tx, (await ownerRow(tx, cart.id, userId)).id, wanted);
      });
    },

    /** Deletes the user's carts among `ids`; other ids are ignored (clearing twice is harmless). */
    async deleteCarts(userId: number, ids: number[]): Promise<void> {
      await db.delete(carts).where(and(inArray(carts.id, checkIds(ids)), eq(carts.ownerId, userId)));
    },

    /** Opens or closes the group order of the user's cart `cartId`: only an open group lets
     * guests join and change their lines. */
    async toggleGroup(userId: number, ctx: RequestContext, cartId: number) {
      checkId('id', cartId);
      return changeOwnedCart(userId, ctx, eq(carts.id, cartId), async (tx, cart) => {
        await tx.update(carts).set({ group: !cart.group }).where(eq(carts.id, cart.id));
      });
    },

    /** Removes guest members (by uuid) from the user's cart `cartId`, with their lines; each
     * learns it was kicked when they next ask. */
    async removeMembers(userId: number, ctx: RequestContext, cartId: number, uuids: string[]) {
      checkId('cart_id', cartId);
      const wanted = checkUuids(uuids);
      return changeOwnedCart(userId, ctx, eq(carts.id, cartId), (tx, cart) => removeGuests(tx, cart.id, wanted, { kicked: true }));
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
