import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../shared/ui/error-boundary';
import { ErrorScreen } from '../../shared/ui/error-screen';

/** Rendering failures show the generic error screen; navigating elsewhere clears it. */
export function RootBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(reset) => <ErrorScreen onRetry={reset} />}>
      <Outlet />
    </ErrorBoundary>
  );
}
