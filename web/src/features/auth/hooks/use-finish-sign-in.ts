import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SessionUser } from '../../../shared/lib/session';
import { afterSignInPath } from '../lib/sign-up';
import { useSignIn } from './use-sign-in';

/** Stores a fresh session and goes on: to /update-details first when the account has no first
 * name (keeping the target), else to `target`. The auth page is replaced in the history. */
export function useFinishSignIn(): (user: SessionUser, target: string) => void {
  const signIn = useSignIn();
  const navigate = useNavigate();
  return useCallback(
    (user: SessionUser, target: string) => {
      signIn(user);
      navigate(afterSignInPath(user, target), { replace: true });
    },
    [signIn, navigate],
  );
}
