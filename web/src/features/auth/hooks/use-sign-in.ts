import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client';
import { useSession, type SessionUser } from '../../../shared/lib/session';

/** Stores the session and drops cached data of any earlier session (its profile). */
export function useSignIn(): (token: string, user: SessionUser) => void {
  const client = useApolloClient();
  const { signIn } = useSession();
  return useCallback(
    (token: string, user: SessionUser) => {
      signIn(token, user);
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'profile' });
      client.cache.gc();
    },
    [client, signIn],
  );
}
