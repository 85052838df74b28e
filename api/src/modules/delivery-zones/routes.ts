// Routes of the delivery-zone checks; rules live in service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../http/envelope';
import type { RequestContexts } from '../../http/request-context';
import { ShopResponse } from '../shops/schemas';
import type { ShopsService } from '../shops/service';
import { DeliveryCheckResponse, DeliveryPointQuery, DeliveryZoneShopParams, ShopDeliveryCheckResponse } from './schemas';
import { pointOf, type DeliveryZonesService } from './service';

export interface DeliveryZonesRoutesOptions {
  contexts: RequestContexts;
  zones: DeliveryZonesService;
  shops: ShopsService;
}

const tags = ['delivery-zones'];

export const deliveryZonesRoutes: FastifyPluginAsyncTypebox<DeliveryZonesRoutesOptions> = async (app, { contexts, zones, shops }) => {
  app.get('/rest/shop/delivery-zone/check/distance', {
    schema: { operationId: 'checkDeliveryZone', tags, querystring: DeliveryPointQuery, response: { 200: DeliveryCheckResponse } },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    await zones.checkAny(pointOf(request.query));
    return success('success');
  });

  app.get('/rest/shop/:id/delivery-zone/check/distance', {
    schema: {
      operationId: 'checkShopDeliveryZone', tags, params: DeliveryZoneShopParams, querystring: DeliveryPointQuery,
      response: { 200: ShopDeliveryCheckResponse },
    },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    await zones.checkShop(request.params.id, pointOf(request.query));
    return success(null);
  });

  app.get('/rest/branch/check-smallest', {
    schema: { operationId: 'nearestDeliveringBranch', tags, querystring: DeliveryPointQuery, response: { 200: ShopResponse } },
  }, async (request) => {
    const ctx = await contexts.resolve(request, request.query);
    const shopId = await zones.nearestBranchId(pointOf(request.query));
    return success(await shops.shop(ctx, String(shopId)));
  });
};
