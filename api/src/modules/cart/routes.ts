// Routes of the signed-in user's cart (/dashboard/user/cart*), the group order's owner side
// included; rules live in service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requireUserIn } from '../../http/auth';
import { success } from '../../http/envelope';
import { acceptEmptyJsonBody, QUERY_OR_BODY, queryOrBody } from './query-form';
import {
  AddCartProductBody, CartDeleteResponse, CartIdParams, CartQuery, CartResponse, DeleteCartProductsBody, DeleteCartsBody,
  DeleteGroupMembersBody, InsertCartProductsBody, OpenCartBody,
} from './schemas';
import type { CartService } from './service';

export interface CartRoutesOptions {
  cart: CartService;
}

const tags = ['cart'];
const SIGNED_IN = 'Signed-in users only (else 401 ERROR_100).';
const deleteLinesForm = queryOrBody(DeleteCartProductsBody);
const deleteCartsForm = queryOrBody(DeleteCartsBody);
const removeMembersForm = queryOrBody(DeleteGroupMembersBody);

export const cartRoutes: FastifyPluginAsyncTypebox<CartRoutesOptions> = async (app, { cart }) => {
  requireUserIn(app);
  acceptEmptyJsonBody(app);

  app.get('/dashboard/user/cart', {
    schema: {
      operationId: 'cart',
      tags,
      summary: 'The signed-in user\'s cart',
      description: 'Your cart with every member\'s lines, priced in the requested currency, which is also stored on the cart. '
        + 'No cart, or `shop_id` naming another branch → 404 ERROR_404. ' + SIGNED_IN,
      querystring: CartQuery,
      response: { 200: CartResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await cart.show(currentUser(request).userId, ctx, request.query.shop_id));
  });

  app.post('/dashboard/user/cart/insert-product', {
    schema: {
      operationId: 'insertCartProducts',
      tags,
      summary: 'Set lines of the signed-in user\'s cart',
      description: 'Sets each entry\'s line to its quantity (0 removes it with its add-ons), creating the cart on the first call; '
        + 'an add-on entry names its parent entry\'s stock id. Every rule is checked before anything is written (400 on '
        + '`params.products.N.…`, e.g. "Out of stock"); a stock or a cart with lines of another branch → 400 ERROR_440 "Other '
        + 'shop" (an empty cart moves). ' + SIGNED_IN,
      body: InsertCartProductsBody,
      response: { 200: CartResponse },
    },
  }, async (request) => {
    const ctx = await request.context(request.body);
    return success(await cart.insertProducts(currentUser(request).userId, ctx, request.body));
  });

  app.post('/dashboard/user/cart', {
    schema: {
      operationId: 'addCartProduct',
      tags,
      summary: 'Set one line of the signed-in user\'s cart',
      description: 'The older single-item form of insert-product: sets the line of `stock_id` (without add-ons) to `quantity`, '
        + 'with the same rules and errors. ' + SIGNED_IN,
      body: AddCartProductBody,
      response: { 200: CartResponse },
    },
  }, async (request) => {
    const ctx = await request.context(request.body);
    const { shop_id, stock_id, quantity } = request.body;
    return success(await cart.insertProducts(currentUser(request).userId, ctx, { shop_id, products: [{ stock_id, quantity }] }));
  });

  app.delete('/dashboard/user/cart/product/delete', {
    schema: {
      operationId: 'deleteCartProducts',
      tags,
      summary: 'Remove lines from the signed-in user\'s cart',
      ...deleteLinesForm.schema,
      description: 'Removes lines of your own (a parent line takes its add-ons; guests\' lines are theirs); one that is not yours '
        + '→ 400 `params.ids.N`, nothing removed; no cart → 404 ERROR_404. ' + SIGNED_IN + ' ' + QUERY_OR_BODY,
      response: { 200: CartResponse },
    },
    preValidation: deleteLinesForm.preValidation,
  }, async (request) => {
    const ctx = await request.context();
    return success(await cart.deleteLines(currentUser(request).userId, ctx, request.body.ids));
  });

  app.delete('/dashboard/user/cart/delete', {
    schema: {
      operationId: 'deleteCart',
      tags,
      summary: 'Delete the signed-in user\'s carts',
      ...deleteCartsForm.schema,
      description: 'Deletes your carts among `ids` with their members and lines and answers `data: null`; other ids are ignored, '
        + 'so clearing twice is harmless. ' + SIGNED_IN + ' ' + QUERY_OR_BODY,
      response: { 200: CartDeleteResponse },
    },
    preValidation: deleteCartsForm.preValidation,
  }, async (request) => {
    await request.context();
    await cart.deleteCarts(currentUser(request).userId, request.body.ids);
    return success(null);
  });

  app.post('/dashboard/user/cart/open', {
    schema: {
      operationId: 'openCart',
      tags,
      summary: 'Open the signed-in user\'s cart on a branch',
      description: 'Creates (or answers) your cart of `shop_id` without adding lines, the first step of a group order. A cart with '
        + 'lines of another branch → 400 ERROR_440 "Other shop"; an empty one moves. ' + SIGNED_IN,
      body: OpenCartBody,
      response: { 200: CartResponse },
    },
  }, async (request) => {
    const ctx = await request.context(request.body);
    return success(await cart.open(currentUser(request).userId, ctx, request.body.shop_id));
  });

  app.post('/dashboard/user/cart/set-group/:id', {
    schema: {
      operationId: 'toggleGroupOrder',
      tags,
      summary: 'Open or close the group order of your cart',
      description: 'Toggles `group` on your cart `id`: while open, guests may join and change their own lines; while closed they '
        + 'may only read the cart and leave. Another user\'s or an unknown cart → 404 ERROR_404. ' + SIGNED_IN,
      params: CartIdParams,
      response: { 200: CartResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await cart.toggleGroup(currentUser(request).userId, ctx, request.params.id));
  });

  app.delete('/dashboard/user/cart/member/delete', {
    schema: {
      operationId: 'removeGroupMembers',
      tags,
      summary: 'Remove guests from your group order',
      ...removeMembersForm.schema,
      description: 'Removes guests of your cart `cart_id` by their uuids, with their lines (their later calls get 400 ERROR_442); '
        + 'a uuid that is no guest of it → 400 `params.ids.N`, nobody removed; another user\'s or an unknown cart → 404 '
        + 'ERROR_404. ' + SIGNED_IN + ' ' + QUERY_OR_BODY,
      response: { 200: CartResponse },
    },
    preValidation: removeMembersForm.preValidation,
  }, async (request) => {
    const ctx = await request.context();
    const { cart_id, ids } = request.body;
    return success(await cart.removeMembers(currentUser(request).userId, ctx, cart_id, ids));
  });
};
