// The checkout module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export { createOrderPayments } from './order-payment';
export { createOrderPlacement } from './place-order';
export { checkoutRoutes } from './routes';
export { createCheckoutService } from './service';
