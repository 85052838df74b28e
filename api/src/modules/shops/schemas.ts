// Contract of the shops area: the main shop, its galleries and its branches.
import { Type } from 'typebox';
import { NullableInteger, bareResource, localeQuery, pageOf, pageQuery, successEnvelope } from '../../http/schemas';

export const Location = Type.Object({
  latitude: Type.Number(),
  longitude: Type.Number(),
}, { title: 'Location' });

export const DeliveryTime = Type.Object({
  from: Type.String(),
  to: Type.String(),
  type: Type.String({ description: 'minute, hour, day or month' }),
}, { title: 'DeliveryTime' });

export const ShopTranslation = Type.Object({
  id: Type.Integer(),
  locale: Type.String(),
  title: Type.String(),
  description: Type.String(),
  address: Type.String(),
}, { title: 'ShopTranslation' });

export const WorkingDay = Type.Object({
  id: Type.Integer(),
  day: Type.String({ description: 'sunday .. saturday' }),
  from: Type.String({ description: 'opening time, "09-00" (hyphen)' }),
  to: Type.String({ description: 'closing time, "23-00" (hyphen)' }),
  disabled: Type.Boolean(),
}, { title: 'WorkingDay' });

export const ClosedDate = Type.Object({
  id: Type.Integer(),
  day: Type.String({ description: 'YYYY-MM-DD' }),
}, { title: 'ClosedDate' });

export const Shop = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  parent_id: NullableInteger,
  tax: Type.Number({ description: 'percentage applied to the order subtotal (HST)' }),
  price: Type.Number({ description: 'base delivery price' }),
  price_per_km: Type.Number(),
  min_amount: Type.Number(),
  open: Type.Boolean(),
  visibility: Type.Boolean(),
  phone: Type.String(),
  type: Type.String(),
  status: Type.String(),
  logo_img: Type.String(),
  background_img: Type.String(),
  location: Location,
  delivery_time: DeliveryTime,
  translation: ShopTranslation,
  shop_working_days: Type.Array(WorkingDay),
  shop_closed_date: Type.Array(ClosedDate),
  products_count: Type.Integer(),
}, { title: 'Shop' });

export const Gallery = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  type: Type.String(),
  path: Type.String(),
  base_path: Type.String(),
}, { title: 'Gallery' });

export const ShopGalleries = Type.Object({
  id: Type.Integer(),
  active: Type.Boolean(),
  shop_id: Type.Integer(),
  galleries: Type.Array(Gallery),
}, { title: 'ShopGalleries' });


export const BranchesQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  open: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1 = only branches whose open flag is set' })),
});

export const ShopParams = Type.Object({
  id: Type.String({ description: 'numeric id or uuid of the shop' }),
});

export const MainShopResponse = bareResource('MainShopResponse', Shop);
export const ShopGalleriesResponse = bareResource('ShopGalleriesResponse', ShopGalleries);
export const ShopPage = pageOf('ShopPage', Shop);
export const ShopResponse = successEnvelope('ShopResponse', Shop);
