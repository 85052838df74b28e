// Routes of checkout: the cart's calculation, delivery slots, the coupon check and placing an
// order. Rules live in service.ts and place-order.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { bearerSecurity, bearerToken, currentUser, type TokenVerifier } from '../../http/auth';
import { success } from '../../http/envelope';
import type { RequestContexts } from '../../http/request-context';
import { LocaleOnlyQuery } from '../../http/schemas';
import { cartContext } from '../cart/routes';
import { OrderResponse } from '../orders/schemas';
import type { OrderPlacement } from './place-order';
import {
  CalculateCartBody, CalculateCartParams, CartCalculationResponse, CheckCouponBody, CouponResponse, DeliverySlotsParams,
  DeliverySlotsQuery, DeliverySlotsResponse, PlaceOrderBody, PlaceOrderHeaders,
} from './schemas';
import type { CheckoutService } from './service';

export interface CheckoutRoutesOptions {
  contexts: RequestContexts;
  checkout: CheckoutService;
  placement: OrderPlacement;
  tokens: TokenVerifier;
  requireUser: preHandlerAsyncHookHandler;
}

const tags = ['checkout'];

export const checkoutRoutes: FastifyPluginAsyncTypebox<CheckoutRoutesOptions> = async (
  app, { contexts, checkout, placement, tokens, requireUser },
) => {
  const contextOf = cartContext(contexts);

  app.post('/dashboard/user/cart/calculate/:id', {
    preHandler: requireUser,
    schema: {
      operationId: 'calculateCart', tags, security: bearerSecurity, params: CalculateCartParams, querystring: LocaleOnlyQuery,
      body: CalculateCartBody, response: { 200: CartCalculationResponse },
    },
  }, async (request) => {
    const ctx = await contextOf(request, request.query, request.body);
    return success(await checkout.calculate(currentUser(request).userId, ctx, request.params.id, request.body));
  });

  app.post('/dashboard/user/orders', {
    preHandler: requireUser,
    schema: {
      operationId: 'placeOrder', tags, security: bearerSecurity, querystring: LocaleOnlyQuery, headers: PlaceOrderHeaders,
      body: PlaceOrderBody, response: { 200: OrderResponse },
    },
  }, async (request) => {
    const ctx = await contextOf(request, request.query, request.body);
    const key = request.headers['idempotency-key'];
    return success(await placement.place(currentUser(request).userId, ctx, request.body, key));
  });

  app.get('/rest/shops/:id/delivery-slots', {
    schema: {
      operationId: 'deliverySlots', tags, params: DeliverySlotsParams, querystring: DeliverySlotsQuery,
      response: { 200: DeliverySlotsResponse },
    },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    return success(await checkout.deliverySlots(request.params.id, request.query.date));
  });

  app.post('/rest/coupons/check', {
    schema: {
      operationId: 'checkCoupon', tags, querystring: LocaleOnlyQuery, body: CheckCouponBody, response: { 200: CouponResponse },
    },
  }, async (request) => {
    const ctx = await contextOf(request, request.query);
    // Public; a signed-in customer also learns whether they have used the coupon already.
    const token = bearerToken(request);
    const auth = token === undefined ? undefined : await tokens.verify(token);
    return success(await checkout.checkCoupon(ctx, auth?.userId ?? null, request.body.coupon, request.body.shop_id));
  });
};
