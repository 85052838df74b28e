import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { CartDocument, DeleteCartDocument, InsertCartProductsDocument, type CartQuery } from '../../../graphql/cart.generated';
import { useOnline } from '../../../shared/lib/connection';
import { apiErrorOf, type ApiError } from '../../../shared/lib/graphql/api-error';
import { translateApiError } from '../../../shared/lib/i18n/api-messages';
import { useSession } from '../../../shared/lib/session';
import { useRootStore, useRootStoreApi } from '../../../shared/lib/storage';
import { useNotify } from '../../../shared/ui/notify';
import { emptyLocalCart } from '../lib/local-cart';
import { mergeEntries } from '../lib/merge';
import { OWN_CART_READ, writeOwnCart } from '../lib/cart-cache';

/**
 * Sends the local cart's lines to the signed-in customer's server cart: a guest's at sign-in, and
 * those added offline once the connection is back. The server cart is fetched, the lines are added
 * to it (same dish and add-ons: quantities summed) in one insert-product call, and the local cart
 * is emptied; from then on the server cart is the truth. Back online with nothing to send, the
 * server cart is read again (offline, its read failed or is stale). A refusal (a dish sold out
 * meanwhile) is told, and the lines stay for the customer to change. Renders nothing.
 */
export function CartSync() {
  const { signedIn } = useSession();
  const online = useOnline();
  const waiting = useRootStore((s) => s.cart.lines.length);
  const client = useApolloClient();
  const store = useRootStoreApi();
  const notify = useNotify();
  const { t } = useTranslation();
  // Read at the refusal, so that a new toast or language never runs the sync again.
  const tell = useRef((refusal: ApiError) => notify.error(translateApiError(t, refusal)));
  tell.current = (refusal: ApiError) => notify.error(translateApiError(t, refusal));
  const running = useRef(false);
  const wasOnline = useRef(online);

  useEffect(() => {
    const back = online && !wasOnline.current;
    wasOnline.current = online;
    if (!signedIn || !online || running.current) return;
    const local = store.getState().cart;
    if (local.lines.length === 0 || local.shopId == null) {
      if (back) void client.refetchQueries({ include: [CartDocument] });
      return;
    }
    running.current = true;
    void (async () => {
      try {
        const { data } = await client.query<CartQuery>({ ...OWN_CART_READ, query: CartDocument, fetchPolicy: 'network-only' });
        const server = data?.cart;
        // A cart belongs to one branch: the local one, which the customer was just building, wins.
        if (server && server.shop_id !== local.shopId) {
          await client.mutate({ mutation: DeleteCartDocument, variables: { input: { ids: [server.id] } } });
        }
        await client.mutate({
          mutation: InsertCartProductsDocument,
          variables: { input: { shop_id: local.shopId, products: mergeEntries(server, local) } },
          // The lines leave the local cart as the server's answer arrives: never shown twice.
          update: (cache, result) => {
            writeOwnCart(cache, result.data?.insertCartProducts);
            store.setState({ cart: emptyLocalCart });
          },
        });
      } catch (error) {
        // The lines stay in the local cart; without an answer, the next reconnection tries again.
        const refusal = apiErrorOf(error);
        if (refusal?.statusCode) tell.current(refusal);
      } finally {
        running.current = false;
      }
    })();
  }, [signedIn, online, waiting, client, store]);
  return null;
}
