// Contract of a signed-in customer's saved addresses (/dashboard/user/addresses). Lengths and
// coordinate ranges are checked by the service with messages naming the field (length or
// range keywords would turn the GraphQL input types into custom scalars).
import { Type } from 'typebox';
import { localeQuery, pageOf, pageQuery, positiveId, rowDates, serviceBounds, successEnvelope } from '../../http/schemas';
import { Location } from '../shops';
import { ADDRESS_MAX, TITLE_MAX } from './service';

export const AddressBody = Type.Object({
  title: Type.String({ description: `A name for it, e.g. \`Home\`: 1..${TITLE_MAX} characters once trimmed.`, ...serviceBounds({ maxLength: TITLE_MAX }) }),
  address: Type.String({ description: `The address as text, 1..${ADDRESS_MAX} characters once trimmed.`, ...serviceBounds({ maxLength: ADDRESS_MAX }) }),
  location: Location,
  active: Type.Optional(Type.Boolean({ description: 'true makes it the active address (your others lose the flag); absent: false on create, kept on update.' })),
}, {
  title: 'SaveAddress',
  description: 'A saved address as sent (an update replaces title, address and location). location: latitude -90..90, longitude -180..180 (else 400 '
    + '`params.location.latitude` / `params.location.longitude`).',
});

export const Address = Type.Object({
  id: Type.Integer({ description: 'Id of the address: what calculateCart and placeOrder take as `address_id`.' }),
  title: Type.String({ description: 'Its name, e.g. `Home`.' }),
  user_id: Type.Integer({ description: 'The signed-in user it belongs to.' }),
  active: Type.Boolean({ description: 'The active address; at most one of the user\'s is.' }),
  address: Type.String({ description: 'The address as text.' }),
  location: Location,
  ...rowDates('When it was saved'),
}, { title: 'Address', description: 'A delivery address the signed-in user saved, with its point on the map.' });

export const AddressParams = Type.Object({ id: positiveId('Id of one of your addresses (another user\'s or an unknown one → 404).') });
export const AddressesQuery = Type.Object({ ...localeQuery, ...pageQuery });

export const AddressPage = pageOf('AddressPage', Address, 'A page of the signed-in user\'s addresses.', 'The page\'s addresses, oldest first.');
export const AddressResponse = successEnvelope('AddressResponse', Address, 'The address as saved.');
export const AddressDeleteResponse = successEnvelope('AddressDeleteResponse', Type.Null({ description: 'Always null.' }), 'The address is deleted.');
