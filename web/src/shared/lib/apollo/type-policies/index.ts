import type { TypePolicies } from '@apollo/client/cache';
import {
  categoryPolicy,
  currencyPolicy,
  languagePolicy,
  productPolicy,
  settingPolicy,
  shopPolicy,
  stockPolicy,
} from './entities';
import { branchProductsPolicy, productsPolicy } from './branch-products';
import { searchProductsPolicy } from './search-products';

export const typePolicies: TypePolicies = {
  ...productPolicy,
  ...shopPolicy,
  ...categoryPolicy,
  ...stockPolicy,
  ...currencyPolicy,
  ...languagePolicy,
  ...settingPolicy,
  Query: {
    fields: {
      searchProducts: searchProductsPolicy,
      branchProducts: branchProductsPolicy,
      products: productsPolicy,
    },
  },
};
