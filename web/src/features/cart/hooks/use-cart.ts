import { useCallback, useMemo } from 'react';
import type { ApolloCache } from '@apollo/client';
import {
  CartDocument, useCartQuery, useDeleteCartMutation, useDeleteCartProductsMutation, useInsertCartProductsMutation,
  type CartQuery,
} from '../../../graphql/generated';
import { useSession } from '../../../shared/lib/session';
import { shownCurrency, useRootStore, useRootStoreApi } from '../../../shared/lib/storage';
import { addLine, emptyLocalCart, lineKey as localLineKey, priceIn, reduceLine, removeLine, setLine, type LocalCartLine } from '../lib/local-cart';
import { localCartView, serverCartView, type CartLineView, type CartView } from '../lib/cart-view';
import { serverEntries } from '../lib/server-entries';

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
}

type CartResponse = CartQuery['cart'];

/** Every mutation answers with the whole cart: it replaces the `cart` query's answer in the
 * normalised cache, so nothing is refetched. */
const writeCart = (cache: ApolloCache<unknown>, cart: CartResponse | undefined) => {
  if (cart !== undefined) cache.writeQuery({ query: CartDocument, data: { cart } });
};

/**
 * The cart: a guest's local cart (in memory, spec §4), or the signed-in customer's server cart
 * read through the normalised Apollo cache and changed with the generated mutations.
 */
export function useCart(): UseCart {
  const { signedIn, user } = useSession();
  const store = useRootStoreApi();
  const rate = useRootStore((s) => shownCurrency(s)?.rate);
  const local = useRootStore((s) => s.cart);
  // No cart is a 404: the query then answers `cart: null`, an empty cart.
  const { data, loading } = useCartQuery({ skip: !signedIn, errorPolicy: 'all' });
  const [insert, inserting] = useInsertCartProductsMutation({ update: (cache, r) => writeCart(cache, r.data?.insertCartProducts) });
  const [deleteLines, deleting] = useDeleteCartProductsMutation({ update: (cache, r) => writeCart(cache, r.data?.deleteCartProducts) });
  const [deleteCart, clearing] = useDeleteCartMutation({ update: (cache) => writeCart(cache, null) });

  const cart = useMemo(
    () => (signedIn ? serverCartView(data?.cart?.data, user?.id) : localCartView(priceIn(local, rate))),
    [signedIn, data, user?.id, local, rate],
  );

  const add = useCallback(async (shopId: number, line: LocalCartLine) => {
    if (!signedIn) {
      // The new line is priced in the shown currency: the cart's lines move to it first.
      store.setState((s) => ({ cart: addLine(priceIn(s.cart, rate), shopId, line) }));
      return;
    }
    const same = cart.shopId === shopId ? cart.lines.find((l) => l.key === localLineKey(line)) : undefined;
    const quantity = Math.min(line.product.max_qty, (same?.quantity ?? 0) + line.quantity);
    await insert({ variables: { input: { shop_id: shopId, products: serverEntries(line.stock.id, quantity, line.addons) } } });
  }, [signedIn, store, cart, insert, rate]);

  const setQuantity = useCallback(async (line: CartLineView, wanted: number) => {
    const quantity = Math.max(line.min, Math.min(line.max, wanted));
    if (!signedIn) {
      store.setState((s) => {
        const found = s.cart.lines.find((l) => localLineKey(l) === line.key);
        if (!found || s.cart.shopId == null) return {};
        // The stepper's minus is spec §4's reduce: one less, never below 1.
        return { cart: wanted === found.quantity - 1 ? reduceLine(s.cart, line.key) : setLine(s.cart, s.cart.shopId, { ...found, quantity }) };
      });
      return;
    }
    const addons = line.addons.map((a) => ({ stock: { id: a.stockId }, quantity: a.quantity }));
    await insert({ variables: { input: { shop_id: cart.shopId!, products: serverEntries(line.stockId, quantity, addons) } } });
  }, [signedIn, store, cart.shopId, insert]);

  const remove = useCallback(async (line: CartLineView) => {
    if (!signedIn || line.lineId == null) {
      store.setState((s) => ({ cart: removeLine(s.cart, line.key) }));
      return;
    }
    await deleteLines({ variables: { input: { ids: [line.lineId] } } });
  }, [signedIn, store, deleteLines]);

  const clear = useCallback(async () => {
    if (!signedIn || cart.id == null) {
      store.setState({ cart: emptyLocalCart });
      return;
    }
    await deleteCart({ variables: { input: { ids: [cart.id] } } });
  }, [signedIn, store, cart.id, deleteCart]);

  return {
    cart, signedIn, loading: signedIn && loading, saving: inserting.loading || deleting.loading || clearing.loading,
    add, setQuantity, remove, clear,
  };
}
