import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';

/** Says the page is interactive: `<html data-hydrated>`, a marker for monitoring and for the
 * browser tests, which wait for it after a page load before they click or type (a click on
 * server-rendered HTML not hydrated yet does nothing). */
function InteractiveMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/** The route's page in its own Suspense boundary. The marker is inside it: its effect runs once
 * that boundary has committed, i.e. the route's chunk has loaded and its server HTML has been
 * hydrated (or, without a server page, rendered), not merely the shell around it. */
export function RouteOutlet({ fallback }: { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Outlet />
      <InteractiveMarker />
    </Suspense>
  );
}
