// The delivery-zones module as one plugin: builds its services and registers its routes (docs/architecture.md,
// "Api modules as plugins").
import { apiModule } from '../../http/api-module';
import { shopsPort } from '../shops';
import { deliveryZonesRoutes } from './routes';
import { createDeliveryZonesService } from './service';

export const deliveryZonesModule = apiModule('delivery-zones', [shopsPort], async (app) => {
  await app.register(deliveryZonesRoutes, { zones: createDeliveryZonesService(app.deps.db), shops: shopsPort.of(app) });
});
