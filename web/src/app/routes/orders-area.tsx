// /orders, /orders/{id}, /refunds and /checkout: one lazy chunk for them, since a customer goes
// from one to the other, and one dynamic import keeps the entry's preload map short
// (docs/performance.md).
export { OrdersPage } from '../../features/orders/components/orders-page';
export { OrderPage } from '../../features/orders/components/order-page';
export { RefundsPage } from '../../features/orders/components/refunds-page';
export { CheckoutPage } from '../../features/checkout/components/checkout-page';
