// Contract of the shops area: the main shop, its galleries and its branches.
import { Type } from 'typebox';
import { bareResource, localeQuery, nullableInteger, pageOf, pageQuery, successEnvelope } from '../../http/schemas';

export const Location = Type.Object({
  latitude: Type.Number({ description: 'Latitude in degrees, -90..90.' }),
  longitude: Type.Number({ description: 'Longitude in degrees, -180..180.' }),
}, { title: 'Location', description: 'A point on the map (WGS 84 degrees).' });

export const DeliveryTime = Type.Object({
  from: Type.String({ description: 'Shortest delivery time, a number as text (e.g. "30"), in `type` units.' }),
  to: Type.String({ description: 'Longest delivery time, a number as text (e.g. "60"), in `type` units.' }),
  type: Type.String({ description: 'Unit of from and to: minute, hour, day or month.' }),
}, { title: 'DeliveryTime', description: 'How long a delivery takes, as a range.' });

export const ShopTranslation = Type.Object({
  id: Type.Integer({ description: 'Id of the translation; 0 when the shop has none.' }),
  locale: Type.String({ description: 'Language of the texts: the requested one, else the default one.' }),
  title: Type.String({ description: 'Name of the shop or branch; empty when it has no translation.' }),
  description: Type.String({ description: 'A short presentation; may be empty.' }),
  address: Type.String({ description: 'The street address, as text; may be empty.' }),
}, { title: 'ShopTranslation', description: 'The shop\'s texts in the requested language, else the default language.' });

export const WorkingDay = Type.Object({
  id: Type.Integer({ description: 'Id of the entry.' }),
  day: Type.String({ description: 'Day of the week, lower case: sunday .. saturday.' }),
  from: Type.String({ description: 'Opening time, "HH-MM" with a hyphen, e.g. "09-00" (read it as 09:00).' }),
  to: Type.String({ description: 'Closing time, "HH-MM" with a hyphen, e.g. "23-00".' }),
  disabled: Type.Boolean({ description: 'true: closed all that day.' }),
}, { title: 'WorkingDay', description: 'Opening hours of one day of the week, in the branch\'s local time.' });

export const ClosedDate = Type.Object({
  id: Type.Integer({ description: 'Id of the entry.' }),
  day: Type.String({ description: 'The date, YYYY-MM-DD.' }),
}, { title: 'ClosedDate', description: 'A date on which the branch is closed whatever its working days say.' });

export const Shop = Type.Object({
  id: Type.Integer({ description: 'Id of the shop (shop ids start at 501); a branch\'s id is the `shop_id` of its menu, carts and orders.' }),
  uuid: Type.String({ description: 'The shop\'s uuid; `GET /rest/shops/{id}` takes it as well as the id.' }),
  parent_id: nullableInteger('The main shop\'s id for a branch; null for the main shop.'),
  tax: Type.Number({ description: 'Tax percentage applied to the order subtotal (labelled HST), e.g. 13.' }),
  price: Type.Number({ description: 'Base delivery fee, in the requested currency.' }),
  price_per_km: Type.Number({ description: 'Delivery fee per km from the branch, in the requested currency.' }),
  min_amount: Type.Number({ description: 'Smallest order (lines after their discounts) the branch takes, in the requested currency.' }),
  open: Type.Boolean({ description: 'The branch takes orders; false: closed until further notice (working days aside).' }),
  visibility: Type.Boolean({ description: 'The reference\'s visibility flag; the branch list does not filter on it.' }),
  phone: Type.String({ description: 'Contact phone, as entered; may be empty.' }),
  type: Type.String({ description: 'restaurant or shop.' }),
  status: Type.String({ description: 'Review status; always approved here (other shops are not shown).' }),
  logo_img: Type.String({ description: 'Logo: a path under `/storage/images/` or a full URL; may be empty.' }),
  background_img: Type.String({ description: 'Cover picture: a path under `/storage/images/` or a full URL; may be empty.' }),
  location: Location,
  delivery_time: DeliveryTime,
  translation: ShopTranslation,
  shop_working_days: Type.Array(WorkingDay, { description: 'Opening hours per day of the week.' }),
  shop_closed_date: Type.Array(ClosedDate, { description: 'Dates on which it is closed, earliest first.' }),
  products_count: Type.Integer({ description: 'Products a customer can buy there (active, published, not add-ons, in stock).' }),
}, {
  title: 'Shop',
  description: 'The main shop or one of its branches. A branch is closed when `open` is false, on a closed date, on a disabled '
    + 'working day, or outside that day\'s hours. Amounts are in the requested currency.',
});

export const Gallery = Type.Object({
  id: Type.Integer({ description: 'Id of the picture.' }),
  title: Type.String({ description: 'Caption of the picture.' }),
  type: Type.String({ description: 'Kind of gallery, e.g. `shop-galleries`.' }),
  path: Type.String({ description: 'The picture: a path under `base_path`, or a full URL.' }),
  base_path: Type.String({ description: 'Where relative paths are served: `/storage/images/`.' }),
}, { title: 'Gallery', description: 'One picture of the shop.' });

export const ShopGalleries = Type.Object({
  id: Type.Integer({ description: 'Id of the main shop.' }),
  active: Type.Boolean({ description: 'Always true.' }),
  shop_id: Type.Integer({ description: 'Id of the main shop.' }),
  galleries: Type.Array(Gallery, { description: 'The pictures, by id.' }),
}, { title: 'ShopGalleries', description: 'The main shop\'s pictures.' });

export const BranchesQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  open: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1 = only branches whose open flag is set; 0 or absent: every branch.' })),
});

export const ShopParams = Type.Object({
  id: Type.String({ description: 'Numeric id or uuid (any case) of the shop; anything else → 404.' }),
});

export const MainShopResponse = bareResource('MainShopResponse', Shop, 'The main shop, as `{data}` without the envelope\'s other fields.');
export const ShopGalleriesResponse = bareResource('ShopGalleriesResponse', ShopGalleries,
  'The main shop\'s pictures, as `{data}` without the envelope\'s other fields.');
export const ShopPage = pageOf('ShopPage', Shop, 'A page of branches.', 'The page\'s branches, by id.');
export const ShopResponse = successEnvelope('ShopResponse', Shop, 'One shop or branch.');
