import { Suspense, lazy, memo, useState } from 'react';
import { useProductParam } from '../hooks/use-product-param';
import { useServedSheet } from '../hooks/use-served-sheet';

// The surfaces load the first time a product is opened, not with the page. On a page the server
// drew with a product open, only the served sheet's code loads while it hydrates; the live
// dialog's once that sheet has closed.
const ServedSurface = lazy(() => import('./served-surface'));
const LiveSurface = lazy(() => import('./product-overlay-surface'));

/**
 * The product overlay: opened by `?product=<uuid>`, closed by removing `product` and
 * `branch` from the URL (no full navigation). Mounted once by the shell. The server draws it
 * open, in the page, and that sheet stays until it closes; every later dish opens in the live
 * dialog or drawer. A memo: a re-render from the shell must not reach its boundary while that
 * still waits for its code, which would throw the server's sheet away.
 */
export const ProductOverlay = memo(function ProductOverlay() {
  const { uuid } = useProductParam();
  const served = useServedSheet();
  const [used, setUsed] = useState(false);
  if (uuid && !used) setUsed(true); // keep the live surface mounted afterwards for its close motion
  if (!used && !uuid) return null;
  return <Suspense fallback={null}>{served ? <ServedSurface /> : <LiveSurface />}</Suspense>;
});
