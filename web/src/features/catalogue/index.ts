export { Home } from './components/home';
export { ProductsByUuid } from './components/products-by-uuid';
export { BranchMenu } from './components/branch-menu';
export { ProductGrid } from './components/product-grid';
