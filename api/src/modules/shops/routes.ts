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
    schema: {
      operationId: 'mainShop',
      tags: ['shops'],
      summary: 'The main shop',
      description: 'The main shop (the restaurant the branches belong to) with its texts in the requested language, working days '
        + 'and closed dates, answered as `{data}` without the envelope\'s other fields (as in the reference). Public; no main shop '
        + '→ 404 ERROR_404.',
      querystring: LocaleOnlyQuery,
      response: { 200: MainShopResponse },
    },
  }, async (request) => {
    const ctx = await contexts.resolve(request, request.query);
    return { data: await shops.mainShop(ctx) };
  });

  app.get('/rest/main-shop/galleries', {
    schema: {
      operationId: 'mainShopGalleries',
      tags: ['shops'],
      summary: 'The main shop\'s pictures',
      description: 'The main shop\'s gallery, answered as `{data}` without the envelope\'s other fields (as in the reference). Public; '
        + 'no picture (or no main shop) → 404 ERROR_404.',
      querystring: LocaleOnlyQuery,
      response: { 200: ShopGalleriesResponse },
    },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    return { data: await shops.mainShopGalleries() };
  });

  app.get('/rest/shops/paginate', {
    schema: {
      operationId: 'branches',
      tags: ['shops'],
      summary: 'Branches of the main shop, paginated',
      description: 'The approved branches of the main shop by id, a page at a time (`page`, `perPage` 1..100, default 10); '
        + '`open=1` keeps the branches whose open flag is set. Texts in the requested language, amounts in the requested '
        + 'currency. Public.',
      querystring: BranchesQuery,
      response: { 200: ShopPage },
    },
  }, async (request) => {
    const ctx = await contexts.resolve(request, request.query);
    const { page = 1, perPage = 10, open } = request.query;
    return shops.branches(ctx, { page, perPage, open }, pageUrlOf(request.url));
  });

  app.get('/rest/shops/:id', {
    schema: {
      operationId: 'shop',
      tags: ['shops'],
      summary: 'One shop or branch by id or uuid',
      description: 'An approved shop (the main shop or a branch) named by its numeric id or its uuid, with texts, working days and '
        + 'closed dates. An unknown or malformed id, or a shop not approved → 404 ERROR_404. Public.',
      params: ShopParams,
      querystring: LocaleOnlyQuery,
      response: { 200: ShopResponse },
    },
  }, async (request) => {
    const ctx = await contexts.resolve(request, request.query);
    return success(await shops.shop(ctx, request.params.id));
  });
};
