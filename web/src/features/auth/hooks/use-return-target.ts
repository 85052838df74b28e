import { useLocation, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '../../../shared/lib/session';

/** Where to go after signing in: `?redirect=`, else the router state's `from`, else home. */
export function useReturnTarget(): string {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  return safeRedirect(params.get('redirect') ?? from);
}
