// The checkout module as one plugin: builds its services and registers its routes (docs/architecture.md,
// "Api modules as plugins").
import { apiModule } from '../../http/api-module';
import { createOrderViews, type OrderReviews } from '../orders';
import { createOrderPayments } from './order-payment';
import { createOrderPlacement } from './place-order';
import { checkoutRoutes } from './routes';
import { createCheckoutService } from './service';

export interface CheckoutModuleOptions {
  /** An order's review, which the reviews module (above orders) keeps (app.ts's orderReviewsOf). */
  reviews: OrderReviews;
}

export const checkoutModule = apiModule<CheckoutModuleOptions>('checkout', [], async (app, { reviews }) => {
  const { db, clock, caps } = app.deps;
  // The contract lists checkout before orders: it builds the orders' views (which hold nothing)
  // from their face rather than taking the orders plugin's.
  const views = createOrderViews(db, reviews);
  await app.register(checkoutRoutes, {
    checkout: createCheckoutService(db, clock),
    placement: createOrderPlacement({ db, views, clock, maxUnpaidOrders: caps.unpaidOrders }),
    payments: createOrderPayments({ db, views, clock }),
  });
});
