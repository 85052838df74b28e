// Routes of checkout: the cart's calculation, delivery slots, the coupon check and placing an
// order. Rules live in service.ts and place-order.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerSecurity, bearerToken, currentUser } from '../../http/auth';
import { success } from '../../http/envelope';
import { OrderResponse } from '../orders';
import type { OrderPlacement } from './place-order';
import {
  CalculateCartBody, CalculateCartParams, CartCalculationResponse, CheckCouponBody, CouponResponse, DeliverySlotsParams,
  DeliverySlotsQuery, DeliverySlotsResponse, PaymentListResponse, PayOrderBody, PayOrderParams, PlaceOrderBody, PlaceOrderHeaders,
} from './schemas';
import type { OrderPayments } from './order-payment';
import type { CheckoutService } from './service';

export interface CheckoutRoutesOptions {
  checkout: CheckoutService;
  placement: OrderPlacement;
  payments: OrderPayments;
}

const tags = ['checkout'];

export const checkoutRoutes: FastifyPluginAsyncTypebox<CheckoutRoutesOptions> = async (
  app, { checkout, placement, payments },
) => {
  const { requireUser, tokens } = app.deps;

  app.get('/rest/payments', {
    schema: {
      operationId: 'paymentSystems',
      tags,
      summary: 'The payment systems a customer may choose',
      description: 'The ways to pay an order that the `payment_methods` setting accepts (cash, wallet), as `{data}` without the '
        + 'envelope\'s other fields (as Foodyman): what `payment_sys_id` of `POST /payments/order/{id}/transactions` takes. Public.',
      response: { 200: PaymentListResponse },
    },
  }, async (request) => {
    await request.context();
    return { data: await payments.list() };
  });

  app.post('/payments/order/:id/transactions', {
    preHandler: requireUser,
    schema: {
      operationId: 'payOrder',
      tags,
      summary: 'Pay the signed-in user\'s order (Foodyman\'s payment step)',
      description: 'Chooses how your order `id` is paid, as Foodyman clients do right after placing it: cash keeps the payment '
        + 'to collect; wallet debits your wallet by the order\'s total (short → 400 ERROR_109 on `payment_sys_id`, nothing '
        + 'changed). Choosing the way it is already paid changes nothing; any other change of a paid order → 400 '
        + '`params.payment_sys_id` "This order is already paid.", of a canceled one "This order is canceled.". An unknown '
        + '`payment_sys_id` (see `GET /rest/payments`) → 400 `params.payment_sys_id`; another user\'s or an unknown order → 404 '
        + 'ERROR_404. Answers the order. Signed-in users only (else 401 ERROR_100); counted with the other `/payments` routes.',
      security: bearerSecurity,
      params: PayOrderParams,
      body: PayOrderBody,
      response: { 200: OrderResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await payments.pay(currentUser(request).userId, request.params.id, request.body.payment_sys_id, ctx));
  });

  app.post('/dashboard/user/cart/calculate/:id', {
    preHandler: requireUser,
    schema: {
      operationId: 'calculateCart',
      tags,
      summary: 'Price the signed-in user\'s cart for delivery or pickup',
      description: 'Prices your cart `id` (every member\'s lines) as the placed order would show it, in the requested currency: '
        + 'lines, discounts, coupon, the branch\'s tax, delivery fee, service fee and tips; nothing is stored. Another user\'s '
        + 'or an unknown cart or `address_id` → 404 ERROR_404; an empty cart → 400 `params.cart`; a point outside the zone → 400 '
        + 'ERROR_433; a product no longer for sale → 400 `params.stocks.<stock id>`. Signed-in users only (else 401 ERROR_100).',
      security: bearerSecurity,
      params: CalculateCartParams,
      body: CalculateCartBody,
      response: { 200: CartCalculationResponse },
    },
  }, async (request) => {
    const ctx = await request.context(request.body);
    return success(await checkout.calculate(currentUser(request).userId, ctx, request.params.id, request.body));
  });

  app.post('/dashboard/user/orders', {
    preHandler: requireUser,
    schema: {
      operationId: 'placeOrder',
      tags,
      summary: 'Place an order from the signed-in user\'s cart',
      description: 'Orders your cart in one transaction, checking in turn the fields, the cart, the branch and time (closed → 400 '
        + 'ERROR_118: without `delivery_date`/`delivery_time` the order is as soon as possible, taken only while the branch is open '
        + 'now by the same rule as the shop\'s `open_now`, in the branch\'s time zone), destination and price as calculateCart, the minimum amount, the slot, the stock ("Out of stock") and the '
        + 'payment (wallet short → 400 ERROR_109), then fair use: with this order you would hold more open unpaid orders (neither '
        + 'delivered nor canceled, cash still to collect) than one account may (MAX_UNPAID_ORDERS, default 5) → 400 ERROR_450 '
        + '`params.orders` (an order paid from the wallet is not unpaid; parallel orders of one account take turns, so they never '
        + 'pass it together); any refusal writes nothing. Then the stock, slot and coupon use are taken, a '
        + 'wallet is debited, the cart is deleted and the new order (status new) is answered. Signed-in users only (else 401 '
        + 'ERROR_100); a repeated `Idempotency-Key` answers the same order, or 409 ERROR_409 for another request.',
      security: bearerSecurity,
      headers: PlaceOrderHeaders,
      body: PlaceOrderBody,
      response: { 200: OrderResponse },
    },
  }, async (request) => {
    const ctx = await request.context(request.body);
    const key = request.headers['idempotency-key'];
    return success(await placement.place(currentUser(request).userId, ctx, request.body, key));
  });

  app.get('/rest/shops/:id/delivery-slots', {
    schema: {
      operationId: 'deliverySlots',
      tags,
      summary: 'Bookable delivery times of a branch on a day',
      description: 'The half hours of `date` an order may be scheduled for at branch `id`, from that day\'s opening to before its '
        + 'closing and at least 30 minutes from now, each with the orders it still takes. Days and times are the branch\'s, in its '
        + 'time zone (`Shop.time_zone`); hours whose closing is at or before their opening ("18-00".."02-00") run past midnight, so '
        + 'the day offers 18:00 .. 01:30 (a slot after midnight is placed on the next calendar day). A closed date, a disabled, '
        + 'missing or unreadable weekday or a branch with its open flag off → an empty list; an unknown branch → 404 ERROR_404; a malformed, past or over-7-days-ahead date → '
        + '400 `params.date`. Public.',
      params: DeliverySlotsParams,
      querystring: DeliverySlotsQuery,
      response: { 200: DeliverySlotsResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await checkout.deliverySlots(request.params.id, request.query.date));
  });

  app.post('/rest/coupons/check', {
    schema: {
      operationId: 'checkCoupon',
      tags,
      summary: 'Check a coupon for a branch',
      description: 'Answers the coupon named `coupon` (any case) when it can be used at branch `shop_id`: active, not expired, '
        + 'with uses left and for every branch or this one; else 400 ERROR_250 "This coupon is invalid or has expired.". Public; '
        + 'with a valid bearer token, a coupon you have already ordered with → 400 ERROR_251 (an invalid token counts as none).',
      body: CheckCouponBody,
      response: { 200: CouponResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    // Public; a signed-in customer also learns whether they have used the coupon already.
    const token = bearerToken(request);
    const auth = token === undefined ? undefined : await tokens.verify(token);
    return success(await checkout.checkCoupon(ctx, auth?.userId ?? null, request.body.coupon, request.body.shop_id));
  });
};
