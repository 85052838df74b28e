import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isAuthPage, loginPath, subscribeUnauthorized } from '../../../shared/lib/session';

const UnauthorizedNotice = lazy(() => import('./unauthorized-notice'));

/**
 * A 401: the error link has already cleared the session; this shows the translated
 * "unauthorized" toast (toast id `unauthorized`, so several failing requests show one) and goes
 * to /login, remembering where the user was.
 */
export function SessionExpiry() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [notices, setNotices] = useState(0);
  useEffect(
    () =>
      subscribeUnauthorized(() => {
        setNotices((n) => n + 1);
        if (!isAuthPage(pathname)) navigate(loginPath(pathname + search), { replace: true });
      }),
    [navigate, pathname, search],
  );
  return notices > 0 ? (
    <Suspense fallback={null}>
      <UnauthorizedNotice key={notices} />
    </Suspense>
  ) : null;
}
