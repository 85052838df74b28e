// Routes of the signed-in user's cart (/dashboard/user/cart*), the group order's owner side
// included; rules live in service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { bearerSecurity, currentUser } from '../../http/auth';
import { success } from '../../http/envelope';
import type { RequestContexts } from '../../http/request-context';
import { LocaleOnlyQuery, type LocaleQuery } from '../../http/schemas';
import { acceptEmptyJsonBody, queryOrBody } from './query-form';
import {
  AddCartProductBody, CartDeleteResponse, CartIdParams, CartQuery, CartResponse, DeleteCartProductsBody, DeleteCartsBody,
  DeleteGroupMembersBody, InsertCartProductsBody, OpenCartBody,
} from './schemas';
import type { CartService } from './service';

export interface CartRoutesOptions {
  contexts: RequestContexts;
  cart: CartService;
  requireUser: preHandlerAsyncHookHandler;
}

const tags = ['cart'];
const deleteLinesForm = queryOrBody(DeleteCartProductsBody);
const deleteCartsForm = queryOrBody(DeleteCartsBody);
const removeMembersForm = queryOrBody(DeleteGroupMembersBody);

/** The request's language and currency; the body's `currency_id` (the reference sends it there)
 * wins over the query's. */
export const cartContext = (contexts: RequestContexts) =>
  (request: FastifyRequest, query: LocaleQuery, body?: { currency_id?: number }) =>
    contexts.resolve(request, { lang: query.lang, currency_id: body?.currency_id ?? query.currency_id });

export const cartRoutes: FastifyPluginAsyncTypebox<CartRoutesOptions> = async (app, { contexts, cart, requireUser }) => {
  app.addHook('preHandler', requireUser);
  acceptEmptyJsonBody(app);

  const contextOf = cartContext(contexts);

  app.get('/dashboard/user/cart', {
    schema: { operationId: 'cart', tags, security: bearerSecurity, querystring: CartQuery, response: { 200: CartResponse } },
  }, async (request) => {
    const ctx = await contextOf(request, request.query);
    return success(await cart.show(currentUser(request).userId, ctx, request.query.shop_id));
  });

  app.post('/dashboard/user/cart/insert-product', {
    schema: {
      operationId: 'insertCartProducts', tags, security: bearerSecurity, querystring: LocaleOnlyQuery, body: InsertCartProductsBody,
      response: { 200: CartResponse },
    },
  }, async (request) => {
    const ctx = await contextOf(request, request.query, request.body);
    return success(await cart.insertProducts(currentUser(request).userId, ctx, request.body));
  });

  app.post('/dashboard/user/cart', {
    schema: {
      operationId: 'addCartProduct', tags, security: bearerSecurity, querystring: LocaleOnlyQuery, body: AddCartProductBody,
      response: { 200: CartResponse },
    },
  }, async (request) => {
    const ctx = await contextOf(request, request.query, request.body);
    const { shop_id, stock_id, quantity } = request.body;
    return success(await cart.insertProducts(currentUser(request).userId, ctx, { shop_id, products: [{ stock_id, quantity }] }));
  });

  app.delete('/dashboard/user/cart/product/delete', {
    schema: {
      operationId: 'deleteCartProducts', tags, security: bearerSecurity, ...deleteLinesForm.schema, response: { 200: CartResponse },
    },
    preValidation: deleteLinesForm.preValidation,
  }, async (request) => {
    const ctx = await contextOf(request, request.query);
    return success(await cart.deleteLines(currentUser(request).userId, ctx, request.body.ids));
  });

  app.delete('/dashboard/user/cart/delete', {
    schema: {
      operationId: 'deleteCart', tags, security: bearerSecurity, ...deleteCartsForm.schema, response: { 200: CartDeleteResponse },
    },
    preValidation: deleteCartsForm.preValidation,
  }, async (request) => {
    await contextOf(request, request.query);
    await cart.deleteCarts(currentUser(request).userId, request.body.ids);
    return success(null);
  });

  app.post('/dashboard/user/cart/open', {
    schema: {
      operationId: 'openCart', tags, security: bearerSecurity, querystring: LocaleOnlyQuery, body: OpenCartBody,
      response: { 200: CartResponse },
    },
  }, async (request) => {
    const ctx = await contextOf(request, request.query, request.body);
    return success(await cart.open(currentUser(request).userId, ctx, request.body.shop_id));
  });

  app.post('/dashboard/user/cart/set-group/:id', {
    schema: {
      operationId: 'toggleGroupOrder', tags, security: bearerSecurity, querystring: LocaleOnlyQuery, params: CartIdParams,
      response: { 200: CartResponse },
    },
  }, async (request) => {
    const ctx = await contextOf(request, request.query);
    return success(await cart.toggleGroup(currentUser(request).userId, ctx, request.params.id));
  });

  app.delete('/dashboard/user/cart/member/delete', {
    schema: {
      operationId: 'removeGroupMembers', tags, security: bearerSecurity, ...removeMembersForm.schema, response: { 200: CartResponse },
    },
    preValidation: removeMembersForm.preValidation,
  }, async (request) => {
    const ctx = await contextOf(request, request.query);
    const { cart_id, ids } = request.body;
    return success(await cart.removeMembers(currentUser(request).userId, ctx, cart_id, ids));
  });
};
