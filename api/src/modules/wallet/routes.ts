// Routes of the wallet: the customer's history and withdrawals (/dashboard/user/wallet/*), the
// top-up through the payment provider (/payments/wallet/payment/top-up, signed in) and the staff's
// answer to withdrawals (/dashboard/staff/wallet/*). Rules live in service.ts and ledger.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requireUserIn, staffOnlyIn } from '../../http/auth';
import { success } from '../../http/envelope';
import { pageUrlOf } from '../../http/pagination';
import {
  CancelWithdrawalQuery, SetWithdrawalStatusBody, TopUpBody, WalletHistoriesQuery, WalletHistoryPage, WalletHistoryParams,
  WalletHistoryResponse, WalletTopUpResponse, WithdrawBody, WithdrawalsQuery,
} from './schemas';
import type { WalletService } from './service';

export interface WalletRoutesOptions {
  wallets: WalletService;
}

const tags = ['wallet'];
const SIGNED_IN = 'Signed-in users only (else 401 ERROR_100).';
const STAFF_ONLY = 'Staff only (else 401 ERROR_100, or 403 ERROR_403).';

export const walletRoutes: FastifyPluginAsyncTypebox<WalletRoutesOptions> = async (app, options) => {
  await app.register(customerRoutes, options);
  await app.register(staffRoutes, options);
};

const customerRoutes: FastifyPluginAsyncTypebox<WalletRoutesOptions> = async (customer, { wallets }) => {
  requireUserIn(customer);

  customer.get('/dashboard/user/wallet/histories', {
    schema: {
      operationId: 'walletHistories',
      tags,
      summary: 'The signed-in user\'s wallet movements, paginated',
      description: 'Every movement of your wallet, newest first, optionally of one `type` and/or `status`; the prices (signed) add '
        + 'up to the balance. No wallet yet: an empty page. ' + SIGNED_IN,
      querystring: WalletHistoriesQuery,
      response: { 200: WalletHistoryPage },
    },
  }, async (request) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10, type, status } = request.query;
    return wallets.histories(currentUser(request).userId, { type, status }, { page, perPage }, pageUrlOf(request.url), ctx);
  });

  customer.post('/dashboard/user/wallet/withdraw', {
    schema: {
      operationId: 'withdrawFromWallet',
      tags,
      summary: 'Ask to take money out of the wallet',
      description: 'Takes `price` from your balance at once as a `withdraw` movement with status `processed`, until staff pay it '
        + 'out or reject it (then it comes back), or you cancel it. More than the balance → 400 ERROR_109 `params.price` '
        + '"Insufficient wallet balance"; not 0.01..10000 → 400 `params.price`. ' + SIGNED_IN,
      body: WithdrawBody,
      response: { 200: WalletHistoryResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await wallets.withdraw(currentUser(request).userId, request.body, ctx));
  });

  customer.post('/dashboard/user/wallet/history/:uuid/status/change', {
    schema: {
      operationId: 'cancelWithdrawal',
      tags,
      summary: 'Cancel one of the signed-in user\'s withdrawals',
      description: 'Cancels your withdrawal while it is `processed`: its money comes back as a `withdraw_return` movement. Already '
        + 'canceled → 400 ERROR_252; paid or rejected → 400 ERROR_476; a movement that is no withdrawal → 400 `params.status`; '
        + 'a malformed uuid → 400 `params.uuid`; another user\'s or an unknown one → 404 ERROR_404. ' + SIGNED_IN,
      params: WalletHistoryParams,
      querystring: CancelWithdrawalQuery,
      response: { 200: WalletHistoryResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await wallets.cancelWithdrawal(currentUser(request).userId, request.params.uuid, ctx));
  });

  customer.post('/payments/wallet/payment/top-up', {
    schema: {
      operationId: 'topUpWallet',
      tags,
      summary: 'Add money to the wallet',
      description: 'Charges `price` through the payment provider and, once it is paid, adds it to your wallet as a `topup` '
        + 'movement naming the provider (`demo` approves at once and takes no money). Not 0.01..10000 → 400 `params.price`; '
        + 'declined by the provider → 400 ERROR_475. ' + SIGNED_IN,
      body: TopUpBody,
      response: { 200: WalletTopUpResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await wallets.topUp(currentUser(request).userId, request.body.price, ctx));
  });
};

const staffRoutes: FastifyPluginAsyncTypebox<WalletRoutesOptions> = async (staff, { wallets }) => {
  staffOnlyIn(staff);

  staff.get('/dashboard/staff/wallet/withdrawals', {
    schema: {
      operationId: 'staffWithdrawals',
      tags: ['staff'],
      summary: 'Every customer\'s withdrawals, paginated',
      description: 'All withdrawals, newest first, optionally of one `status` (`processed`: waiting for you). ' + STAFF_ONLY,
      querystring: WithdrawalsQuery,
      response: { 200: WalletHistoryPage },
    },
  }, async (request) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10, status } = request.query;
    return wallets.withdrawals(status, { page, perPage }, pageUrlOf(request.url), ctx);
  });

  staff.post('/dashboard/staff/wallet/histories/:uuid/status', {
    schema: {
      operationId: 'setWithdrawalStatus',
      tags: ['staff'],
      summary: 'Pay out or reject a withdrawal',
      description: 'Marks a `processed` withdrawal `paid` (paid out) or `rejected` (its money comes back to the wallet as a '
        + '`withdraw_return` movement). The same status → 400 ERROR_252; already settled → 400 ERROR_476; a movement that is '
        + 'no withdrawal → 400 `params.status`; a malformed uuid → 400 `params.uuid`; unknown → 404. ' + STAFF_ONLY,
      params: WalletHistoryParams,
      body: SetWithdrawalStatusBody,
      response: { 200: WalletHistoryResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await wallets.settleWithdrawal(currentUser(request).userId, request.params.uuid, request.body.status, ctx));
  });
};
