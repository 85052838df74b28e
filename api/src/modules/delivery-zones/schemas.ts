// Contract of the delivery-zone checks: does a branch (or any branch) deliver to a point? The
// point comes as Foodyman clients send it, `address[latitude]` and `address[longitude]`
// in the query. Ranges are checked by the service (range keywords would turn the GraphQL
// arguments into custom scalars).
import { Type } from 'typebox';
import { localeQuery, positiveId, successEnvelope } from '../../http/schemas';

export const DeliveryPointQuery = Type.Object({
  ...localeQuery,
  'address[latitude]': Type.Number({ description: 'Latitude of the delivery address, -90..90 (else 400 on this key).' }),
  'address[longitude]': Type.Number({ description: 'Longitude of the delivery address, -180..180 (else 400 on this key).' }),
});

export const DeliveryZoneShopParams = Type.Object({
  id: positiveId('Id of the branch.'),
});

export const DeliveryCheckResponse = successEnvelope('DeliveryCheckResponse', Type.String({ description: 'Always `success`.' }),
  'Some branch delivers to the point.');
export const ShopDeliveryCheckResponse = successEnvelope('ShopDeliveryCheckResponse', Type.Null({ description: 'Always null.' }),
  'The branch delivers to the point.');
