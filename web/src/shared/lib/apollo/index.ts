export { createApolloClient, getApolloClient, freshQueryOptions } from './client';
export { createFreshness, FRESH_MS, KEEP_MS } from './freshness';
export { typePolicies } from './type-policies';
export { createAuthLink, createErrorLink, IGNORE_UNAUTHORIZED, isUnauthorizedError, isForbiddenError, type ApiErrorExtensions } from './session-links';
