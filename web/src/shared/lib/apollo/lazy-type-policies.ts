import type { ApolloCache, InMemoryCache } from '@apollo/client';
import type { TypePolicies } from '@apollo/client/cache';

const added = new WeakMap<object, Set<string>>();

/** Adds a lazy screen's type policies to the cache, once per cache and `name`: the policies ship
 * in the screen's chunk, not with the first load's (`type-policies/`). */
export function addLazyTypePolicies(cache: ApolloCache<unknown>, name: string, policies: TypePolicies): void {
  const names = added.get(cache) ?? new Set<string>();
  added.set(cache, names);
  if (names.has(name)) return;
  names.add(name);
  (cache as InMemoryCache).policies.addTypePolicies(policies);
}
