// Group orders: the owner opens the group (set-group) and shares the cart id; people without an
// account join it by name and get a member row whose uuid is their secret. With it they read the
// cart and change their own lines, of the owner's branch only, under the same row lock as the
// owner's changes. The owner closes the group or removes members; a removed member's uuid is
// remembered (kicked_members) so that they learn why instead of "not a member".
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { carts, kickedMembers, userCarts } from './tables';
import { cartLines, deleteMemberLines, lockCart, setLines, type CartRow, type MemberRow } from './lines';
import type { CartItemInput } from './plan';
import type { CartDeps } from './service';
import {
  checkId, checkIds, checkName, checkUuid, checkUuids, groupClosed, invalid, invalidGroup, kicked, otherShop,
} from './validation';
import { noUuid } from './view';

/** Removes guest members of `cartId` by uuid, their lines with them; every uuid must be a guest
 * of that cart (the owner's own row is never removed). `kicked`: the owner removed them. */
export async function removeGuests(tx: Database, cartId: number, uuids: string[], { kicked: byOwner }: { kicked: boolean }) {
  const found = await tx.select({ id: userCarts.id, uuid: userCarts.uuid }).from(userCarts)
    .where(and(eq(userCarts.cartId, cartId), isNull(userCarts.userId), inArray(userCarts.uuid, uuids)));
  const foundUuids = new Set(found.map((row) => row.uuid));
  uuids.forEach((uuid, i) => { if (!foundUuids.has(uuid)) throw invalid(`ids.${i}`); });
  await tx.delete(userCarts).where(inArray(userCarts.id, found.map((row) => row.id)));
  if (byOwner) await tx.insert(kickedMembers).values(found.map((row) => ({ uuid: row.uuid, cartId }))).onConflictDoNothing();
}

/** The guest member `uuid` of `cart`: a removed member is told they were kicked, any other
 * uuid is invalid (the owner's own row is not reachable with its uuid). */
async function guestOf(db: Database, cart: CartRow, uuid: string): Promise<MemberRow> {
  const [member] = await db.select().from(userCarts)
    .where(and(eq(userCarts.uuid, uuid), eq(userCarts.cartId, cart.id), isNull(userCarts.userId)));
  if (member) return member;
  const [removed] = await db.select().from(kickedMembers).where(and(eq(kickedMembers.uuid, uuid), eq(kickedMembers.cartId, cart.id)));
  throw removed ? kicked() : invalid('user_cart_uuid');
}

type GuestChange = (tx: Database, cart: CartRow, member: MemberRow) => Promise<void>;

export interface GuestRequest {
  cart_id: number;
  user_cart_uuid: string;
}

export function createGroupCartService({ db, planner, views, clock }: CartDeps) {
  /** The cart as `member` sees it: their own uuid only. */
  const memberView = (cart: CartRow, ctx: RequestContext, member: MemberRow) =>
    views.cartView(eq(carts.id, cart.id), ctx, (m) => m.id === member.id);

  async function findCart(cartId: number): Promise<CartRow> {
    const [cart] = await db.select().from(carts).where(eq(carts.id, cartId));
    if (!cart) throw notFound();
    return cart;
  }

  /** The cart and the guest a request names, before anything else is checked. */
  async function guestRequest({ cart_id, user_cart_uuid }: GuestRequest) {
    const cartId = checkId('cart_id', cart_id);
    const uuid = checkUuid('user_cart_uuid', user_cart_uuid);
    const cart = await findCart(cartId);
    return { cart, uuid, member: await guestOf(db, cart, uuid) };
  }

  /** A guest's request to change the cart: the group must be open. */
  async function changeRequest(request: GuestRequest) {
    const found = await guestRequest(request);
    if (!found.cart.group) throw groupClosed();
    return found;
  }

  /** Runs a guest's change under the cart's row lock, the member and the open group checked
   * again there (the owner may have removed them or closed the group meanwhile). */
  async function changeAsGuest({ cart, uuid }: { cart: CartRow; uuid: string }, ctx: RequestContext, change: GuestChange) {
    const member = await db.transaction(async (tx) => {
      const locked = await lockCart(tx, eq(carts.id, cart.id));
      if (!locked) throw notFound();
      const guest = await guestOf(tx, locked, uuid);
      if (!locked.group) throw groupClosed();
      await change(tx, locked, guest);
      await tx.update(carts).set({ updatedAt: clock() }).where(eq(carts.id, locked.id));
      return guest;
    });
    return memberView(cart, ctx, member);
  }

  /** A new guest member of an open group order. */
  async function addGuest(cartId: number, name: string) {
    checkId('cart_id', cartId);
    const memberName = checkName(name);
    return db.transaction(async (tx) => {
      const cart = await lockCart(tx, eq(carts.id, cartId));
      if (!cart?.group) throw invalidGroup();
      const [member] = await tx.insert(userCarts).values({ cartId, userId: null, name: memberName }).returning();
      return { cart, member };
    });
  }

  return {
    /** Joins and answers the cart as the new member sees it (their uuid in their row). */
    async join(ctx: RequestContext, cartId: number, name: string) {
      const { cart, member } = await addGuest(cartId, name);
      return memberView(cart, ctx, member);
    },

    /** Joins and answers the new member row (Foodyman's `rest/cart/open`). */
    async joinAsMember(cartId: number, name: string): Promise<MemberRow> {
      return (await addGuest(cartId, name)).member;
    },

    /** The cart, every member and line, as the member sees it. */
    async show(ctx: RequestContext, cartId: number, uuid: string) {
      const { cart, member } = await guestRequest({ cart_id: checkId('id', cartId), user_cart_uuid: uuid });
      return memberView(cart, ctx, member);
    },

    /** Sets the member's lines, as the owner's insert-product does, with stocks of the cart's
     * branch only: a guest never moves the cart to another branch. */
    async insertProducts(ctx: RequestContext, request: GuestRequest & { products: CartItemInput[] }) {
      const found = await changeRequest(request);
      const { cart } = found;
      const items = await planner.plan({ shop_id: cart.shopId, products: request.products });
      return changeAsGuest(found, ctx, async (tx, locked, member) => {
        if (locked.shopId !== cart.shopId) throw otherShop(); // the owner moved the (empty) cart meanwhile
        await setLines(tx, await cartLines(tx, locked.id), member.id, items, clock());
      });
    },

    /** Removes lines of the member's own (a parent line takes its add-ons). */
    async deleteLines(ctx: RequestContext, request: GuestRequest & { ids: number[] }) {
      const found = await changeRequest(request);
      const wanted = checkIds(request.ids);
      return changeAsGuest(found, ctx, (tx, _cart, member) => deleteMemberLines(tx, member.id, wanted));
    },

    /** Marks the member ready, or not ready again. */
    async toggleStatus(ctx: RequestContext, request: GuestRequest) {
      return changeAsGuest(await changeRequest(request), ctx, async (tx, _cart, member) => {
        await tx.update(userCarts).set({ status: !member.status, updatedAt: clock() }).where(eq(userCarts.id, member.id));
      });
    },

    /** Members leave (each uuid is its member's secret, so knowing it is being that member);
     * answers the cart with no uuid shown. */
    async leave(ctx: RequestContext, cartId: number, uuids: string[]) {
      checkId('cart_id', cartId);
      const wanted = checkUuids(uuids);
      await db.transaction(async (tx) => {
        const cart = await lockCart(tx, eq(carts.id, cartId));
        if (!cart) throw notFound();
        await removeGuests(tx, cart.id, wanted, { kicked: false });
        await tx.update(carts).set({ updatedAt: clock() }).where(eq(carts.id, cart.id));
      });
      return views.cartView(eq(carts.id, cartId), ctx, noUuid);
    },
  };
}

export type GroupCartService = ReturnType<typeof createGroupCartService>;
