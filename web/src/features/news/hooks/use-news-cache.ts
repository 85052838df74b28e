import { useApolloClient } from '@apollo/client';
import { addLazyTypePolicies } from '../../../shared/lib/apollo/lazy-type-policies';

/**
 * A news item's translation has no id, and /blog selects fewer of its fields than the item does:
 * merged rather than replaced, the list and the item never drop each other's fields.
 */
export function useNewsCache(): void {
  addLazyTypePolicies(useApolloClient().cache, 'news', { BlogTranslation: { merge: true } });
}
