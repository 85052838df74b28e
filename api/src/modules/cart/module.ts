// The cart module as one plugin: builds its services and registers its routes (docs/architecture.md,
// "Api modules as plugins").
import { apiModule, modulePort } from '../../http/api-module';
import { shopsPort } from '../shops';
import { createGroupCartService } from './group';
import { groupCartRoutes } from './group-routes';
import { createCartPlanner } from './plan';
import { cartRoutes } from './routes';
import { type CartDeps, type CartService, createCartService } from './service';
import { createCartViews } from './view';

/** The customer's cart, which recipes fill. */
export const cartPort = modulePort<CartService>('cart');

export const cartModule = apiModule('cart', [shopsPort], async (app) => {
  const { db, clock } = app.deps;
  const deps: CartDeps = { db, planner: createCartPlanner(db, shopsPort.of(app)), views: createCartViews(db), clock };
  const cart = createCartService(deps);
  cartPort.offer(app, cart);
  await app.register(cartRoutes, { cart });
  await app.register(groupCartRoutes, { groupCart: createGroupCartService(deps) });
});
