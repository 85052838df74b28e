// The cart's parts that load on demand (its lazy face, beside index.ts): each import() is a chunk
// of its own, so the first load carries these lines only.
export const loadCartBar = () => import('./components/cart-bar');
export const loadCartLayer = () => import('./components/cart-layer');
