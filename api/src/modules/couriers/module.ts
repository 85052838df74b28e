// The couriers module as one plugin: builds its services and registers its routes (docs/architecture.md,
// "Api modules as plugins").
import { apiModule } from '../../http/api-module';
import { couriersRoutes } from './routes';
import { createCouriersService } from './service';

export const couriersModule = apiModule('couriers', [], async (app) => {
  await app.register(couriersRoutes, { couriers: createCouriersService(app.deps.db, app.deps.clock) });
});
