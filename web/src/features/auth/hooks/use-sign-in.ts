import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client';
import { useSession, type SessionUser } from '../../../shared/lib/session';

/** Stores the session and drops cached data of any earlier session (its profile). */
export function useSignIn(): (user: SessionUser) => void {
  const client = useApolloClient();
  const { signIn } = useSession();
  return useCallback(
    (user: SessionUser) => {
      signIn(user);
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'profile' });
      client.cache.gc();
    },
    [client, signIn],
  );
}
