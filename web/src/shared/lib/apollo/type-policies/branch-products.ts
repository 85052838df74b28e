import { pageMergePolicy } from './page-merge';

/** `branchProducts(shop_id, page, perPage, productPerPage, lang, currency_id)`: pages of categories. */
export const branchProductsPolicy = pageMergePolicy(
  ['shop_id', 'perPage', 'productPerPage', 'lang', 'currency_id'],
  'perPage',
);
