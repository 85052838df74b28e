// The addresses module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export { userAddresses } from './tables';
export { addressesModule } from './module';
export { ADDRESS_MAX, coordinate, createAddressesService } from './service';
