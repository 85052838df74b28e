import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import { HOME_BANNERS } from '../features/catalogue/components/home-banners';
import {
  BranchCategoriesDocument,
  BranchesDocument,
  BranchMenuDocument,
  FilteredProductsDocument,
  HomeBannersDocument,
  MostPopularProductsDocument,
  RecommendedProductsDocument,
  type BranchesQuery,
  type BranchMenuQuery,
  type RecommendedProductsQuery,
} from '../graphql/generated';
import { ProductDetailsDocument, type ProductDetailsQuery } from '../graphql/product.generated';
import {
  CATEGORIES_PER_PAGE,
  CATEGORY_CHOICES,
  FILTERED_PAGE_SIZE,
  MOST_POPULAR_COUNT,
  PRODUCTS_PER_CATEGORY,
  RECOMMENDED_COUNT,
} from '../features/catalogue/hooks/use-branch-menu';
import type { ProductFilter } from '../shared/lib/storage';

type Branch = NonNullable<BranchesQuery['branches']>['items'][number];
type MenuPage = NonNullable<BranchMenuQuery['branchProducts']>;
type Card = NonNullable<RecommendedProductsQuery['recommendedProducts']>[number];

/** A branch the server says is open now (Wednesday 18 November 2026, 09:00–23:00 in Toronto)
 * unless overridden; `closedBranch` for one it says is closed. */
export function branch(id: number, title: string, overrides: Partial<Branch> = {}): Branch {
  return {
    __typename: 'Shop', id, uuid: `shop-${id}`, open: true, logo_img: '', min_amount: 15,
    translation: { __typename: 'ShopTranslation', id, title, address: `${id} Queen St` },
    open_now: true, closes_at: '2026-11-18T23:00:00-05:00', opens_at: null,
    today_hours: { __typename: 'TodayHours', date: '2026-11-18', open: true, from: '09:00', to: '23:00' },
    time_zone: 'America/Toronto', rating_avg: null, reviews_count: 0,
    ...overrides,
  } as Branch;
}

/** A branch the server says is closed now, opening at `opensAt` (default: tomorrow 09:00). */
export function closedBranch(id: number, title: string, overrides: Partial<Branch> = {}, opensAt: string | null = '2026-11-19T09:00:00-05:00'): Branch {
  return branch(id, title, { open_now: false, closes_at: null, opens_at: opensAt, ...overrides });
}

export function card(uuid: string, title: string, price: number, discount = 0): Card {
  return {
    __typename: 'Product', id: uuid.length, uuid, img: `products/${uuid}.svg`, min_qty: 1, max_qty: 10,
    translation: { __typename: 'ProductTranslation', id: uuid.length, title, description: `${title}, freshly made.` },
    stock: { __typename: 'Stock', id: uuid.length * 100, price, discount, tax: 0, total_price: price - discount, quantity: 10 },
  } as Card;
}

export function branchesMock(branches: Branch[]): MockedResponse {
  return {
    request: { query: BranchesDocument },
    result: { data: { branches: { __typename: 'ShopPage', items: branches } } },
  };
}

/** A page of the branch menu (`page` of `lastPage`, ten categories a page). */
export function menuMock(shopId: number, categories: { id: number; title: string; products: Card[] }[], { page: current = 1, lastPage = 1 } = {}): MockedResponse {
  const page: MenuPage = {
    __typename: 'CategoryPage',
    items: categories.map(({ id, title, products }) => ({
      __typename: 'Category', id, uuid: `category-${id}`, img: null, products_count: products.length,
      translation: { __typename: 'CategoryTranslation', id, title }, products,
    })),
    pageInfo: { __typename: 'PageInfo', current_page: current, last_page: lastPage, total: categories.length },
  } as MenuPage;
  return {
    request: { query: BranchMenuDocument, variables: { shopId, page: current, perPage: CATEGORIES_PER_PAGE, productPerPage: PRODUCTS_PER_CATEGORY } },
    result: { data: { branchProducts: page } },
  };
}

/** The branch's category names, for the menu's category filter. */
export function categoriesMock(shopId: number, categories: { id: number; title: string }[]): MockedResponse {
  return {
    request: { query: BranchCategoriesDocument, variables: { shopId, perPage: CATEGORY_CHOICES } },
    result: {
      data: {
        branchProducts: {
          __typename: 'CategoryPage',
          items: categories.map(({ id, title }) => ({ __typename: 'Category', id, translation: { __typename: 'CategoryTranslation', id, title } })),
        },
      },
    },
  };
}

/** The branch's best sellers, each with its units ordered. */
export function mostPopularMock(shopId: number, products: { card: Card; sold: number }[]): MockedResponse {
  return {
    request: { query: MostPopularProductsDocument, variables: { shopId, perPage: RECOMMENDED_COUNT + MOST_POPULAR_COUNT } },
    result: {
      data: {
        mostSoldProducts: {
          __typename: 'SoldProductPage',
          items: products.map(({ card: c, sold }) => ({ ...c, __typename: 'SoldProduct', order_details_count: sold })),
        },
      },
    },
  };
}

/** One page of the branch's dishes in the filter's order and category, as the server answers it. */
export function filteredMock(shopId: number, filter: ProductFilter, products: Card[], total = products.length): MockedResponse {
  return {
    request: {
      query: FilteredProductsDocument,
      variables: { shopId, page: 1, perPage: FILTERED_PAGE_SIZE, orderBy: filter.order_by, categoryId: filter.category_id },
    },
    result: {
      data: {
        products: {
          __typename: 'ProductPage',
          items: products,
          pageInfo: { __typename: 'PageInfo', current_page: 1, last_page: 1, total },
        },
      },
    },
  };
}

/** The home page's banners of `shopId` (`url` null: a banner of products, listed at /banners/{id}). */
export function bannersMock(shopId: number, banners: { id: number; title: string; url?: string | null; clickable?: boolean }[]): MockedResponse {
  return {
    request: { query: HomeBannersDocument, variables: { shopId, perPage: HOME_BANNERS } },
    result: { data: { banners: { __typename: 'BannerPage', items: banners.map(({ id, title, url = null, clickable = true }) => ({
      __typename: 'Banner', id, img: `banners/${id}.svg`, url, clickable,
      translation: { __typename: 'BannerTranslation', id, title, description: `${title}, described` },
    })) } } },
  };
}

export function recommendedMock(shopId: number, products: Card[]): MockedResponse {
  return {
    request: { query: RecommendedProductsDocument, variables: { shopId, recPerPage: RECOMMENDED_COUNT } },
    result: { data: { recommendedProducts: products } },
  };
}

type Details = NonNullable<ProductDetailsQuery['product']>;
type DetailStock = Details['stocks'][number];

/** A stock of the detail query; `size` becomes its one extra in the "Size" group. */
export function detailStock(id: number, size: string, price: number, discount = 0): DetailStock {
  return {
    __typename: 'Stock', id, price, discount, tax: 0, total_price: price - discount, quantity: 10, addons: [],
    extras: [{
      __typename: 'ExtraValue', id: id * 10, extra_group_id: 5, value: size,
      group: { __typename: 'ExtraGroup', id: 5, type: 'text', translation: { __typename: 'ExtraGroupTranslation', title: 'Size' } },
    }],
  } as unknown as DetailStock;
}

export function productDetailsMock(uuid: string, title: string, stocks: DetailStock[]): MockedResponse {
  const product: Details = {
    ...card(uuid, title, stocks[0]?.price ?? 0, stocks[0]?.discount ?? 0),
    shop_id: 502, vegetarian: false, kcal: 0, unit: null, stocks,
  } as Details;
  return {
    request: { query: ProductDetailsDocument, variables: { uuid } },
    result: { data: { product } },
  };
}

/** The gateway's answer for an unknown product: a GraphQL error carrying the REST 404. */
export function missingProductMock(uuid: string): MockedResponse {
  return {
    request: { query: ProductDetailsDocument, variables: { uuid } },
    result: { errors: [new GraphQLError("Item's not found.", { extensions: { status: 404, statusCode: 'ERROR_404' } })] },
  };
}
