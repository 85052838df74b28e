// Routes of reward points and referrals: the customer's point history and conversion
// (/dashboard/user/point/*), the public cashback check and referral programme (/rest/*).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser, requireUserIn } from '../../http/auth';
import { success } from '../../http/envelope';
import { pageUrlOf } from '../../http/pagination';
import { localeQuery, pageQuery } from '../../http/schemas';
import type { RewardsService } from './rewards-service';
import {
  CashbackCheckBody, CashbackResponse, ConvertPointsBody, PointConversionResponse, PointHistoryPage, ReferralResponse,
} from './schemas';

export interface RewardsRoutesOptions {
  rewards: RewardsService;
}

const tags = ['rewards'];
const SIGNED_IN = 'Signed-in users only (else 401 ERROR_100).';
const PageOnlyQuery = Type.Object({ ...localeQuery, ...pageQuery });

export const rewardsRoutes: FastifyPluginAsyncTypebox<RewardsRoutesOptions> = async (app, options) => {
  const { rewards } = options;

  app.post('/rest/cashback/check', {
    schema: {
      operationId: 'checkCashback',
      tags,
      summary: 'The reward points an order amount would earn',
      description: 'The points `amount` (in the requested currency) earns at branch `shop_id` once the order is delivered: the '
        + '`points_per_unit` setting per unit of the base currency, rounded down. Public.',
      body: CashbackCheckBody,
      response: { 200: CashbackResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await rewards.cashback(request.body.amount, request.body.shop_id, ctx));
  });

  app.get('/rest/referral', {
    schema: {
      operationId: 'referral',
      tags,
      summary: 'The referral programme',
      description: 'What a referrer (`price_from`) and a friend (`price_to`) get when the friend, signed up with the referrer\'s '
        + '`my_referral` code, has a first order delivered. 404 ERROR_404 while the `referral_active` setting is off or no '
        + 'programme runs. Public.',
      response: { 200: ReferralResponse },
    },
  }, async (request) => success(await rewards.programme(await request.context())));

  await app.register(customerRoutes, options);
};

const customerRoutes: FastifyPluginAsyncTypebox<RewardsRoutesOptions> = async (customer, { rewards }) => {
  requireUserIn(customer);

  customer.get('/dashboard/user/point/histories', {
    schema: {
      operationId: 'pointHistories',
      tags,
      summary: 'The signed-in user\'s reward point movements, paginated',
      description: 'Points earned by delivered orders, converted into wallet money or taken back by a refund, newest first; they '
        + 'add up to the profile\'s `points`. ' + SIGNED_IN,
      querystring: PageOnlyQuery,
      response: { 200: PointHistoryPage },
    },
  }, async (request) => {
    await request.context();
    const { page = 1, perPage = 10 } = request.query;
    return rewards.pointHistories(currentUser(request).userId, { page, perPage }, pageUrlOf(request.url));
  });

  customer.post('/dashboard/user/point/convert', {
    schema: {
      operationId: 'convertPoints',
      tags,
      summary: 'Turn reward points into wallet money',
      description: 'Converts `points` into wallet money at the `points_rate` setting (both movements recorded together). Fewer '
        + 'than the `points_min_convert` setting → 400 ERROR_470 `params.points`; more than your balance → 400 ERROR_471. '
        + SIGNED_IN,
      body: ConvertPointsBody,
      response: { 200: PointConversionResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await rewards.convert(currentUser(request).userId, request.body.points, ctx));
  });
};
