import { Suspense, lazy, useState } from 'react';
import { AfterHydration } from '../../../shared/ui/after-hydration';
import { useNewsUuid } from '../hooks/use-news-param';

// Everything but this check loads the first time a news item is opened: home has no JS to spare.
const NewsOverlaySurface = lazy(() => import('./news-overlay-surface'));

/** `?news=<uuid>` on home opens that news item. Mounted by the shell on home only. */
export function NewsOverlay() {
  const uuid = useNewsUuid();
  const [used, setUsed] = useState(false);
  if (uuid && !used) setUsed(true); // keep the surface mounted afterwards for its close animation
  if (!used && !uuid) return null;
  return (
    <AfterHydration>
      <Suspense fallback={null}>
        <NewsOverlaySurface />
      </Suspense>
    </AfterHydration>
  );
}
