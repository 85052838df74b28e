import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginPath, useSession } from '../../../shared/lib/session';

/** Routes that need a user: a guest goes to /login?redirect=<here> and comes back
 * after signing in. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { signedIn } = useSession();
  const { pathname, search } = useLocation();
  if (!signedIn) return <Navigate to={loginPath(pathname + search)} replace />;
  return children ?? <Outlet />;
}
