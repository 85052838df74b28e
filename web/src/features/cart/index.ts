// The cart's public face. Screens that are not on the first load take the lazy components.
export { AddToCart, type AddToCartProps } from './components/add-to-cart';
export { useCart, type UseCart } from './hooks/use-cart';
export type { CartView, CartLineView } from './lib/cart-view';
