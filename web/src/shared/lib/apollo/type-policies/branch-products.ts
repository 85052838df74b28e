import { pageMergePolicy } from './page-merge';

/** `branchProducts(shop_id, page, perPage, productPerPage)`: pages of categories. */
export const branchProductsPolicy = pageMergePolicy(
  ['shop_id', 'perPage', 'productPerPage'],
  'perPage',
);
