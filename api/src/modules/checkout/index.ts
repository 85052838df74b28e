// The checkout module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export { checkoutModule, type CheckoutModuleOptions } from './module';
export { createOrderPayments } from './order-payment';
export { createOrderPlacement } from './place-order';
export { createCheckoutService } from './service';
