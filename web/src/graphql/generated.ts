/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
/** Where the currency symbol goes: before the amount ($5.00) or after it (5.00 €). */
export type CurrencyPosition =
  | 'after'
  | 'before';

/** The customer's gender: male or female. */
export type Gender =
  | 'female'
  | 'male';

/** Kind of account: user (a customer) or staff (may use the /dashboard/staff routes). */
export type UserRole =
  | 'staff'
  | 'user';

export type SessionUserFragment = { id: number, uuid: string, firstname: string | null, lastname: string | null, email: string | null, phone: string | null, img: string | null, gender: Gender | null, birthday: string | null, role: UserRole, active: boolean, empty_p: boolean, email_verified_at: string | null, pending_email: string | null, phone_verified_at: string | null, pending_phone: string | null };

export type BranchesQueryVariables = Exact<{ [key: string]: never; }>;


export type BranchesQuery = { branches: { items: Array<{ id: number, uuid: string, open: boolean, logo_img: string, min_amount: number, open_now: boolean, closes_at: string | null, opens_at: string | null, time_zone: string, rating_avg: number | null, reviews_count: number, translation: { id: number, title: string, address: string }, today_hours: { date: string, open: boolean, from: string | null, to: string | null } }> } | null };

export type BranchCategoriesQueryVariables = Exact<{
  shopId: number;
  perPage?: number | null | undefined;
}>;


export type BranchCategoriesQuery = { branchProducts: { items: Array<{ id: number, translation: { id: number, title: string } }> } | null };

export type BranchMenuQueryVariables = Exact<{
  shopId: number;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  productPerPage?: number | null | undefined;
}>;


export type BranchMenuQuery = { branchProducts: { items: Array<{ id: number, uuid: string, img: string | null, products_count: number, products: Array<{ id: number, uuid: string, img: string, min_qty: number, max_qty: number, translation: { id: number, title: string, description: string }, stock: { id: number, price: number, discount: number, tax: number, total_price: number, quantity: number } | null }>, translation: { id: number, title: string } }>, pageInfo: { current_page: number, last_page: number, total: number } } | null };

export type BranchMenuOutlineQueryVariables = Exact<{
  shopId: number;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  productPerPage?: number | null | undefined;
}>;


export type BranchMenuOutlineQuery = { branchProducts: { items: Array<{ id: number, uuid: string, img: string | null, products_count: number, products: Array<{ uuid: string }>, translation: { id: number, title: string } }>, pageInfo: { current_page: number, last_page: number, total: number } } | null };

export type FilteredProductsQueryVariables = Exact<{
  shopId: number;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  orderBy?: string | null | undefined;
  categoryId?: number | null | undefined;
}>;


export type FilteredProductsQuery = { products: { items: Array<{ id: number, uuid: string, img: string, min_qty: number, max_qty: number, translation: { id: number, title: string, description: string }, stock: { id: number, price: number, discount: number, tax: number, total_price: number, quantity: number } | null }>, pageInfo: { current_page: number, last_page: number, total: number } } | null };

export type HomeBannersQueryVariables = Exact<{
  shopId?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type HomeBannersQuery = { banners: { items: Array<{ id: number, img: string, url: string | null, clickable: boolean, translation: { id: number, title: string, description: string } }> } | null };

export type MenuCategoryFragment = { id: number, uuid: string, img: string | null, products_count: number, translation: { id: number, title: string } };

export type MostPopularProductsQueryVariables = Exact<{
  shopId: number;
  perPage?: number | null | undefined;
}>;


export type MostPopularProductsQuery = { mostSoldProducts: { items: Array<{ id: number, uuid: string, img: string, min_qty: number, max_qty: number, order_details_count: number, translation: { id: number, title: string, description: string }, stock: { id: number, price: number, discount: number, tax: number, total_price: number, quantity: number } | null }> } | null };

export type ProductCardFragment = { id: number, uuid: string, img: string, min_qty: number, max_qty: number, translation: { id: number, title: string, description: string }, stock: { id: number, price: number, discount: number, tax: number, total_price: number, quantity: number } | null };

export type RecommendedProductsQueryVariables = Exact<{
  shopId: number;
  recPerPage?: number | null | undefined;
}>;


export type RecommendedProductsQuery = { recommendedProducts: Array<{ id: number, uuid: string, img: string, min_qty: number, max_qty: number, translation: { id: number, title: string, description: string }, stock: { id: number, price: number, discount: number, tax: number, total_price: number, quantity: number } | null }> | null };

export type ActiveCurrenciesQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveCurrenciesQuery = { activeCurrencies: Array<{ id: number, symbol: string, title: string, rate: number, default: boolean, position: CurrencyPosition }> | null };

export type ActiveLanguagesQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveLanguagesQuery = { activeLanguages: Array<{ id: number, title: string, locale: string, backward: number, default: number }> | null };

export type SearchProductsQueryVariables = Exact<{
  search: string;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  shopId?: number | null | undefined;
}>;


export type SearchProductsQuery = { searchProducts: { items: Array<{ id: number, uuid: string, img: string, translation: { id: number, title: string, description: string }, stocks: Array<{ id: number, price: number, discount: number, total_price: number }> }>, pageInfo: { current_page: number, last_page: number, total: number } } | null };

export type SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsQuery = { settings: Array<{ id: number, key: string, value: string | null }> | null };

export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"empty_p"}},{"kind":"Field","name":{"kind":"Name","value":"email_verified_at"}},{"kind":"Field","name":{"kind":"Name","value":"pending_email"}},{"kind":"Field","name":{"kind":"Name","value":"phone_verified_at"}},{"kind":"Field","name":{"kind":"Name","value":"pending_phone"}}]}}]} as unknown as DocumentNode;
export const MenuCategoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuCategory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"products_count"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode;
export const ProductCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"min_qty"}},{"kind":"Field","name":{"kind":"Name","value":"max_qty"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"total_price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]} as unknown as DocumentNode;
export const BranchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"open"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"logo_img"}},{"kind":"Field","name":{"kind":"Name","value":"min_amount"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"open_now"}},{"kind":"Field","name":{"kind":"Name","value":"closes_at"}},{"kind":"Field","name":{"kind":"Name","value":"opens_at"}},{"kind":"Field","name":{"kind":"Name","value":"today_hours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"rating_avg"}},{"kind":"Field","name":{"kind":"Name","value":"reviews_count"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useBranchesQuery__
 *
 * To run a query within a React component, call `useBranchesQuery` and pass it any options that fit your needs.
 * When your component renders, `useBranchesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBranchesQuery({
 *   variables: {
 *   },
 * });
 */
export function useBranchesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<BranchesQuery, BranchesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BranchesQuery, BranchesQueryVariables>(BranchesDocument, options);
      }
export function useBranchesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BranchesQuery, BranchesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BranchesQuery, BranchesQueryVariables>(BranchesDocument, options);
        }
// @ts-ignore
export function useBranchesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BranchesQuery, BranchesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BranchesQuery, BranchesQueryVariables>;
export function useBranchesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BranchesQuery, BranchesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BranchesQuery | undefined, BranchesQueryVariables>;
export function useBranchesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BranchesQuery, BranchesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BranchesQuery, BranchesQueryVariables>(BranchesDocument, options);
        }
export type BranchesQueryHookResult = ReturnType<typeof useBranchesQuery>;
export type BranchesLazyQueryHookResult = ReturnType<typeof useBranchesLazyQuery>;
export type BranchesSuspenseQueryHookResult = ReturnType<typeof useBranchesSuspenseQuery>;
export type BranchesQueryResult = ApolloReactCommon.QueryResult<BranchesQuery, BranchesQueryVariables>;
export const BranchCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shop_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"productPerPage"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useBranchCategoriesQuery__
 *
 * To run a query within a React component, call `useBranchCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useBranchCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBranchCategoriesQuery({
 *   variables: {
 *      shopId: // value for 'shopId'
 *      perPage: // value for 'perPage'
 *   },
 * });
 */
export function useBranchCategoriesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<BranchCategoriesQuery, BranchCategoriesQueryVariables> & ({ variables: BranchCategoriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BranchCategoriesQuery, BranchCategoriesQueryVariables>(BranchCategoriesDocument, options);
      }
export function useBranchCategoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BranchCategoriesQuery, BranchCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BranchCategoriesQuery, BranchCategoriesQueryVariables>(BranchCategoriesDocument, options);
        }
// @ts-ignore
export function useBranchCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BranchCategoriesQuery, BranchCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BranchCategoriesQuery, BranchCategoriesQueryVariables>;
export function useBranchCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BranchCategoriesQuery, BranchCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BranchCategoriesQuery | undefined, BranchCategoriesQueryVariables>;
export function useBranchCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BranchCategoriesQuery, BranchCategoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BranchCategoriesQuery, BranchCategoriesQueryVariables>(BranchCategoriesDocument, options);
        }
export type BranchCategoriesQueryHookResult = ReturnType<typeof useBranchCategoriesQuery>;
export type BranchCategoriesLazyQueryHookResult = ReturnType<typeof useBranchCategoriesLazyQuery>;
export type BranchCategoriesSuspenseQueryHookResult = ReturnType<typeof useBranchCategoriesSuspenseQuery>;
export type BranchCategoriesQueryResult = ApolloReactCommon.QueryResult<BranchCategoriesQuery, BranchCategoriesQueryVariables>;
export const BranchMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productPerPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shop_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"productPerPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productPerPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuCategory"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current_page"}},{"kind":"Field","name":{"kind":"Name","value":"last_page"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuCategory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"products_count"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"min_qty"}},{"kind":"Field","name":{"kind":"Name","value":"max_qty"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"total_price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useBranchMenuQuery__
 *
 * To run a query within a React component, call `useBranchMenuQuery` and pass it any options that fit your needs.
 * When your component renders, `useBranchMenuQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBranchMenuQuery({
 *   variables: {
 *      shopId: // value for 'shopId'
 *      page: // value for 'page'
 *      perPage: // value for 'perPage'
 *      productPerPage: // value for 'productPerPage'
 *   },
 * });
 */
export function useBranchMenuQuery(baseOptions: ApolloReactHooks.QueryHookOptions<BranchMenuQuery, BranchMenuQueryVariables> & ({ variables: BranchMenuQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BranchMenuQuery, BranchMenuQueryVariables>(BranchMenuDocument, options);
      }
export function useBranchMenuLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BranchMenuQuery, BranchMenuQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BranchMenuQuery, BranchMenuQueryVariables>(BranchMenuDocument, options);
        }
// @ts-ignore
export function useBranchMenuSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BranchMenuQuery, BranchMenuQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BranchMenuQuery, BranchMenuQueryVariables>;
export function useBranchMenuSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BranchMenuQuery, BranchMenuQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BranchMenuQuery | undefined, BranchMenuQueryVariables>;
export function useBranchMenuSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BranchMenuQuery, BranchMenuQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BranchMenuQuery, BranchMenuQueryVariables>(BranchMenuDocument, options);
        }
export type BranchMenuQueryHookResult = ReturnType<typeof useBranchMenuQuery>;
export type BranchMenuLazyQueryHookResult = ReturnType<typeof useBranchMenuLazyQuery>;
export type BranchMenuSuspenseQueryHookResult = ReturnType<typeof useBranchMenuSuspenseQuery>;
export type BranchMenuQueryResult = ApolloReactCommon.QueryResult<BranchMenuQuery, BranchMenuQueryVariables>;
export const BranchMenuOutlineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchMenuOutline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productPerPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shop_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"productPerPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productPerPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuCategory"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current_page"}},{"kind":"Field","name":{"kind":"Name","value":"last_page"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuCategory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"products_count"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useBranchMenuOutlineQuery__
 *
 * To run a query within a React component, call `useBranchMenuOutlineQuery` and pass it any options that fit your needs.
 * When your component renders, `useBranchMenuOutlineQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBranchMenuOutlineQuery({
 *   variables: {
 *      shopId: // value for 'shopId'
 *      page: // value for 'page'
 *      perPage: // value for 'perPage'
 *      productPerPage: // value for 'productPerPage'
 *   },
 * });
 */
export function useBranchMenuOutlineQuery(baseOptions: ApolloReactHooks.QueryHookOptions<BranchMenuOutlineQuery, BranchMenuOutlineQueryVariables> & ({ variables: BranchMenuOutlineQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BranchMenuOutlineQuery, BranchMenuOutlineQueryVariables>(BranchMenuOutlineDocument, options);
      }
export function useBranchMenuOutlineLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BranchMenuOutlineQuery, BranchMenuOutlineQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BranchMenuOutlineQuery, BranchMenuOutlineQueryVariables>(BranchMenuOutlineDocument, options);
        }
// @ts-ignore
export function useBranchMenuOutlineSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BranchMenuOutlineQuery, BranchMenuOutlineQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BranchMenuOutlineQuery, BranchMenuOutlineQueryVariables>;
export function useBranchMenuOutlineSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BranchMenuOutlineQuery, BranchMenuOutlineQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BranchMenuOutlineQuery | undefined, BranchMenuOutlineQueryVariables>;
export function useBranchMenuOutlineSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BranchMenuOutlineQuery, BranchMenuOutlineQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BranchMenuOutlineQuery, BranchMenuOutlineQueryVariables>(BranchMenuOutlineDocument, options);
        }
export type BranchMenuOutlineQueryHookResult = ReturnType<typeof useBranchMenuOutlineQuery>;
export type BranchMenuOutlineLazyQueryHookResult = ReturnType<typeof useBranchMenuOutlineLazyQuery>;
export type BranchMenuOutlineSuspenseQueryHookResult = ReturnType<typeof useBranchMenuOutlineSuspenseQuery>;
export type BranchMenuOutlineQueryResult = ApolloReactCommon.QueryResult<BranchMenuOutlineQuery, BranchMenuOutlineQueryVariables>;
export const FilteredProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilteredProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shop_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"category_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current_page"}},{"kind":"Field","name":{"kind":"Name","value":"last_page"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"min_qty"}},{"kind":"Field","name":{"kind":"Name","value":"max_qty"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"total_price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useFilteredProductsQuery__
 *
 * To run a query within a React component, call `useFilteredProductsQuery` and pass it any options that fit your needs.
 * When your component renders, `useFilteredProductsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFilteredProductsQuery({
 *   variables: {
 *      shopId: // value for 'shopId'
 *      page: // value for 'page'
 *      perPage: // value for 'perPage'
 *      orderBy: // value for 'orderBy'
 *      categoryId: // value for 'categoryId'
 *   },
 * });
 */
export function useFilteredProductsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<FilteredProductsQuery, FilteredProductsQueryVariables> & ({ variables: FilteredProductsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<FilteredProductsQuery, FilteredProductsQueryVariables>(FilteredProductsDocument, options);
      }
export function useFilteredProductsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FilteredProductsQuery, FilteredProductsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<FilteredProductsQuery, FilteredProductsQueryVariables>(FilteredProductsDocument, options);
        }
// @ts-ignore
export function useFilteredProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<FilteredProductsQuery, FilteredProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FilteredProductsQuery, FilteredProductsQueryVariables>;
export function useFilteredProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FilteredProductsQuery, FilteredProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FilteredProductsQuery | undefined, FilteredProductsQueryVariables>;
export function useFilteredProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FilteredProductsQuery, FilteredProductsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<FilteredProductsQuery, FilteredProductsQueryVariables>(FilteredProductsDocument, options);
        }
export type FilteredProductsQueryHookResult = ReturnType<typeof useFilteredProductsQuery>;
export type FilteredProductsLazyQueryHookResult = ReturnType<typeof useFilteredProductsLazyQuery>;
export type FilteredProductsSuspenseQueryHookResult = ReturnType<typeof useFilteredProductsSuspenseQuery>;
export type FilteredProductsQueryResult = ApolloReactCommon.QueryResult<FilteredProductsQuery, FilteredProductsQueryVariables>;
export const HomeBannersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeBanners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shop_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"clickable"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useHomeBannersQuery__
 *
 * To run a query within a React component, call `useHomeBannersQuery` and pass it any options that fit your needs.
 * When your component renders, `useHomeBannersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHomeBannersQuery({
 *   variables: {
 *      shopId: // value for 'shopId'
 *      perPage: // value for 'perPage'
 *   },
 * });
 */
export function useHomeBannersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<HomeBannersQuery, HomeBannersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<HomeBannersQuery, HomeBannersQueryVariables>(HomeBannersDocument, options);
      }
export function useHomeBannersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<HomeBannersQuery, HomeBannersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<HomeBannersQuery, HomeBannersQueryVariables>(HomeBannersDocument, options);
        }
// @ts-ignore
export function useHomeBannersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<HomeBannersQuery, HomeBannersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HomeBannersQuery, HomeBannersQueryVariables>;
export function useHomeBannersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HomeBannersQuery, HomeBannersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HomeBannersQuery | undefined, HomeBannersQueryVariables>;
export function useHomeBannersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HomeBannersQuery, HomeBannersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<HomeBannersQuery, HomeBannersQueryVariables>(HomeBannersDocument, options);
        }
export type HomeBannersQueryHookResult = ReturnType<typeof useHomeBannersQuery>;
export type HomeBannersLazyQueryHookResult = ReturnType<typeof useHomeBannersLazyQuery>;
export type HomeBannersSuspenseQueryHookResult = ReturnType<typeof useHomeBannersSuspenseQuery>;
export type HomeBannersQueryResult = ApolloReactCommon.QueryResult<HomeBannersQuery, HomeBannersQueryVariables>;
export const MostPopularProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MostPopularProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mostSoldProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shop_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"min_qty"}},{"kind":"Field","name":{"kind":"Name","value":"max_qty"}},{"kind":"Field","name":{"kind":"Name","value":"order_details_count"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"total_price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMostPopularProductsQuery__
 *
 * To run a query within a React component, call `useMostPopularProductsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMostPopularProductsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMostPopularProductsQuery({
 *   variables: {
 *      shopId: // value for 'shopId'
 *      perPage: // value for 'perPage'
 *   },
 * });
 */
export function useMostPopularProductsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MostPopularProductsQuery, MostPopularProductsQueryVariables> & ({ variables: MostPopularProductsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MostPopularProductsQuery, MostPopularProductsQueryVariables>(MostPopularProductsDocument, options);
      }
export function useMostPopularProductsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MostPopularProductsQuery, MostPopularProductsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MostPopularProductsQuery, MostPopularProductsQueryVariables>(MostPopularProductsDocument, options);
        }
// @ts-ignore
export function useMostPopularProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MostPopularProductsQuery, MostPopularProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MostPopularProductsQuery, MostPopularProductsQueryVariables>;
export function useMostPopularProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MostPopularProductsQuery, MostPopularProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MostPopularProductsQuery | undefined, MostPopularProductsQueryVariables>;
export function useMostPopularProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MostPopularProductsQuery, MostPopularProductsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MostPopularProductsQuery, MostPopularProductsQueryVariables>(MostPopularProductsDocument, options);
        }
export type MostPopularProductsQueryHookResult = ReturnType<typeof useMostPopularProductsQuery>;
export type MostPopularProductsLazyQueryHookResult = ReturnType<typeof useMostPopularProductsLazyQuery>;
export type MostPopularProductsSuspenseQueryHookResult = ReturnType<typeof useMostPopularProductsSuspenseQuery>;
export type MostPopularProductsQueryResult = ApolloReactCommon.QueryResult<MostPopularProductsQuery, MostPopularProductsQueryVariables>;
export const RecommendedProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecommendedProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recPerPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendedProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shop_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}}},{"kind":"Argument","name":{"kind":"Name","value":"recPerPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recPerPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"min_qty"}},{"kind":"Field","name":{"kind":"Name","value":"max_qty"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"total_price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRecommendedProductsQuery__
 *
 * To run a query within a React component, call `useRecommendedProductsQuery` and pass it any options that fit your needs.
 * When your component renders, `useRecommendedProductsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRecommendedProductsQuery({
 *   variables: {
 *      shopId: // value for 'shopId'
 *      recPerPage: // value for 'recPerPage'
 *   },
 * });
 */
export function useRecommendedProductsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RecommendedProductsQuery, RecommendedProductsQueryVariables> & ({ variables: RecommendedProductsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RecommendedProductsQuery, RecommendedProductsQueryVariables>(RecommendedProductsDocument, options);
      }
export function useRecommendedProductsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RecommendedProductsQuery, RecommendedProductsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RecommendedProductsQuery, RecommendedProductsQueryVariables>(RecommendedProductsDocument, options);
        }
// @ts-ignore
export function useRecommendedProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RecommendedProductsQuery, RecommendedProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RecommendedProductsQuery, RecommendedProductsQueryVariables>;
export function useRecommendedProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RecommendedProductsQuery, RecommendedProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RecommendedProductsQuery | undefined, RecommendedProductsQueryVariables>;
export function useRecommendedProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RecommendedProductsQuery, RecommendedProductsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RecommendedProductsQuery, RecommendedProductsQueryVariables>(RecommendedProductsDocument, options);
        }
export type RecommendedProductsQueryHookResult = ReturnType<typeof useRecommendedProductsQuery>;
export type RecommendedProductsLazyQueryHookResult = ReturnType<typeof useRecommendedProductsLazyQuery>;
export type RecommendedProductsSuspenseQueryHookResult = ReturnType<typeof useRecommendedProductsSuspenseQuery>;
export type RecommendedProductsQueryResult = ApolloReactCommon.QueryResult<RecommendedProductsQuery, RecommendedProductsQueryVariables>;
export const ActiveCurrenciesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveCurrencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeCurrencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useActiveCurrenciesQuery__
 *
 * To run a query within a React component, call `useActiveCurrenciesQuery` and pass it any options that fit your needs.
 * When your component renders, `useActiveCurrenciesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useActiveCurrenciesQuery({
 *   variables: {
 *   },
 * });
 */
export function useActiveCurrenciesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ActiveCurrenciesQuery, ActiveCurrenciesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ActiveCurrenciesQuery, ActiveCurrenciesQueryVariables>(ActiveCurrenciesDocument, options);
      }
export function useActiveCurrenciesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ActiveCurrenciesQuery, ActiveCurrenciesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ActiveCurrenciesQuery, ActiveCurrenciesQueryVariables>(ActiveCurrenciesDocument, options);
        }
// @ts-ignore
export function useActiveCurrenciesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ActiveCurrenciesQuery, ActiveCurrenciesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ActiveCurrenciesQuery, ActiveCurrenciesQueryVariables>;
export function useActiveCurrenciesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ActiveCurrenciesQuery, ActiveCurrenciesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ActiveCurrenciesQuery | undefined, ActiveCurrenciesQueryVariables>;
export function useActiveCurrenciesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ActiveCurrenciesQuery, ActiveCurrenciesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ActiveCurrenciesQuery, ActiveCurrenciesQueryVariables>(ActiveCurrenciesDocument, options);
        }
export type ActiveCurrenciesQueryHookResult = ReturnType<typeof useActiveCurrenciesQuery>;
export type ActiveCurrenciesLazyQueryHookResult = ReturnType<typeof useActiveCurrenciesLazyQuery>;
export type ActiveCurrenciesSuspenseQueryHookResult = ReturnType<typeof useActiveCurrenciesSuspenseQuery>;
export type ActiveCurrenciesQueryResult = ApolloReactCommon.QueryResult<ActiveCurrenciesQuery, ActiveCurrenciesQueryVariables>;
export const ActiveLanguagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveLanguages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeLanguages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"backward"}},{"kind":"Field","name":{"kind":"Name","value":"default"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useActiveLanguagesQuery__
 *
 * To run a query within a React component, call `useActiveLanguagesQuery` and pass it any options that fit your needs.
 * When your component renders, `useActiveLanguagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useActiveLanguagesQuery({
 *   variables: {
 *   },
 * });
 */
export function useActiveLanguagesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ActiveLanguagesQuery, ActiveLanguagesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ActiveLanguagesQuery, ActiveLanguagesQueryVariables>(ActiveLanguagesDocument, options);
      }
export function useActiveLanguagesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ActiveLanguagesQuery, ActiveLanguagesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ActiveLanguagesQuery, ActiveLanguagesQueryVariables>(ActiveLanguagesDocument, options);
        }
// @ts-ignore
export function useActiveLanguagesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ActiveLanguagesQuery, ActiveLanguagesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ActiveLanguagesQuery, ActiveLanguagesQueryVariables>;
export function useActiveLanguagesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ActiveLanguagesQuery, ActiveLanguagesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ActiveLanguagesQuery | undefined, ActiveLanguagesQueryVariables>;
export function useActiveLanguagesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ActiveLanguagesQuery, ActiveLanguagesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ActiveLanguagesQuery, ActiveLanguagesQueryVariables>(ActiveLanguagesDocument, options);
        }
export type ActiveLanguagesQueryHookResult = ReturnType<typeof useActiveLanguagesQuery>;
export type ActiveLanguagesLazyQueryHookResult = ReturnType<typeof useActiveLanguagesLazyQuery>;
export type ActiveLanguagesSuspenseQueryHookResult = ReturnType<typeof useActiveLanguagesSuspenseQuery>;
export type ActiveLanguagesQueryResult = ApolloReactCommon.QueryResult<ActiveLanguagesQuery, ActiveLanguagesQueryVariables>;
export const SearchProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"shop_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"total_price"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current_page"}},{"kind":"Field","name":{"kind":"Name","value":"last_page"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSearchProductsQuery__
 *
 * To run a query within a React component, call `useSearchProductsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSearchProductsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSearchProductsQuery({
 *   variables: {
 *      search: // value for 'search'
 *      page: // value for 'page'
 *      perPage: // value for 'perPage'
 *      shopId: // value for 'shopId'
 *   },
 * });
 */
export function useSearchProductsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SearchProductsQuery, SearchProductsQueryVariables> & ({ variables: SearchProductsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SearchProductsQuery, SearchProductsQueryVariables>(SearchProductsDocument, options);
      }
export function useSearchProductsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SearchProductsQuery, SearchProductsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SearchProductsQuery, SearchProductsQueryVariables>(SearchProductsDocument, options);
        }
// @ts-ignore
export function useSearchProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SearchProductsQuery, SearchProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SearchProductsQuery, SearchProductsQueryVariables>;
export function useSearchProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SearchProductsQuery, SearchProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SearchProductsQuery | undefined, SearchProductsQueryVariables>;
export function useSearchProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SearchProductsQuery, SearchProductsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SearchProductsQuery, SearchProductsQueryVariables>(SearchProductsDocument, options);
        }
export type SearchProductsQueryHookResult = ReturnType<typeof useSearchProductsQuery>;
export type SearchProductsLazyQueryHookResult = ReturnType<typeof useSearchProductsLazyQuery>;
export type SearchProductsSuspenseQueryHookResult = ReturnType<typeof useSearchProductsSuspenseQuery>;
export type SearchProductsQueryResult = ApolloReactCommon.QueryResult<SearchProductsQuery, SearchProductsQueryVariables>;
export const SettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSettingsQuery__
 *
 * To run a query within a React component, call `useSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SettingsQuery, SettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsQuery, SettingsQueryVariables>(SettingsDocument, options);
      }
export function useSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsQuery, SettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsQuery, SettingsQueryVariables>(SettingsDocument, options);
        }
// @ts-ignore
export function useSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsQuery, SettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsQuery, SettingsQueryVariables>;
export function useSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsQuery, SettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsQuery | undefined, SettingsQueryVariables>;
export function useSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsQuery, SettingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsQuery, SettingsQueryVariables>(SettingsDocument, options);
        }
export type SettingsQueryHookResult = ReturnType<typeof useSettingsQuery>;
export type SettingsLazyQueryHookResult = ReturnType<typeof useSettingsLazyQuery>;
export type SettingsSuspenseQueryHookResult = ReturnType<typeof useSettingsSuspenseQuery>;
export type SettingsQueryResult = ApolloReactCommon.QueryResult<SettingsQuery, SettingsQueryVariables>;