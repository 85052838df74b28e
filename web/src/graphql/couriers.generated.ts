/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
/** An application to deliver for the restaurant. */
export type ApplyAsCourierInput = {
  /** When the courier could work: full_time, part_time, evenings or weekends. */
  availability: CourierAvailability;
  /** The city the courier would deliver in, at most 100 characters once trimmed. */
  city: string;
  /** Full name, 2..100 characters once trimmed. */
  name: string;
  /** Anything to add (plain text), at most 1000 characters; blank or null: none. */
  note?: string | null | undefined;
  /** Contact phone, 7..15 digits once other characters are dropped. */
  phone: string;
  /** How the courier would deliver: bicycle, e_bike, scooter, motorcycle or car. */
  vehicle: CourierVehicle;
};

/** new (until staff decide), accepted or rejected. */
export type CourierApplicationStatus =
  | 'accepted'
  | 'new'
  | 'rejected';

/** When the courier could work: full_time, part_time, evenings or weekends. */
export type CourierAvailability =
  | 'evenings'
  | 'full_time'
  | 'part_time'
  | 'weekends';

/** What staff decide: accepted or rejected. */
export type CourierDecision =
  | 'accepted'
  | 'rejected';

/** How the courier would deliver: bicycle, e_bike, scooter, motorcycle or car. */
export type CourierVehicle =
  | 'bicycle'
  | 'car'
  | 'e_bike'
  | 'motorcycle'
  | 'scooter';

/** Kind of page: about (the about page), all_about (a section of the about page), delivery (deliver with us), privacy, terms. */
export type PageType =
  | 'about'
  | 'all_about'
  | 'delivery'
  | 'privacy'
  | 'terms';

/** Staff's decision on a new application. */
export type SetCourierApplicationStatusInput = {
  /** A note for the applicant (plain text), at most 500 characters; blank or null: none. */
  answer?: string | null | undefined;
  /** What staff decide: accepted or rejected. */
  status: CourierDecision;
};

export type ApplyAsCourierMutationVariables = Exact<{
  input: ApplyAsCourierInput;
}>;


export type ApplyAsCourierMutation = { applyAsCourier: { id: number, status: CourierApplicationStatus, name: string, phone: string, city: string, vehicle: CourierVehicle, availability: CourierAvailability, note: string | null, answer: string | null, created_at: string } | null };

export type CourierApplicationQueryVariables = Exact<{ [key: string]: never; }>;


export type CourierApplicationQuery = { courierApplication: { id: number, status: CourierApplicationStatus, name: string, phone: string, city: string, vehicle: CourierVehicle, availability: CourierAvailability, note: string | null, answer: string | null, created_at: string } | null };

export type CourierApplicationFieldsFragment = { id: number, status: CourierApplicationStatus, name: string, phone: string, city: string, vehicle: CourierVehicle, availability: CourierAvailability, note: string | null, answer: string | null, created_at: string };

export type DeliveryPageQueryVariables = Exact<{ [key: string]: never; }>;


export type DeliveryPageQuery = { page: { id: number, type: PageType, img: string | null, updated_at: string, translation: { title: string, description: string } } | null };

export type SetCourierApplicationStatusMutationVariables = Exact<{
  id: number;
  input: SetCourierApplicationStatusInput;
}>;


export type SetCourierApplicationStatusMutation = { setCourierApplicationStatus: { id: number, status: CourierApplicationStatus, name: string, phone: string, city: string, vehicle: CourierVehicle, availability: CourierAvailability, note: string | null, answer: string | null, created_at: string } | null };

export type StaffCourierApplicationsQueryVariables = Exact<{
  page?: number | null | undefined;
  status?: CourierApplicationStatus | null | undefined;
}>;


export type StaffCourierApplicationsQuery = { staffCourierApplications: { items: Array<{ id: number, status: CourierApplicationStatus, name: string, phone: string, city: string, vehicle: CourierVehicle, availability: CourierAvailability, note: string | null, answer: string | null, created_at: string }>, pageInfo: { current_page: number, last_page: number, total: number } } | null };

export const CourierApplicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourierApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourierApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;
export const ApplyAsCourierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyAsCourier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyAsCourierInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyAsCourier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourierApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourierApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourierApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;
export type ApplyAsCourierMutationFn = ApolloReactCommon.MutationFunction<ApplyAsCourierMutation, ApplyAsCourierMutationVariables>;

/**
 * __useApplyAsCourierMutation__
 *
 * To run a mutation, you first call `useApplyAsCourierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useApplyAsCourierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [applyAsCourierMutation, { data, loading, error }] = useApplyAsCourierMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useApplyAsCourierMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ApplyAsCourierMutation, ApplyAsCourierMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ApplyAsCourierMutation, ApplyAsCourierMutationVariables>(ApplyAsCourierDocument, options);
      }
export type ApplyAsCourierMutationHookResult = ReturnType<typeof useApplyAsCourierMutation>;
export type ApplyAsCourierMutationResult = ApolloReactCommon.MutationResult<ApplyAsCourierMutation>;
export type ApplyAsCourierMutationOptions = ApolloReactCommon.BaseMutationOptions<ApplyAsCourierMutation, ApplyAsCourierMutationVariables>;
export const CourierApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourierApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courierApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourierApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourierApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourierApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useCourierApplicationQuery__
 *
 * To run a query within a React component, call `useCourierApplicationQuery` and pass it any options that fit your needs.
 * When your component renders, `useCourierApplicationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCourierApplicationQuery({
 *   variables: {
 *   },
 * });
 */
export function useCourierApplicationQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CourierApplicationQuery, CourierApplicationQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CourierApplicationQuery, CourierApplicationQueryVariables>(CourierApplicationDocument, options);
      }
export function useCourierApplicationLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CourierApplicationQuery, CourierApplicationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CourierApplicationQuery, CourierApplicationQueryVariables>(CourierApplicationDocument, options);
        }
// @ts-ignore
export function useCourierApplicationSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CourierApplicationQuery, CourierApplicationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CourierApplicationQuery, CourierApplicationQueryVariables>;
export function useCourierApplicationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CourierApplicationQuery, CourierApplicationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CourierApplicationQuery | undefined, CourierApplicationQueryVariables>;
export function useCourierApplicationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CourierApplicationQuery, CourierApplicationQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CourierApplicationQuery, CourierApplicationQueryVariables>(CourierApplicationDocument, options);
        }
export type CourierApplicationQueryHookResult = ReturnType<typeof useCourierApplicationQuery>;
export type CourierApplicationLazyQueryHookResult = ReturnType<typeof useCourierApplicationLazyQuery>;
export type CourierApplicationSuspenseQueryHookResult = ReturnType<typeof useCourierApplicationSuspenseQuery>;
export type CourierApplicationQueryResult = ApolloReactCommon.QueryResult<CourierApplicationQuery, CourierApplicationQueryVariables>;
export const DeliveryPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"delivery"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeliveryPageQuery__
 *
 * To run a query within a React component, call `useDeliveryPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useDeliveryPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDeliveryPageQuery({
 *   variables: {
 *   },
 * });
 */
export function useDeliveryPageQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DeliveryPageQuery, DeliveryPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DeliveryPageQuery, DeliveryPageQueryVariables>(DeliveryPageDocument, options);
      }
export function useDeliveryPageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DeliveryPageQuery, DeliveryPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DeliveryPageQuery, DeliveryPageQueryVariables>(DeliveryPageDocument, options);
        }
// @ts-ignore
export function useDeliveryPageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DeliveryPageQuery, DeliveryPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DeliveryPageQuery, DeliveryPageQueryVariables>;
export function useDeliveryPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DeliveryPageQuery, DeliveryPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DeliveryPageQuery | undefined, DeliveryPageQueryVariables>;
export function useDeliveryPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DeliveryPageQuery, DeliveryPageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DeliveryPageQuery, DeliveryPageQueryVariables>(DeliveryPageDocument, options);
        }
export type DeliveryPageQueryHookResult = ReturnType<typeof useDeliveryPageQuery>;
export type DeliveryPageLazyQueryHookResult = ReturnType<typeof useDeliveryPageLazyQuery>;
export type DeliveryPageSuspenseQueryHookResult = ReturnType<typeof useDeliveryPageSuspenseQuery>;
export type DeliveryPageQueryResult = ApolloReactCommon.QueryResult<DeliveryPageQuery, DeliveryPageQueryVariables>;
export const SetCourierApplicationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCourierApplicationStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetCourierApplicationStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCourierApplicationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourierApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourierApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourierApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;
export type SetCourierApplicationStatusMutationFn = ApolloReactCommon.MutationFunction<SetCourierApplicationStatusMutation, SetCourierApplicationStatusMutationVariables>;

/**
 * __useSetCourierApplicationStatusMutation__
 *
 * To run a mutation, you first call `useSetCourierApplicationStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetCourierApplicationStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setCourierApplicationStatusMutation, { data, loading, error }] = useSetCourierApplicationStatusMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSetCourierApplicationStatusMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetCourierApplicationStatusMutation, SetCourierApplicationStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetCourierApplicationStatusMutation, SetCourierApplicationStatusMutationVariables>(SetCourierApplicationStatusDocument, options);
      }
export type SetCourierApplicationStatusMutationHookResult = ReturnType<typeof useSetCourierApplicationStatusMutation>;
export type SetCourierApplicationStatusMutationResult = ApolloReactCommon.MutationResult<SetCourierApplicationStatusMutation>;
export type SetCourierApplicationStatusMutationOptions = ApolloReactCommon.BaseMutationOptions<SetCourierApplicationStatusMutation, SetCourierApplicationStatusMutationVariables>;
export const StaffCourierApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffCourierApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CourierApplicationStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffCourierApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourierApplicationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current_page"}},{"kind":"Field","name":{"kind":"Name","value":"last_page"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourierApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourierApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffCourierApplicationsQuery__
 *
 * To run a query within a React component, call `useStaffCourierApplicationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffCourierApplicationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffCourierApplicationsQuery({
 *   variables: {
 *      page: // value for 'page'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useStaffCourierApplicationsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StaffCourierApplicationsQuery, StaffCourierApplicationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffCourierApplicationsQuery, StaffCourierApplicationsQueryVariables>(StaffCourierApplicationsDocument, options);
      }
export function useStaffCourierApplicationsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffCourierApplicationsQuery, StaffCourierApplicationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffCourierApplicationsQuery, StaffCourierApplicationsQueryVariables>(StaffCourierApplicationsDocument, options);
        }
// @ts-ignore
export function useStaffCourierApplicationsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffCourierApplicationsQuery, StaffCourierApplicationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffCourierApplicationsQuery, StaffCourierApplicationsQueryVariables>;
export function useStaffCourierApplicationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffCourierApplicationsQuery, StaffCourierApplicationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffCourierApplicationsQuery | undefined, StaffCourierApplicationsQueryVariables>;
export function useStaffCourierApplicationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffCourierApplicationsQuery, StaffCourierApplicationsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffCourierApplicationsQuery, StaffCourierApplicationsQueryVariables>(StaffCourierApplicationsDocument, options);
        }
export type StaffCourierApplicationsQueryHookResult = ReturnType<typeof useStaffCourierApplicationsQuery>;
export type StaffCourierApplicationsLazyQueryHookResult = ReturnType<typeof useStaffCourierApplicationsLazyQuery>;
export type StaffCourierApplicationsSuspenseQueryHookResult = ReturnType<typeof useStaffCourierApplicationsSuspenseQuery>;
export type StaffCourierApplicationsQueryResult = ApolloReactCommon.QueryResult<StaffCourierApplicationsQuery, StaffCourierApplicationsQueryVariables>;