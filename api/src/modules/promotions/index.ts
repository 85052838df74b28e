// The promotions module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export { promotionsModule } from './module';
export { createPromotionsService } from './service';
