import { useEffect } from 'react';
import { useProfileQuery } from '../../../graphql/profile.generated';
import { useSession } from './use-session';

/**
 * The signed-in user's profile from the api (refreshed on every visit), contact details included,
 * kept in step with the session cookie's copy of the user; until the profile arrives, `user` is
 * that copy, without e-mail or phone. Imported by path, not from the session's index: it brings
 * the account's operations, which a guest's pages never load.
 */
export function useProfile() {
  const { user: stored, signedIn, updateUser } = useSession();
  const { data, loading, error, refetch } = useProfileQuery({
    skip: !signedIn,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const user = data?.profile ?? null;
  useEffect(() => {
    if (user) updateUser(user);
  }, [user, updateUser]);
  return { user: user ?? stored, loading: loading && !user, error: user ? undefined : error, refetch };
}
