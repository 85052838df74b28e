import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { MarkedSuspense } from './interactive-marker';

/** The route's page in its own Suspense boundary, which counts towards `<html data-hydrated>`:
 * that needs the route's chunk loaded and its server HTML hydrated, not merely the shell around it. */
export function RouteOutlet({ fallback }: { fallback: ReactNode }) {
  return (
    <MarkedSuspense name="page" fallback={fallback}>
      <Outlet />
    </MarkedSuspense>
  );
}
