import { beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql } from '../support/graphql';

const gatewayUrl = inject('gatewayUrl');

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { access_token } }`;
let headers: Record<string, string>;

beforeAll(async () => {
  const login = await graphql<{ login: { access_token: string } }>(gatewayUrl, LOGIN, {
    variables: { input: { email: 'demo2@storefront.test', password: 'demo-pass-2' } },
  });
  headers = { authorization: `Bearer ${login.data!.login.access_token}` };
});

interface History { type: string; price: number; status: string; provider: string | null; wallet_uuid: string }

describe('the wallet through the gateway', () => {
  it('tops up through the demo provider, lists the movement by type and shows the balance in the profile', async () => {
    const before = await graphql<{ profile: { wallet: { price: number } } }>(gatewayUrl, 'query { profile { wallet { price } } }', { headers });
    expect(before.errors).toBeUndefined();
    const topUp = await graphql<{ topUpWallet: { provider: string; wallet: { price: number; uuid: string }; history: History } }>(gatewayUrl, `
      mutation TopUp($input: TopUpWalletInput!) { topUpWallet(input: $input) { provider wallet { uuid price } history { type price status provider } } }`,
    { headers, variables: { input: { price: 12.5 } } });
    expect(topUp.errors).toBeUndefined();
    expect(topUp.data!.topUpWallet).toMatchObject({
      provider: 'demo', wallet: { price: before.data!.profile.wallet.price + 12.5 }, history: { type: 'topup', price: 12.5, status: 'paid', provider: 'demo' },
    });
    const list = await graphql<{ walletHistories: { items: History[]; pageInfo: { total: number } } }>(gatewayUrl, `
      query { walletHistories(type: topup, perPage: 5) { items { type price status wallet_uuid } pageInfo { total } } }`, { headers });
    expect(list.errors).toBeUndefined();
    expect(list.data!.walletHistories.items[0]).toMatchObject({ type: 'topup', price: 12.5, wallet_uuid: topUp.data!.topUpWallet.wallet.uuid });
  });

  it('answers a withdrawal above the balance with ERROR_109 on price', async () => {
    const refused = await graphql(gatewayUrl, `
      mutation Withdraw($input: WithdrawFromWalletInput!) { withdrawFromWallet(input: $input) { uuid } }`,
    { headers, variables: { input: { price: 9999 } } });
    expect(refused.errors?.[0].extensions).toMatchObject({ status: 400, statusCode: 'ERROR_109', params: { price: ['Insufficient wallet balance'] } });
  });

  it('serves the referral programme and the cashback check to guests', async () => {
    const referral = await graphql<{ referral: { price_from: number; translation: { title: string } } }>(gatewayUrl,
      'query { referral { price_from price_to translation { title } locales } }', { headers: { 'x-lang': 'fr' } });
    expect(referral.errors).toBeUndefined();
    expect(referral.data!.referral).toMatchObject({ price_from: 5, translation: { title: 'Offrez 5 $, recevez 5 $' } });
    const branches = await graphql<{ branches: { items: { id: number }[] } }>(gatewayUrl, 'query { branches(perPage: 1) { items { id } } }');
    const cashback = await graphql<{ checkCashback: { price: number } }>(gatewayUrl, `
      mutation Cashback($input: CheckCashbackInput!) { checkCashback(input: $input) { price } }`,
    { variables: { input: { amount: 30, shop_id: branches.data!.branches.items[0].id } } });
    expect(cashback.errors).toBeUndefined();
    expect(cashback.data!.checkCashback.price).toBe(30);
  });
});
