export { OrdersPage } from './components/orders-page';
export { OrderPage } from './components/order-page';
export { RefundsPage } from './components/refunds-page';
export { PriceSummary } from './components/price-summary';
export { useOrdersStrings } from './hooks/use-orders-strings';
export { translateOrderError } from './lib/order-messages';
export { orderStatusOf, statusMessageKey } from './lib/order-status';
