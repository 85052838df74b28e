import { beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql } from '../support/graphql';

const gatewayUrl = inject('gatewayUrl');

const LOGIN = `mutation Login($input: Login_Input) { login(input: $input) { data { access_token } } }`;
let headers: Record<string, string>;

beforeAll(async () => {
  const login = await graphql<{ login: { data: { access_token: string } } }>(gatewayUrl, LOGIN, {
    variables: { input: { email: 'demo2@storefront.test', password: 'demo-pass-2' } },
  });
  headers = { authorization: `Bearer ${login.data!.login.data.access_token}` };
});

interface History { type: string; price: number; status: string; provider: string | null; wallet_uuid: string }

describe('the wallet through the gateway', () => {
  it('tops up through the demo provider, lists the movement by type and shows the balance in the profile', async () => {
    const before = await graphql<{ profile: { data: { wallet: { price: number } } } }>(gatewayUrl, 'query { profile { data { wallet { price } } } }', { headers });
    expect(before.errors).toBeUndefined();
    const topUp = await graphql<{ topUpWallet: { data: { provider: string; wallet: { price: number; uuid: string }; history: History } } }>(gatewayUrl, `
      mutation TopUp($input: TopUpWallet_Input) { topUpWallet(input: $input) { data { provider wallet { uuid price } history { type price status provider } } } }`,
    { headers, variables: { input: { price: 12.5 } } });
    expect(topUp.errors).toBeUndefined();
    expect(topUp.data!.topUpWallet.data).toMatchObject({
      provider: 'demo', wallet: { price: before.data!.profile.data.wallet.price + 12.5 }, history: { type: 'topup', price: 12.5, status: 'paid', provider: 'demo' },
    });
    const list = await graphql<{ walletHistories: { data: History[]; meta: { total: number } } }>(gatewayUrl, `
      query { walletHistories(type: topup, perPage: 5) { data { type price status wallet_uuid } meta { total } } }`, { headers });
    expect(list.errors).toBeUndefined();
    expect(list.data!.walletHistories.data[0]).toMatchObject({ type: 'topup', price: 12.5, wallet_uuid: topUp.data!.topUpWallet.data.wallet.uuid });
  });

  it('answers a withdrawal above the balance with ERROR_109 on price', async () => {
    const refused = await graphql(gatewayUrl, `
      mutation Withdraw($input: WithdrawFromWallet_Input) { withdrawFromWallet(input: $input) { data { uuid } } }`,
    { headers, variables: { input: { price: 9999 } } });
    expect(refused.errors?.[0].extensions).toMatchObject({ status: 400, statusCode: 'ERROR_109', params: { price: ['Insufficient wallet balance'] } });
  });

  it('serves the referral programme and the cashback check to guests', async () => {
    const referral = await graphql<{ referral: { data: { price_from: number; translation: { title: string } } } }>(gatewayUrl,
      'query { referral { data { price_from price_to translation { title } locales } } }', { headers: { 'x-lang': 'fr' } });
    expect(referral.errors).toBeUndefined();
    expect(referral.data!.referral.data).toMatchObject({ price_from: 5, translation: { title: 'Offrez 5 $, recevez 5 $' } });
    const branches = await graphql<{ branches: { data: { id: number }[] } }>(gatewayUrl, 'query { branches(perPage: 1) { data { id } } }');
    const cashback = await graphql<{ checkCashback: { data: { price: number } } }>(gatewayUrl, `
      mutation Cashback($input: CheckCashback_Input) { checkCashback(input: $input) { data { price } } }`,
    { variables: { input: { amount: 30, shop_id: branches.data!.branches.data[0].id } } });
    expect(cashback.errors).toBeUndefined();
    expect(cashback.data!.checkCashback.data.price).toBe(30);
  });
});
