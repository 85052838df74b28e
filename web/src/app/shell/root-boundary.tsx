import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../shared/ui/error-boundary';
import { ErrorScreen } from '../../shared/ui/error-screen';
import { SessionExpiry } from '../../features/auth';

/** Rendering failures show the generic error screen; navigating elsewhere clears it. A 401
 * from the api toasts and goes to /login from here, inside the router. */
export function RootBoundary() {
  const { pathname } = useLocation();
  return (
    <>
      <SessionExpiry />
      <ErrorBoundary resetKey={pathname} fallback={(reset) => <ErrorScreen onRetry={reset} />}>
        <Outlet />
      </ErrorBoundary>
    </>
  );
}
