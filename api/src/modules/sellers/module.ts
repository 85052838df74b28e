// The sellers module as one plugin: builds its services and registers its routes (docs/architecture.md,
// "Api modules as plugins").
import { apiModule } from '../../http/api-module';
import { sellersRoutes } from './routes';
import { createSellersService } from './service';

export const sellersModule = apiModule('sellers', [], async (app) => {
  await app.register(sellersRoutes, { sellers: createSellersService(app.deps.db, app.deps.clock) });
});
