// The cart's public face; its bar and layer, which load on demand, are in lazy.ts.
export { AddToCart, type AddToCartProps } from './components/add-to-cart';
export { useCart, type UseCart } from './hooks/use-cart';
export type { CartView, CartLineView } from './lib/cart-view';
export { useCartStrings } from './hooks/use-cart-strings';
export { ReplaceCartDialog } from './components/replace-cart-dialog';
export { GroupOrderPage } from './components/group-order-page';
export { writeOwnCart } from './lib/cart-cache';
