// Contract of a signed-in customer's saved addresses (/dashboard/user/addresses). Lengths and
// coordinate ranges are checked by the service with messages naming the field (length or
// range keywords would turn the GraphQL input types into custom scalars).
import { Type } from 'typebox';
import { localeQuery, pageOf, pageQuery, positiveId, successEnvelope } from '../../http/schemas';
import { Location } from '../shops/schemas';

export const AddressBody = Type.Object({
  title: Type.String({ description: '1..100 characters (trimmed)' }),
  address: Type.String({ description: 'the address text, 1..255 characters (trimmed)' }),
  location: Location,
  active: Type.Optional(Type.Boolean({ description: 'true makes it the active address (the others lose the flag)' })),
}, { title: 'SaveAddress', description: 'location: latitude -90..90, longitude -180..180' });

export const Address = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  user_id: Type.Integer(),
  active: Type.Boolean(),
  address: Type.String(),
  location: Location,
  created_at: Type.String(),
  updated_at: Type.String(),
}, { title: 'Address' });

export const AddressParams = Type.Object({ id: positiveId('id of one of your addresses') });
export const AddressesQuery = Type.Object({ ...localeQuery, ...pageQuery });

export const AddressPage = pageOf('AddressPage', Address);
export const AddressResponse = successEnvelope('AddressResponse', Address);
export const AddressDeleteResponse = successEnvelope('AddressDeleteResponse', Type.Null());
