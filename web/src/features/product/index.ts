export { ProductOverlay } from './components/product-overlay';
export { useProductParam } from './hooks/use-product-param';
export { useServedSheet } from './hooks/use-served-sheet';
export { useProductDetails, type ProductDetailsResult } from './hooks/use-product-details';
export { groupExtras, findStock, stockPrices } from './lib/stock-options';
