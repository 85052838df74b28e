export { createApolloClient, getApolloClient, freshQueryOptions } from './client';
export { createFreshness, FRESH_MS, KEEP_MS } from './freshness';
export { typePolicies } from './type-policies';
