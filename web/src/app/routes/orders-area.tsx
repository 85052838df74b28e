// /orders, /orders/{id}, /refunds and /checkout: one lazy chunk for them, since a customer goes
// from one to the other, and one dynamic import keeps the entry's preload map short
// (docs/performance.md).
export { OrdersPage, OrderPage, RefundsPage } from '../../features/orders';
export { CheckoutPage } from '../../features/checkout';
