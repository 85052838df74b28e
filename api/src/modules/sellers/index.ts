// The sellers module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export { LocalizedText } from './schemas';
export { sellersModule } from './module';
export { createSellersService } from './service';
