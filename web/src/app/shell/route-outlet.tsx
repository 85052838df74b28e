import { memo, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { MarkedSuspense } from './interactive-marker';

/** The route's page in its own Suspense boundary, which counts towards `<html data-hydrated>`:
 * that needs the route's chunk loaded and its server HTML hydrated, not merely the shell around it.
 * A memo, so its `fallback` must be stable: a shell re-render reaching the boundary while the
 * route's chunk still loads (a first visit's branch choice does that) would make React throw the
 * server's page away for the fallback, and the page and footer jump. */
export const RouteOutlet = memo(function RouteOutlet({ fallback }: { fallback: ReactNode }) {
  return (
    <MarkedSuspense name="page" fallback={fallback}>
      <Outlet />
    </MarkedSuspense>
  );
});
