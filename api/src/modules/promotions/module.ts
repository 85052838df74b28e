// The promotions module as one plugin: builds its services and registers its routes (docs/architecture.md,
// "Api modules as plugins").
import { apiModule } from '../../http/api-module';
import { promotionsRoutes } from './routes';
import { createPromotionsService } from './service';

export const promotionsModule = apiModule('promotions', [], async (app) => {
  await app.register(promotionsRoutes, { promotions: createPromotionsService(app.deps.db, app.deps.clock) });
});
