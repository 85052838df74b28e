import { InMemoryCache } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { typePolicies } from '../shared/lib/apollo/type-policies';

/** The app's cache holding these answers, as a server-rendered page brings them. */
export function cacheWith(...answers: ReadonlyArray<MockedResponse>): InMemoryCache {
  const cache = new InMemoryCache({ typePolicies });
  for (const { request, result } of answers) {
    cache.writeQuery({ query: request.query, variables: request.variables, data: (result as { data: object }).data });
  }
  return cache;
}
