import { useSyncExternalStore } from 'react';
import { clearSession, readSession, setSession, subscribeSession, updateSessionUser, type SessionUser } from './session';

const actions = { signIn: setSession, signOut: clearSession, updateUser: updateSessionUser };

/**
 * The signed-in user, or null for a guest, plus the session actions. `signOut` only forgets the
 * session; the full logout (api call, store and cache) is `useLogout()` in features/auth.
 */
export function useSession(): {
  user: SessionUser | null;
  signedIn: boolean;
  signIn: (user: SessionUser) => void;
  signOut: () => void;
  updateUser: (user: SessionUser) => void;
} {
  const session = useSyncExternalStore(subscribeSession, readSession, readSession);
  return { user: session?.user ?? null, signedIn: session != null, ...actions };
}
