import { useApolloClient } from '@apollo/client';
import { addLazyTypePolicies } from '../../../shared/lib/apollo/lazy-type-policies';

/** A wallet is one entity, by its uuid: the balance an answer brings (a top-up's, a
 * conversion's) replaces the one on screen, and a profile read again updates it in place. */
export function useWalletCache(): void {
  addLazyTypePolicies(useApolloClient().cache, 'wallet', { Wallet: { keyFields: ['uuid'] } });
}
