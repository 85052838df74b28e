// Contract of the catalogue: categories, products, their stocks (variants), extras and add-ons.
import { Type, type TProperties } from 'typebox';
import { LABEL_POSITIONS } from '../../db/common-tables';
import {
  localeQuery, nullable, nullableString, pageOf, pageQuery, positiveId, serviceBounds, shownTranslationKeys, stringEnum,
  successEnvelope, uuidParam,
} from '../../http/schemas';
import { CATEGORY_TYPES, EXTRA_GROUP_TYPES, PUBLICATION_STATUSES } from './tables';
import { ORDER_BY_RULES, PRODUCT_ORDERS } from './ordering';
import { MAX_SEARCH_LENGTH } from './search';

export const UnitPosition = stringEnum(LABEL_POSITIONS, 'UnitPosition', 'Where a unit\'s label goes relative to the quantity: before or after.');
export const ExtraGroupType = stringEnum(EXTRA_GROUP_TYPES, 'ExtraGroupType', 'How an option\'s choices are shown: text, color or image.');
export const ProductStatus = stringEnum(PUBLICATION_STATUSES, 'ProductStatus',
  'Publication status of a product: published (only published products are listed), pending or unpublished.');
export const CategoryStatus = stringEnum(PUBLICATION_STATUSES, 'CategoryStatus',
  'Publication status of a category: published, pending or unpublished; customers are only shown published ones.');

export const ContentCategoryType = stringEnum(CATEGORY_TYPES, 'ContentCategoryType',
  'Kind of category: receipt (recipes), career (positions), faq (help questions), main (the menu\'s) or shop (kinds of shop, as '
  + 'Foodyman\'s clients ask; there are none: branches carry tags, `/rest/shops-takes`).');

export const ProductTranslation = Type.Object({
  ...shownTranslationKeys('product', 'texts'),
  title: Type.String({ description: 'Name of the product; empty when it has no translation.' }),
  description: Type.String({ description: 'What it is made of or how it is served; may be empty.' }),
}, { title: 'ProductTranslation', description: 'The product\'s texts in the requested language, else the default language.' });

export const UnitTranslation = Type.Object({
  title: Type.String({ description: 'The unit\'s label in the requested language (else the default one), e.g. `pcs`; may be empty.' }),
}, { title: 'UnitTranslation', description: 'The unit\'s label.' });

export const Unit = Type.Object({
  id: Type.Integer({ description: 'Id of the unit.' }),
  active: Type.Boolean({ description: 'The unit is in use.' }),
  position: UnitPosition,
  translation: UnitTranslation,
}, { title: 'Unit', description: 'The unit a product is sold in (pieces, grams, ...).' });

export const ExtraGroupTranslation = Type.Object({
  title: Type.String({ description: 'Name of the option in the requested language (else the default one), e.g. `Size`; may be empty.' }),
}, { title: 'ExtraGroupTranslation', description: 'The option\'s name.' });

export const ExtraGroup = Type.Object({
  id: Type.Integer({ description: 'Id of the option.' }),
  type: ExtraGroupType,
  active: Type.Boolean({ description: 'The option is in use.' }),
  translation: ExtraGroupTranslation,
}, { title: 'ExtraGroup', description: 'An option of a product, e.g. its size; each stock takes one value of it.' });

export const ExtraValue = Type.Object({
  id: Type.Integer({ description: 'Id of the value.' }),
  extra_group_id: Type.Integer({ description: 'Id of the option it belongs to (group the picker by it).' }),
  value: Type.String({ description: 'The value, e.g. `Large` (a colour code or an image path for those option types).' }),
  active: Type.Boolean({ description: 'The value is in use.' }),
  group: ExtraGroup,
}, { title: 'ExtraValue', description: 'One value of an option (Small, Medium, Large ...) that defines a stock.' });

export const stockProperties = {
  id: Type.Integer({ description: 'Id of the stock: what the cart takes as `stock_id`.' }),
  countable_id: Type.Integer({ description: 'Id of the product.' }),
  sku: Type.String({ description: 'Stock-keeping code; may be empty.' }),
  price: Type.Number({ description: 'Unit price without tax, in the requested currency.' }),
  quantity: Type.Integer({ description: 'Units available; 0 = out of stock.' }),
  discount: Type.Number({ description: 'Discount per unit, in the requested currency.' }),
  tax: Type.Number({ description: 'Tax per unit = price × product tax / 100, in the requested currency.' }),
  total_price: Type.Number({ description: 'What one unit costs: price − discount + tax (from the rounded parts, at least 0).' }),
  addon: Type.Boolean({ description: 'true: the stock of an add-on product.' }),
  extras: Type.Array(ExtraValue, {
    description: 'The option values that define this stock, by option then value. Loaded on product detail, add-ons, cart and '
      + 'order lines; empty on menus, lists and search.',
  }),
} satisfies TProperties;

export const productProperties = {
  id: Type.Integer({ description: 'Id of the product.' }),
  uuid: Type.String({ description: 'The product\'s uuid, which `GET /rest/products/{uuid}` takes.' }),
  shop_id: Type.Integer({ description: 'The branch it is sold in.' }),
  category_id: Type.Integer({ description: 'The category it is listed under.' }),
  img: Type.String({ description: 'Picture: a path under `/storage/images/` or a full URL; may be empty.' }),
  tax: Type.Number({ description: 'Tax percentage on its price, e.g. 13.' }),
  active: Type.Boolean({ description: 'Can be bought (always true on menus and lists).' }),
  addon: Type.Boolean({ description: 'true: an add-on (extra cheese, a dip ...), sold only with another product.' }),
  vegetarian: Type.Boolean({ description: 'Vegetarian.' }),
  status: ProductStatus,
  interval: Type.Number({ description: 'Quantity step, e.g. 1, or 0.5 for goods sold by weight.' }),
  min_qty: Type.Integer({ description: 'Smallest quantity of a cart line.' }),
  max_qty: Type.Integer({ description: 'Largest quantity of a cart line.' }),
  kcal: Type.Number({ description: 'Energy per serving, kcal.' }),
  carbs: Type.Number({ description: 'Carbohydrates per serving, g.' }),
  protein: Type.Number({ description: 'Protein per serving, g.' }),
  fats: Type.Number({ description: 'Fat per serving, g.' }),
  stocks_count: Type.Integer({ description: 'Number of its stocks (add-on stocks aside, except on an add-on product); 0 on the products of cart and order lines.' }),
  translation: ProductTranslation,
  unit: nullable(Unit),
} satisfies TProperties;

/** The stock of an add-on product: a Stock without add-ons of its own (no recursion). */
export const AddonStock = Type.Object(stockProperties, {
  title: 'AddonStock',
  description: 'The stock of an add-on product: a Stock without add-ons of its own. Add it to the cart by its id, under its parent.',
});

/** An add-on product (extra cheese, dips, ...) with its single purchasable stock. */
export const AddonProduct = Type.Object({
  ...productProperties,
  stock: nullable(AddonStock),
}, {
  title: 'AddonProduct',
  description: 'An add-on product (extra cheese, a dip ...): the Product fields without `stocks`; `stock` is its first in-stock '
    + 'stock (only add-ons with one are offered). `unit` is null when it has no unit.',
});

export const StockAddon = Type.Object({
  id: Type.Integer({ description: 'Id of the link between the stock and the add-on.' }),
  stock_id: Type.Integer({ description: 'The stock the add-on goes with.' }),
  addon_id: Type.Integer({ description: 'Id of the add-on product.' }),
  product: AddonProduct,
}, { title: 'StockAddon', description: 'An add-on that may be ordered with a stock (only active, published, in-stock add-ons are listed).' });

export const Stock = Type.Object({
  ...stockProperties,
  addons: Type.Array(StockAddon, { description: 'Add-ons that may go with this stock; loaded on product detail only (else empty).' }),
}, {
  title: 'Stock',
  description: 'A purchasable variant of a product (a size, a crust ...) with its own price and quantity, in the requested currency.',
});

export const Product = Type.Object({
  ...productProperties,
  stock: nullable(Stock),
  stocks: Type.Array(Stock, {
    description: 'Every stock of the product, in stock or not (add-on stocks aside), on product detail and search; empty elsewhere.',
  }),
}, {
  title: 'Product',
  description: 'A product of a branch\'s menu, texts in the requested language (else the default one), amounts in the requested '
    + 'currency. `stock` is its first in-stock stock (what lists show the price of), null when none; `unit` is null when it has '
    + 'no unit.',
});

/** A best seller: a Product with how many units of it were ordered. */
export const SoldProduct = Type.Object({
  ...Product.properties,
  order_details_count: Type.Integer({
    description: 'Units of it ordered, counted when each order is placed (the demo data seeds a history); what the list is '
      + 'ordered by.',
  }),
}, {
  title: 'SoldProduct',
  description: 'A Product of the best sellers list, with `order_details_count`.',
});

export const CategoryTranslation = Type.Object({
  ...shownTranslationKeys('category', 'texts'),
  title: Type.String({ description: 'Name of the category; empty when it has no translation.' }),
  description: Type.String({ description: 'A short presentation; may be empty.' }),
}, { title: 'CategoryTranslation', description: 'The category\'s texts in the requested language, else the default language.' });

export const Category = Type.Object({
  id: Type.Integer({ description: 'Id of the category.' }),
  uuid: Type.String({ description: 'The category\'s uuid (a page anchor for the menu).' }),
  type: ContentCategoryType,
  input: Type.Integer({ description: 'Sort position: the menu lists categories by it, then by id.' }),
  img: nullableString('Picture: a path under `/storage/images/` or a full URL; null when none.'),
  active: Type.Boolean({ description: 'Always true on the menu.' }),
  status: CategoryStatus,
  products_count: Type.Integer({ description: 'Products of the branch listed in it (all of them, not only this page\'s).' }),
  translation: CategoryTranslation,
  products: Type.Array(Product, {
    description: 'Its first products (at most `productPerPage`), by id or in the asked `order_by`, each with its `stock`.',
  }),
}, { title: 'Category', description: 'A category of a branch\'s menu with its first products.' });

export const PriceRange = Type.Object({
  min: Type.Number({ description: 'Lowest unit price (without tax), in the requested currency; 0 when nothing is listed.' }),
  max: Type.Number({ description: 'Highest unit price (without tax), in the requested currency; 0 when nothing is listed.' }),
}, { title: 'PriceRange', description: 'Lowest and highest unit price of the listed products\' stocks (add-ons aside).' });

const perPageOf = (what: string) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10, description: what }));

const branchId = (role: string) => positiveId(`Id of a branch${role}; naming no shop → 400 \`params.shop_id\`.`);

// Order and price range of product lists (ordering.ts). `order_by` is checked by the service (an
// enum keyword would become a GraphQL enum Foodyman clients do not send as such).
const orderBy = (otherwise: string) => Type.Optional(Type.String({
  description: `How to order the products: ${PRODUCT_ORDERS.join(', ')} (else 400 \`params.order_by\`); absent or empty: `
    + `${otherwise}. ${ORDER_BY_RULES}`,
}));

const PRICE = 'unit price without tax of a purchasable stock (in stock, not an add-on), in the requested currency as shown';
const priceRange = {
  price_from: Type.Optional(Type.Number({
    minimum: 0,
    description: `Only products with a ${PRICE}, of at least this amount (negative → 400 \`params.price_from\`).`,
  })),
  price_to: Type.Optional(Type.Number({
    minimum: 0,
    description: `Only products with a ${PRICE}, of at most this amount (negative → 400; below \`price_from\` → 400 `
      + '`params.price_to`). The same stock must satisfy both ends.',
  })),
  'prices[0]': Type.Optional(Type.Number({ minimum: 0, description: 'Foodyman\'s name of `price_from`, read when `price_from` is absent.' })),
  'prices[1]': Type.Optional(Type.Number({ minimum: 0, description: 'Foodyman\'s name of `price_to`, read when `price_to` is absent.' })),
};

export const BranchProductsQuery = Type.Object({
  ...localeQuery,
  shop_id: branchId(' (required)'),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1, description: 'Page of categories to answer, from 1.' })),
  perPage: perPageOf('Categories per page, 1..100.'),
  productPerPage: perPageOf('Products shown in each category, 1..100.'),
  category_id: Type.Optional(positiveId('Id of a category: only that category (an unknown one gives an empty page).')),
  order_by: orderBy('by id'),
  ...priceRange,
});

export const ShopMenuParams = Type.Object({
  id: positiveId('Id of the branch (what a multi-vendor client takes for a shop); a shop that does not exist → 404.'),
});

export const ShopCategoriesQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  active: Type.Optional(Type.Integer({
    minimum: 0, maximum: 1, description: 'Accepted as Foodyman clients send it (`active=1`): a customer only ever sees active categories.',
  })),
  status: Type.Optional(Type.String({
    description: 'Accepted as Foodyman clients send it (`status=published`): a customer only ever sees published categories.',
  })),
});

export const RecommendedProductsQuery = Type.Object({
  ...localeQuery,
  shop_id: branchId(' (required)'),
  recPerPage: perPageOf('How many products at most, 1..100.'),
});

export const ProductsQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  shop_id: Type.Optional(branchId(': only its products')),
  category_id: Type.Optional(positiveId('Id of a category: only its products.')),
  order_by: orderBy('by id'),
  ...priceRange,
});

export const SearchProductsQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  // Length (1..100 once trimmed) is checked by the service, and published as a service bound.
  search: Type.String({
    description: `Words to find, 1..${MAX_SEARCH_LENGTH} characters once trimmed (else 400 \`params.search\`). Each word matches the `
      + 'start of a word of the title or description, ignoring case and accents.',
    ...serviceBounds({ maxLength: MAX_SEARCH_LENGTH }),
  }),
  shop_id: Type.Optional(branchId(': only its products')),
  category_id: Type.Optional(positiveId('Id of a category: only its products.')),
  order_by: orderBy('title matches first, then by id'),
  ...priceRange,
});

export const MostSoldProductsQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  shop_id: Type.Optional(branchId(': only its products')),
  category_id: Type.Optional(positiveId('Id of a category: only its products.')),
});

export const AvgPricesQuery = Type.Object({
  ...localeQuery,
  shop_id: Type.Optional(branchId(': only its products')),
});

export const ProductParams = Type.Object({
  uuid: uuidParam('Uuid of the product (any case); a malformed one → 400 `params.uuid`, an unknown one → 404.'),
});

export const CategoryPage = pageOf('CategoryPage', Category, 'A page of a branch\'s menu: categories with their first products.',
  'The page\'s categories, by sort position then id.');
export const ProductPage = pageOf('ProductPage', Product, 'A page of products.', 'The page\'s products.');
export const SoldProductPage = pageOf('SoldProductPage', SoldProduct, 'A page of best sellers.',
  'The page\'s products, the most ordered first.');
export const ShopMenu = Type.Object({
  recommended: Type.Array(Product, { description: 'The branch\'s recommended products, as `/rest/branch/recommended/products` lists them (at most 10).' }),
  all: Type.Array(Category, { description: 'Every category of the branch\'s menu with every product a customer can buy there, as `/rest/branch/products` orders them.' }),
}, { title: 'ShopMenu', description: 'A branch\'s whole menu at once, in the multi-vendor reference\'s shop-page shape.' });
export const ShopMenuResponse = successEnvelope('ShopMenuResponse', ShopMenu, 'A branch\'s whole menu.');
export const ProductListResponse = successEnvelope('ProductListResponse',
  Type.Array(Product, { description: 'The products, best sellers first.' }), 'A list of products, not paginated.');
export const ProductResponse = successEnvelope('ProductResponse', Product, 'One product with every stock, option and add-on.');
export const AvgPricesResponse = successEnvelope('AvgPricesResponse', PriceRange, 'The price range of the listed products.');
