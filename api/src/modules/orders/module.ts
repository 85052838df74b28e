// The orders module as one plugin: builds its services and registers its routes (docs/architecture.md,
// "Api modules as plugins").
import { apiModule } from '../../http/api-module';
import type { OrderEffects, OrderReviews } from './effects';
import { createRefundsService } from './refunds';
import { ordersRoutes } from './routes';
import { createOrdersService } from './service';
import { staffRoutes } from './staff-routes';
import { createOrderViews } from './view';

export interface OrdersModuleOptions {
  /** What follows an order's changes in the modules above orders (app.ts's orderEffects). */
  effects: OrderEffects;
  /** An order's review, which the reviews module (above orders) keeps (app.ts's orderReviewsOf). */
  reviews: OrderReviews;
}

/** The customer's orders and refunds (/dashboard/user/orders…) and the staff's kitchen view (/dashboard/staff/…). */
export const ordersModule = apiModule<OrdersModuleOptions>('orders', [], async (app, { effects, reviews }) => {
  const { db, clock } = app.deps;
  const orders = createOrdersService({ db, views: createOrderViews(db, reviews), clock, effects });
  const refunds = createRefundsService(db, clock, effects);
  await app.register(ordersRoutes, { orders, refunds });
  await app.register(staffRoutes, { orders, refunds });
});
