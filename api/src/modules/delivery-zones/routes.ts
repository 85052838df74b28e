// Routes of the delivery-zone checks; rules live in service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../http/envelope';
import { ShopResponse, type ShopsService } from '../shops';
import { DeliveryCheckResponse, DeliveryPointQuery, DeliveryZoneShopParams, ShopDeliveryCheckResponse } from './schemas';
import { pointOf, type DeliveryZonesService } from './service';

export interface DeliveryZonesRoutesOptions {
  zones: DeliveryZonesService;
  shops: ShopsService;
}

const tags = ['delivery-zones'];

export const deliveryZonesRoutes: FastifyPluginAsyncTypebox<DeliveryZonesRoutesOptions> = async (app, { zones, shops }) => {
  app.get('/rest/shop/delivery-zone/check/distance', {
    schema: {
      operationId: 'checkDeliveryZone',
      tags,
      summary: 'Does any branch deliver to a point?',
      description: 'Answers `data: "success"` when the delivery zone of some open, approved branch contains the point '
        + '(`address[latitude]`, `address[longitude]`); otherwise 400 ERROR_433 "We don\'t deliver here yet. Please, change your '
        + 'address or choose pickup option.". Public.',
      querystring: DeliveryPointQuery,
      response: { 200: DeliveryCheckResponse },
    },
  }, async (request) => {
    await request.context();
    await zones.checkAny(pointOf(request.query));
    return success('success');
  });

  app.get('/rest/shop/:id/delivery-zone/check/distance', {
    schema: {
      operationId: 'checkShopDeliveryZone',
      tags,
      summary: 'Does this branch deliver to a point?',
      description: 'Answers `data: null` when branch `id`\'s delivery zone contains the point (its open flag is not checked here); '
        + 'outside → 400 ERROR_433; an unknown branch or one without a zone → 404 ERROR_404. Public.',
      params: DeliveryZoneShopParams,
      querystring: DeliveryPointQuery,
      response: { 200: ShopDeliveryCheckResponse },
    },
  }, async (request) => {
    await request.context();
    await zones.checkShop(request.params.id, pointOf(request.query));
    return success(null);
  });

  app.get('/rest/branch/check-smallest', {
    schema: {
      operationId: 'nearestDeliveringBranch',
      tags,
      summary: 'The nearest branch that delivers to a point',
      description: 'Among the open, approved branches whose delivery zone contains the point, the nearest to it as the crow flies '
        + '(ties: the lowest id), as `GET /rest/shops/{id}` answers it. None → 400 ERROR_400 "Sorry, we\'re not available '
        + 'here". Public.',
      querystring: DeliveryPointQuery,
      response: { 200: ShopResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    const shopId = await zones.nearestBranchId(pointOf(request.query));
    return success(await shops.shop(ctx, String(shopId)));
  });
};
