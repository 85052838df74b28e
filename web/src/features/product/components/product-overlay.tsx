import { Suspense, lazy, memo, useState } from 'react';
import { useProductParam } from '../hooks/use-product-param';

// Dialog, drawer and details load the first time a product is opened, not with the page (on a
// page the server drew with a product open, they load while it hydrates).
const ProductOverlaySurface = lazy(() => import('./product-overlay-surface'));

/**
 * spec §2 product overlay: opened by `?product=<uuid>`, closed by removing `product` and
 * `branch` from the URL (no full navigation). Mounted once by the shell. The server draws it
 * open, in the page; the live dialog or drawer replaces it once hydrated (the surface's module).
 * A memo: a re-render from the shell must not reach its boundary while that still waits for its
 * code, which would throw the server's sheet away.
 */
export const ProductOverlay = memo(function ProductOverlay() {
  const { uuid } = useProductParam();
  const [used, setUsed] = useState(false);
  if (uuid && !used) setUsed(true); // keep the surface mounted afterwards for its close animation
  if (!used && !uuid) return null;
  return (
    <Suspense fallback={null}>
      <ProductOverlaySurface />
    </Suspense>
  );
});
