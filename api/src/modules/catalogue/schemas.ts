// Contract of the catalogue: categories, products, their stocks (variants), extras and add-ons.
import { Type, type TProperties } from 'typebox';
import {
  NullableString, localeQuery, nullable, pageOf, pageQuery, positiveId, successEnvelope,
} from '../../http/schemas';

export const ProductTranslation = Type.Object({
  id: Type.Integer(),
  locale: Type.String(),
  title: Type.String(),
  description: Type.String(),
}, { title: 'ProductTranslation' });

export const UnitTranslation = Type.Object({ title: Type.String() }, { title: 'UnitTranslation' });

export const Unit = Type.Object({
  id: Type.Integer(),
  active: Type.Boolean(),
  position: Type.String(),
  translation: UnitTranslation,
}, { title: 'Unit' });

export const ExtraGroupTranslation = Type.Object({ title: Type.String() }, { title: 'ExtraGroupTranslation' });

export const ExtraGroup = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  active: Type.Boolean(),
  translation: ExtraGroupTranslation,
}, { title: 'ExtraGroup' });

export const ExtraValue = Type.Object({
  id: Type.Integer(),
  extra_group_id: Type.Integer(),
  value: Type.String(),
  active: Type.Boolean(),
  group: ExtraGroup,
}, { title: 'ExtraValue' });

export const stockProperties = {
  id: Type.Integer(),
  countable_id: Type.Integer({ description: 'id of the product' }),
  sku: Type.String(),
  price: Type.Number({ description: 'unit price without tax' }),
  quantity: Type.Integer({ description: 'available quantity; 0 = out of stock' }),
  discount: Type.Number({ description: 'per-unit discount' }),
  tax: Type.Number({ description: 'per-unit tax = price × product.tax / 100' }),
  total_price: Type.Number({ description: 'price − discount + tax' }),
  addon: Type.Boolean(),
  extras: Type.Array(ExtraValue),
} satisfies TProperties;

export const productProperties = {
  id: Type.Integer(),
  uuid: Type.String(),
  shop_id: Type.Integer(),
  category_id: Type.Integer(),
  img: Type.String(),
  tax: Type.Number({ description: 'tax percentage' }),
  active: Type.Boolean(),
  addon: Type.Boolean(),
  vegetarian: Type.Boolean(),
  status: Type.String(),
  interval: Type.Number({ description: 'quantity step' }),
  min_qty: Type.Integer(),
  max_qty: Type.Integer(),
  kcal: Type.Number(),
  carbs: Type.Number(),
  protein: Type.Number(),
  fats: Type.Number(),
  stocks_count: Type.Integer(),
  translation: ProductTranslation,
  unit: nullable(Unit),
} satisfies TProperties;

/** The stock of an add-on product: a Stock without add-ons of its own (no recursion). */
export const AddonStock = Type.Object(stockProperties, { title: 'AddonStock' });

/** An add-on product (extra cheese, dips, ...) with its single purchasable stock. */
export const AddonProduct = Type.Object({
  ...productProperties,
  stock: nullable(AddonStock),
}, { title: 'AddonProduct' });

export const StockAddon = Type.Object({
  id: Type.Integer(),
  stock_id: Type.Integer(),
  addon_id: Type.Integer(),
  product: AddonProduct,
}, { title: 'StockAddon' });

export const Stock = Type.Object({
  ...stockProperties,
  addons: Type.Array(StockAddon),
}, { title: 'Stock' });

export const Product = Type.Object({
  ...productProperties,
  stock: nullable(Stock),
  stocks: Type.Array(Stock),
}, { title: 'Product' });

export const CategoryTranslation = Type.Object({
  id: Type.Integer(),
  locale: Type.String(),
  title: Type.String(),
  description: Type.String(),
}, { title: 'CategoryTranslation' });

export const Category = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  type: Type.String(),
  input: Type.Integer({ description: 'sort position' }),
  img: NullableString,
  active: Type.Boolean(),
  status: Type.String(),
  products_count: Type.Integer(),
  translation: CategoryTranslation,
  products: Type.Array(Product),
}, { title: 'Category' });

export const PriceRange = Type.Object({ min: Type.Number(), max: Type.Number() }, { title: 'PriceRange' });

const perPageOf = (what: string) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10, description: what }));

export const BranchProductsQuery = Type.Object({
  ...localeQuery,
  shop_id: positiveId('branch id'),
  page: pageQuery.page,
  perPage: perPageOf('categories per page'),
  productPerPage: perPageOf('products per category'),
});

export const RecommendedProductsQuery = Type.Object({
  ...localeQuery,
  shop_id: positiveId('branch id'),
  recPerPage: perPageOf('number of products'),
});

export const ProductsQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  shop_id: Type.Optional(positiveId('branch id')),
  category_id: Type.Optional(positiveId('category id')),
});

export const SearchProductsQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  // Length (1..100 once trimmed) is checked by the service: a length constraint here would
  // become a custom scalar in GraphQL.
  search: Type.String({ description: 'words to find in titles and descriptions, 1..100 characters once trimmed' }),
  shop_id: Type.Optional(positiveId('branch id')),
});

export const MostSoldProductsQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  shop_id: Type.Optional(positiveId('branch id')),
});

export const AvgPricesQuery = Type.Object({
  ...localeQuery,
  shop_id: Type.Optional(positiveId('branch id')),
});

export const ProductParams = Type.Object({ uuid: Type.String({ description: 'product uuid' }) });

export const CategoryPage = pageOf('CategoryPage', Category);
export const ProductPage = pageOf('ProductPage', Product);
export const ProductListResponse = successEnvelope('ProductListResponse', Type.Array(Product));
export const ProductResponse = successEnvelope('ProductResponse', Product);
export const AvgPricesResponse = successEnvelope('AvgPricesResponse', PriceRange);
