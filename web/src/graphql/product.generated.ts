/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type ProductCardFragment = { id: number, uuid: string, img: string, min_qty: number, max_qty: number, translation: { id: number, title: string, description: string }, stock: { id: number, price: number, discount: number, tax: number, total_price: number, quantity: number } | null };

export type ProductDetailsQueryVariables = Exact<{
  uuid: string;
}>;


export type ProductDetailsQuery = { product: { data: { shop_id: number, vegetarian: boolean, kcal: number, id: number, uuid: string, img: string, min_qty: number, max_qty: number, unit: { id: number, position: string, translation: { title: string } } | null, stocks: Array<{ id: number, price: number, discount: number, tax: number, total_price: number, quantity: number, extras: Array<{ id: number, extra_group_id: number, value: string, group: { id: number, type: string, translation: { title: string } } } | null>, addons: Array<{ id: number, addon_id: number, product: { id: number, uuid: string, img: string, min_qty: number, max_qty: number, translation: { id: number, title: string }, stock: { id: number, price: number, total_price: number, quantity: number } | null } } | null> } | null>, translation: { id: number, title: string, description: string }, stock: { id: number, price: number, discount: number, tax: number, total_price: number, quantity: number } | null } } | null };

export const ProductCardFragmentDoc = gql`
    fragment ProductCard on Product {
  id
  uuid
  img
  min_qty
  max_qty
  translation {
    id
    title
    description
  }
  stock {
    id
    price
    discount
    tax
    total_price
    quantity
  }
}
    `;
export const ProductDetailsDocument = gql`
    query ProductDetails($uuid: String!) {
  product(uuid: $uuid) {
    data {
      ...ProductCard
      shop_id
      vegetarian
      kcal
      unit {
        id
        position
        translation {
          title
        }
      }
      stocks {
        id
        price
        discount
        tax
        total_price
        quantity
        extras {
          id
          extra_group_id
          value
          group {
            id
            type
            translation {
              title
            }
          }
        }
        addons {
          id
          addon_id
          product {
            id
            uuid
            img
            min_qty
            max_qty
            translation {
              id
              title
            }
            stock {
              id
              price
              total_price
              quantity
            }
          }
        }
      }
    }
  }
}
    ${ProductCardFragmentDoc}`;

/**
 * __useProductDetailsQuery__
 *
 * To run a query within a React component, call `useProductDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductDetailsQuery({
 *   variables: {
 *      uuid: // value for 'uuid'
 *   },
 * });
 */
export function useProductDetailsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductDetailsQuery, ProductDetailsQueryVariables> & ({ variables: ProductDetailsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductDetailsQuery, ProductDetailsQueryVariables>(ProductDetailsDocument, options);
      }
export function useProductDetailsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductDetailsQuery, ProductDetailsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductDetailsQuery, ProductDetailsQueryVariables>(ProductDetailsDocument, options);
        }
// @ts-ignore
export function useProductDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductDetailsQuery, ProductDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductDetailsQuery, ProductDetailsQueryVariables>;
export function useProductDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductDetailsQuery, ProductDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductDetailsQuery | undefined, ProductDetailsQueryVariables>;
export function useProductDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductDetailsQuery, ProductDetailsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductDetailsQuery, ProductDetailsQueryVariables>(ProductDetailsDocument, options);
        }
export type ProductDetailsQueryHookResult = ReturnType<typeof useProductDetailsQuery>;
export type ProductDetailsLazyQueryHookResult = ReturnType<typeof useProductDetailsLazyQuery>;
export type ProductDetailsSuspenseQueryHookResult = ReturnType<typeof useProductDetailsSuspenseQuery>;
export type ProductDetailsQueryResult = ApolloReactCommon.QueryResult<ProductDetailsQuery, ProductDetailsQueryVariables>;