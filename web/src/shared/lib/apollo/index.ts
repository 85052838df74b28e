export { createApolloClient, getApolloClient, freshQueryOptions } from './client';
export { createFreshness, FRESH_MS, KEEP_MS } from './freshness';
export { typePolicies } from './type-policies';
export { createAuthLink, createErrorLink, CSRF_HEADERS, ENDS_SESSION, IGNORE_UNAUTHORIZED, STARTS_SESSION, isUnauthorizedError, isForbiddenError, type ApiErrorExtensions } from './session-links';
