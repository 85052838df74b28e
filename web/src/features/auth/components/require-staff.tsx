import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession } from '../../../shared/lib/session';

/** Staff-only screens, inside `RequireAuth`: a user whose role is not staff gets `fallback` (the
 * api refuses them anyway: 403 ERROR_403). */
export function RequireStaff({ fallback, children }: { fallback: ReactNode; children?: ReactNode }) {
  const { user } = useSession();
  if (user?.role !== 'staff') return <>{fallback}</>;
  return children ?? <Outlet />;
}
