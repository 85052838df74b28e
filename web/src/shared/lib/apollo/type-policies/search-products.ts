import { pageMergePolicy } from './page-merge';

/** `searchProducts(search, page, perPage, shop_id)`: one list per term. */
export const searchProductsPolicy = pageMergePolicy(['search', 'shop_id', 'perPage'], 'perPage');
