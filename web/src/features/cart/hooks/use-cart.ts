import { useCallback, useMemo } from 'react';
import {
  useCartQuery, useDeleteCartMutation, useDeleteCartProductsMutation,
  useDeleteGroupCartProductsMutation, useGroupCartQuery, useInsertCartProductsMutation, useInsertGroupCartProductsMutation,
  type CartItemInput,
} from '../../../graphql/cart.generated';
import { useOnline } from '../../../shared/lib/connection';
import { useSession } from '../../../shared/lib/session';
import { shownCurrency, useRootStore, useRootStoreApi } from '../../../shared/lib/storage';
import { addLine, emptyLocalCart, lineKey, priceIn, reduceLine, removeLine, setLine, type LocalCartLine } from '../lib/local-cart';
import { guestRow, localCartView, ownerRow, serverCartView, withPendingLines, type CartLineView, type CartView } from '../lib/cart-view';
import { useGroupMembership } from '../lib/group-membership';
import { serverEntries } from '../lib/server-entries';
import { addedEntries } from '../lib/merge';
import { OWN_CART_READ, writeGroupCart, writeOwnCart } from '../lib/cart-cache';

export interface CartActions {
  /** Adds a dish (merging with the same dish and add-ons) to the cart of `shopId`. */
  add: (shopId: number, line: LocalCartLine) => Promise<void>;
  /** Sets a line's quantity (within its limits; a reduction never goes below 1). */
  setQuantity: (line: CartLineView, quantity: number) => Promise<void>;
  remove: (line: CartLineView) => Promise<void>;
  clear: () => Promise<void>;
}

export interface UseCart extends CartActions {
  cart: CartView;
  signedIn: boolean;
  loading: boolean;
  /** A change is on its way to the server. */
  saving: boolean;
  /** The server's cart cannot change now (offline): only the lines added meanwhile can. */
  offline: boolean;
}

/** How often an open group order is read again, so that everyone sees everyone's dishes: a few
 * seconds is "live" for a shared order, and polling needs nothing the REST api cannot serve (a
 * subscription would need a socket through the gateway for one screen). */
export const GROUP_POLL_MS = 4000;

/** Polls the owner's cart while a group order is open (one observer: call it in one place). */
export function useGroupOrderPolling(cart: CartView, signedIn: boolean) {
  useCartQuery({ ...OWN_CART_READ, skip: !signedIn || !cart.group, pollInterval: GROUP_POLL_MS });
}

/**
 * The cart of this screen: a guest's local cart (in memory), the signed-in customer's
 * server cart, or — inside a group order — the guest member's part of the owner's cart. Server
 * carts are read through the normalised Apollo cache and changed with the generated mutations.
 * Offline, a signed-in customer's new dishes go to the local cart too, shown after the server's
 * lines as pending, until CartSync sends them; the server's own lines wait for the connection.
 */
export function useCart(): UseCart {
  const { signedIn, user } = useSession();
  const membership = useGroupMembership();
  const store = useRootStoreApi();
  const rate = useRootStore((s) => shownCurrency(s)?.rate);
  const local = useRootStore((s) => s.cart);
  const memberCartId = membership?.cartId;
  const memberUuid = membership?.uuid;
  const member = useMemo(() => (memberCartId && memberUuid ? { id: memberCartId, uuid: memberUuid } : null), [memberCartId, memberUuid]);
  const server = signedIn && !membership;
  const online = useOnline();
  // Changes to the local cart: a guest's, and a signed-in customer's while offline.
  const keptHere = !member && (!server || !online);

  const own = useCartQuery({ ...OWN_CART_READ, skip: !server });
  // Outside a group order the group query and mutations are skipped or unused.
  const groupVariables = member ?? { id: 0, uuid: '' };
  const group = useGroupCartQuery({ skip: !member, variables: groupVariables, errorPolicy: 'all' });

  const [insert, inserting] = useInsertCartProductsMutation({ update: (c, r) => writeOwnCart(c, r.data?.insertCartProducts) });
  const [deleteLines, deleting] = useDeleteCartProductsMutation({ update: (c, r) => writeOwnCart(c, r.data?.deleteCartProducts) });
  const [deleteCart, clearing] = useDeleteCartMutation({ update: (c) => writeOwnCart(c, null) });
  const [insertGroup, insertingGroup] = useInsertGroupCartProductsMutation({ update: (c, r) => writeGroupCart(c, groupVariables, r.data?.insertGroupCartProducts) });
  const [deleteGroupLines, deletingGroup] = useDeleteGroupCartProductsMutation({ update: (c, r) => writeGroupCart(c, groupVariables, r.data?.deleteGroupCartProducts) });

  const kept = useMemo(() => localCartView(priceIn(local, rate)), [local, rate]);
  /** The cart as the server has it (a guest: the local cart). */
  const remote = useMemo(() => {
    if (member) return serverCartView(group.data?.groupCart, guestRow(member.uuid));
    if (server) return serverCartView(own.data?.cart, ownerRow(user?.id));
    return kept;
  }, [member, server, group.data, own.data, user?.id, kept]);
  const cart = useMemo(() => (server ? withPendingLines(remote, kept) : remote), [server, remote, kept]);

  /** Sends one line's entries to the cart this screen works in. */
  const send = useCallback(async (shopId: number, products: CartItemInput[]) => {
    if (member) await insertGroup({ variables: { input: { cart_id: member.id, user_cart_uuid: member.uuid, products } } });
    else await insert({ variables: { input: { shop_id: shopId, products } } });
  }, [member, insert, insertGroup]);

  const add = useCallback(async (shopId: number, line: LocalCartLine) => {
    if (keptHere) {
      // The new line is priced in the shown currency: the cart's lines move to it first.
      store.setState((s) => ({ cart: addLine(priceIn(s.cart, rate), shopId, line) }));
      return;
    }
    await send(shopId, addedEntries(remote.lines, line));
  }, [keptHere, store, rate, remote.lines, send]);

  /** A line of the local cart: a guest's, or one added offline. */
  const isLocal = useCallback((line: CartLineView) => line.pending === true || (!server && !member), [server, member]);

  const setQuantity = useCallback(async (line: CartLineView, wanted: number) => {
    const quantity = Math.max(line.min, Math.min(line.max, wanted));
    if (isLocal(line)) {
      store.setState((s) => {
        const found = s.cart.lines.find((l) => lineKey(l) === line.key);
        if (!found || s.cart.shopId == null) return {};
        // The stepper's minus is the local cart's reduce: one less, never below 1.
        return { cart: wanted === found.quantity - 1 ? reduceLine(s.cart, line.key) : setLine(s.cart, s.cart.shopId, { ...found, quantity }) };
      });
      return;
    }
    const addons = line.addons.map((a) => ({ stock: { id: a.stockId }, quantity: a.quantity }));
    await send(remote.shopId!, serverEntries(line.stockId, quantity, addons));
  }, [isLocal, store, remote.shopId, send]);

  /** A guest member's own lines, in one call. */
  const deleteMemberLines = useCallback(
    (ids: number[]) => deleteGroupLines({ variables: { input: { cart_id: groupVariables.id, user_cart_uuid: groupVariables.uuid, ids } } }),
    [deleteGroupLines, groupVariables.id, groupVariables.uuid],
  );

  const remove = useCallback(async (line: CartLineView) => {
    if (isLocal(line)) store.setState((s) => ({ cart: removeLine(s.cart, line.key) }));
    else if (member && line.lineId != null) await deleteMemberLines([line.lineId]);
    else if (line.lineId != null) await deleteLines({ variables: { input: { ids: [line.lineId] } } });
  }, [isLocal, member, store, deleteLines, deleteMemberLines]);

  const clear = useCallback(async () => {
    if (member) return void (await deleteMemberLines(remote.lines.flatMap((line) => (line.lineId == null ? [] : [line.lineId]))));
    if (server && remote.id != null) await deleteCart({ variables: { input: { ids: [remote.id] } } });
    store.setState({ cart: emptyLocalCart });
  }, [member, server, store, remote, deleteMemberLines, deleteCart]);

  return {
    cart,
    signedIn,
    loading: (server && own.loading) || (member != null && group.loading),
    saving: [inserting, deleting, clearing, insertingGroup, deletingGroup].some((state) => state.loading),
    offline: (server || member != null) && !online,
    add, setQuantity, remove, clear,
  };
}
