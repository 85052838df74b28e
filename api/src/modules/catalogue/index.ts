// The catalogue module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export { ContentCategoryType, Product, productProperties, stockProperties } from './schemas';
export { categories, products, productTranslations, stocks } from './tables';
export { catalogueVersionOf, createCatalogueCache } from './cache';
export { isListed, listedProductCounts } from './listing';
export { productRecord } from './product-record';
export { createProductViews, type LineStock, lineStockJson, stockViewsOf } from './product-view';
export { catalogueRoutes } from './routes';
export { createCatalogueService } from './service';
