/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type MyReferralQueryVariables = Exact<{ [key: string]: never; }>;


export type MyReferralQuery = { profile: { id: number, my_referral: string, referral_count: number | null, referral_earned: number | null } | null };

export type ReferralQueryVariables = Exact<{ [key: string]: never; }>;


export type ReferralQuery = { referral: { id: number, price_from: number, price_to: number, img: string | null, expired_at: string | null, translation: { id: number, locale: string, title: string, description: string, faq: string } | null } | null };


export const MyReferralDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyReferral"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"my_referral"}},{"kind":"Field","name":{"kind":"Name","value":"referral_count"}},{"kind":"Field","name":{"kind":"Name","value":"referral_earned"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyReferralQuery__
 *
 * To run a query within a React component, call `useMyReferralQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyReferralQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyReferralQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyReferralQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyReferralQuery, MyReferralQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyReferralQuery, MyReferralQueryVariables>(MyReferralDocument, options);
      }
export function useMyReferralLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyReferralQuery, MyReferralQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyReferralQuery, MyReferralQueryVariables>(MyReferralDocument, options);
        }
// @ts-ignore
export function useMyReferralSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyReferralQuery, MyReferralQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyReferralQuery, MyReferralQueryVariables>;
export function useMyReferralSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyReferralQuery, MyReferralQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyReferralQuery | undefined, MyReferralQueryVariables>;
export function useMyReferralSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyReferralQuery, MyReferralQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyReferralQuery, MyReferralQueryVariables>(MyReferralDocument, options);
        }
export type MyReferralQueryHookResult = ReturnType<typeof useMyReferralQuery>;
export type MyReferralLazyQueryHookResult = ReturnType<typeof useMyReferralLazyQuery>;
export type MyReferralSuspenseQueryHookResult = ReturnType<typeof useMyReferralSuspenseQuery>;
export type MyReferralQueryResult = ApolloReactCommon.QueryResult<MyReferralQuery, MyReferralQueryVariables>;
export const ReferralDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Referral"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referral"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price_from"}},{"kind":"Field","name":{"kind":"Name","value":"price_to"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"expired_at"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"faq"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useReferralQuery__
 *
 * To run a query within a React component, call `useReferralQuery` and pass it any options that fit your needs.
 * When your component renders, `useReferralQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useReferralQuery({
 *   variables: {
 *   },
 * });
 */
export function useReferralQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ReferralQuery, ReferralQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ReferralQuery, ReferralQueryVariables>(ReferralDocument, options);
      }
export function useReferralLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ReferralQuery, ReferralQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ReferralQuery, ReferralQueryVariables>(ReferralDocument, options);
        }
// @ts-ignore
export function useReferralSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ReferralQuery, ReferralQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ReferralQuery, ReferralQueryVariables>;
export function useReferralSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ReferralQuery, ReferralQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ReferralQuery | undefined, ReferralQueryVariables>;
export function useReferralSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ReferralQuery, ReferralQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ReferralQuery, ReferralQueryVariables>(ReferralDocument, options);
        }
export type ReferralQueryHookResult = ReturnType<typeof useReferralQuery>;
export type ReferralLazyQueryHookResult = ReturnType<typeof useReferralLazyQuery>;
export type ReferralSuspenseQueryHookResult = ReturnType<typeof useReferralSuspenseQuery>;
export type ReferralQueryResult = ApolloReactCommon.QueryResult<ReferralQuery, ReferralQueryVariables>;