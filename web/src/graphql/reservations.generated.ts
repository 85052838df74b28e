/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
/** The table, the start and the stay to book, with the party size. */
export type BookTableInput = {
  /** The branch's booking (reference field); when given it must be the table's branch's. */
  booking_id?: number | null | undefined;
  /** The stay in minutes, when end_date is not given. */
  duration?: number | null | undefined;
  /** The end, the branch's local time, `YYYY-MM-DD HH:MM`; the stay must be one of the durations offered. */
  end_date?: string | null | undefined;
  /** The party size, 1..50; default 1. */
  guest?: number | null | undefined;
  /** A note for the restaurant, at most 500 characters. */
  note?: string | null | undefined;
  /** The start, the branch's local time, `YYYY-MM-DD HH:MM`: one of the free times. */
  start_date: string;
  /** The table to book (else 400 ERROR_466 `params.table_id`). */
  table_id: number;
};

/** new (waiting for the restaurant), accepted or canceled. */
export type ReservationStatus =
  | 'accepted'
  | 'canceled'
  | 'new';

export type BookTableMutationVariables = Exact<{
  input: BookTableInput;
}>;


export type BookTableMutation = { bookTable: { id: number, booking_id: number, table_id: number, start_date: string, end_date: string, status: ReservationStatus, guest: number, note: string | null, created_at: string, table: { id: number, name: string, chair_count: number, shop_section: { id: number, translation: { title: string } } }, shop: { id: number, translation: { title: string } } } | null };

export type BookingShopsQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingShopsQuery = { bookingShops: { items: Array<{ id: number, uuid: string, translation: { title: string, address: string }, booking_shop_working_days: Array<{ id: number, day: string, disabled: boolean }>, booking_shop_closed_date: Array<{ id: number, day: string }> }> } | null };

export type BookingTablesQueryVariables = Exact<{
  shopId: number;
}>;


export type BookingTablesQuery = { bookingTables: { items: Array<{ id: number, name: string, shop_section_id: number, chair_count: number, active: boolean, shop_section: { id: number, area: number, img: string | null, translation: { title: string } } }> } | null };

export type CancelReservationMutationVariables = Exact<{
  id: number;
}>;


export type CancelReservationMutation = { cancelReservation: { id: number, booking_id: number, table_id: number, start_date: string, end_date: string, status: ReservationStatus, guest: number, note: string | null, created_at: string, table: { id: number, name: string, chair_count: number, shop_section: { id: number, translation: { title: string } } }, shop: { id: number, translation: { title: string } } } | null };

export type MyReservationsQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type MyReservationsQuery = { myReservations: { items: Array<{ id: number, booking_id: number, table_id: number, start_date: string, end_date: string, status: ReservationStatus, guest: number, note: string | null, created_at: string, table: { id: number, name: string, chair_count: number, shop_section: { id: number, translation: { title: string } } }, shop: { id: number, translation: { title: string } } }>, pageInfo: { current_page: number, last_page: number, total: number } } | null };

export type ReservationFieldsFragment = { id: number, booking_id: number, table_id: number, start_date: string, end_date: string, status: ReservationStatus, guest: number, note: string | null, created_at: string, table: { id: number, name: string, chair_count: number, shop_section: { id: number, translation: { title: string } } }, shop: { id: number, translation: { title: string } } };

export type ReservationFreeTimesQueryVariables = Exact<{
  shopId: number;
  date: string;
  guest: number;
  duration?: number | null | undefined;
}>;


export type ReservationFreeTimesQuery = { reservationFreeTimes: { date: string, duration: number, guest: number, durations: Array<number>, times: Array<{ time: string, start_date: string, end_date: string, tables: Array<number> }> } | null };

export const ReservationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReservationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"booking_id"}},{"kind":"Field","name":{"kind":"Name","value":"table_id"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"end_date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"chair_count"}},{"kind":"Field","name":{"kind":"Name","value":"shop_section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode;
export const BookTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookTable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookTableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookTable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReservationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReservationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"booking_id"}},{"kind":"Field","name":{"kind":"Name","value":"table_id"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"end_date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"chair_count"}},{"kind":"Field","name":{"kind":"Name","value":"shop_section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode;
export type BookTableMutationFn = ApolloReactCommon.MutationFunction<BookTableMutation, BookTableMutationVariables>;

/**
 * __useBookTableMutation__
 *
 * To run a mutation, you first call `useBookTableMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBookTableMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [bookTableMutation, { data, loading, error }] = useBookTableMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useBookTableMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<BookTableMutation, BookTableMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<BookTableMutation, BookTableMutationVariables>(BookTableDocument, options);
      }
export type BookTableMutationHookResult = ReturnType<typeof useBookTableMutation>;
export type BookTableMutationResult = ApolloReactCommon.MutationResult<BookTableMutation>;
export type BookTableMutationOptions = ApolloReactCommon.BaseMutationOptions<BookTableMutation, BookTableMutationVariables>;
export const BookingShopsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingShops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingShops"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booking_shop_working_days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booking_shop_closed_date"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"day"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useBookingShopsQuery__
 *
 * To run a query within a React component, call `useBookingShopsQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingShopsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingShopsQuery({
 *   variables: {
 *   },
 * });
 */
export function useBookingShopsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<BookingShopsQuery, BookingShopsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BookingShopsQuery, BookingShopsQueryVariables>(BookingShopsDocument, options);
      }
export function useBookingShopsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BookingShopsQuery, BookingShopsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BookingShopsQuery, BookingShopsQueryVariables>(BookingShopsDocument, options);
        }
// @ts-ignore
export function useBookingShopsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BookingShopsQuery, BookingShopsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingShopsQuery, BookingShopsQueryVariables>;
export function useBookingShopsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingShopsQuery, BookingShopsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingShopsQuery | undefined, BookingShopsQueryVariables>;
export function useBookingShopsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingShopsQuery, BookingShopsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BookingShopsQuery, BookingShopsQueryVariables>(BookingShopsDocument, options);
        }
export type BookingShopsQueryHookResult = ReturnType<typeof useBookingShopsQuery>;
export type BookingShopsLazyQueryHookResult = ReturnType<typeof useBookingShopsLazyQuery>;
export type BookingShopsSuspenseQueryHookResult = ReturnType<typeof useBookingShopsSuspenseQuery>;
export type BookingShopsQueryResult = ApolloReactCommon.QueryResult<BookingShopsQuery, BookingShopsQueryVariables>;
export const BookingTablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingTables"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingTables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shop_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shop_section_id"}},{"kind":"Field","name":{"kind":"Name","value":"chair_count"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"shop_section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useBookingTablesQuery__
 *
 * To run a query within a React component, call `useBookingTablesQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingTablesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingTablesQuery({
 *   variables: {
 *      shopId: // value for 'shopId'
 *   },
 * });
 */
export function useBookingTablesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<BookingTablesQuery, BookingTablesQueryVariables> & ({ variables: BookingTablesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BookingTablesQuery, BookingTablesQueryVariables>(BookingTablesDocument, options);
      }
export function useBookingTablesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BookingTablesQuery, BookingTablesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BookingTablesQuery, BookingTablesQueryVariables>(BookingTablesDocument, options);
        }
// @ts-ignore
export function useBookingTablesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BookingTablesQuery, BookingTablesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingTablesQuery, BookingTablesQueryVariables>;
export function useBookingTablesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingTablesQuery, BookingTablesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingTablesQuery | undefined, BookingTablesQueryVariables>;
export function useBookingTablesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingTablesQuery, BookingTablesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BookingTablesQuery, BookingTablesQueryVariables>(BookingTablesDocument, options);
        }
export type BookingTablesQueryHookResult = ReturnType<typeof useBookingTablesQuery>;
export type BookingTablesLazyQueryHookResult = ReturnType<typeof useBookingTablesLazyQuery>;
export type BookingTablesSuspenseQueryHookResult = ReturnType<typeof useBookingTablesSuspenseQuery>;
export type BookingTablesQueryResult = ApolloReactCommon.QueryResult<BookingTablesQuery, BookingTablesQueryVariables>;
export const CancelReservationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelReservation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelReservation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReservationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReservationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"booking_id"}},{"kind":"Field","name":{"kind":"Name","value":"table_id"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"end_date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"chair_count"}},{"kind":"Field","name":{"kind":"Name","value":"shop_section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode;
export type CancelReservationMutationFn = ApolloReactCommon.MutationFunction<CancelReservationMutation, CancelReservationMutationVariables>;

/**
 * __useCancelReservationMutation__
 *
 * To run a mutation, you first call `useCancelReservationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelReservationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelReservationMutation, { data, loading, error }] = useCancelReservationMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCancelReservationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CancelReservationMutation, CancelReservationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CancelReservationMutation, CancelReservationMutationVariables>(CancelReservationDocument, options);
      }
export type CancelReservationMutationHookResult = ReturnType<typeof useCancelReservationMutation>;
export type CancelReservationMutationResult = ApolloReactCommon.MutationResult<CancelReservationMutation>;
export type CancelReservationMutationOptions = ApolloReactCommon.BaseMutationOptions<CancelReservationMutation, CancelReservationMutationVariables>;
export const MyReservationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyReservations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myReservations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReservationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current_page"}},{"kind":"Field","name":{"kind":"Name","value":"last_page"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReservationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"booking_id"}},{"kind":"Field","name":{"kind":"Name","value":"table_id"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"end_date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"chair_count"}},{"kind":"Field","name":{"kind":"Name","value":"shop_section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyReservationsQuery__
 *
 * To run a query within a React component, call `useMyReservationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyReservationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyReservationsQuery({
 *   variables: {
 *      page: // value for 'page'
 *      perPage: // value for 'perPage'
 *   },
 * });
 */
export function useMyReservationsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyReservationsQuery, MyReservationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyReservationsQuery, MyReservationsQueryVariables>(MyReservationsDocument, options);
      }
export function useMyReservationsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyReservationsQuery, MyReservationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyReservationsQuery, MyReservationsQueryVariables>(MyReservationsDocument, options);
        }
// @ts-ignore
export function useMyReservationsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyReservationsQuery, MyReservationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyReservationsQuery, MyReservationsQueryVariables>;
export function useMyReservationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyReservationsQuery, MyReservationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyReservationsQuery | undefined, MyReservationsQueryVariables>;
export function useMyReservationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyReservationsQuery, MyReservationsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyReservationsQuery, MyReservationsQueryVariables>(MyReservationsDocument, options);
        }
export type MyReservationsQueryHookResult = ReturnType<typeof useMyReservationsQuery>;
export type MyReservationsLazyQueryHookResult = ReturnType<typeof useMyReservationsLazyQuery>;
export type MyReservationsSuspenseQueryHookResult = ReturnType<typeof useMyReservationsSuspenseQuery>;
export type MyReservationsQueryResult = ApolloReactCommon.QueryResult<MyReservationsQuery, MyReservationsQueryVariables>;
export const ReservationFreeTimesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReservationFreeTimes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guest"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"duration"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservationFreeTimes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shop_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shopId"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"guest"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guest"}}},{"kind":"Argument","name":{"kind":"Name","value":"duration"},"value":{"kind":"Variable","name":{"kind":"Name","value":"duration"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}},{"kind":"Field","name":{"kind":"Name","value":"durations"}},{"kind":"Field","name":{"kind":"Name","value":"times"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"end_date"}},{"kind":"Field","name":{"kind":"Name","value":"tables"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useReservationFreeTimesQuery__
 *
 * To run a query within a React component, call `useReservationFreeTimesQuery` and pass it any options that fit your needs.
 * When your component renders, `useReservationFreeTimesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useReservationFreeTimesQuery({
 *   variables: {
 *      shopId: // value for 'shopId'
 *      date: // value for 'date'
 *      guest: // value for 'guest'
 *      duration: // value for 'duration'
 *   },
 * });
 */
export function useReservationFreeTimesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ReservationFreeTimesQuery, ReservationFreeTimesQueryVariables> & ({ variables: ReservationFreeTimesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ReservationFreeTimesQuery, ReservationFreeTimesQueryVariables>(ReservationFreeTimesDocument, options);
      }
export function useReservationFreeTimesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ReservationFreeTimesQuery, ReservationFreeTimesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ReservationFreeTimesQuery, ReservationFreeTimesQueryVariables>(ReservationFreeTimesDocument, options);
        }
// @ts-ignore
export function useReservationFreeTimesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ReservationFreeTimesQuery, ReservationFreeTimesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ReservationFreeTimesQuery, ReservationFreeTimesQueryVariables>;
export function useReservationFreeTimesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ReservationFreeTimesQuery, ReservationFreeTimesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ReservationFreeTimesQuery | undefined, ReservationFreeTimesQueryVariables>;
export function useReservationFreeTimesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ReservationFreeTimesQuery, ReservationFreeTimesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ReservationFreeTimesQuery, ReservationFreeTimesQueryVariables>(ReservationFreeTimesDocument, options);
        }
export type ReservationFreeTimesQueryHookResult = ReturnType<typeof useReservationFreeTimesQuery>;
export type ReservationFreeTimesLazyQueryHookResult = ReturnType<typeof useReservationFreeTimesLazyQuery>;
export type ReservationFreeTimesSuspenseQueryHookResult = ReturnType<typeof useReservationFreeTimesSuspenseQuery>;
export type ReservationFreeTimesQueryResult = ApolloReactCommon.QueryResult<ReservationFreeTimesQuery, ReservationFreeTimesQueryVariables>;