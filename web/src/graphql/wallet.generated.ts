/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
/** Reward points to turn into wallet money at the `points_rate` setting. */
export type ConvertPointsInput = {
  /** Points to convert: at least the `points_min_convert` setting (else 400 ERROR_470) and at most your balance, never while points are owed (else 400 ERROR_471). */
  points: number;
};

/** earned (an order was delivered), converted (turned into wallet money), revoked (an order's refund was approved: everything it earned, the part the balance no longer held owed). */
export type PointHistoryType =
  | 'converted'
  | 'earned'
  | 'revoked';

/** Money to add to the wallet through the payment provider. */
export type TopUpWalletInput = {
  /** The amount to add, in the requested currency: 0.01..10000 (else 400 `params.price`). */
  price: number;
};

/** paid: done. A withdrawal is processed until staff pay it out (paid) or reject it (rejected), or you cancel it (canceled); a rejected or canceled one came back as a withdraw_return row. */
export type WalletHistoryStatus =
  | 'canceled'
  | 'paid'
  | 'processed'
  | 'rejected';

/** What moved the money: opening_balance (the balance before the history began), topup (added through a payment provider), withdraw (asked to be paid out), withdraw_return (a rejected or canceled withdrawal given back), order_payment (an order paid from the wallet), order_refund (an approved refund), order_cancel (a canceled order's payment given back), referral_from_topup (you referred a friend), referral_to_topup (you were referred), points_conversion (reward points turned into money), referral_revoked (a referral reward taken back: the friend's first order was refunded). */
export type WalletHistoryType =
  | 'opening_balance'
  | 'order_cancel'
  | 'order_payment'
  | 'order_refund'
  | 'points_conversion'
  | 'referral_from_topup'
  | 'referral_revoked'
  | 'referral_to_topup'
  | 'topup'
  | 'withdraw'
  | 'withdraw_return';

/** Money to take out of the wallet. */
export type WithdrawFromWalletInput = {
  /** Where to pay it, for staff; at most 500 characters. */
  note?: string | null | undefined;
  /** The amount, in the requested currency: 0.01..10000 and at most the balance (else 400 ERROR_109 `params.price`). */
  price: number;
};

export type CancelWithdrawalMutationVariables = Exact<{
  uuid: string;
}>;


export type CancelWithdrawalMutation = { cancelWithdrawal: { id: number, uuid: string, order_id: number | null, type: WalletHistoryType, price: number, note: string | null, status: WalletHistoryStatus, provider: string | null, created_at: string } | null };

export type ConvertPointsMutationVariables = Exact<{
  input: ConvertPointsInput;
}>;


export type ConvertPointsMutation = { convertPoints: { points: number, wallet: { uuid: string, user_id: number, price: number, debt: number } } | null };

export type PointHistoriesQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type PointHistoriesQuery = { pointHistories: { items: Array<{ id: number, order_id: number | null, type: PointHistoryType, points: number, note: string | null, created_at: string }>, pageInfo: { current_page: number, last_page: number, total: number } } | null };

export type TopUpWalletMutationVariables = Exact<{
  input: TopUpWalletInput;
}>;


export type TopUpWalletMutation = { topUpWallet: { provider: string, wallet: { uuid: string, user_id: number, price: number, debt: number }, history: { id: number, uuid: string, order_id: number | null, type: WalletHistoryType, price: number, note: string | null, status: WalletHistoryStatus, provider: string | null, created_at: string } } | null };

export type WalletBalanceFragment = { uuid: string, user_id: number, price: number, debt: number };

export type WalletHistoriesQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  type?: WalletHistoryType | null | undefined;
}>;


export type WalletHistoriesQuery = { walletHistories: { items: Array<{ id: number, uuid: string, order_id: number | null, type: WalletHistoryType, price: number, note: string | null, status: WalletHistoryStatus, provider: string | null, created_at: string }>, pageInfo: { current_page: number, last_page: number, total: number } } | null };

export type WalletHistoryFieldsFragment = { id: number, uuid: string, order_id: number | null, type: WalletHistoryType, price: number, note: string | null, status: WalletHistoryStatus, provider: string | null, created_at: string };

export type WalletProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type WalletProfileQuery = { profile: { id: number, points: number | null, points_worth: number | null, points_debt: number | null, wallet: { uuid: string, user_id: number, price: number, debt: number } | null } | null };

export type WithdrawFromWalletMutationVariables = Exact<{
  input: WithdrawFromWalletInput;
}>;


export type WithdrawFromWalletMutation = { withdrawFromWallet: { id: number, uuid: string, order_id: number | null, type: WalletHistoryType, price: number, note: string | null, status: WalletHistoryStatus, provider: string | null, created_at: string } | null };

export const WalletBalanceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletBalance"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wallet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"debt"}}]}}]} as unknown as DocumentNode;
export const WalletHistoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalletHistory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"order_id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;
export const CancelWithdrawalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletHistoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalletHistory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"order_id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;
export type CancelWithdrawalMutationFn = ApolloReactCommon.MutationFunction<CancelWithdrawalMutation, CancelWithdrawalMutationVariables>;

/**
 * __useCancelWithdrawalMutation__
 *
 * To run a mutation, you first call `useCancelWithdrawalMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelWithdrawalMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelWithdrawalMutation, { data, loading, error }] = useCancelWithdrawalMutation({
 *   variables: {
 *      uuid: // value for 'uuid'
 *   },
 * });
 */
export function useCancelWithdrawalMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CancelWithdrawalMutation, CancelWithdrawalMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CancelWithdrawalMutation, CancelWithdrawalMutationVariables>(CancelWithdrawalDocument, options);
      }
export type CancelWithdrawalMutationHookResult = ReturnType<typeof useCancelWithdrawalMutation>;
export type CancelWithdrawalMutationResult = ApolloReactCommon.MutationResult<CancelWithdrawalMutation>;
export type CancelWithdrawalMutationOptions = ApolloReactCommon.BaseMutationOptions<CancelWithdrawalMutation, CancelWithdrawalMutationVariables>;
export const ConvertPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConvertPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConvertPointsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"convertPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletBalance"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletBalance"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wallet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"debt"}}]}}]} as unknown as DocumentNode;
export type ConvertPointsMutationFn = ApolloReactCommon.MutationFunction<ConvertPointsMutation, ConvertPointsMutationVariables>;

/**
 * __useConvertPointsMutation__
 *
 * To run a mutation, you first call `useConvertPointsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useConvertPointsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [convertPointsMutation, { data, loading, error }] = useConvertPointsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useConvertPointsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ConvertPointsMutation, ConvertPointsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ConvertPointsMutation, ConvertPointsMutationVariables>(ConvertPointsDocument, options);
      }
export type ConvertPointsMutationHookResult = ReturnType<typeof useConvertPointsMutation>;
export type ConvertPointsMutationResult = ApolloReactCommon.MutationResult<ConvertPointsMutation>;
export type ConvertPointsMutationOptions = ApolloReactCommon.BaseMutationOptions<ConvertPointsMutation, ConvertPointsMutationVariables>;
export const PointHistoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PointHistories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pointHistories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order_id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current_page"}},{"kind":"Field","name":{"kind":"Name","value":"last_page"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePointHistoriesQuery__
 *
 * To run a query within a React component, call `usePointHistoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `usePointHistoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePointHistoriesQuery({
 *   variables: {
 *      page: // value for 'page'
 *      perPage: // value for 'perPage'
 *   },
 * });
 */
export function usePointHistoriesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PointHistoriesQuery, PointHistoriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PointHistoriesQuery, PointHistoriesQueryVariables>(PointHistoriesDocument, options);
      }
export function usePointHistoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PointHistoriesQuery, PointHistoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PointHistoriesQuery, PointHistoriesQueryVariables>(PointHistoriesDocument, options);
        }
// @ts-ignore
export function usePointHistoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PointHistoriesQuery, PointHistoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PointHistoriesQuery, PointHistoriesQueryVariables>;
export function usePointHistoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PointHistoriesQuery, PointHistoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PointHistoriesQuery | undefined, PointHistoriesQueryVariables>;
export function usePointHistoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PointHistoriesQuery, PointHistoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PointHistoriesQuery, PointHistoriesQueryVariables>(PointHistoriesDocument, options);
        }
export type PointHistoriesQueryHookResult = ReturnType<typeof usePointHistoriesQuery>;
export type PointHistoriesLazyQueryHookResult = ReturnType<typeof usePointHistoriesLazyQuery>;
export type PointHistoriesSuspenseQueryHookResult = ReturnType<typeof usePointHistoriesSuspenseQuery>;
export type PointHistoriesQueryResult = ApolloReactCommon.QueryResult<PointHistoriesQuery, PointHistoriesQueryVariables>;
export const TopUpWalletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TopUpWallet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TopUpWalletInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topUpWallet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletBalance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletHistoryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletBalance"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wallet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"debt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalletHistory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"order_id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;
export type TopUpWalletMutationFn = ApolloReactCommon.MutationFunction<TopUpWalletMutation, TopUpWalletMutationVariables>;

/**
 * __useTopUpWalletMutation__
 *
 * To run a mutation, you first call `useTopUpWalletMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useTopUpWalletMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [topUpWalletMutation, { data, loading, error }] = useTopUpWalletMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useTopUpWalletMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<TopUpWalletMutation, TopUpWalletMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<TopUpWalletMutation, TopUpWalletMutationVariables>(TopUpWalletDocument, options);
      }
export type TopUpWalletMutationHookResult = ReturnType<typeof useTopUpWalletMutation>;
export type TopUpWalletMutationResult = ApolloReactCommon.MutationResult<TopUpWalletMutation>;
export type TopUpWalletMutationOptions = ApolloReactCommon.BaseMutationOptions<TopUpWalletMutation, TopUpWalletMutationVariables>;
export const WalletHistoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalletHistories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WalletHistoryType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletHistories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletHistoryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current_page"}},{"kind":"Field","name":{"kind":"Name","value":"last_page"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalletHistory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"order_id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useWalletHistoriesQuery__
 *
 * To run a query within a React component, call `useWalletHistoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useWalletHistoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWalletHistoriesQuery({
 *   variables: {
 *      page: // value for 'page'
 *      perPage: // value for 'perPage'
 *      type: // value for 'type'
 *   },
 * });
 */
export function useWalletHistoriesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<WalletHistoriesQuery, WalletHistoriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WalletHistoriesQuery, WalletHistoriesQueryVariables>(WalletHistoriesDocument, options);
      }
export function useWalletHistoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WalletHistoriesQuery, WalletHistoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WalletHistoriesQuery, WalletHistoriesQueryVariables>(WalletHistoriesDocument, options);
        }
// @ts-ignore
export function useWalletHistoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WalletHistoriesQuery, WalletHistoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WalletHistoriesQuery, WalletHistoriesQueryVariables>;
export function useWalletHistoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WalletHistoriesQuery, WalletHistoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WalletHistoriesQuery | undefined, WalletHistoriesQueryVariables>;
export function useWalletHistoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WalletHistoriesQuery, WalletHistoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WalletHistoriesQuery, WalletHistoriesQueryVariables>(WalletHistoriesDocument, options);
        }
export type WalletHistoriesQueryHookResult = ReturnType<typeof useWalletHistoriesQuery>;
export type WalletHistoriesLazyQueryHookResult = ReturnType<typeof useWalletHistoriesLazyQuery>;
export type WalletHistoriesSuspenseQueryHookResult = ReturnType<typeof useWalletHistoriesSuspenseQuery>;
export type WalletHistoriesQueryResult = ApolloReactCommon.QueryResult<WalletHistoriesQuery, WalletHistoriesQueryVariables>;
export const WalletProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalletProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletBalance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"points_worth"}},{"kind":"Field","name":{"kind":"Name","value":"points_debt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletBalance"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wallet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"debt"}}]}}]} as unknown as DocumentNode;

/**
 * __useWalletProfileQuery__
 *
 * To run a query within a React component, call `useWalletProfileQuery` and pass it any options that fit your needs.
 * When your component renders, `useWalletProfileQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWalletProfileQuery({
 *   variables: {
 *   },
 * });
 */
export function useWalletProfileQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<WalletProfileQuery, WalletProfileQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WalletProfileQuery, WalletProfileQueryVariables>(WalletProfileDocument, options);
      }
export function useWalletProfileLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WalletProfileQuery, WalletProfileQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WalletProfileQuery, WalletProfileQueryVariables>(WalletProfileDocument, options);
        }
// @ts-ignore
export function useWalletProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WalletProfileQuery, WalletProfileQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WalletProfileQuery, WalletProfileQueryVariables>;
export function useWalletProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WalletProfileQuery, WalletProfileQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WalletProfileQuery | undefined, WalletProfileQueryVariables>;
export function useWalletProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WalletProfileQuery, WalletProfileQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WalletProfileQuery, WalletProfileQueryVariables>(WalletProfileDocument, options);
        }
export type WalletProfileQueryHookResult = ReturnType<typeof useWalletProfileQuery>;
export type WalletProfileLazyQueryHookResult = ReturnType<typeof useWalletProfileLazyQuery>;
export type WalletProfileSuspenseQueryHookResult = ReturnType<typeof useWalletProfileSuspenseQuery>;
export type WalletProfileQueryResult = ApolloReactCommon.QueryResult<WalletProfileQuery, WalletProfileQueryVariables>;
export const WithdrawFromWalletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawFromWallet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawFromWalletInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawFromWallet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletHistoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalletHistory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"order_id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;
export type WithdrawFromWalletMutationFn = ApolloReactCommon.MutationFunction<WithdrawFromWalletMutation, WithdrawFromWalletMutationVariables>;

/**
 * __useWithdrawFromWalletMutation__
 *
 * To run a mutation, you first call `useWithdrawFromWalletMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useWithdrawFromWalletMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [withdrawFromWalletMutation, { data, loading, error }] = useWithdrawFromWalletMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useWithdrawFromWalletMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<WithdrawFromWalletMutation, WithdrawFromWalletMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<WithdrawFromWalletMutation, WithdrawFromWalletMutationVariables>(WithdrawFromWalletDocument, options);
      }
export type WithdrawFromWalletMutationHookResult = ReturnType<typeof useWithdrawFromWalletMutation>;
export type WithdrawFromWalletMutationResult = ApolloReactCommon.MutationResult<WithdrawFromWalletMutation>;
export type WithdrawFromWalletMutationOptions = ApolloReactCommon.BaseMutationOptions<WithdrawFromWalletMutation, WithdrawFromWalletMutationVariables>;