/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type BranchDirectoryQueryVariables = Exact<{ [key: string]: never; }>;


export type BranchDirectoryQuery = { branches: { items: Array<{ id: number, uuid: string, open: boolean, logo_img: string, background_img: string, min_amount: number, phone: string, open_now: boolean, closes_at: string | null, opens_at: string | null, time_zone: string, rating_avg: number | null, reviews_count: number, translation: { id: number, title: string, address: string, description: string }, location: { latitude: number, longitude: number }, today_hours: { date: string, open: boolean, from: string | null, to: string | null }, tags: Array<{ id: number, img: string | null, translation: { id: number, title: string } }> }> } | null };

export type BranchDirectoryAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type BranchDirectoryAddressesQuery = { addresses: { items: Array<{ id: number, active: boolean, location: { latitude: number, longitude: number } }> } | null };

export type BranchDirectoryFieldsFragment = { id: number, uuid: string, open: boolean, logo_img: string, background_img: string, min_amount: number, phone: string, open_now: boolean, closes_at: string | null, opens_at: string | null, time_zone: string, rating_avg: number | null, reviews_count: number, translation: { id: number, title: string, address: string, description: string }, location: { latitude: number, longitude: number }, today_hours: { date: string, open: boolean, from: string | null, to: string | null }, tags: Array<{ id: number, img: string | null, translation: { id: number, title: string } }> };

export type BranchGalleryQueryVariables = Exact<{
  id: string;
}>;


export type BranchGalleryQuery = { shopGalleries: { id: number, galleries: Array<{ id: number, title: string, path: string, base_path: string }> } | null };

export type BranchPageQueryVariables = Exact<{
  id: string;
}>;


export type BranchPageQuery = { shop: { id: number, uuid: string, open: boolean, logo_img: string, background_img: string, min_amount: number, phone: string, open_now: boolean, closes_at: string | null, opens_at: string | null, time_zone: string, rating_avg: number | null, reviews_count: number, shop_working_days: Array<{ id: number, day: string, from: string, to: string, disabled: boolean }>, shop_closed_date: Array<{ id: number, day: string }>, translation: { id: number, title: string, address: string, description: string }, location: { latitude: number, longitude: number }, today_hours: { date: string, open: boolean, from: string | null, to: string | null }, tags: Array<{ id: number, img: string | null, translation: { id: number, title: string } }> } | null };

export const BranchDirectoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BranchDirectoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"logo_img"}},{"kind":"Field","name":{"kind":"Name","value":"background_img"}},{"kind":"Field","name":{"kind":"Name","value":"min_amount"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"open_now"}},{"kind":"Field","name":{"kind":"Name","value":"closes_at"}},{"kind":"Field","name":{"kind":"Name","value":"opens_at"}},{"kind":"Field","name":{"kind":"Name","value":"today_hours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"rating_avg"}},{"kind":"Field","name":{"kind":"Name","value":"reviews_count"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode;
export const BranchDirectoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchDirectory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"open"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BranchDirectoryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BranchDirectoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"logo_img"}},{"kind":"Field","name":{"kind":"Name","value":"background_img"}},{"kind":"Field","name":{"kind":"Name","value":"min_amount"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"open_now"}},{"kind":"Field","name":{"kind":"Name","value":"closes_at"}},{"kind":"Field","name":{"kind":"Name","value":"opens_at"}},{"kind":"Field","name":{"kind":"Name","value":"today_hours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"rating_avg"}},{"kind":"Field","name":{"kind":"Name","value":"reviews_count"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useBranchDirectoryQuery__
 *
 * To run a query within a React component, call `useBranchDirectoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useBranchDirectoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBranchDirectoryQuery({
 *   variables: {
 *   },
 * });
 */
export function useBranchDirectoryQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<BranchDirectoryQuery, BranchDirectoryQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BranchDirectoryQuery, BranchDirectoryQueryVariables>(BranchDirectoryDocument, options);
      }
export function useBranchDirectoryLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BranchDirectoryQuery, BranchDirectoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BranchDirectoryQuery, BranchDirectoryQueryVariables>(BranchDirectoryDocument, options);
        }
// @ts-ignore
export function useBranchDirectorySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BranchDirectoryQuery, BranchDirectoryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BranchDirectoryQuery, BranchDirectoryQueryVariables>;
export function useBranchDirectorySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BranchDirectoryQuery, BranchDirectoryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BranchDirectoryQuery | undefined, BranchDirectoryQueryVariables>;
export function useBranchDirectorySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BranchDirectoryQuery, BranchDirectoryQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BranchDirectoryQuery, BranchDirectoryQueryVariables>(BranchDirectoryDocument, options);
        }
export type BranchDirectoryQueryHookResult = ReturnType<typeof useBranchDirectoryQuery>;
export type BranchDirectoryLazyQueryHookResult = ReturnType<typeof useBranchDirectoryLazyQuery>;
export type BranchDirectorySuspenseQueryHookResult = ReturnType<typeof useBranchDirectorySuspenseQuery>;
export type BranchDirectoryQueryResult = ApolloReactCommon.QueryResult<BranchDirectoryQuery, BranchDirectoryQueryVariables>;
export const BranchDirectoryAddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchDirectoryAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useBranchDirectoryAddressesQuery__
 *
 * To run a query within a React component, call `useBranchDirectoryAddressesQuery` and pass it any options that fit your needs.
 * When your component renders, `useBranchDirectoryAddressesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBranchDirectoryAddressesQuery({
 *   variables: {
 *   },
 * });
 */
export function useBranchDirectoryAddressesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<BranchDirectoryAddressesQuery, BranchDirectoryAddressesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BranchDirectoryAddressesQuery, BranchDirectoryAddressesQueryVariables>(BranchDirectoryAddressesDocument, options);
      }
export function useBranchDirectoryAddressesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BranchDirectoryAddressesQuery, BranchDirectoryAddressesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BranchDirectoryAddressesQuery, BranchDirectoryAddressesQueryVariables>(BranchDirectoryAddressesDocument, options);
        }
// @ts-ignore
export function useBranchDirectoryAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BranchDirectoryAddressesQuery, BranchDirectoryAddressesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BranchDirectoryAddressesQuery, BranchDirectoryAddressesQueryVariables>;
export function useBranchDirectoryAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BranchDirectoryAddressesQuery, BranchDirectoryAddressesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BranchDirectoryAddressesQuery | undefined, BranchDirectoryAddressesQueryVariables>;
export function useBranchDirectoryAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BranchDirectoryAddressesQuery, BranchDirectoryAddressesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BranchDirectoryAddressesQuery, BranchDirectoryAddressesQueryVariables>(BranchDirectoryAddressesDocument, options);
        }
export type BranchDirectoryAddressesQueryHookResult = ReturnType<typeof useBranchDirectoryAddressesQuery>;
export type BranchDirectoryAddressesLazyQueryHookResult = ReturnType<typeof useBranchDirectoryAddressesLazyQuery>;
export type BranchDirectoryAddressesSuspenseQueryHookResult = ReturnType<typeof useBranchDirectoryAddressesSuspenseQuery>;
export type BranchDirectoryAddressesQueryResult = ApolloReactCommon.QueryResult<BranchDirectoryAddressesQuery, BranchDirectoryAddressesQueryVariables>;
export const BranchGalleryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchGallery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopGalleries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"galleries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"base_path"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useBranchGalleryQuery__
 *
 * To run a query within a React component, call `useBranchGalleryQuery` and pass it any options that fit your needs.
 * When your component renders, `useBranchGalleryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBranchGalleryQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useBranchGalleryQuery(baseOptions: ApolloReactHooks.QueryHookOptions<BranchGalleryQuery, BranchGalleryQueryVariables> & ({ variables: BranchGalleryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BranchGalleryQuery, BranchGalleryQueryVariables>(BranchGalleryDocument, options);
      }
export function useBranchGalleryLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BranchGalleryQuery, BranchGalleryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BranchGalleryQuery, BranchGalleryQueryVariables>(BranchGalleryDocument, options);
        }
// @ts-ignore
export function useBranchGallerySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BranchGalleryQuery, BranchGalleryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BranchGalleryQuery, BranchGalleryQueryVariables>;
export function useBranchGallerySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BranchGalleryQuery, BranchGalleryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BranchGalleryQuery | undefined, BranchGalleryQueryVariables>;
export function useBranchGallerySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BranchGalleryQuery, BranchGalleryQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BranchGalleryQuery, BranchGalleryQueryVariables>(BranchGalleryDocument, options);
        }
export type BranchGalleryQueryHookResult = ReturnType<typeof useBranchGalleryQuery>;
export type BranchGalleryLazyQueryHookResult = ReturnType<typeof useBranchGalleryLazyQuery>;
export type BranchGallerySuspenseQueryHookResult = ReturnType<typeof useBranchGallerySuspenseQuery>;
export type BranchGalleryQueryResult = ApolloReactCommon.QueryResult<BranchGalleryQuery, BranchGalleryQueryVariables>;
export const BranchPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BranchDirectoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"shop_working_days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shop_closed_date"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"day"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BranchDirectoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"logo_img"}},{"kind":"Field","name":{"kind":"Name","value":"background_img"}},{"kind":"Field","name":{"kind":"Name","value":"min_amount"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"open_now"}},{"kind":"Field","name":{"kind":"Name","value":"closes_at"}},{"kind":"Field","name":{"kind":"Name","value":"opens_at"}},{"kind":"Field","name":{"kind":"Name","value":"today_hours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"rating_avg"}},{"kind":"Field","name":{"kind":"Name","value":"reviews_count"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useBranchPageQuery__
 *
 * To run a query within a React component, call `useBranchPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useBranchPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBranchPageQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useBranchPageQuery(baseOptions: ApolloReactHooks.QueryHookOptions<BranchPageQuery, BranchPageQueryVariables> & ({ variables: BranchPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BranchPageQuery, BranchPageQueryVariables>(BranchPageDocument, options);
      }
export function useBranchPageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BranchPageQuery, BranchPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BranchPageQuery, BranchPageQueryVariables>(BranchPageDocument, options);
        }
// @ts-ignore
export function useBranchPageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BranchPageQuery, BranchPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BranchPageQuery, BranchPageQueryVariables>;
export function useBranchPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BranchPageQuery, BranchPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BranchPageQuery | undefined, BranchPageQueryVariables>;
export function useBranchPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BranchPageQuery, BranchPageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BranchPageQuery, BranchPageQueryVariables>(BranchPageDocument, options);
        }
export type BranchPageQueryHookResult = ReturnType<typeof useBranchPageQuery>;
export type BranchPageLazyQueryHookResult = ReturnType<typeof useBranchPageLazyQuery>;
export type BranchPageSuspenseQueryHookResult = ReturnType<typeof useBranchPageSuspenseQuery>;
export type BranchPageQueryResult = ApolloReactCommon.QueryResult<BranchPageQuery, BranchPageQueryVariables>;