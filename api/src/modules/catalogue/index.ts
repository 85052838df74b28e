// The catalogue module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export { ContentCategoryType, Product, productProperties, stockProperties } from './schemas';
export { categories, products, productTranslations, stocks } from './tables';
export { catalogueVersionOf, createCatalogueCache } from './cache';
export { isListed, listedProductCounts } from './listing';
export { catalogueModule, type CatalogueModuleOptions } from './module';
export { productRecord } from './product-record';
export { createProductViews, type LineStock, lineStockJson, stockViewsOf } from './product-view';
export { createCatalogueService } from './service';
