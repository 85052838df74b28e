// Routes of the saved addresses (/dashboard/user/addresses); rules live in service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { bearerSecurity, currentUser } from '../../http/auth';
import { success } from '../../http/envelope';
import { pageUrlOf } from '../../http/pagination';
import type { RequestContexts } from '../../http/request-context';
import { LocaleOnlyQuery } from '../../http/schemas';
import { AddressBody, AddressDeleteResponse, AddressesQuery, AddressPage, AddressParams, AddressResponse } from './schemas';
import type { AddressesService } from './service';

export interface AddressesRoutesOptions {
  contexts: RequestContexts;
  addresses: AddressesService;
  requireUser: preHandlerAsyncHookHandler;
}

const tags = ['addresses'];

export const addressesRoutes: FastifyPluginAsyncTypebox<AddressesRoutesOptions> = async (app, { contexts, addresses, requireUser }) => {
  app.addHook('preHandler', requireUser);

  app.get('/dashboard/user/addresses', {
    schema: { operationId: 'addresses', tags, security: bearerSecurity, querystring: AddressesQuery, response: { 200: AddressPage } },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    const { page = 1, perPage = 10 } = request.query;
    return addresses.list(currentUser(request).userId, { page, perPage }, pageUrlOf(request.url));
  });

  app.post('/dashboard/user/addresses', {
    schema: {
      operationId: 'createAddress', tags, security: bearerSecurity, querystring: LocaleOnlyQuery, body: AddressBody,
      response: { 200: AddressResponse },
    },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    return success(await addresses.create(currentUser(request).userId, request.body));
  });

  app.put('/dashboard/user/addresses/:id', {
    schema: {
      operationId: 'updateAddress', tags, security: bearerSecurity, params: AddressParams, querystring: LocaleOnlyQuery,
      body: AddressBody, response: { 200: AddressResponse },
    },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    return success(await addresses.update(currentUser(request).userId, request.params.id, request.body));
  });

  app.delete('/dashboard/user/addresses/:id', {
    schema: {
      operationId: 'deleteAddress', tags, security: bearerSecurity, params: AddressParams, querystring: LocaleOnlyQuery,
      response: { 200: AddressDeleteResponse },
    },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    await addresses.remove(currentUser(request).userId, request.params.id);
    return success(null);
  });
};
