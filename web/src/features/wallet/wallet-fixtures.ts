// GraphQL answers of the wallet's tests (the api's shapes, docs/wallet.md).
import type { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import { SettingsDocument } from '../../graphql/generated';
import {
  CancelWithdrawalDocument, ConvertPointsDocument, PointHistoriesDocument, TopUpWalletDocument, WalletHistoriesDocument,
  WalletProfileDocument, WithdrawFromWalletDocument, type PointHistoryType, type WalletHistoryFieldsFragment, type WalletHistoryType,
} from '../../graphql/wallet.generated';

const WALLET_UUID = 'wallet-7';
const pageInfo = (page: number, lastPage: number, total: number) => ({ __typename: 'PageInfo', current_page: page, last_page: lastPage, total });
const answer = (field: string, value: unknown) => ({ data: { [field]: value } });
const wallet = (price: number, debt = 0) => ({ __typename: 'Wallet', uuid: WALLET_UUID, user_id: 7, price, debt });

interface ProfileFigures { price?: number; debt?: number; points?: number; worth?: number; pointsDebt?: number }

/** The profile's wallet and points; the api says what the points are worth (demo: 5 cents each)
 * and what the customer owes (`debt`, `pointsDebt`: none unless given). */
export function walletProfileMock({ price = 50, debt = 0, points = 120, worth = points * 0.05, pointsDebt = 0 }: ProfileFigures = {}): MockedResponse {
  return {
    request: { query: WalletProfileDocument },
    result: answer('profile', {
      __typename: 'User', id: 7, points, points_worth: worth, points_debt: pointsDebt, wallet: wallet(price, debt),
    }),
  };
}

type TestMovement = WalletHistoryFieldsFragment & { __typename: 'WalletHistory' };

/** Movement `id` of the demo customer's wallet on 7 Jan 2030. */
export function testMovement(id: number, type: WalletHistoryType, price: number, overrides: Partial<WalletHistoryFieldsFragment> = {}): TestMovement {
  return {
    __typename: 'WalletHistory', id, uuid: `movement-${id}`, order_id: null, type, price, note: null, status: 'paid', can_cancel: false, provider: null,
    created_at: '2030-01-07 12:05:00Z', ...overrides,
  };
}

export function walletHistoriesMock(
  movements: TestMovement[],
  { page = 1, lastPage = 1, type }: { page?: number; lastPage?: number; type?: WalletHistoryType } = {},
): MockedResponse {
  return {
    request: { query: WalletHistoriesDocument, variables: { page, perPage: 10, ...(type ? { type } : {}) } },
    result: { data: { walletHistories: { __typename: 'WalletHistoryPage', items: movements, pageInfo: pageInfo(page, lastPage, movements.length) } } },
  };
}

export function pointMovement(id: number, type: PointHistoryType, points: number, orderId: number | null = null, note: string | null = null) {
  return { __typename: 'PointHistory', id, order_id: orderId, type, points, note, created_at: '2030-01-07 13:40:00Z' };
}

export function pointHistoriesMock(movements: ReturnType<typeof pointMovement>[], { page = 1, lastPage = 1 } = {}): MockedResponse {
  return {
    request: { query: PointHistoriesDocument, variables: { page, perPage: 10 } },
    result: { data: { pointHistories: { __typename: 'PointHistoryPage', items: movements, pageInfo: pageInfo(page, lastPage, movements.length) } } },
  };
}

/** The demo's points setting: 50 points at least per conversion. */
export function pointSettingsMock(min = '50'): MockedResponse {
  const setting = (id: number, key: string, value: string) => ({ __typename: 'Setting', id, key, value });
  return {
    request: { query: SettingsDocument },
    result: answer('settings', [setting(2, 'points_min_convert', min)]),
  };
}

const outcome = (field: string, result: GraphQLError | unknown) =>
  result instanceof Error ? { errors: [result] } : answer(field, result);

export function topUpMock(price: number, result: GraphQLError | { provider: string; balance: number }): MockedResponse {
  const data = result instanceof Error ? result : {
    __typename: 'WalletTopUp', provider: result.provider, wallet: wallet(result.balance),
    history: testMovement(90, 'topup', price, { provider: result.provider }),
  };
  return { request: { query: TopUpWalletDocument, variables: { input: { price } } }, result: outcome('topUpWallet', data) };
}

export function withdrawMock(input: { price: number; note: string | null }, result: GraphQLError | TestMovement): MockedResponse {
  return { request: { query: WithdrawFromWalletDocument, variables: { input } }, result: outcome('withdrawFromWallet', result) };
}

export function cancelWithdrawalMock(uuid: string, result: GraphQLError | TestMovement): MockedResponse {
  return { request: { query: CancelWithdrawalDocument, variables: { uuid } }, result: outcome('cancelWithdrawal', result) };
}

export function convertPointsMock(points: number, result: GraphQLError | { points: number; balance: number }): MockedResponse {
  const data = result instanceof Error ? result : { __typename: 'PointConversion', points: result.points, wallet: wallet(result.balance) };
  return { request: { query: ConvertPointsDocument, variables: { input: { points } } }, result: outcome('convertPoints', data) };
}
