import type { ApolloCache } from '@apollo/client';
import { NOT_FOUND_IS_ANSWER } from '../../../shared/lib/apollo/session-links';
import { CartDocument, GroupCartDocument, type CartQuery, type GroupCartQueryVariables } from '../../../graphql/cart.generated';

type ServerCart = CartQuery['cart'];

/** Options of every read of the signed-in customer's cart: having none is a 404, which answers
 * `cart: null` (an empty cart) and is not an error to log. */
export const OWN_CART_READ = { errorPolicy: 'all', context: { [NOT_FOUND_IS_ANSWER]: true } } as const;

// Every cart mutation answers with the whole cart: it replaces the cart query's answer in the
// normalised cache, so nothing is refetched. `undefined` (no answer) leaves the cache alone.

/** The signed-in customer's cart (`null`: no cart). */
export function writeOwnCart(cache: ApolloCache<unknown>, cart: ServerCart | undefined): void {
  if (cart !== undefined) cache.writeQuery({ query: CartDocument, data: { cart } });
}

/** A group order as one guest member reads it. */
export function writeGroupCart(cache: ApolloCache<unknown>, variables: GroupCartQueryVariables, cart: ServerCart | undefined): void {
  if (cart !== undefined) cache.writeQuery({ query: GroupCartDocument, variables, data: { groupCart: cart } });
}
