// The news module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export { blogs, blogTranslations } from './tables';
export { newsModule } from './module';
export { blogTranslationsOf, createNewsService, publishNews } from './service';
