import type { ApolloCache } from '@apollo/client';
import type { SessionUserFragment } from '../../../graphql/auth.generated';
import { ProfileDocument, type ProfileQuery } from '../../../graphql/profile.generated';

/** Puts a user the api returned outside GraphQL into the cached profile (and so into the `User`
 * entity every other query shares), without a refetch. */
export function writeCachedProfile(cache: ApolloCache<unknown>, user: SessionUserFragment & { __typename: 'User' }): void {
  cache.writeQuery({
    query: ProfileDocument,
    data: { profile: user } satisfies ProfileQuery,
  });
}
