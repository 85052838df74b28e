// The addresses module as one plugin: builds its services and registers its routes (docs/architecture.md,
// "Api modules as plugins").
import { apiModule } from '../../http/api-module';
import { addressesRoutes } from './routes';
import { createAddressesService } from './service';

export const addressesModule = apiModule('addresses', [], async (app) => {
  await app.register(addressesRoutes, { addresses: createAddressesService(app.deps.db, app.deps.clock) });
});
