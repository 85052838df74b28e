// Routes of a group order's guest members (/rest/cart*): public, since guests have no account;
// a member names itself by its uuid. Rules live in group.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { resourceDate, success } from '../../http/envelope';
import type { RequestContexts } from '../../http/request-context';
import { LocaleOnlyQuery } from '../../http/schemas';
import type { GroupCartService } from './group';
import type { MemberRow } from './lines';
import { acceptEmptyJsonBody, queryOrBody } from './query-form';
import { cartContext } from './routes';
import {
  CartIdParams, CartResponse, DeleteGroupCartProductsBody, DeleteGroupMembersBody, GroupCartQuery, GroupMemberResponse,
  GroupMemberStatusBody, GroupMemberStatusParams, InsertGroupCartProductsBody, JoinGroupOrderBody,
} from './schemas';

export interface GroupCartRoutesOptions {
  contexts: RequestContexts;
  groupCart: GroupCartService;
}

const tags = ['cart'];
const deleteLinesForm = queryOrBody(DeleteGroupCartProductsBody);
const leaveForm = queryOrBody(DeleteGroupMembersBody);

const memberView = (member: MemberRow) => ({
  id: member.id,
  cart_id: member.cartId,
  user_id: member.userId,
  name: member.name,
  uuid: member.uuid,
  status: member.status,
  created_at: resourceDate(member.createdAt),
  updated_at: resourceDate(member.updatedAt),
});

export const groupCartRoutes: FastifyPluginAsyncTypebox<GroupCartRoutesOptions> = async (app, { contexts, groupCart }) => {
  acceptEmptyJsonBody(app);
  const contextOf = cartContext(contexts);

  app.post('/rest/cart', {
    schema: {
      operationId: 'joinGroupOrder', tags, querystring: LocaleOnlyQuery, body: JoinGroupOrderBody, response: { 200: CartResponse },
    },
  }, async (request) => {
    const ctx = await contextOf(request, request.query);
    return success(await groupCart.join(ctx, request.body.cart_id, request.body.name));
  });

  app.post('/rest/cart/open', {
    schema: {
      operationId: 'openGroupMember', tags, querystring: LocaleOnlyQuery, body: JoinGroupOrderBody, response: { 200: GroupMemberResponse },
    },
  }, async (request) => {
    await contextOf(request, request.query);
    return success(memberView(await groupCart.joinAsMember(request.body.cart_id, request.body.name)));
  });

  app.get('/rest/cart/:id', {
    schema: { operationId: 'groupCart', tags, params: CartIdParams, querystring: GroupCartQuery, response: { 200: CartResponse } },
  }, async (request) => {
    const ctx = await contextOf(request, request.query);
    return success(await groupCart.show(ctx, request.params.id, request.query.user_cart_uuid));
  });

  app.post('/rest/cart/insert-product', {
    schema: {
      operationId: 'insertGroupCartProducts', tags, querystring: LocaleOnlyQuery, body: InsertGroupCartProductsBody,
      response: { 200: CartResponse },
    },
  }, async (request) => {
    const ctx = await contextOf(request, request.query, request.body);
    return success(await groupCart.insertProducts(ctx, request.body));
  });

  app.post('/rest/cart/status/:user_cart_uuid', {
    schema: {
      operationId: 'toggleGroupMemberStatus', tags, querystring: LocaleOnlyQuery, params: GroupMemberStatusParams,
      body: GroupMemberStatusBody, response: { 200: CartResponse },
    },
  }, async (request) => {
    const ctx = await contextOf(request, request.query);
    return success(await groupCart.toggleStatus(ctx, { cart_id: request.body.cart_id, user_cart_uuid: request.params.user_cart_uuid }));
  });

  app.delete('/rest/cart/product/delete', {
    schema: {
      operationId: 'deleteGroupCartProducts', tags, ...deleteLinesForm.schema, response: { 200: CartResponse },
    },
    preValidation: deleteLinesForm.preValidation,
  }, async (request) => {
    const ctx = await contextOf(request, request.query);
    return success(await groupCart.deleteLines(ctx, request.body));
  });

  app.delete('/rest/cart/member/delete', {
    schema: {
      operationId: 'leaveGroupOrder', tags, ...leaveForm.schema, response: { 200: CartResponse },
    },
    preValidation: leaveForm.preValidation,
  }, async (request) => {
    const ctx = await contextOf(request, request.query);
    return success(await groupCart.leave(ctx, request.body.cart_id, request.body.ids));
  });
};
