import { pageMergePolicy } from './page-merge';

/** `branchProducts(shop_id, page, perPage, productPerPage)`: pages of categories. */
export const branchProductsPolicy = pageMergePolicy(
  ['shop_id', 'perPage', 'productPerPage'],
  'perPage',
);

/** `products(shop_id, order_by, category_id, price range, page, perPage)`: pages of a branch's
 * dishes in one order; each order and filter is a list of its own. */
export const productsPolicy = pageMergePolicy(
  ['shop_id', 'order_by', 'category_id', 'price_from', 'price_to', 'perPage'],
  'perPage',
);
