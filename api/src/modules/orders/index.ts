// The orders module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export { DeliveryType, OrderResponse, OrderReview } from './schemas';
export {
  COUPON_TYPES, coupons, DELIVERY_TYPES, deliverySlots, ORDER_ADDRESS_PARTS, type OrderAddressDetails, orderDetails, orders,
  type OrderStatus, transactions,
} from './tables';
export type { OrderEffects, OrderReviews } from './effects';
export { type Slot, slotCapacity, takeSlot, takeStock } from './inventory';
export { createKitchenSimulator } from './kitchen';
export { ordersModule, type OrdersModuleOptions } from './module';
export { createRefundsService } from './refunds';
export { createOrdersService } from './service';
export { lockOrder, nextStatus } from './status';
export { changeStatus, createOrderViews, type OrderViews, recordStatus } from './view';
