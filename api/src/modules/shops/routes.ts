// Routes of the shops area; rules live in service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../http/envelope';
import { pageUrlOf } from '../../http/pagination';
import type { RequestContexts } from '../../http/request-context';
import { LocaleOnlyQuery } from '../../http/schemas';
import {
  BranchesQuery, MainShopResponse, ShopGalleriesResponse, ShopPage, ShopParams, ShopResponse,
} from './schemas';
import type { ShopsService } from './service';

export interface ShopsRoutesOptions {
  contexts: RequestContexts;
  shops: ShopsService;
}

export const shopsRoutes: FastifyPluginAsyncTypebox<ShopsRoutesOptions> = async (app, { contexts, shops }) => {
  app.get('/rest/main-shop', {
    schema: { operationId: 'mainShop', tags: ['shops'], querystring: LocaleOnlyQuery, response: { 200: MainShopResponse } },
  }, async (request) => {
    const ctx = await contexts.resolve(request, request.query);
    return { data: await shops.mainShop(ctx) };
  });

  app.get('/rest/main-shop/galleries', {
    schema: { operationId: 'mainShopGalleries', tags: ['shops'], querystring: LocaleOnlyQuery, response: { 200: ShopGalleriesResponse } },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    return { data: await shops.mainShopGalleries() };
  });

  app.get('/rest/shops/paginate', {
    schema: { operationId: 'branches', tags: ['shops'], querystring: BranchesQuery, response: { 200: ShopPage } },
  }, async (request) => {
    const ctx = await contexts.resolve(request, request.query);
    const { page = 1, perPage = 10, open } = request.query;
    return shops.branches(ctx, { page, perPage, open }, pageUrlOf(request.url));
  });

  app.get('/rest/shops/:id', {
    schema: { operationId: 'shop', tags: ['shops'], params: ShopParams, querystring: LocaleOnlyQuery, response: { 200: ShopResponse } },
  }, async (request) => {
    const ctx = await contexts.resolve(request, request.query);
    return success(await shops.shop(ctx, request.params.id));
  });
};
