// The content module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export { CategoryTitle, plainTextOf, richTextOf } from './schemas';
export { contentStatus } from './tables';
export { createLandingPages } from './landing';
export { contentModule } from './module';
export { createContentService } from './service';
export { categoryTitle, type CategoryTitleView, isPublished, shownTranslation } from './shown';
