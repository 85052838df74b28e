// Contract of the delivery-zone checks: does a branch (or any branch) deliver to a point? The
// point comes as the reference clients send it, `address[latitude]` and `address[longitude]`
// in the query. Ranges are checked by the service (range keywords would turn the GraphQL
// arguments into custom scalars).
import { Type } from 'typebox';
import { localeQuery, positiveId, successEnvelope } from '../../http/schemas';

export const DeliveryPointQuery = Type.Object({
  ...localeQuery,
  'address[latitude]': Type.Number({ description: 'latitude of the delivery address, -90..90' }),
  'address[longitude]': Type.Number({ description: 'longitude of the delivery address, -180..180' }),
});

export const DeliveryZoneShopParams = Type.Object({
  id: positiveId('id of the branch'),
});

export const DeliveryCheckResponse = successEnvelope('DeliveryCheckResponse', Type.String({ description: '"success"' }));
export const ShopDeliveryCheckResponse = successEnvelope('ShopDeliveryCheckResponse', Type.Null());
