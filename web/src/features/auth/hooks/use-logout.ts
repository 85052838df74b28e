import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '../../../graphql/auth.generated';
import { ENDS_SESSION, IGNORE_UNAUTHORIZED } from '../../../shared/lib/apollo/session-links';
import { useRootStoreApi } from '../../../shared/lib/storage';
import { logout } from '../lib/logout';

/** The logout action of menus: see `logout()`. */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  const store = useRootStoreApi();
  const navigate = useNavigate();
  const [callLogout] = useLogoutMutation({ context: { [IGNORE_UNAUTHORIZED]: true, ...ENDS_SESSION } });
  return useCallback(
    () => logout({ callLogout: (firebase_token) => callLogout({ variables: { firebase_token } }), client, store, navigate: (to) => navigate(to) }),
    [callLogout, client, store, navigate],
  );
}
