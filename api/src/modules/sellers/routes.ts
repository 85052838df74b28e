// Routes of the seller application (/dashboard/user/shops); rules live in service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requireUserIn } from '../../http/auth';
import { success } from '../../http/envelope';
import { ApplyAsSellerBody, SellerApplicationResponse } from './schemas';
import type { SellersService } from './service';

export interface SellersRoutesOptions {
  sellers: SellersService;
}

const tags = ['sellers'];

export const sellersRoutes: FastifyPluginAsyncTypebox<SellersRoutesOptions> = async (app, { sellers }) => {
  requireUserIn(app);

  app.get('/dashboard/user/shops', {
    schema: {
      operationId: 'sellerApplication',
      tags,
      summary: 'The signed-in user\'s seller application',
      description: 'The signed-in user\'s request to open a shop, with its review status. Signed-in users only (else 401 '
        + 'ERROR_100); no application → 404 ERROR_204 "You have no shop".',
      response: { 200: SellerApplicationResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await sellers.show(currentUser(request).userId));
  });

  app.post('/dashboard/user/shops', {
    schema: {
      operationId: 'applyAsSeller',
      tags,
      summary: 'Apply to become a seller',
      description: 'Files the signed-in user\'s one request to open a shop, `under review` until staff decide. Signed-in users '
        + 'only (else 401 ERROR_100). Each refused field → 400 on it (e.g. "The title field is required." on `params.title`); '
        + 'a second application → 400 ERROR_206 "You have already applied", the first kept.',
      body: ApplyAsSellerBody,
      response: { 200: SellerApplicationResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await sellers.apply(currentUser(request).userId, request.body));
  });
};
