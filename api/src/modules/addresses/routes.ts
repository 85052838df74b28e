// Routes of the saved addresses (/dashboard/user/addresses); rules live in service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requireUserIn } from '../../http/auth';
import { success } from '../../http/envelope';
import { pageUrlOf } from '../../http/pagination';
import { AddressBody, AddressDeleteResponse, AddressesQuery, AddressPage, AddressParams, AddressResponse } from './schemas';
import type { AddressesService } from './service';

export interface AddressesRoutesOptions {
  addresses: AddressesService;
}

const tags = ['addresses'];
const SIGNED_IN = 'Signed-in users only (else 401 ERROR_100).';

export const addressesRoutes: FastifyPluginAsyncTypebox<AddressesRoutesOptions> = async (app, { addresses }) => {
  requireUserIn(app);

  app.get('/dashboard/user/addresses', {
    schema: {
      operationId: 'addresses',
      tags,
      summary: 'The signed-in user\'s saved addresses, paginated',
      description: 'Your saved delivery addresses, oldest first, a page at a time (`perPage` 1..100, default 10). ' + SIGNED_IN,
      querystring: AddressesQuery,
      response: { 200: AddressPage },
    },
  }, async (request) => {
    await request.context();
    const { page = 1, perPage = 10 } = request.query;
    return addresses.list(currentUser(request).userId, { page, perPage }, pageUrlOf(request.url));
  });

  app.post('/dashboard/user/addresses', {
    schema: {
      operationId: 'createAddress',
      tags,
      summary: 'Save a new address',
      description: 'Saves a delivery address for the signed-in user; `active: true` takes the flag from your other addresses. Each '
        + 'refused field → 400 on it (e.g. "The title field is required." on `params.title`), nothing saved. ' + SIGNED_IN,
      body: AddressBody,
      response: { 200: AddressResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await addresses.create(currentUser(request).userId, request.body));
  });

  app.put('/dashboard/user/addresses/:id', {
    schema: {
      operationId: 'updateAddress',
      tags,
      summary: 'Replace a saved address',
      description: 'Replaces the title, address and location of your address `id`, and `active` when sent (rules as createAddress). Another user\'s or an unknown id → 404 '
        + 'ERROR_404, nothing changed. ' + SIGNED_IN,
      params: AddressParams,
      body: AddressBody,
      response: { 200: AddressResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await addresses.update(currentUser(request).userId, request.params.id, request.body));
  });

  app.delete('/dashboard/user/addresses/:id', {
    schema: {
      operationId: 'deleteAddress',
      tags,
      summary: 'Delete a saved address',
      description: 'Deletes your address `id` and answers `data: null`. Another user\'s or an unknown id → 404 ERROR_404, nothing '
        + 'deleted. ' + SIGNED_IN,
      params: AddressParams,
      response: { 200: AddressDeleteResponse },
    },
  }, async (request) => {
    await request.context();
    await addresses.remove(currentUser(request).userId, request.params.id);
    return success(null);
  });
};
