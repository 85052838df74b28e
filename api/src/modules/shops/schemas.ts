// Contract of the shops area: the main shop, its galleries and its branches.
import { Type } from 'typebox';
import {
  bareResource, localeQuery, nullable, nullableInteger, nullableString, pageOf, pageQuery, positiveId, shownTranslationKeys,
  stringEnum, successEnvelope,
} from '../../http/schemas';
import { PAYMENT_TYPES } from '../settings';
import { DELIVERY_TIME_TYPES, SHOP_TYPES } from './tables';
import { RECOMMENDED_RATING, SHOP_ORDER_RULES, SHOP_ORDERS } from './discovery';

export const ShopType = stringEnum(SHOP_TYPES, 'ShopType', 'Kind of shop: shop or restaurant.');
export const DeliveryTimeType = stringEnum(DELIVERY_TIME_TYPES, 'DeliveryTimeType', 'Unit of the delivery times: minute, hour, day or month.');
export const PaymentType = stringEnum(PAYMENT_TYPES, 'PaymentType',
  'How an order is paid: cash (paid to the courier or at the counter, on delivery or pickup) or wallet (debited from your '
  + 'wallet when the order is placed).');

export const Location = Type.Object({
  latitude: Type.Number({ description: 'Latitude in degrees, -90..90.' }),
  longitude: Type.Number({ description: 'Longitude in degrees, -180..180.' }),
}, { title: 'Location', description: 'A point on the map (WGS 84 degrees).' });

export const DeliveryTime = Type.Object({
  from: Type.String({ description: 'Shortest delivery time, a number as text (e.g. "30"), in `type` units.' }),
  to: Type.String({ description: 'Longest delivery time, a number as text (e.g. "60"), in `type` units.' }),
  type: DeliveryTimeType,
}, { title: 'DeliveryTime', description: 'How long a delivery takes, as a range.' });

export const ShopTranslation = Type.Object({
  ...shownTranslationKeys('shop', 'texts'),
  title: Type.String({ description: 'Name of the shop or branch; empty when it has no translation.' }),
  description: Type.String({ description: 'A short presentation; may be empty.' }),
  address: Type.String({ description: 'The street address, as text; may be empty.' }),
}, { title: 'ShopTranslation', description: 'The shop\'s texts in the requested language, else the default language.' });

export const WorkingHours = Type.Object({
  from: Type.String({ description: 'Opening time HH:MM (24 h).' }),
  to: Type.String({ description: 'Closing time HH:MM (24 h; "24:00": midnight at the day\'s end), on the next day when at or before `from`.' }),
}, { title: 'WorkingHours', description: 'A working day\'s opening as HH:MM, read from its `from` and `to` as the open-now rule reads them.' });

export const WorkingDay = Type.Object({
  id: Type.Integer({ description: 'Id of the entry.' }),
  day: Type.String({ description: 'Day of the week, lower case: sunday .. saturday.' }),
  from: Type.String({ description: 'Opening time, "HH-MM" with a hyphen, e.g. "09-00", as Foodyman stores it (`hours` has it as HH:MM).' }),
  to: Type.String({ description: 'Closing time, "HH-MM" with a hyphen, e.g. "23-00" (`hours` has it as HH:MM).' }),
  disabled: Type.Boolean({ description: 'true: closed all that day.' }),
  hours: nullable(WorkingHours),
}, {
  title: 'WorkingDay',
  description: 'Opening hours of one day of the week, in the branch\'s local time. `hours` is the opening as HH:MM, null when the '
    + 'day has none (disabled, or a time that cannot be read): what clients show.',
});

export const ClosedDate = Type.Object({
  id: Type.Integer({ description: 'Id of the entry.' }),
  day: Type.String({ description: 'The date, YYYY-MM-DD.' }),
}, { title: 'ClosedDate', description: 'A date on which the branch is closed whatever its working days say.' });

/** The one open-now rule (hours.ts), said once for every description that needs it. */
export const OPEN_RULE = 'Open now: the open flag is set and the moment is within an opening, in the branch\'s time zone. Each '
  + 'calendar day has one opening, from its working day\'s `from` to its `to`; a `to` at or before `from` ("18-00".."02-00") '
  + 'runs into the next day, so the early hours belong to the previous day. A day has none when it is a closed date or its '
  + 'working day is missing, disabled or unreadable. Open from the opening minute, closed from the closing minute on.';

export const TodayHours = Type.Object({
  date: Type.String({ description: 'The branch\'s calendar day now, YYYY-MM-DD (in its time zone).' }),
  open: Type.Boolean({ description: 'false: no opening that day (open flag off, closed date, working day missing, disabled or unreadable).' }),
  from: nullableString('Opening time HH:MM (24 h); null when `open` is false.'),
  to: nullableString('Closing time HH:MM (24 h), on the next day when at or before `from`; null when `open` is false.'),
}, { title: 'TodayHours', description: 'The opening of the branch\'s calendar day now (the early hours of the day may still be the previous day\'s opening).' });

export const ShopTagTranslation = Type.Object({
  ...shownTranslationKeys('tag', 'title'),
  title: Type.String({ description: 'Name of the tag, e.g. "Terrace"; empty when it has no translation.' }),
}, { title: 'ShopTagTranslation', description: 'The tag\'s name in the requested language, else the default language.' });

export const ShopTag = Type.Object({
  id: Type.Integer({ description: 'Id of the tag: what `take` of `/rest/shops/paginate` takes.' }),
  img: nullableString('Icon: a path under `/storage/images/` or a full URL; null when none.'),
  translation: ShopTagTranslation,
}, { title: 'ShopTag', description: 'A feature of branches ("take"): a terrace, family friendly, late night, ...' });

// A way to pay (Foodyman's Payment): declared here, beside the shop's `shop_payments`, and
// listed by `GET /rest/payments` (checkout).
export const PaymentSystem = Type.Object({
  id: Type.Integer({ description: 'Id of the payment system: cash 1, wallet 2 (stable); what `payment_sys_id` takes.' }),
  tag: PaymentType,
  input: Type.Integer({ description: 'Its place in the list (Foodyman\'s sort field).' }),
  sandbox: Type.Boolean({ description: 'Always false: no test mode.' }),
  active: Type.Boolean({ description: 'Always true: only accepted systems are listed.' }),
}, { title: 'Payment', description: 'A way to pay an order, as Foodyman\'s Payment resource.' });

export const ShopPayment = Type.Object({
  id: Type.Integer({ description: 'Id of the shop\'s payment method: the payment system\'s id (the same at every shop).' }),
  shop_id: Type.Integer({ description: 'The shop it is accepted at.' }),
  status: Type.Boolean({ description: 'Always true: only accepted methods are listed.' }),
  payment: PaymentSystem,
}, {
  title: 'ShopPayment',
  description: 'A payment method the shop accepts, as Foodyman\'s ShopPayment (without the provider credentials). Every '
    + 'branch accepts the restaurant\'s methods (the `payment_methods` setting), those of `GET /rest/payments`.',
});

export const Shop = Type.Object({
  id: Type.Integer({ description: 'Id of the shop (shop ids start at 501); a branch\'s id is the `shop_id` of its menu, carts and orders.' }),
  uuid: Type.String({ description: 'The shop\'s uuid; `GET /rest/shops/{id}` takes it as well as the id.' }),
  parent_id: nullableInteger('The main shop\'s id for a branch; null for the main shop.'),
  tax: Type.Number({ description: 'Tax percentage applied to the order subtotal (labelled HST), e.g. 13.' }),
  price: Type.Number({ description: 'Base delivery fee, in the requested currency.' }),
  price_per_km: Type.Number({ description: 'Delivery fee per km from the branch, in the requested currency.' }),
  min_amount: Type.Number({ description: 'Smallest order (lines after their discounts) the branch takes, in the requested currency.' }),
  open: Type.Boolean({ description: 'The branch takes orders; false: closed until further notice (working days aside).' }),
  visibility: Type.Boolean({ description: 'Foodyman\'s visibility flag; the branch list does not filter on it.' }),
  phone: Type.String({ description: 'Contact phone, as entered; may be empty.' }),
  type: ShopType,
  status: Type.String({ description: 'Review status; always approved here (other shops are not shown).' }),
  logo_img: Type.String({ description: 'Logo: a path under `/storage/images/` or a full URL; may be empty.' }),
  background_img: Type.String({ description: 'Cover picture: a path under `/storage/images/` or a full URL; may be empty.' }),
  location: Location,
  delivery_time: DeliveryTime,
  translation: ShopTranslation,
  shop_working_days: Type.Array(WorkingDay, { description: 'Opening hours per day of the week.' }),
  shop_closed_date: Type.Array(ClosedDate, { description: 'Dates on which it is closed, earliest first.' }),
  products_count: Type.Integer({ description: 'Products a customer can buy there (active, published, not add-ons, in stock).' }),
  tags: Type.Array(ShopTag, { description: 'Its tags ("takes"), by id; empty when none.' }),
  rating_avg: Type.Union([Type.Number(), Type.Null()], {
    description: 'Mean stars of its visible reviews (the main shop: of all its branches), 1 decimal; null without reviews.',
  }),
  reviews_count: Type.Integer({ description: 'Its visible reviews (the main shop: all its branches\'), as `shopReviews` lists them.' }),
  open_now: Type.Boolean({ description: `Whether the branch is open at the moment of the answer, decided by the server. ${OPEN_RULE}` }),
  closes_at: nullableString('When open: the next closing, an ISO 8601 local date-time with the branch\'s UTC offset '
    + '(e.g. "2026-11-27T23:00:00-05:00"); openings that meet (one ends at midnight, the next starts then) count as one. '
    + 'Null when closed, or when it does not close within 7 days.'),
  opens_at: nullableString('When closed: the next opening within 7 days, an ISO 8601 local date-time with the branch\'s UTC '
    + 'offset (e.g. "2026-11-28T09:00:00-05:00"). Null when open, when the open flag is off, or with no opening within 7 days.'),
  today_hours: TodayHours,
  time_zone: Type.String({ description: 'The IANA time zone the hours are read in (e.g. "America/Toronto"): the branch\'s own, '
    + 'else the api server\'s.' }),
  shop_payments: Type.Array(ShopPayment, {
    description: 'The payment methods it accepts, by id: what Foodyman clients list when the `payment_type` setting is not '
      + '`admin`; the same as `GET /rest/payments`.',
  }),
}, {
  title: 'Shop',
  description: 'The main shop or one of its branches. Whether it is open is the server\'s answer: `open_now`, `closes_at`, '
    + '`opens_at`, `today_hours` (clients decide nothing from the working days). Amounts are in the requested currency.',
});

export const Gallery = Type.Object({
  id: Type.Integer({ description: 'Id of the picture.' }),
  title: Type.String({
    description: 'Alternative text of the picture (what it shows), in the requested language, else the default language, else '
      + 'the caption it was stored with.',
  }),
  type: Type.String({ description: 'Kind of gallery, e.g. `shop-galleries`.' }),
  path: Type.String({ description: 'The picture: a path under `base_path`, or a full URL.' }),
  base_path: Type.String({ description: 'Where relative paths are served: `/storage/images/`.' }),
}, { title: 'Gallery', description: 'One picture of the shop.' });

export const ShopGalleries = Type.Object({
  id: Type.Integer({ description: 'Id of the shop (the main shop or a branch).' }),
  active: Type.Boolean({ description: 'Always true.' }),
  shop_id: Type.Integer({ description: 'Id of the shop (the main shop or a branch).' }),
  galleries: Type.Array(Gallery, { description: 'The pictures, by id.' }),
}, { title: 'ShopGalleries', description: 'The pictures of a shop (the main shop or a branch).' });

const shopSearch = (rule: string) => Type.String({
  description: `Words to find, ${rule}: each must start a word of the branch's title or address in the requested language `
    + '(else the default one), ignoring case and accents.',
});

const shopFilters = {
  type: Type.Optional(Type.String({
    description: 'Only branches of this kind: `restaurant` or `shop` (any case; blank: every kind; else 400 `params.type`), as '
      + 'a Foodyman client\'s restaurants and shops tabs ask.',
  })),
  take: Type.Optional(Type.Array(positiveId('Id of a tag.'), {
    description: 'Tag id or ids (`take=1`, `take=1&take=2`, `take[]=1`, `take[0]=1`): only branches with at least one of these '
      + 'tags (`/rest/shops-takes`); an unknown id matches nothing.',
  })),
  order_by: Type.Optional(Type.String({
    description: `How to order the branches: ${SHOP_ORDERS.join(', ')} (else 400 \`params.order_by\`); absent or empty: by id. `
      + SHOP_ORDER_RULES,
  })),
};

/** `/rest/shops/paginate`'s filters beyond `open` (discovery.ts). */
const branchFilters = {
  search: Type.Optional(shopSearch('at most 100 characters once trimmed (longer → 400 `params.search`; blank: no filter)')),
  ...shopFilters,
};

export const BranchesQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  ...branchFilters,
  open: Type.Optional(Type.Integer({
    minimum: 0, maximum: 1, description: '1 = only branches whose open flag is set, i.e. not closed until further notice (whether each is open at this moment is its `open_now`); 0 or absent: every branch.',
  })),
});

export const ShopSearchQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  search: shopSearch('1..100 characters once trimmed (else 400 `params.search`)'),
  ...shopFilters,
});

export const ShopTakesQuery = Type.Object({
  ...localeQuery,
  category_id: Type.Optional(positiveId('Accepted as Foodyman\'s clients send it, and ignored: every tag applies to every category.')),
});

export const ShopParams = Type.Object({
  id: Type.String({ description: 'Numeric id or uuid (any case) of the shop; anything else → 404.' }),
});

export const MainShopResponse = bareResource('MainShopResponse', Shop, 'The main shop, as `{data}` without the envelope\'s other fields.');
export const ShopGalleriesResponse = bareResource('ShopGalleriesResponse', ShopGalleries,
  'A shop\'s pictures, as `{data}` without the envelope\'s other fields.');
export const ShopPage = pageOf('ShopPage', Shop, 'A page of branches.', 'The page\'s branches, by id or in the asked `order_by`.');
export const ShopResponse = successEnvelope('ShopResponse', Shop, 'One shop or branch.');
export const ShopListResponse = successEnvelope('ShopListResponse',
  Type.Array(Shop, { description: `The recommended branches (average rating ${RECOMMENDED_RATING} or more), best rated first.` }),
  'A list of branches, not paginated.');
export const ShopTagListResponse = successEnvelope('ShopTagListResponse', Type.Array(ShopTag, { description: 'Every tag, by id.' }),
  'The shop tags ("takes"), not paginated.');

export const PickupBranchAddress = Type.Object({
  address: Type.String({ description: 'The street address, as text, in the requested language; may be empty.' }),
}, { title: 'PickupBranchAddress', description: 'Where the branch is, as Foodyman\'s branch address object.' });

export const PickupBranch = Type.Object({
  id: Type.Integer({ description: 'Id of the branch (the branch is a shop: the same id as `shop.id`).' }),
  shop_id: Type.Integer({ description: 'The shop an order picked up here is placed with: the branch itself (carts and orders are per branch).' }),
  address: PickupBranchAddress,
  location: Location,
  translation: ShopTranslation,
  shop: Shop,
}, { title: 'PickupBranch', description: 'A place to pick an order up, in Foodyman (A)\'s branch shape: one of our branches.' });

export const PickupBranchesQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  shop_id: Type.Optional(positiveId('The shop whose pickup places to list: the main shop (its branches) or a branch (itself); absent: '
    + 'every branch; naming no shop → 400 `params.shop_id`.')),
});

export const PickupBranchPage = pageOf('PickupBranchPage', PickupBranch, 'A page of pickup places.', 'The page\'s branches, by id.');
