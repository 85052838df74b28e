// Routes of a group order's guest members (/rest/cart*): public, since guests have no account;
// a member names itself by its uuid. Rules live in group.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { resourceDate, success } from '../../http/envelope';
import type { GroupCartService } from './group';
import type { MemberRow } from './lines';
import { acceptEmptyJsonBody, QUERY_OR_BODY, queryOrBody } from './query-form';
import {
  CartIdParams, CartResponse, DeleteGroupCartProductsBody, DeleteGroupMembersBody, GroupCartQuery, GroupMemberResponse,
  GroupMemberStatusBody, GroupMemberStatusParams, InsertGroupCartProductsBody, JoinGroupOrderBody,
} from './schemas';

export interface GroupCartRoutesOptions {
  groupCart: GroupCartService;
}

const tags = ['cart'];
const GUESTS = 'Public: guests have no account, the member uuid is their key.';
const MEMBER_ERRORS = 'A malformed, unknown or other cart\'s `user_cart_uuid` → 400 `params.user_cart_uuid`, a member the owner '
  + 'removed → 400 ERROR_442, an unknown cart → 404 ERROR_404.';
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

export const groupCartRoutes: FastifyPluginAsyncTypebox<GroupCartRoutesOptions> = async (app, { groupCart }) => {
  acceptEmptyJsonBody(app);

  app.post('/rest/cart', {
    schema: {
      operationId: 'joinGroupOrder',
      tags,
      summary: 'Join a group order as a guest',
      description: 'Adds a guest member called `name` to an open group order and answers the cart as that member sees it: their '
        + '`uuid` shows in their own row only, and every later guest call needs it. A closed group, a cart that is no group order '
        + 'or an unknown cart → 400 ERROR_441 on `params.cart_id`. ' + GUESTS,
      body: JoinGroupOrderBody,
      response: { 200: CartResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await groupCart.join(ctx, request.body.cart_id, request.body.name));
  });

  app.post('/rest/cart/open', {
    schema: {
      operationId: 'openGroupMember',
      tags,
      summary: 'Join a group order, answering the new member',
      description: 'Joins as joinGroupOrder does, with the same errors, but answers the new member row (Foodyman\'s `POST '
        + '/rest/cart/open`), whose `uuid` names the member in every later guest call. ' + GUESTS,
      body: JoinGroupOrderBody,
      response: { 200: GroupMemberResponse },
    },
  }, async (request) => {
    await request.context();
    return success(memberView(await groupCart.joinAsMember(request.body.cart_id, request.body.name)));
  });

  app.get('/rest/cart/:id', {
    schema: {
      operationId: 'groupCart',
      tags,
      summary: 'A group order\'s cart as a guest sees it',
      description: 'The cart `id` with every member and line in the requested currency (the cart\'s stored currency is left '
        + 'alone); only your own row shows its `uuid`. ' + MEMBER_ERRORS + ' ' + GUESTS,
      params: CartIdParams,
      querystring: GroupCartQuery,
      response: { 200: CartResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await groupCart.show(ctx, request.params.id, request.query.user_cart_uuid));
  });

  app.post('/rest/cart/insert-product', {
    schema: {
      operationId: 'insertGroupCartProducts',
      tags,
      summary: 'Set a guest\'s lines in a group order',
      description: 'Sets your own lines as the owner\'s insert-product does (same rules and errors), with stocks of the cart\'s '
        + 'branch only (another branch → 400 ERROR_440). While the owner has the group closed → 400 ERROR_443. '
        + MEMBER_ERRORS + ' ' + GUESTS,
      body: InsertGroupCartProductsBody,
      response: { 200: CartResponse },
    },
  }, async (request) => {
    const ctx = await request.context(request.body);
    return success(await groupCart.insertProducts(ctx, request.body));
  });

  app.post('/rest/cart/status/:user_cart_uuid', {
    schema: {
      operationId: 'toggleGroupMemberStatus',
      tags,
      summary: 'Mark a guest ready, or not ready again',
      description: 'Toggles your member row\'s `status` (ready) and answers the cart. While the owner has the group closed → 400 '
        + 'ERROR_443. ' + MEMBER_ERRORS + ' ' + GUESTS,
      params: GroupMemberStatusParams,
      body: GroupMemberStatusBody,
      response: { 200: CartResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await groupCart.toggleStatus(ctx, { cart_id: request.body.cart_id, user_cart_uuid: request.params.user_cart_uuid }));
  });

  app.delete('/rest/cart/product/delete', {
    schema: {
      operationId: 'deleteGroupCartProducts',
      tags,
      summary: 'Remove a guest\'s lines from a group order',
      ...deleteLinesForm.schema,
      description: 'Removes lines of your own (a parent line takes its add-ons); another\'s line → 400 `params.ids.N`, nothing '
        + 'removed; a closed group → 400 ERROR_443. ' + MEMBER_ERRORS + ' ' + GUESTS + ' ' + QUERY_OR_BODY,
      response: { 200: CartResponse },
    },
    preValidation: deleteLinesForm.preValidation,
  }, async (request) => {
    const ctx = await request.context();
    return success(await groupCart.deleteLines(ctx, request.body));
  });

  app.delete('/rest/cart/member/delete', {
    schema: {
      operationId: 'leaveGroupOrder',
      tags,
      summary: 'Leave a group order',
      ...leaveForm.schema,
      description: 'Removes the guests whose uuids are in `ids` (yours, to leave) with their lines, even while the group is '
        + 'closed, and answers the cart with no uuid shown. A uuid that is no guest of the cart → 400 `params.ids.N`, nobody '
        + 'removed; an unknown cart → 404 ERROR_404. ' + GUESTS + ' ' + QUERY_OR_BODY,
      response: { 200: CartResponse },
    },
    preValidation: leaveForm.preValidation,
  }, async (request) => {
    const ctx = await request.context();
    return success(await groupCart.leave(ctx, request.body.cart_id, request.body.ids));
  });
};
