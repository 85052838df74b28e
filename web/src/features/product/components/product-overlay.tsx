import { Suspense, lazy, useState } from 'react';
import { AfterHydration } from '../../../shared/ui/after-hydration';
import { useProductParam } from '../hooks/use-product-param';

// Dialog, drawer and details load the first time a product is opened, not with the page.
const ProductOverlaySurface = lazy(() => import('./product-overlay-surface'));

/**
 * spec §2 product overlay: opened by `?product=<uuid>`, closed by removing `product` and
 * `branch` from the URL (no full navigation). Mounted once by the shell.
 */
export function ProductOverlay() {
  const { uuid } = useProductParam();
  const [used, setUsed] = useState(false);
  if (uuid && !used) setUsed(true); // keep the surface mounted afterwards for its close animation
  if (!used && !uuid) return null;
  return (
    <AfterHydration>
      <Suspense fallback={null}>
        <ProductOverlaySurface />
      </Suspense>
    </AfterHydration>
  );
}
