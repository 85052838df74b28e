// The shops module as one plugin: builds its services and registers its routes (docs/architecture.md,
// "Api modules as plugins").
import { apiModule, modulePort } from '../../http/api-module';
import { shopsRoutes } from './routes';
import { createShopsService, type ShopFigures, type ShopsService } from './service';

/** The branches' views, which the catalogue, the cart, delivery zones, reservations and recipes use. */
export const shopsPort = modulePort<ShopsService>('shops');

export interface ShopsModuleOptions {
  /** The branches' figures that the modules above shops keep (app.ts's shopFigures). */
  figures: ShopFigures;
}

export const shopsModule = apiModule<ShopsModuleOptions>('shops', [], async (app, { figures }) => {
  const shops = createShopsService(app.deps.db, figures, app.deps.clock);
  shopsPort.offer(app, shops);
  await app.register(shopsRoutes, { shops });
});
