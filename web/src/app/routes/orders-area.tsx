// /orders, /orders/{id} and /checkout: one lazy chunk for the three, since a customer goes from
// one to the other, and one dynamic import keeps the entry's preload map short
// (docs/performance.md).
export { OrdersPage } from '../../features/orders/components/orders-page';
export { OrderPage } from '../../features/orders/components/order-page';
export { CheckoutPage } from '../../features/checkout/components/checkout-page';
