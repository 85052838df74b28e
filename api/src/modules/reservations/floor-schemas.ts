// Contract of the reservations' public floor (`/rest/booking/*`, as Foodyman backends serve it): the branches
// that take reservations, their booking rows, sections and tables, in the requested language.
import { Type } from 'typebox';
import {
  localeQuery, nullableString, pageOf, pageQuery, positiveId, shownTranslationKeys, successEnvelope, uuidParam,
} from '../../http/schemas';
import { Shop } from '../shops';

export const BookingWorkingDay = Type.Object({
  id: Type.Integer({ description: 'Id of the entry.' }),
  day: Type.String({ description: 'Day of the week, lower case: sunday .. saturday.' }),
  from: Type.String({ description: 'First time a reservation may start, "HH-MM" with a hyphen, e.g. "11-00" (read it as 11:00).' }),
  to: Type.String({ description: 'Time every reservation ends by, "HH-MM" with a hyphen, e.g. "22-00".' }),
  disabled: Type.Boolean({ description: 'true: no reservation that day.' }),
}, { title: 'BookingWorkingDay', description: 'When a branch takes reservations on one day of the week, in the branch\'s local time.' });

export const BookingClosedDate = Type.Object({
  id: Type.Integer({ description: 'Id of the entry.' }),
  day: Type.String({ description: 'The date, YYYY-MM-DD.' }),
}, { title: 'BookingClosedDate', description: 'A date on which the branch takes no reservation, whatever its reservation days say.' });

export const BookingShop = Type.Object({
  ...Shop.properties,
  booking_shop_working_days: Type.Array(BookingWorkingDay, {
    description: 'When it takes reservations, per day of the week (`shop_working_days` are its delivery and pickup hours).',
  }),
  booking_shop_closed_date: Type.Array(BookingClosedDate, { description: 'Dates from today on without reservations, earliest first.' }),
}, {
  title: 'BookingShop',
  description: 'A branch that takes table reservations (it has an active booking row): the branch as `GET /rest/shops/{id}` '
    + 'answers it, with its reservation days and closed dates. Amounts are in the requested currency.',
});

export const Booking = Type.Object({
  id: Type.Integer({ description: 'Id of the booking row: the `booking_id` of a reservation.' }),
  shop_id: Type.Integer({ description: 'The branch it belongs to.' }),
  max_time: Type.Integer({ description: 'The longest reservation, in minutes (e.g. 180).' }),
  active: Type.Boolean({ description: 'false: the branch takes no reservation for now.' }),
}, { title: 'Booking', description: 'A branch\'s booking configuration (one per branch that takes reservations).' });

export const ShopSectionTranslation = Type.Object({
  ...shownTranslationKeys('section', 'title'),
  title: Type.String({ description: 'Name of the section, e.g. "Terrace"; empty when it has no translation.' }),
}, { title: 'ShopSectionTranslation', description: 'The section\'s name in the requested language, else the default language.' });

export const ShopSection = Type.Object({
  id: Type.Integer({ description: 'Id of the section: the `shop_section_id` of its tables.' }),
  shop_id: Type.Integer({ description: 'The branch it is part of.' }),
  area: Type.Integer({ description: 'Floor area in square metres; 0 when unknown.' }),
  img: nullableString('Picture of the room: a path under `/storage/images/` or a full URL; null when none.'),
  translation: ShopSectionTranslation,
}, { title: 'ShopSection', description: 'A dining area of a branch (hall, terrace, bar, private room, …) holding tables.' });

export const BookingTable = Type.Object({
  id: Type.Integer({ description: 'Id of the table: the `table_id` of a reservation.' }),
  name: Type.String({ description: 'The table\'s name in its branch, e.g. "T4" or "Terrace 2".' }),
  shop_section_id: Type.Integer({ description: 'The section it stands in.' }),
  chair_count: Type.Integer({ description: 'How many guests it seats.' }),
  active: Type.Boolean({ description: 'false: out of service, it cannot be reserved (listed all the same).' }),
  shop_section: ShopSection,
}, { title: 'BookingTable', description: 'A table of a branch that guests can reserve, with its section.' });

const shopId = (role: string) => Type.Optional(positiveId(`Id of a branch: only its ${role}; naming no shop → 400 \`params.shop_id\`.`));

export const BookingShopsQuery = Type.Object({ ...localeQuery, ...pageQuery });

export const BookingShopParams = Type.Object({
  uuid: uuidParam('Uuid (any case) of a branch that takes reservations; a malformed one → 400 `params.uuid`, an unknown one or a '
    + 'branch that takes none → 404.'),
});

export const BookingsQuery = Type.Object({ ...localeQuery, ...pageQuery, shop_id: shopId('booking row') });

export const ShopSectionsQuery = Type.Object({ ...localeQuery, ...pageQuery, shop_id: shopId('sections') });

export const ShopSectionParams = Type.Object({ id: positiveId('Id of the section (unknown → 404).') });

export const BookingTablesQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  shop_id: shopId('tables'),
  shop_section_id: Type.Optional(positiveId('Id of a section: only its tables; naming no section → 400 `params.shop_section_id`.')),
});

export const BookingShopPage = pageOf('BookingShopPage', BookingShop, 'A page of the branches that take reservations.',
  'The page\'s branches, by id.');
export const BookingShopResponse = successEnvelope('BookingShopResponse', BookingShop, 'One branch that takes reservations.');
export const BookingPage = pageOf('BookingPage', Booking, 'A page of booking rows.', 'The page\'s booking rows, by id.');
export const ShopSectionPage = pageOf('ShopSectionPage', ShopSection, 'A page of sections.', 'The page\'s sections, by branch then id.');
export const ShopSectionResponse = successEnvelope('ShopSectionResponse', ShopSection, 'One section of a branch.');
export const BookingTablePage = pageOf('BookingTablePage', BookingTable, 'A page of tables.',
  'The page\'s tables, by section then id.');
