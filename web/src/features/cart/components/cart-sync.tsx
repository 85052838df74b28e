import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client';
import { CartDocument, DeleteCartDocument, InsertCartProductsDocument, type CartQuery } from '../../../graphql/cart.generated';
import { useSession } from '../../../shared/lib/session';
import { useRootStoreApi } from '../../../shared/lib/storage';
import { emptyLocalCart } from '../lib/local-cart';
import { mergeEntries } from '../lib/merge';
import { OWN_CART_READ, writeOwnCart } from '../lib/cart-cache';

/**
 * Sign-in with a guest cart: the server cart is fetched, the guest's lines are added
 * to it (same dish and add-ons: quantities summed) in one insert-product call, and the local
 * cart is emptied; from then on the server cart is the truth. Renders nothing.
 */
export function CartSync() {
  const { signedIn } = useSession();
  const client = useApolloClient();
  const store = useRootStoreApi();
  const running = useRef(false);

  useEffect(() => {
    const local = store.getState().cart;
    if (!signedIn || running.current || local.lines.length === 0 || local.shopId == null) return;
    running.current = true;
    void (async () => {
      try {
        const { data } = await client.query<CartQuery>({ ...OWN_CART_READ, query: CartDocument, fetchPolicy: 'network-only' });
        const server = data?.cart;
        // A cart belongs to one branch: the guest's, which the customer was just building, wins.
        if (server && server.shop_id !== local.shopId) {
          await client.mutate({ mutation: DeleteCartDocument, variables: { input: { ids: [server.id] } } });
        }
        const products = mergeEntries(server, local);
        await client.mutate({
          mutation: InsertCartProductsDocument,
          variables: { input: { shop_id: local.shopId, products } },
          update: (cache, result) => writeOwnCart(cache, result.data?.insertCartProducts),
        });
        store.setState({ cart: emptyLocalCart });
      } catch {
        // The guest's lines stay in the local cart; the next sign-in tries again.
      } finally {
        running.current = false;
      }
    })();
  }, [signedIn, client, store]);
  return null;
}

