/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
/** A review of a delivered order. */
export type AddShopReviewInput = {
  /** What you thought, plain text, at most 1000 characters once trimmed (blank: none). */
  comment?: string | null | undefined;
  /** Pictures you uploaded with `uploadGallery` (type reviews), at most 4, each once. */
  images?: Array<string> | null | undefined;
  /** Your delivered order at this branch being reviewed; absent: your latest delivered order there not yet reviewed. */
  order_id?: number | null | undefined;
  /** Stars, 1..5 (a numeric string is read as the number; else 400 `params.rating`). */
  rating: number;
};

export type AddShopReviewMutationVariables = Exact<{
  id: number;
  input: AddShopReviewInput;
}>;


export type AddShopReviewMutation = { addShopReview: { id: number, reviewable_id: number, rating: number, comment: string | null, created_at: string } | null };

export type ReviewableOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type ReviewableOrdersQuery = { orders: { items: Array<{ id: number, shop_id: number, can_review: boolean }> } | null };

export type ShopRatingQueryVariables = Exact<{
  id: number;
}>;


export type ShopRatingQuery = { shopReviewsGroupRating: { count: number, avg: number | null, group: { _1: number, _2: number, _3: number, _4: number, _5: number } } | null };

export type ShopReviewsQueryVariables = Exact<{
  id: number;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type ShopReviewsQuery = { shopReviews: { items: Array<{ id: number, rating: number, comment: string | null, created_at: string, galleries: Array<{ path: string }>, user: { id: number, firstname: string | null, img: string | null } | null }>, pageInfo: { current_page: number, last_page: number, per_page: number, total: number } } | null };

export type ReviewFieldsFragment = { id: number, rating: number, comment: string | null, created_at: string, galleries: Array<{ path: string }>, user: { id: number, firstname: string | null, img: string | null } | null };

export const ReviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"galleries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"img"}}]}}]}}]} as unknown as DocumentNode;
export const AddShopReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddShopReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddShopReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addShopReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reviewable_id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]}}]} as unknown as DocumentNode;
export type AddShopReviewMutationFn = ApolloReactCommon.MutationFunction<AddShopReviewMutation, AddShopReviewMutationVariables>;

/**
 * __useAddShopReviewMutation__
 *
 * To run a mutation, you first call `useAddShopReviewMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddShopReviewMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addShopReviewMutation, { data, loading, error }] = useAddShopReviewMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAddShopReviewMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddShopReviewMutation, AddShopReviewMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddShopReviewMutation, AddShopReviewMutationVariables>(AddShopReviewDocument, options);
      }
export type AddShopReviewMutationHookResult = ReturnType<typeof useAddShopReviewMutation>;
export type AddShopReviewMutationResult = ApolloReactCommon.MutationResult<AddShopReviewMutation>;
export type AddShopReviewMutationOptions = ApolloReactCommon.BaseMutationOptions<AddShopReviewMutation, AddShopReviewMutationVariables>;
export const ReviewableOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewableOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"delivered"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shop_id"}},{"kind":"Field","name":{"kind":"Name","value":"can_review"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useReviewableOrdersQuery__
 *
 * To run a query within a React component, call `useReviewableOrdersQuery` and pass it any options that fit your needs.
 * When your component renders, `useReviewableOrdersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useReviewableOrdersQuery({
 *   variables: {
 *   },
 * });
 */
export function useReviewableOrdersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ReviewableOrdersQuery, ReviewableOrdersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ReviewableOrdersQuery, ReviewableOrdersQueryVariables>(ReviewableOrdersDocument, options);
      }
export function useReviewableOrdersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ReviewableOrdersQuery, ReviewableOrdersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ReviewableOrdersQuery, ReviewableOrdersQueryVariables>(ReviewableOrdersDocument, options);
        }
// @ts-ignore
export function useReviewableOrdersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ReviewableOrdersQuery, ReviewableOrdersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ReviewableOrdersQuery, ReviewableOrdersQueryVariables>;
export function useReviewableOrdersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ReviewableOrdersQuery, ReviewableOrdersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ReviewableOrdersQuery | undefined, ReviewableOrdersQueryVariables>;
export function useReviewableOrdersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ReviewableOrdersQuery, ReviewableOrdersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ReviewableOrdersQuery, ReviewableOrdersQueryVariables>(ReviewableOrdersDocument, options);
        }
export type ReviewableOrdersQueryHookResult = ReturnType<typeof useReviewableOrdersQuery>;
export type ReviewableOrdersLazyQueryHookResult = ReturnType<typeof useReviewableOrdersLazyQuery>;
export type ReviewableOrdersSuspenseQueryHookResult = ReturnType<typeof useReviewableOrdersSuspenseQuery>;
export type ReviewableOrdersQueryResult = ApolloReactCommon.QueryResult<ReviewableOrdersQuery, ReviewableOrdersQueryVariables>;
export const ShopRatingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopRating"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopReviewsGroupRating"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_1"}},{"kind":"Field","name":{"kind":"Name","value":"_2"}},{"kind":"Field","name":{"kind":"Name","value":"_3"}},{"kind":"Field","name":{"kind":"Name","value":"_4"}},{"kind":"Field","name":{"kind":"Name","value":"_5"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"avg"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useShopRatingQuery__
 *
 * To run a query within a React component, call `useShopRatingQuery` and pass it any options that fit your needs.
 * When your component renders, `useShopRatingQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useShopRatingQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useShopRatingQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ShopRatingQuery, ShopRatingQueryVariables> & ({ variables: ShopRatingQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ShopRatingQuery, ShopRatingQueryVariables>(ShopRatingDocument, options);
      }
export function useShopRatingLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ShopRatingQuery, ShopRatingQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ShopRatingQuery, ShopRatingQueryVariables>(ShopRatingDocument, options);
        }
// @ts-ignore
export function useShopRatingSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ShopRatingQuery, ShopRatingQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ShopRatingQuery, ShopRatingQueryVariables>;
export function useShopRatingSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ShopRatingQuery, ShopRatingQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ShopRatingQuery | undefined, ShopRatingQueryVariables>;
export function useShopRatingSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ShopRatingQuery, ShopRatingQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ShopRatingQuery, ShopRatingQueryVariables>(ShopRatingDocument, options);
        }
export type ShopRatingQueryHookResult = ReturnType<typeof useShopRatingQuery>;
export type ShopRatingLazyQueryHookResult = ReturnType<typeof useShopRatingLazyQuery>;
export type ShopRatingSuspenseQueryHookResult = ReturnType<typeof useShopRatingSuspenseQuery>;
export type ShopRatingQueryResult = ApolloReactCommon.QueryResult<ShopRatingQuery, ShopRatingQueryVariables>;
export const ShopReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current_page"}},{"kind":"Field","name":{"kind":"Name","value":"last_page"}},{"kind":"Field","name":{"kind":"Name","value":"per_page"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"galleries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"img"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useShopReviewsQuery__
 *
 * To run a query within a React component, call `useShopReviewsQuery` and pass it any options that fit your needs.
 * When your component renders, `useShopReviewsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useShopReviewsQuery({
 *   variables: {
 *      id: // value for 'id'
 *      page: // value for 'page'
 *      perPage: // value for 'perPage'
 *   },
 * });
 */
export function useShopReviewsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ShopReviewsQuery, ShopReviewsQueryVariables> & ({ variables: ShopReviewsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ShopReviewsQuery, ShopReviewsQueryVariables>(ShopReviewsDocument, options);
      }
export function useShopReviewsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ShopReviewsQuery, ShopReviewsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ShopReviewsQuery, ShopReviewsQueryVariables>(ShopReviewsDocument, options);
        }
// @ts-ignore
export function useShopReviewsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ShopReviewsQuery, ShopReviewsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ShopReviewsQuery, ShopReviewsQueryVariables>;
export function useShopReviewsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ShopReviewsQuery, ShopReviewsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ShopReviewsQuery | undefined, ShopReviewsQueryVariables>;
export function useShopReviewsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ShopReviewsQuery, ShopReviewsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ShopReviewsQuery, ShopReviewsQueryVariables>(ShopReviewsDocument, options);
        }
export type ShopReviewsQueryHookResult = ReturnType<typeof useShopReviewsQuery>;
export type ShopReviewsLazyQueryHookResult = ReturnType<typeof useShopReviewsLazyQuery>;
export type ShopReviewsSuspenseQueryHookResult = ReturnType<typeof useShopReviewsSuspenseQuery>;
export type ShopReviewsQueryResult = ApolloReactCommon.QueryResult<ShopReviewsQuery, ShopReviewsQueryVariables>;